import { useLanguage } from '../lib/language-context';
import { ResponsiveImage } from '../../ui/responsive-image';
import { SpecialtyIcon } from '../../ui/specialty-icon';
import { SectionHeading } from './section-heading';
import { useSiteSettings, useSiteTexts } from '../lib/queries';
import { langOf } from '../lib/shown-lang';
import { ShownText } from './shown-text';

/** The portrait the site comes with, until the photographer chooses one in Site texts. */
const PORTRAIT = {
  width: 800,
  height: 1000,
  placeholder: null,
  avif: [400, 800].map((w) => ({ width: w, url: `/about/portrait-${w}.avif` })),
  webp: [400, 800].map((w) => ({ width: w, url: `/about/portrait-${w}.webp` })),
  fallback: '/about/portrait-800.jpg',
};

export function AboutSection() {
  const { t, language } = useLanguage();
  const { tagline } = useSiteSettings();
  const about = useSiteTexts(language);
  if (!about) return <section id="about" className="scroll-mt-16 bg-[#0b1422] py-20 sm:py-28" />;
  const { title, subtitle, intro, paragraphs, portrait, portraitAlt } = about.about;
  const lang = (text: Parameters<typeof langOf>[0]) => langOf(text, language);
  return (
    <section id="about" className="render-when-near scroll-mt-16 bg-[#0b1422] py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={title.text} titleLang={lang(title)} subtitle={tagline || subtitle.text} subtitleLang={tagline ? undefined : lang(subtitle)} />
        <div className="grid items-start gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <div lang={lang(portraitAlt)} className="overflow-hidden rounded-lg shadow-2xl shadow-black/40 ring-1 ring-white/10">
              <ResponsiveImage image={portrait ?? PORTRAIT} alt={portraitAlt.text} sizes="(min-width: 1024px) 40vw, 100vw" className="block" imgClassName="h-auto w-full" />
            </div>
          </div>
          <div className="lg:col-span-3">
            <ShownText text={intro} className="font-serif text-xl leading-relaxed text-foreground sm:text-2xl" />
            <div className="mt-6 space-y-4 text-base leading-relaxed text-muted-foreground">
              {paragraphs.map((p, i) => (
                // Paragraphs have no id of their own; their order is the photographer's.
                <ShownText key={i} text={p} />
              ))}
            </div>
            {about.specialties.length ? (
              <>
                <h3 className="mt-10 text-sm font-semibold uppercase tracking-[0.2em] text-gold">{t('about.specialtiesTitle')}</h3>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {about.specialties.map((s, i) => (
                    <li key={i} className="flex gap-3 rounded-lg border border-border bg-card/60 p-4">
                      <SpecialtyIcon name={s.icon} className="mt-0.5 size-6 shrink-0 text-gold" />
                      <div>
                        <ShownText text={s.name} className="font-semibold text-foreground" />
                        <ShownText text={s.description} className="text-sm text-muted-foreground" />
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {about.destinations.length ? (
              <>
                <h3 className="mt-10 text-sm font-semibold uppercase tracking-[0.2em] text-gold">{t('about.destinationsTitle')}</h3>
                <ul className="mt-4 flex flex-wrap gap-2" data-testid="destinations">
                  {about.destinations.map((d, i) => (
                    <ShownText key={i} as="li" text={d} className="rounded-full border border-border px-3 py-1 text-sm text-foreground/90" />
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
