import { API, CursorQuerySchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readParams, readQuery } from '../lib/validate';
import { collectionItemsPage, getPublicCollection, listPublicCollections } from './collections-public.service';
import type { RouteDeps } from '../lib/route-deps';
import { ListQuerySchema } from '../lib/public-query';

const SlugParamSchema = z.object({ slug: z.string().min(1).max(300) });
const PageQuerySchema = ListQuerySchema.pick({ language: true }).extend(CursorQuerySchema.shape);

export function collectionsRoutes({ db, cache }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.collections, (c) => {
      const q = readQuery(c, PageQuerySchema);
      return cache.sendJson(c, `${API.collections}?language=${q.language}&cursor=${q.cursor ?? ''}&limit=${q.limit ?? ''}`, () => listPublicCollections(db, q.language, q.cursor, q.limit));
    })
    .get(`${API.collections}/:slug`, (c) => {
      const { slug } = readParams(c, SlugParamSchema);
      const q = readQuery(c, PageQuerySchema);
      return cache.sendJson(c, `${API.collection(slug)}?language=${q.language}&limit=${q.limit ?? ''}`, () => getPublicCollection(db, slug, q.language, q.limit));
    })
    .get(`${API.collections}/:slug/items`, (c) => {
      const { slug } = readParams(c, SlugParamSchema);
      const q = readQuery(c, PageQuerySchema);
      return cache.sendJson(c, `${API.collectionItems(slug)}?language=${q.language}&cursor=${q.cursor ?? ''}&limit=${q.limit ?? ''}`, () =>
        collectionItemsPage(db, slug, q.language, q.cursor, q.limit),
      );
    });
}
