import type { PageSource } from '@portfolio/shared';
import { blogAnswers } from '../blog/blog.routes';
import { galleryStatus } from '../client-galleries/client-access.service';
import { collectionAnswers } from '../collections/collections.routes';
import type { Db } from '../db/db-type';
import { galleryAnswers } from '../gallery/gallery.routes';
import { heroImageAnswers } from '../gallery/hero-images.routes';
import { type AnswerBindings, answerSource } from '../lib/answers';
import type { Basemap } from '../places/basemap';
import { placeAnswers } from '../places/places.routes';
import { siteAnswers } from './site.routes';

/** Every public answer's loader, bound by its domain: one per name of shared/src/answers.ts (the type checks that none is missing). */
export function publicAnswers(deps: { db: Db; basemap?: Basemap | null }): AnswerBindings {
  return { ...heroImageAnswers(deps), ...galleryAnswers(deps), ...placeAnswers({ basemap: null, ...deps }), ...blogAnswers(deps), ...collectionAnswers(deps), ...siteAnswers(deps) };
}

/** The answers pages are rendered from: the same loaders the public API answers with. */
export function pageSource(answers: AnswerBindings, db: Db): PageSource {
  return answerSource(answers, (token) => galleryStatus(db, token));
}
