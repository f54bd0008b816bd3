import { filterOfSearch } from '@portfolio/shared/gallery-filter';
import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { apiUrl, mapQuery } from '../routing';

/** The map: clusters of the photos' rounded places for a view (?view=w,s,e,n) and the gallery's filters, drawn by the server. */
export default definePage({
  id: 'map',
  path: PAGE_PATHS.map,
  Component: lazyPage(() => import('../routes/map-page')),
  listed: true,
  query: mapQuery,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ source, language, search }) => {
        const filter = filterOfSearch(search);
        const [map, facets] = await Promise.all([source.map(language, search.get('view'), filter), source.galleryFacets(language, filter)]);
        return { answers: { [apiUrl.map(language, mapQuery(search))]: map, [apiUrl.galleryFacets(language, filter)]: facets }, found: true };
      },
  title: ({ t }) => ({ title: t('meta.mapTitle'), description: t('meta.mapDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null }),
});
