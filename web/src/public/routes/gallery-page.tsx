import { filterOfSearch, filterSearch, type GalleryFilter } from '@portfolio/shared/gallery-filter';
import { galleryPageQuery } from '../lib/answer-queries';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { ListStatus } from '../components/list-status';
import { LoadMoreLink } from '../components/load-more-link';
import { PhotoTiles } from '../components/photo-tile';
import { SearchBox } from '../components/search-box';
import { SectionHeading } from '../components/section-heading';
import { cursorOf } from '../lib/list-cursor';
import { toPhoto } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { langAttr } from '../lib/shown-lang';
import { useGalleryFacets } from '../lib/queries';
import { fieldsOf, useTypedBeforeHydration } from '../lib/typed-before-hydration';
import { useListPages } from '../lib/use-list-pages';
import { formatArea } from '../lib/map-place';
import { Link, useLocation, useNavigate } from '../router';


/** How long typing rests before the search runs. */
const SEARCH_DELAY_MS = 300;

function FilterSelect({ name, label, value, onChange, options }: { name: keyof GalleryFilter; label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string; lang?: string }[] }) {
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
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The gallery. Its filter is the address (?q=&type=&country=&category=): the server renders it,
 * the form works without scripts (a GET of the same address), and every change is a history
 * entry, so Back and Forward move between filter states. Tiles come a page at a time from the
 * server; "Load more" is a link to the next page.
 */
export default function GalleryPage() {
  const { t, language, href } = useLanguage();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filterKey = filterSearch(filterOfSearch(search));
  const filter = useMemo(() => filterOfSearch(filterKey), [filterKey]);
  const startCursor = cursorOf(new URLSearchParams(search));
  const list = useListPages('galleryPage', (cursor) => galleryPageQuery(language, filter, cursor), startCursor);
  const facets = useGalleryFacets(language, filter).data;
  const [typed, setTyped] = useState(filter.q ?? '');
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Back and Forward bring another search into the box.
  useEffect(() => setTyped(filter.q ?? ''), [filter.q]);
  useEffect(() => () => clearTimeout(typing.current), []);

  const galleryAddress = (f: GalleryFilter, cursor?: string) => {
    const query = [filterSearch(f), cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
    return href('gallery', {}, query);
  };
  /** A new filter state; while a search is being typed, one history entry for the whole search. */
  const update = (patch: Partial<GalleryFilter>, { replace = false } = {}) => navigate(galleryAddress({ ...filter, ...patch }), { replace });
  const onType = (q: string) => {
    setTyped(q);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => update({ q: q.trim() || undefined }, { replace: Boolean(filter.q) }), SEARCH_DELAY_MS);
  };
  const filterForm = useTypedBeforeHydration<HTMLFormElement>((values) => update(filterOfSearch(new URLSearchParams(values))));

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = (['type', 'country', 'category'] as const).filter((k) => filter[k] !== undefined).length;
  const unknown = t('common.unknown');
  const photos = useMemo(() => list.items.map((i) => toPhoto(i, undefined, unknown)), [list.items, unknown]);
  const count = (label: string, n: number | undefined) => (n === undefined ? label : `${label} (${n.toLocaleString(language)})`);
  const countries = facets?.countries ?? [];
  // Opened from a cluster of the map: the square's photos only.
  const area = filter.cell ? formatArea(filter.cell) : null;
  const mapFilter = filterSearch({ ...filter, cell: undefined });
  const categories = facets?.categories ?? [];

  return (
    <section className="mx-auto max-w-[1680px] px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      <SectionHeading as="h1" title={t('gallery.pageTitle')} subtitle={t('gallery.pageSubtitle')} />
      {/* On a phone the filters fold into one button beside the search (CSS decides, so the server's HTML is final). */}
      <form
        ref={filterForm}
        role="search"
        method="get"
        action={href('gallery')}
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(typing.current);
          // The box itself: a search sent as the page hydrates may not have reached `typed` yet.
          update({ q: (fieldsOf(e.currentTarget).q ?? typed).trim() || undefined });
        }}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-lg border-border sm:mb-10 sm:gap-4 sm:border sm:bg-card/50 sm:p-4 lg:flex-nowrap"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span className="hidden text-xs font-semibold uppercase tracking-wider text-muted-foreground sm:block" aria-hidden="true">
            {t('nav.search')}
          </span>
          <SearchBox name="q" value={typed} onChange={onType} label={t('gallery.searchLabel')} placeholder={t('gallery.searchPlaceholder')} />
        </div>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((o) => !o)}
          data-testid="filters-toggle"
          data-filters-toggle
          className={`flex h-11 shrink-0 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-3 text-sm font-medium text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden`}
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          {active > 0 ? t('gallery.filtersActive', { count: active }) : t('gallery.filters')}
        </button>
        {/* Without scripts the filters are always open, and a button sends them. */}
        <noscript>
          <style>{'[data-gallery-filters]{display:flex!important}[data-filters-toggle]{display:none!important}'}</style>
        </noscript>
        <div id={filtersId} data-gallery-filters className={`${filtersOpen ? 'flex' : 'hidden'} w-full flex-wrap items-end gap-4 sm:flex sm:w-auto`}>
          <FilterSelect
            name="type"
            label={t('gallery.type.label')}
            value={filter.type ?? 'all'}
            onChange={(v) => update({ type: v === 'all' ? undefined : (v as GalleryFilter['type']) })}
            options={[
              { value: 'all', label: t('gallery.type.all') },
              { value: 'photo', label: count(t('gallery.type.photos'), facets?.types.find((x) => x.value === 'photo')?.count) },
              { value: 'video', label: count(t('gallery.type.videos'), facets?.types.find((x) => x.value === 'video')?.count) },
            ]}
          />
          <FilterSelect
            name="country"
            label={t('gallery.country.label')}
            value={filter.country ?? 'all'}
            onChange={(v) => update({ country: v === 'all' ? undefined : v })}
            options={[
              { value: 'all', label: t('gallery.country.all') },
              ...(filter.country && !countries.some((c) => c.value === filter.country) ? [{ value: filter.country, label: count(filter.country, 0) }] : []),
              ...countries.map((c) => ({ value: c.value, label: count(c.value, c.count), lang: langAttr(c.lang, language) })),
            ]}
          />
          <FilterSelect
            name="category"
            label={t('gallery.category.label')}
            value={filter.category ? String(filter.category) : 'all'}
            onChange={(v) => update({ category: v === 'all' ? undefined : Number(v) })}
            options={[{ value: 'all', label: t('gallery.category.all') }, ...categories.map((c) => ({ value: String(c.id), label: count(c.name, c.count), lang: langAttr(c.nameLang, language) }))]}
          />
          {/* The collection or map square the list was opened for stays when the filters are sent. */}
          {filter.collection ? <input type="hidden" name="collection" value={filter.collection} /> : null}
          {filter.cell ? <input type="hidden" name="cell" value={filter.cell} /> : null}
          <noscript>
            <button type="submit" className={buttonClass('default', 'default')}>
              {t('gallery.applyFilters')}
            </button>
          </noscript>
        </div>
      </form>

      {area ? (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card/50 px-4 py-3 text-sm" data-testid="gallery-area">
          <p className="font-medium text-foreground">{t('gallery.area.title', { area })}</p>
          <div className="flex gap-4">
            <Link to={href('map', {}, mapFilter)} className="text-gold hover:underline">
              {t('gallery.area.backToMap')}
            </Link>
            <Link to={galleryAddress({ ...filter, cell: undefined })} className="text-gold hover:underline">
              {t('gallery.area.clear')}
            </Link>
          </div>
        </div>
      ) : null}
      <ListStatus query={list} isEmpty={photos.length === 0} loading={t('common.loading')} error={t('gallery.loadError')} empty={t('gallery.noResults')}>
        <PhotoTiles photos={photos} filter={filter} detailed priorityCount={2} />
        <div className="mt-12 flex flex-col items-center gap-4">
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="gallery-count">
            {t('gallery.showing', { shown: photos.length.toLocaleString(language), total: list.total.toLocaleString(language) })}
          </p>
          <LoadMoreLink list={list} href={(cursor) => galleryAddress(filter, cursor)}>
            {t('gallery.loadMore')}
          </LoadMoreLink>
        </div>
      </ListStatus>
    </section>
  );
}
