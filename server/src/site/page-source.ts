import { GALLERY_PAGE_SIZE, type PageSource } from '@portfolio/shared';
import type { Db } from '../db/db-type';
import { AppError } from '../lib/app-error';
import { getPublicPost, listPublicPosts, publicPostsPage } from '../services/blog.service';
import { listPublicCategories } from '../services/categories.service';
import { getPublicItem, publicGalleryFacets, publicGalleryPage, publicNeighbours } from '../services/gallery.service';
import { listActiveHeroImages } from '../services/hero.service';
import { galleryStatus } from '../services/client-access.service';
import { getSettings } from '../services/settings.service';
import { publicSiteTexts } from '../services/site-texts.service';

/** A page address with a cursor that is not ours (edited by hand) shows the first page. */
const firstPageOnBadCursor =
  <T>(first: () => Promise<T>) =>
  (error: unknown): Promise<T> =>
    error instanceof AppError && error.code === 'bad_request' ? first() : Promise.reject(error);

/** The public answers pages are rendered from, read from the services (the same the public API answers with). */
export function pageSource(db: Db): PageSource {
  return {
    heroImages: (language) => listActiveHeroImages(db, language),
    galleryPage: (language, filter, cursor, { featuredFirst } = {}) =>
      publicGalleryPage(db, { filter, language, limit: GALLERY_PAGE_SIZE, cursor, featuredFirst }).catch(firstPageOnBadCursor(() => publicGalleryPage(db, { filter, language, limit: GALLERY_PAGE_SIZE, featuredFirst }))),
    galleryFacets: (language, filter) => publicGalleryFacets(db, filter, language),
    galleryItem: (id, language) => getPublicItem(db, id, language),
    galleryNeighbours: (id, language, filter) => publicNeighbours(db, id, filter, language),
    categories: (language) => listPublicCategories(db, language),
    posts: (language, limit) => listPublicPosts(db, language, limit),
    postsPage: (language, cursor) => publicPostsPage(db, language, GALLERY_PAGE_SIZE, cursor).catch(firstPageOnBadCursor(() => publicPostsPage(db, language, GALLERY_PAGE_SIZE))),
    // Only "no such post" is null: any other failure must not turn into a 404 page.
    settings: () => getSettings(db),
    siteTexts: (language) => publicSiteTexts(db, language),
    clientGalleryStatus: (token) => galleryStatus(db, token),
    post: (slug, language) => getPublicPost(db, slug, language).catch((error: unknown) => (error instanceof AppError && error.code === 'not_found' ? null : Promise.reject(error))),
  };
}
