import type { PageSource } from '@portfolio/shared';
import type { Db } from '../db/db-type';
import { AppError } from '../lib/app-error';
import { getPublicPost, listPublicPosts } from '../services/blog.service';
import { listPublicCategories } from '../services/categories.service';
import { listPublicItems } from '../services/gallery.service';
import { listActiveHeroImages } from '../services/hero.service';
import { getSettings } from '../services/settings.service';
import { publicSiteTexts } from '../services/site-texts.service';

/** The public answers pages are rendered from, read from the services (the same the public API answers with). */
export function pageSource(db: Db): PageSource {
  return {
    heroImages: (language) => listActiveHeroImages(db, language),
    galleryItems: (language, options) => listPublicItems(db, language, options),
    categories: (language) => listPublicCategories(db, language),
    posts: (language, limit) => listPublicPosts(db, language, limit),
    // Only "no such post" is null: any other failure must not turn into a 404 page.
    settings: () => getSettings(db),
    siteTexts: (language) => publicSiteTexts(db, language),
    post: (slug, language) => getPublicPost(db, slug, language).catch((error: unknown) => (error instanceof AppError && error.code === 'not_found' ? null : Promise.reject(error))),
  };
}
