import type { PageSource } from '@portfolio/shared';
import { blogAnswers } from '../blog/blog.routes';
import { galleryStatus, pageView } from '../client-galleries/client-access.service';
import { collectionAnswers } from '../collections/collections.routes';
import type { Db } from '../db/db-type';
import type { Env } from '../env';
import { galleryAnswers } from '../gallery/gallery.routes';
import { heroImageAnswers } from '../gallery/hero-images.routes';
import { type AnswerBindings, answerSource } from '../lib/answers';
import type { Basemap } from '../places/basemap';
import { placeAnswers } from '../places/places.routes';
import { shopAnswers } from '../shop/shop.routes';
import { siteAnswers } from './site.routes';

/**
 * Every public answer's loader, bound by its domain: one per name of shared/src/answers.ts (the
 * type refuses a missing one). Without the environment (the sitemap, benchmarks) the site has no
 * address of its own and card payment is off: such callers never draw a cart or an order.
 */
export function publicAnswers({ db, basemap = null, env = null }: { db: Db; basemap?: Basemap | null; env?: Env | null }): AnswerBindings {
  const deps = { db, basemap, env: env ?? ({ publicUrl: '' } as Env) };
  return { ...heroImageAnswers(deps), ...galleryAnswers(deps), ...placeAnswers(deps), ...blogAnswers(deps), ...collectionAnswers(deps), ...siteAnswers(deps), ...shopAnswers(deps) };
}

/**
 * The answers pages are rendered from: the same loaders the public API answers with; and a client
 * gallery's status and photos, as its own API gives them.
 */
export function pageSource(answers: AnswerBindings, db: Db): PageSource {
  return {
    ...answerSource(answers),
    clientGalleryStatus: (token) => galleryStatus(db, token),
    clientGalleryView: (token, language, cursor, visitor) => pageView(db, token, language, cursor, visitor),
  };
}
