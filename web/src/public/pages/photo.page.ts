import { photoFrameSizes } from '@portfolio/shared/constants';
import { filterOfSearch, filterSearch } from '@portfolio/shared/gallery-filter';
import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY, type TitleInput } from '../define-page';
import { mediaObject, photoHeading, shareImage } from '../head';
import { notFoundTitle } from '../page-title';

const idOf = (params: Record<string, string | undefined>) => (/^\d{1,12}$/.test(params.id ?? '') ? Number(params.id) : null);
const itemOf = ({ language, params, answer }: TitleInput) => {
  const id = idOf(params);
  return id === null ? null : answer('galleryItem', { id, language });
};

/**
 * A photo's own page: the photo, its texts, and links to the photos before and after it in the
 * gallery (filtered as its address says: /gallery/{id}?country=…), wrapping at both ends.
 */
export default definePage({
  id: 'photo',
  path: PAGE_PATHS.photo,
  Component: lazyPage(() => import('../routes/photo-page')),
  listed: false,
  query: ONLY_ON_SERVER ? (search) => filterSearch(filterOfSearch(search)) : undefined,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, params, search }) => {
        const id = idOf(params);
        if (id === null) return { found: false };
        // Beside the photo: its collections, place and related photos (the context, drawn in the
        // information panel), and what it is for sale as (null: not for sale; the buy section).
        const [item] = await Promise.all([
          answer('galleryItem', { id, language }),
          answer('galleryNeighbours', { id, language, ...filterOfSearch(search) }),
          answer('photoContext', { id, language }),
          answer('shopOffer', { id, language }),
        ]);
        return { found: item !== null };
      },
  title: (input) => {
    const { t } = input;
    const item = itemOf(input);
    if (!item) return notFoundTitle(t);
    const heading = photoHeading(item, t('common.untitled'));
    return { title: `${heading} — ${t('meta.siteName')}`, description: item.description || heading };
  },
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : (input) => {
        const { t, language } = input;
        const item = itemOf(input);
        if (!item) return { type: 'website', image: null };
        return {
          type: 'website',
          image: shareImage(item.image, item.alt || item.title, item.thumbnailUrl),
          first: item.type === 'photo' ? { image: item.image, url: item.url, sizes: photoFrameSizes(item.width ?? item.image?.width, item.height ?? item.image?.height) } : undefined,
          structuredData: ({ url, publicUrl, settings }) => [{ '@context': 'https://schema.org', ...mediaObject(item, url, { t, language, publicUrl, settings }) }],
        };
      },
});
