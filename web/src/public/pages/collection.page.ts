import { photoTileSizes } from '@portfolio/shared/constants';
import { PAGE_PATHS, pagePath } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY, type TitleInput } from '../define-page';
import { absoluteUrl, mediaObject, person, shareImage } from '../head';
import { cursorOf, cursorQuery } from '../lib/list-cursor';
import { notFoundTitle } from '../page-title';

const collectionOf = ({ language, params, answer }: TitleInput) => answer('collection', { slug: params.slug ?? '', language });

/**
 * A collection: its introduction, then its first page of photos in the photographer's order; the
 * viewer walks the whole collection (its address carries ?collection=) and wraps.
 */
export default definePage({
  id: 'collection',
  path: PAGE_PATHS.collection,
  Component: lazyPage(() => import('../routes/collection-page')),
  listed: false,
  query: ONLY_ON_SERVER ? cursorQuery : undefined,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, params, search }) => {
        const slug = params.slug ?? '';
        const cursor = cursorOf(search);
        // "Load more" without scripts: the collection from its next page of photos.
        const [collection] = await Promise.all([answer('collection', { slug, language }), cursor ? answer('collectionItems', { slug, language, cursor }) : null]);
        return { found: collection !== null };
      },
  title: (input) => {
    const { t } = input;
    const collection = collectionOf(input);
    if (!collection) return notFoundTitle(t);
    return {
      title: `${collection.title} — ${t('meta.siteName')}`,
      description: `${collection.title}: ${t('collections.photos', { count: collection.itemCount })}. ${t('meta.collectionsDescription')}`,
    };
  },
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : (input) => {
        const { t, language } = input;
        const collection = collectionOf(input);
        if (!collection) return { type: 'website', image: null };
        const cursor = cursorOf(input.search);
        const shown = (cursor && input.answer('collectionItems', { slug: input.params.slug ?? '', language, cursor })) || collection.items;
        const first = shown.items[0];
        return {
          type: 'website',
          image: shareImage(collection.cover?.image, collection.cover?.alt ?? collection.title, collection.cover?.url),
          first: first && first.type === 'photo' ? { image: first.image, url: first.thumbnailUrl || first.url, sizes: photoTileSizes(first.width ?? first.image?.width, first.height ?? first.image?.height) } : undefined,
          structuredData: ({ publicUrl, url, settings }) => [
            {
              '@context': 'https://schema.org',
              '@type': 'ImageGallery',
              name: collection.title,
              url,
              // Its name's: the Dutch title where the collection has none in the page's language.
              inLanguage: collection.titleLang,
              author: person(settings, language, publicUrl),
              dateModified: collection.updatedAt,
              image: collection.cover ? absoluteUrl(publicUrl, collection.cover.image?.fallback ?? collection.cover.url) : undefined,
              associatedMedia: collection.items.items.map((item) => mediaObject(item, `${publicUrl}${pagePath('photo', { id: item.id }, language)}`, { t, language, publicUrl, settings })),
            },
          ],
        };
      },
});
