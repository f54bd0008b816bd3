import type { GalleryItem } from '@portfolio/shared';
import { photoTileSizes } from '@portfolio/shared/constants';
import { filterOfSearch, filterSearch } from '@portfolio/shared/gallery-filter';
import { PAGE_PATHS, pagePath } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { mediaObject, shareImage } from '../head';
import type { ListPage } from '../lib/fetch-answer';
import { cursorOf } from '../lib/list-cursor';
import { apiUrl } from '../routing';

/**
 * The gallery: the first tiles of the filtered set (the filter is the address:
 * ?q=&type=&country=&category=), the filter options with their counts and the total.
 */
export default definePage({
  id: 'gallery',
  path: PAGE_PATHS.gallery,
  Component: lazyPage(() => import('../routes/gallery-page')),
  listed: true,
  query: (search) => {
    const cursor = cursorOf(search);
    return [filterSearch(filterOfSearch(search)), cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
  },
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ source, language, search }) => {
        const filter = filterOfSearch(search);
        const cursor = cursorOf(search);
        const [page, facets] = await Promise.all([source.galleryPage(language, filter, cursor), source.galleryFacets(language, filter)]);
        return { answers: { [apiUrl.galleryPage(language, filter, cursor)]: page, [apiUrl.galleryFacets(language, filter)]: facets }, found: true };
      },
  title: ({ t }) => ({ title: t('meta.galleryTitle'), description: t('meta.galleryDescription') }),
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : ({ t, language, search, answer }) => {
        const items = (answer(apiUrl.galleryPage(language, filterOfSearch(search), cursorOf(search))) as ListPage<GalleryItem> | undefined)?.items ?? [];
        const firstPhoto = items.find((i) => i.image);
        const tile = items[0];
        return {
          type: 'website',
          image: shareImage(firstPhoto?.image, firstPhoto?.alt || firstPhoto?.title || t('meta.siteName')),
          first: tile && (tile.image || tile.type === 'photo') ? { image: tile.image, url: tile.thumbnailUrl || tile.url, sizes: photoTileSizes(tile.width ?? tile.image?.width, tile.height ?? tile.image?.height) } : undefined,
          // The first screen's photos; the sitemap lists every photo's own page.
          structuredData: ({ publicUrl, url, settings }) => [
            {
              '@context': 'https://schema.org',
              '@type': 'ImageGallery',
              name: t('gallery.pageTitle'),
              description: t('meta.galleryDescription'),
              url,
              inLanguage: language,
              associatedMedia: items.map((item) => mediaObject(item, `${publicUrl}${pagePath('photo', { id: item.id }, language)}`, { t, language, publicUrl, settings })),
            },
          ],
        };
      },
});
