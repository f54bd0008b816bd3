import type { GalleryItem } from '@portfolio/shared';
import { photoFrameSizes } from '@portfolio/shared/constants';
import { filterOfSearch, filterSearch } from '@portfolio/shared/gallery-filter';
import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER } from '../define-page';
import { mediaObject, photoHeading, shareImage } from '../head';
import { apiUrl } from '../routing';

const idOf = (params: Record<string, string | undefined>) => (/^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : null);

/**
 * A photo's own page: the photo, its texts, and links to the photos before and after it in the
 * gallery (filtered as its address says: /gallery/{id}?country=…), wrapping at both ends.
 */
export default definePage({
  id: 'photo',
  path: PAGE_PATHS.photo,
  Component: lazyPage(() => import('../routes/photo-page')),
  listed: false,
  query: (search) => filterSearch(filterOfSearch(search)),
  load: async ({ source, language, params, search }) => {
    const id = idOf(params);
    if (id === null) return { answers: {}, found: false };
    const filter = filterOfSearch(search);
    const [item, neighbours] = await Promise.all([source.galleryItem(id, language), source.galleryNeighbours(id, language, filter)]);
    return { answers: { [apiUrl.galleryItem(id, language)]: item, [apiUrl.galleryNeighbours(id, language, filter)]: neighbours }, found: item !== null };
  },
  head: ({ t, language, params, answer }) => {
    const item = answer(apiUrl.galleryItem(params.id ?? '', language)) as GalleryItem | null | undefined;
    if (!item) return { title: t('meta.notFoundTitle'), description: t('meta.notFoundDescription'), type: 'website', image: null };
    const heading = photoHeading(item, t('common.untitled'));
    return {
      title: `${heading} — ${t('meta.siteName')}`,
      description: item.description || heading,
      type: 'website',
      image: shareImage(item.image, item.alt || item.title, item.thumbnailUrl),
      first: item.type === 'photo' ? { image: item.image, url: item.url, sizes: photoFrameSizes(item.width ?? item.image?.width, item.height ?? item.image?.height) } : undefined,
      structuredData: !ONLY_ON_SERVER ? false : ({ url, publicUrl, settings }) => [{ '@context': 'https://schema.org', ...mediaObject(item, url, { t, language, publicUrl, settings }) }],
    };
  },
});
