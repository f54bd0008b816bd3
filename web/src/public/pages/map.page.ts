import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { mapOfSearch, mapQuery } from '../routing';

/** The map: clusters of the photos' rounded places for a view (?view=w,s,e,n) and the gallery's filters, drawn by the server. */
export default definePage({
  id: 'map',
  path: PAGE_PATHS.map,
  Component: lazyPage(() => import('../routes/map-page')),
  listed: true,
  query: ONLY_ON_SERVER ? mapQuery : undefined,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, search }) => {
        const { view, ...filter } = mapOfSearch(search);
        await Promise.all([answer('map', { language, view, ...filter }), answer('galleryFacets', { language, ...filter })]);
        return { found: true };
      },
  title: ({ t }) => ({ title: t('meta.mapTitle'), description: t('meta.mapDescription') }),
  head: !ONLY_ON_SERVER ? SERVER_ONLY : () => ({ type: 'website', image: null }),
});
