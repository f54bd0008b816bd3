/** A section's title and subtitle; `titleLang`/`subtitleLang` when a text is not in the page's language. */
export function SectionHeading({ title, subtitle, as: Tag = 'h2', titleLang, subtitleLang }: { title: string; subtitle?: string; as?: 'h1' | 'h2'; titleLang?: string; subtitleLang?: string }) {
  return (
    <div className="mx-auto mb-12 max-w-3xl text-center">
      <Tag lang={titleLang} className="font-serif text-3xl font-semibold tracking-tight text-foreground sm:text-5xl">
        {title}
      </Tag>
      <div className="mx-auto mt-4 h-px w-16 bg-gold" aria-hidden="true" />
      {subtitle ? (
        <p lang={subtitleLang} className="mt-4 text-base text-muted-foreground sm:text-lg">
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
