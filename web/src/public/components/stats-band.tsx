import { STATS_BAND } from '@portfolio/shared/constants';
import { useTranslation } from '../lib/language-context';

const KEYS = ['years', 'countries', 'photos', 'continents'] as const;

/** 30+ years, 25+ countries, 2M+ photos, 5 continents. */
export function StatsBand() {
  const { t } = useTranslation();
  return (
    <section id="stats" aria-label={t('stats.label')} className="border-y border-white/10 bg-gradient-to-r from-[#0e2236] via-[#123046] to-[#0e2236] py-14">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 text-center md:grid-cols-4">
        {KEYS.map((key) => (
          <div key={key} className="flex flex-col-reverse gap-1">
            <dt className="text-sm uppercase tracking-wider text-white/75">{t(`stats.${key}`)}</dt>
            <dd className="font-serif text-4xl font-semibold text-gold sm:text-5xl">{STATS_BAND[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
