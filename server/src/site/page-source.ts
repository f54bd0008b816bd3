import type { PageSource } from '@portfolio/shared';
import type { Db } from '../db/db-type';
import { AppError } from '../lib/app-error';
import { getPublicPost, listPublicPosts } from '../services/blog.service';
import { listPublicCategories } from '../services/categories.service';
import { listPublicItems } from '../services/gallery.service';
import { listActiveHeroImages } from '../services/hero.service';
import { getSettings } from '../services/settings.service';
import { parseView } from '../places/map-grid';
import { mapAnswer, mapPhotos } from '../places/places.service';
import { getPublicCollection, listPublicCollections } from '../services/collections-public.service';
import { photoContext } from '../services/photo-context.service';

/** The answer, or null when what it names does not exist; any other failure must not turn into a 404 page. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> =>
  promise.catch((error: unknown) => (error instanceof AppError && error.code === 'not_found' ? null : Promise.reject(error)));

/** The public answers pages are rendered from, read from the services (the same the public API answers with). */
export function pageSource(db: Db): PageSource {
  return {
    heroImages: (language) => listActiveHeroImages(db, language),
    galleryItems: (language) => listPublicItems(db, language),
    categories: (language) => listPublicCategories(db, language),
    posts: (language, limit) => listPublicPosts(db, language, limit),
    settings: () => getSettings(db),
    post: (slug, language) => orNull(getPublicPost(db, slug, language)),
    collections: (language, cursor) => listPublicCollections(db, language, cursor),
    collection: (slug, language) => orNull(getPublicCollection(db, slug, language)),
    map: async (language, view, filter) => mapAnswer(db, language, parseView(view ?? undefined), filter, (await getSettings(db)).mapPrecision),
    mapPhotos: async (language, bounds, filter, cursor) => mapPhotos(db, language, bounds, filter, (await getSettings(db)).mapPrecision, cursor, 60),
    photoContext: (id, language) => orNull(photoContext(db, id, language)),
  };
}
