import { categorySlug } from '@portfolio/shared/slug';
import { useMemo, useState } from 'react';
import { useTranslation } from '../lib/language-context';
import { cn } from '../../lib/cn';
import { buttonClass } from '../../ui/button-class';
import { filterHome, toPhoto } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { useCategories, useHomeGalleryItems } from '../lib/queries';
import { usePaged } from '../lib/use-paged';
import { PhotoTiles } from './photo-tile';
import { SearchBox } from './search-box';
import { SectionHeading } from './section-heading';
import { ListStatus } from './list-status';

/** Home gallery: category row (All + one per category), search, 1-4 column grid, Load more. */
export function GallerySection() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const items = useHomeGalleryItems(language);
  const categories = useCategories(language);
  const [category, setCategory] = useState('all');
  const [search, setSearch] = useState('');

  const unknown = t('common.unknown');
  const photos = useMemo(() => (items.data ?? []).map((i) => toPhoto(i, undefined, unknown)), [items.data, unknown]);
  const filtered = useMemo(() => filterHome(photos, category, search), [photos, category, search]);
  const { visible, hasMore, loadMore } = usePaged(filtered, `${category}|${search}`);

  const buttons = [{ key: 'all', label: t('gallery.categories.all') }, ...(categories.data ?? []).map((c) => ({ key: categorySlug(c.name), label: c.name }))];

  return (
    <section id="gallery" className="scroll-mt-16 bg-background py-20 sm:py-28">
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
                key={b.key}
                type="button"
                aria-pressed={category === b.key}
                onClick={() => setCategory(b.key)}
                className={cn(
                  'shrink-0 snap-start whitespace-nowrap rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer',
                  category === b.key ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-foreground hover:bg-accent',
                )}
              >
                {b.label}
              </button>
            ))}
          </div>
          <SearchBox value={search} onChange={setSearch} label={t('gallery.searchLabel')} placeholder={t('gallery.searchPlaceholder')} className="w-full max-w-md" />
        </div>

        <ListStatus query={items} isEmpty={filtered.length === 0} loading={t('common.loading')} error={t('gallery.loadError')} empty={t('gallery.noResults')}>
          <PhotoTiles visible={visible} filtered={filtered} />
          {hasMore ? (
            <div className="mt-12 flex justify-center">
              <button type="button" onClick={loadMore} className={buttonClass('outline', 'lg')}>
                {t('gallery.loadMore')}
              </button>
            </div>
          ) : null}
        </ListStatus>
      </div>
    </section>
  );
}
