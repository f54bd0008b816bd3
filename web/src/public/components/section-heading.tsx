export function SectionHeading({ title, subtitle, as: Tag = 'h2' }: { title: string; subtitle?: string; as?: 'h1' | 'h2' }) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <Tag className="font-serif text-3xl font-semibold tracking-tight text-foreground sm:text-5xl">{title}</Tag>
      <div className="mx-auto mt-4 h-px w-16 bg-gold" aria-hidden="true" />
      {subtitle ? <p className="mt-4 text-base text-muted-foreground sm:text-lg">{subtitle}</p> : null}
    </div>
  );
}
