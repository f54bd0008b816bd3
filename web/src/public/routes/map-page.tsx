import type { MapCluster, MapPhotosPage } from '@portfolio/shared';
import { useId } from 'react';
import { apiFetch } from '../../lib/api-client';
import { buttonClass } from '../../ui/button-class';
import { ListStatus } from '../components/list-status';
import { precisionKm } from '../components/photo-context';
import { SectionHeading } from '../components/section-heading';
import { formatPosition, viewParam, WorldMap } from '../components/world-map';
import { toPhoto } from '../lib/gallery';
import { useLanguage } from '../lib/language-context';
import { langAttr } from '../lib/shown-lang';
import { filterOfSearch } from '@portfolio/shared/gallery-filter';
import { useGalleryFacets, useMap } from '../lib/queries';
import { usePhotoViewer } from '../lib/photo-viewer';
import { Link, useLocation } from '../router';
import { apiUrl, mapQuery } from '../routing';

/**
 * /{lang}/map: where the photos were made, drawn by the server (land and clusters) so it works
 * without script; a cluster zooms in, or with script opens its photos in the viewer. The gallery's
 * filters narrow it, sent as a plain form.
 */
export default function MapPage() {
  const { t, language, href } = useLanguage();
  const id = useId();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const query = mapQuery(search);
  const map = useMap(language, query);
  const filter = filterOfSearch(search);
  const facets = useGalleryFacets(language, filter);
  const { openAt } = usePhotoViewer();
  const filters = query.replace(/(^|&)view=[^&]*/, '').replace(/^&/, '');
  const linkOf = (cluster: MapCluster) => href(`/map?view=${viewParam(cluster.zoom ?? cluster.bounds)}${filters ? `&${filters}` : ''}`);
  // With script a cluster opens its newest photo in the viewer (which walks the filtered gallery from there).
  const open = async (cluster: MapCluster) => {
    const res = await apiFetch(apiUrl.mapPhotos(language, viewParam(cluster.bounds), filters), {});
    const page = (await res.json()) as MapPhotosPage;
    const first = page.items[0];
    if (first) openAt(toPhoto(first, undefined, t('common.unknown')), filter);
  };
  const field = 'h-11 rounded-md border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
  const label = 'text-xs font-semibold uppercase tracking-wider text-muted-foreground';
  return (
    <section className="mx-auto max-w-[1680px] px-4 pb-24 pt-24 sm:px-6 sm:pt-32 lg:px-8">
      <SectionHeading as="h1" title={t('map.pageTitle')} subtitle={t('map.pageSubtitle', { km: precisionKm(map.data?.precision ?? 0.1) })} />
      <form method="get" action={href('/map')} role="search" className="mb-6 flex flex-wrap items-end gap-3 sm:gap-4">
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor={`${id}-q`} className={label}>
            {t('nav.search')}
          </label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={search.get('q') ?? ''} placeholder={t('gallery.searchPlaceholder')} className={field} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-type`} className={label}>
            {t('gallery.type.label')}
          </label>
          <select id={`${id}-type`} name="type" defaultValue={search.get('type') ?? ''} className={field}>
            <option value="">{t('gallery.type.all')}</option>
            <option value="photo">{t('gallery.type.photos')}</option>
            <option value="video">{t('gallery.type.videos')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-category`} className={label}>
            {t('gallery.category.label')}
          </label>
          <select id={`${id}-category`} name="category" defaultValue={search.get('category') ?? ''} className={field}>
            <option value="">{t('gallery.category.all')}</option>
            {(facets.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id} lang={langAttr(c.nameLang, language)}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {search.get('view') ? <input type="hidden" name="view" value={search.get('view') ?? ''} /> : null}
        <button type="submit" className={buttonClass('outline', 'lg')}>
          {t('map.apply')}
        </button>
      </form>
      <ListStatus query={map} isEmpty={false} loading={t('common.loading')} error={t('gallery.loadError')} empty="">
        {map.data ? (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <p aria-live="polite">{map.data.total > 0 ? t('map.total', { count: map.data.total }) : t('map.noPhotos')}</p>
              {search.get('view') ? (
                <Link to={href(`/map${filters ? `?${filters}` : ''}`)} className="text-gold hover:underline">
                  {t('map.world')}
                </Link>
              ) : null}
            </div>
            <WorldMap answer={map.data} linkOf={linkOf} onOpen={(cluster) => void open(cluster)} />
            {/* The same places as a list: easier to reach on a phone and with a keyboard. */}
            <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t('map.photosHere')}>
              {map.data.clusters.map((cluster) => (
                <li key={viewParam(cluster.bounds)}>
                  <Link to={linkOf(cluster)} className="inline-block rounded-full border border-border px-3 py-1 hover:border-gold hover:text-gold">
                    {t('map.cluster', { count: cluster.count, place: formatPosition(cluster.lat, cluster.lon) })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </ListStatus>
    </section>
  );
}
