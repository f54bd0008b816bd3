import { Bird, Mountain, PawPrint, Plane } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { ResponsiveImage } from '../../ui/responsive-image';
import { SectionHeading } from './section-heading';
import { useSiteSettings } from '../lib/queries';

export const DESTINATION_KEYS = [
  'andorra', 'antarctica', 'argentina', 'austria', 'belgium', 'czechia', 'denmark', 'finland', 'france', 'germany',
  'greece', 'hungary', 'iceland', 'italy', 'liechtenstein', 'luxembourg', 'morocco', 'netherlands', 'northAmerica',
  'norway', 'poland', 'slovenia', 'southAfrica', 'spain', 'sweden', 'switzerland', 'svalbard', 'turkey', 'unitedKingdom',
] as const;

const SPECIALTIES = [
  { key: 'mammals', icon: PawPrint },
  { key: 'birds', icon: Bird },
  { key: 'landscapes', icon: Mountain },
  { key: 'groundAerial', icon: Plane },
] as const;

const PORTRAIT = {
  width: 800,
  height: 1000,
  placeholder: null,
  avif: [400, 800].map((w) => ({ width: w, url: `/about/portrait-${w}.avif` })),
  webp: [400, 800].map((w) => ({ width: w, url: `/about/portrait-${w}.webp` })),
  fallback: '/about/portrait-800.jpg',
};

export function AboutSection() {
  const { t } = useTranslation();
  const { tagline } = useSiteSettings();
  return (
    <section id="about" className="scroll-mt-16 bg-[#0b1422] py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading title={t('about.title')} subtitle={tagline || t('about.subtitle')} />
        <div className="grid items-start gap-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <div className="overflow-hidden rounded-lg shadow-2xl shadow-black/40 ring-1 ring-white/10">
              <ResponsiveImage image={PORTRAIT} alt={t('about.portraitAlt')} sizes="(min-width: 1024px) 40vw, 100vw" className="block" imgClassName="h-auto w-full" />
            </div>
          </div>
          <div className="lg:col-span-3">
            <p className="font-serif text-xl leading-relaxed text-foreground sm:text-2xl">{t('about.intro')}</p>
            <div className="mt-6 space-y-4 text-base leading-relaxed text-muted-foreground">
              <p>{t('about.p1')}</p>
              <p>{t('about.p2')}</p>
              <p>{t('about.p3')}</p>
            </div>
            <h3 className="mt-10 text-sm font-semibold uppercase tracking-[0.2em] text-gold">{t('about.specialtiesTitle')}</h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {SPECIALTIES.map(({ key, icon: Icon }) => (
                <li key={key} className="flex gap-3 rounded-lg border border-border bg-card/60 p-4">
                  <Icon className="mt-0.5 size-6 shrink-0 text-gold" aria-hidden="true" />
                  <div>
                    <p className="font-semibold text-foreground">{t(`about.specialties.${key}`)}</p>
                    <p className="text-sm text-muted-foreground">{t(`about.specialties.${key}Text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <h3 className="mt-10 text-sm font-semibold uppercase tracking-[0.2em] text-gold">{t('about.destinationsTitle')}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {DESTINATION_KEYS.map((key) => (
                <li key={key} className="rounded-full border border-border px-3 py-1 text-sm text-foreground/90">
                  {t(`about.destinations.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
