import type { MapAnswer, MapCluster } from '@portfolio/shared';
import { galleryPageQuery } from '../lib/answer-queries';
import { filterOfSearch, filterSearch, type GalleryFilter } from '@portfolio/shared/gallery-filter';
import { ZoomIn } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../ui/button-class';
import { ListStatus } from '../components/list-status';
import { precisionKm } from '../components/photo-context';
import { SectionHeading } from '../components/section-heading';
import { DetailedMap } from '../components/detailed-map';
import { WorldMap } from '../components/world-map';
import { answerUrl } from '@portfolio/shared/answers';
import { fetchAnswerOf } from '../lib/fetch-answer';
import { toPhoto } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { type ClusterClick, formatPosition, viewParam } from '../lib/map-place';
import { useAnswer, usePageData } from '../lib/page-data';
import { langAttr } from '../lib/shown-lang';
import { useGalleryFacets } from '../lib/queries';
import { usePhotoViewer } from '../lib/photo-viewer';
import { Link, useLocation, useNavigate } from '../router';
import { mapOfSearch, mapQuery } from '../routing';

/** A plain left click, which script may take over; others (a new tab) follow the link. */
const plainClick = (e: ClusterClick) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * /{lang}/map: where the photos were made, drawn by the server (land and clusters) so it works
 * without script. A cluster is a link to the gallery of its square (the filter `cell`); with
 * script it opens the first of them in the viewer, which walks that square only. The gallery's
 * filters narrow the map, sent as a plain form, and stay in the address.
 */
export default function MapPage() {
  const { t, language, href } = useLanguage();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const store = usePageData();
  const search = new URLSearchParams(location.search);
  const map = useAnswer('map', { language, ...mapOfSearch(search) }, { keepPrevious: true });
  // What the detailed map has in sight once moved, for the page's answer it was moved from.
  const [moved, setMoved] = useState<{ from: string; answer: MapAnswer } | null>(null);
  const shown = map.data && moved?.from === JSON.stringify(map.data) ? moved.answer : map.data;
  const filter = filterOfSearch(search);
  const facets = useGalleryFacets(language, filter).data;
  const { openAt } = usePhotoViewer();
  const filters = filterSearch(filter);
  const view = search.get('view');
  const mapAddress = (query: string) => href('map', {}, query);
  const cellOf = (cluster: MapCluster): GalleryFilter => ({ ...filter, cell: viewParam(cluster.bounds) });
  const photosOf = (cluster: MapCluster) => href('gallery', {}, filterSearch(cellOf(cluster)));
  const zoomOf = (zoom: NonNullable<MapCluster['zoom']>) => mapAddress([`view=${viewParam(zoom)}`, filters].filter(Boolean).join('&'));
  // The first photo of the square in the gallery's order: the viewer's counter starts at 1 of the cluster's count.
  const open = async (cluster: MapCluster) => {
    const query = galleryPageQuery(language, cellOf(cluster));
    const page = store.read('galleryPage', query) ?? (await fetchAnswerOf('galleryPage', query));
    store.set(answerUrl('galleryPage', query), page);
    const first = page.items[0];
    if (first) openAt(toPhoto(first, undefined, t('common.unknown')), cellOf(cluster));
  };
  const onCluster = (e: ClusterClick, cluster: MapCluster) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    open(cluster).catch((error: unknown) => {
      console.warn('The photos of the cluster did not load', error);
      navigate(photosOf(cluster));
    });
  };
  const field = 'h-11 rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  const label = 'text-xs font-semibold uppercase tracking-wider text-muted-foreground';
  const countries = facets?.countries ?? [];
  return (
    <section className="mx-auto max-w-[1680px] px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      <SectionHeading as="h1" title={t('map.pageTitle')} subtitle={t('map.pageSubtitle', { km: precisionKm(map.data?.precision ?? 0.1) })} />
      {/* Keyed by the address's filter: Back and Forward bring their own values into the fields. */}
      <form
        key={filters}
        method="get"
        action={href('map')}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const values = new URLSearchParams([...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v)]));
          navigate(mapAddress(mapQuery(values)));
        }}
        className="mb-6 flex flex-wrap items-end gap-3 sm:gap-4"
      >
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className={label}>
            {t('nav.search')}
          </label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={filter.q ?? ''} placeholder={t('gallery.searchPlaceholder')} className={field} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className={label}>
            {t('gallery.type.label')}
          </label>
          <select id={`${id}-type`} name="type" defaultValue={filter.type ?? ''} className={field}>
            <option value="">{t('gallery.type.all')}</option>
            <option value="photo">{t('gallery.type.photos')}</option>
            <option value="video">{t('gallery.type.videos')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-country`} className={label}>
            {t('gallery.country.label')}
          </label>
          <select id={`${id}-country`} name="country" defaultValue={filter.country ?? ''} className={field}>
            <option value="">{t('gallery.country.all')}</option>
            {filter.country && !countries.some((c) => c.value === filter.country) ? <option value={filter.country}>{filter.country}</option> : null}
            {countries.map((c) => (
              <option key={c.value} value={c.value} lang={langAttr(c.lang, language)}>
                {c.value}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className={label}>
            {t('gallery.category.label')}
          </label>
          <select id={`${id}-category`} name="category" defaultValue={filter.category ? String(filter.category) : ''} className={field}>
            <option value="">{t('gallery.category.all')}</option>
            {(facets?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id} lang={langAttr(c.nameLang, language)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {view ? <input type="hidden" name="view" value={view} /> : null}
        <button type="submit" className={buttonClass('outline', 'lg')}>
          {t('map.apply')}
        </button>
      </form>
      <ListStatus query={map} isEmpty={false} loading={t('common.loading')} error={t('gallery.loadError')} empty="">
        {map.data && shown ? (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <p aria-live="polite" data-testid="map-total">
                {shown.total > 0 ? t('map.total', { count: shown.total }) : t('map.noPhotos')}
              </p>
              {view ? (
                <Link to={mapAddress(filters)} className="text-gold hover:underline">
                  {t('map.world')}
                </Link>
              ) : null}
            </div>
            {map.data.basemap ? (
              <DetailedMap
                answer={map.data}
                basemap={map.data.basemap}
                filters={filters}
                linkOf={photosOf}
                onOpen={onCluster}
                onAnswer={(answer) => setMoved({ from: JSON.stringify(map.data), answer })}
              />
            ) : (
              <WorldMap answer={map.data} linkOf={photosOf} onOpen={onCluster} />
            )}
            {/* The same places as a list (easier to reach on a phone and with a keyboard), each with a way to zoom in. */}
            <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t('map.photosHere')}>
              {shown.clusters.map((cluster) => {
                const place = formatPosition(cluster.lat, cluster.lon);
                return (
                  <li key={viewParam(cluster.bounds)} className="inline-flex items-stretch overflow-hidden rounded-full border border-border">
                    <a href={photosOf(cluster)} onClick={(e) => onCluster(e, cluster)} className="px-3 py-1 hover:text-gold" data-testid="map-cluster-link">
                      {t('map.cluster', { count: cluster.count, place })}
                    </a>
                    {cluster.zoom ? (
                      <Link to={zoomOf(cluster.zoom)} className="flex items-center border-l border-border px-2 hover:text-gold" aria-label={t('map.zoomInOn', { place })} title={t('map.zoomInOn', { place })}>
                        <ZoomIn className="size-4" aria-hidden="true" />
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </ListStatus>
    </section>
  );
}
