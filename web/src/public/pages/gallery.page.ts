import { photoTileSizes } from '@portfolio/shared/constants';
import { galleryPageQuery } from '../lib/answer-queries';
import { filterOfSearch, filterSearch } from '@portfolio/shared/gallery-filter';
import { PAGE_PATHS, pagePath } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { mediaObject, shareImage } from '../head';
import { cursorOf } from '../lib/list-cursor';


/**
 * The gallery: the first tiles of the filtered set (the filter is the address:
 * ?q=&type=&country=&category=), the filter options with their counts and the total.
 */
export default definePage({
  id: 'gallery',
  path: PAGE_PATHS.gallery,
  Component: lazyPage(() => import('../routes/gallery-page')),
  listed: true,
  query: ONLY_ON_SERVER
    ? (search) => {
        const cursor = cursorOf(search);
        return [filterSearch(filterOfSearch(search)), cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&');
      }
    : undefined,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, search }) => {
        const filter = filterOfSearch(search);
        await Promise.all([answer('galleryPage', galleryPageQuery(language, filter, cursorOf(search))), answer('galleryFacets', { language, ...filter })]);
        return { found: true };
      },
  title: ({ t }) => ({ title: t('meta.galleryTitle'), description: t('meta.galleryDescription') }),
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : ({ t, language, search, answer }) => {
        const items = answer('galleryPage', galleryPageQuery(language, filterOfSearch(search), cursorOf(search)))?.items ?? [];
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
