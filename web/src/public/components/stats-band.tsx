import { useLanguage } from '../lib/language-context';
import { useSiteTexts } from '../lib/queries';
import { ShownText } from './shown-text';

/** The photographer's numbers (30+ years, 25+ countries, …), as set in Site texts. */
export function StatsBand() {
  const { t, language } = useLanguage();
  const stats = useSiteTexts(language)?.stats ?? [];
  if (stats.length === 0) return null;
  return (
    <section id="stats" aria-label={t('stats.label')} className="render-when-near border-y border-white/10 bg-gradient-to-r from-[#0e2236] via-[#123046] to-[#0e2236] py-14">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 text-center md:grid-cols-4">
        {stats.map((stat, i) => (
          // Entries have no id of their own; their order is the photographer's.
          <div key={i} className="flex flex-col-reverse gap-1">
            <ShownText as="dt" text={stat.label} className="text-sm uppercase tracking-wider text-white/75" />
            <dd className="font-serif text-4xl font-semibold text-gold sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
