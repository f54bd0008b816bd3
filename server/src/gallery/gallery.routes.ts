import { DEFAULT_PAGE_SIZE } from '@portfolio/shared';
import { AppError } from '../lib/app-error';
import type { AnswerBindings } from '../lib/answers';
import type { RouteDeps } from '../lib/route-deps';
import { listPublicCategories } from './categories.service';
import { GALLERY_ITEM_NOT_FOUND, getPublicItem, publicGalleryFacets, publicGalleryPage, publicNeighbours, streamPublicItems } from './gallery.service';

const found = <T>(value: T | null): T => {
  if (value === null) throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
  return value;
};

/** The gallery's public answers (see shared/src/answers.ts): its pages, filter counts, items, neighbours and categories. */
export function galleryAnswers({ db }: Pick<RouteDeps, 'db'>): Pick<AnswerBindings, 'galleryPage' | 'galleryFacets' | 'galleryItem' | 'galleryNeighbours' | 'galleryCategories'> {
  return {
    galleryPage: {
      load: ({ language, limit = DEFAULT_PAGE_SIZE, cursor, featured, ...filter }) => publicGalleryPage(db, { filter, language, limit, cursor, featuredFirst: featured === 'first' }),
      // The specification's call (no page, no filter) answers every item, streamed into a snapshot.
      whole: ({ language, featured }) => ({ name: `items-${language}${featured === 'first' ? '-featured' : ''}`, open: () => streamPublicItems(db, language, { featuredFirst: featured === 'first' }) }),
    },
    galleryFacets: { load: ({ language, ...filter }) => publicGalleryFacets(db, filter, language) },
    galleryItem: { load: async ({ id, language }) => found(await getPublicItem(db, id, language)) },
    galleryNeighbours: { load: async ({ id, language, ...filter }) => found(await publicNeighbours(db, id, filter, language)) },
    galleryCategories: {
      load: async ({ language, limit }) => {
        const list = await listPublicCategories(db, language);
        return limit ? list.slice(0, limit) : list;
      },
    },
  };
}
