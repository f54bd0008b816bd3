import type { GalleryFilter } from '@portfolio/shared/gallery-filter';
import { galleryPageQuery } from '../lib/answer-queries';
import { filterSearch } from '@portfolio/shared/gallery-filter';
import { useMemo, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { toPhoto } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { langAttr } from '../lib/shown-lang';
import { useGalleryFacets } from '../lib/queries';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { useListPages } from '../lib/use-list-pages';

import { ListStatus } from './list-status';
import { LoadMoreLink } from './load-more-link';
import { PhotoTiles } from './photo-tile';
import { SearchBox } from './search-box';
import { SectionHeading } from './section-heading';

/** How long typing rests before the search runs. */
const SEARCH_DELAY_MS = 300;

/**
 * Home gallery: category row (All + one per category with photos), search, the first tiles from
 * the server and Load more (a link to the gallery's next page, so it works without scripts).
 */
export function GallerySection() {
  const { t, language, href } = useLanguage();
  const [category, setCategory] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const filter = useMemo<GalleryFilter>(() => ({ category, q: q || undefined }), [category, q]);
  // Featured photos first (the photographer's choice), then the rest in the gallery's order.
  const list = useListPages('galleryPage', (cursor) => galleryPageQuery(language, filter, cursor, 'first'));
  // The categories (with their counts) of the whole gallery: the row does not change as one is picked.
  const categories = useGalleryFacets(language, {}).data?.categories ?? [];

  const unknown = t('common.unknown');
  const photos = useMemo(() => list.items.map((i) => toPhoto(i, undefined, unknown)), [list.items, unknown]);
  const buttons = [{ id: undefined, label: t('gallery.categories.all'), lang: undefined }, ...categories.map((c) => ({ id: c.id, label: c.name, lang: langAttr(c.nameLang, language) }))];
  const more = filterSearch(filter);
  // The section's code comes when the visitor reaches it (the navigation's search button leads
  // here): what was typed into the search before it arrived searches once it has.
  const section = useTypedBeforeHydration<HTMLElement>(({ q: before }) => {
    if (before === undefined) return;
    setTyped(before);
    setQ(before.trim());
  });

  return (
    <section ref={section} id="gallery" className="scroll-mt-16 bg-background py-20 sm:py-28">
      <div className="mx-auto max-w-[1680px] px-4 sm:px-6 lg:px-8">
        <SectionHeading title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
        <div className="mb-10 flex flex-col items-center gap-6">
          {/* One row that scrolls sideways on a phone; wrapped and centred from 640 px. */}
          <div
            role="group"
            aria-label={t('gallery.filterLabel')}
            data-testid="category-filter"
            className="-mx-4 flex w-[calc(100%+2rem)] snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:w-auto sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:pb-0"
          >
            {buttons.map((b) => (
              <button
                key={b.id ?? 'all'}
                type="button"
                lang={b.lang}
                aria-pressed={category === b.id}
                onClick={() => setCategory(b.id)}
                className={cn(
                  'shrink-0 snap-start whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer',
                  category === b.id ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-foreground hover:bg-accent',
                )}
              >
                {b.label}
              </button>
            ))}
          </div>
          <SearchBox
            name="q"
            value={typed}
            onChange={(v) => {
              setTyped(v);
              clearTimeout(typing.current);
              typing.current = setTimeout(() => setQ(v.trim()), SEARCH_DELAY_MS);
            }}
            label={t('gallery.searchLabel')}
            placeholder={t('gallery.searchPlaceholder')}
            className="w-full max-w-md"
          />
        </div>

        <ListStatus query={list} isEmpty={photos.length === 0} loading={t('common.loading')} error={t('gallery.loadError')} empty={t('gallery.noResults')}>
          {/* Under the hero: no tile's image may share the connection with the hero photo. */}
          <PhotoTiles photos={photos} filter={filter} firstScreenTiles={0} />
          <div className="mt-12 flex justify-center">
            {/* Without scripts, Load more opens the gallery itself (in its own order, so from its start). */}
            <LoadMoreLink list={list} href={() => href('gallery', {}, more)}>
              {t('gallery.loadMore')}
            </LoadMoreLink>
          </div>
        </ListStatus>
      </div>
    </section>
  );
}
