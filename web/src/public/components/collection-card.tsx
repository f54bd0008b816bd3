import type { CollectionSummary } from '@portfolio/shared';
import { Images } from 'lucide-react';
import { formatMonthYear } from '../../lib/format-date';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useLanguage } from '../lib/language-context';
import { Link } from '../router';
import { langAttr } from '../lib/shown-lang';

/** A collection's card: its cover, title, how many photos and the months they span. */
export function CollectionCard({ collection, headingLevel = 2 }: { collection: CollectionSummary; headingLevel?: 2 | 3 }) {
  const { t, language, href } = useLanguage();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { firstMonth, lastMonth } = collection;
  const span = firstMonth && lastMonth ? (firstMonth === lastMonth ? formatMonthYear(firstMonth, language) : t('collections.between', { from: formatMonthYear(firstMonth, language), to: formatMonthYear(lastMonth, language) })) : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-lg shadow-black/20 transition-transform duration-300 hover:-translate-y-1" data-testid="collection-card">
      <div className="aspect-[3/2] overflow-hidden bg-[#111b2b]">
        {collection.cover ? (
          <ResponsiveImage
            image={collection.cover.image}
            src={collection.cover.thumbnailUrl ?? collection.cover.url}
            alt={collection.cover.alt}
            altLang={langAttr(collection.cover.altLang, language)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="block size-full"
            imgClassName="size-full object-cover transition-transform duration-700 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <H className="font-serif text-xl font-semibold leading-snug text-foreground">
          <Link to={href('collection', { slug: collection.slug })} lang={langAttr(collection.titleLang, language)} className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-gold">
            {collection.title}
          </Link>
        </H>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Images className="size-4" aria-hidden="true" />
            {t('collections.photos', { count: collection.itemCount })}
          </span>
          {span ? <span>{span}</span> : null}
        </p>
      </div>
    </article>
  );
}
