import { useEffect, useId, useMemo, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { buttonClass } from '../../ui/button-class';
import { ListStatus } from '../components/list-status';
import { PhotoTiles } from '../components/photo-tile';
import { PhotoView } from '../components/photo-view';
import { SearchBox } from '../components/search-box';
import { SectionHeading } from '../components/section-heading';
import { DEFAULT_GALLERY_FILTERS, distinctCountries, filterGallery, toPhoto, type GalleryFilters } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { useLightbox } from '../lib/lightbox-store';
import { openedOver } from '../lib/page-location';
import { usePhotoId } from '../lib/photo-viewer';
import { useCategories, useGalleryItems } from '../lib/queries';
import { useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { usePaged } from '../lib/use-paged';
import { usePageMeta } from '../lib/use-page-meta';
import { useLocation } from '../router';

function FilterSelect({ name, label, value, onChange, options }: { name: keyof GalleryFilters; label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className="flex min-w-40 flex-1 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 cursor-pointer rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export default function GalleryPage() {
  const { t, language } = useLanguage();
  const photoId = usePhotoId();
  usePageMeta(photoId ? 'photo' : 'gallery');
  const items = useGalleryItems(language);
  const categories = useCategories(language);
  const [filters, setFilters] = useState<GalleryFilters>(DEFAULT_GALLERY_FILTERS);
  const update = (patch: Partial<GalleryFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = (['type', 'country', 'category'] as const).filter((k) => filters[k] !== 'all').length;
  const filterForm = useTypedBeforeHydration<HTMLDivElement>((typed) => update(typed as Partial<GalleryFilters>));

  const unknown = t('common.unknown');
  const photos = useMemo(() => (items.data ?? []).map((i) => toPhoto(i, undefined, unknown)), [items.data, unknown]);
  const countries = useMemo(() => distinctCountries(photos, language), [photos, language]);
  const filtered = useMemo(() => filterGallery(photos, filters), [photos, filters]);
  const { visible, hasMore, loadMore, total } = usePaged(filtered, JSON.stringify(filters));
  // Arriving at a photo's own address: the viewer moves through the whole gallery.
  const arrived = photoId !== null && useLightbox.getState().photos.length === 0;
  useEffect(() => {
    if (arrived) useLightbox.getState().setPhotos(filtered);
  }, [arrived, filtered]);
  // The photo's page as sent by the server (and kept under the viewer) when the address was opened directly.
  const location = useLocation();
  const arrivedAt = photoId !== null && openedOver(location) === undefined;
  const shown = arrivedAt ? photos.findIndex((p) => String(p.id) === photoId) : -1;

  return (
    <section className="mx-auto max-w-[1680px] px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      {/* Beneath a photo's own view, the gallery is out of reach until the view is closed. */}
      <div inert={shown >= 0 || undefined}>
        <SectionHeading as="h1" title={t('gallery.pageTitle')} subtitle={t('gallery.pageSubtitle')} />
        {/* On a phone the filters fold into one button beside the search (CSS decides, so the server's HTML is final). */}
        <div ref={filterForm} role="search" className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border-border sm:mb-10 sm:gap-4 sm:border sm:bg-card/50 sm:p-4 lg:flex-nowrap">
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <span className="hidden text-xs font-semibold uppercase tracking-wider text-muted-foreground sm:block" aria-hidden="true">
              {t('nav.search')}
            </span>
            <SearchBox name="search" value={filters.search} onChange={(search) => update({ search })} label={t('gallery.searchLabel')} placeholder={t('gallery.searchPlaceholder')} />
          </div>
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((o) => !o)}
            data-testid="filters-toggle"
            className="flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden"
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {active > 0 ? t('gallery.filtersActive', { count: active }) : t('gallery.filters')}
          </button>
          <div id={filtersId} className={`${filtersOpen ? 'flex' : 'hidden'} w-full flex-wrap gap-4 sm:flex sm:w-auto`}>
            <FilterSelect
              name="type"
              label={t('gallery.type.label')}
              value={filters.type}
              onChange={(v) => update({ type: v as GalleryFilters['type'] })}
              options={[
                { value: 'all', label: t('gallery.type.all') },
                { value: 'photo', label: t('gallery.type.photos') },
                { value: 'video', label: t('gallery.type.videos') },
              ]}
            />
            <FilterSelect
              name="country"
              label={t('gallery.country.label')}
              value={filters.country}
              onChange={(country) => update({ country })}
              options={[{ value: 'all', label: t('gallery.country.all') }, ...countries.map((c) => ({ value: c, label: c }))]}
            />
            <FilterSelect
              name="category"
              label={t('gallery.category.label')}
              value={filters.category}
              onChange={(category) => update({ category })}
              options={[{ value: 'all', label: t('gallery.category.all') }, ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
            />
          </div>
        </div>

        <ListStatus query={items} isEmpty={filtered.length === 0} loading={t('common.loading')} error={t('gallery.loadError')} empty={t('gallery.noResults')}>
          {/* Under a photo's own view (opaque, full screen) the tiles stay out of the layout, so
              none of their images competes with the photo for the connection. */}
          <div hidden={shown >= 0}>
            <PhotoTiles visible={visible} filtered={filtered} detailed priorityCount={shown >= 0 ? 0 : 2} />
          </div>
          <div className="mt-12 flex flex-col items-center gap-4">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t('gallery.showing', { shown: visible.length, total })}
            </p>
            {hasMore ? (
              <button type="button" onClick={loadMore} className={buttonClass('outline', 'lg')}>
                {t('gallery.loadMore')}
              </button>
            ) : null}
          </div>
        </ListStatus>
      </div>
      {shown >= 0 ? <PhotoView photos={photos} index={shown} /> : null}
    </section>
  );
}
