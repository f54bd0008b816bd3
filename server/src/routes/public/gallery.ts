import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { listPublicCategories } from '../../services/categories.service';
import { listPublicItems } from '../../services/gallery.service';
import type { RouteDeps } from '../deps';
import { listKey, readListQuery } from './query';

export function galleryRoutes({ db, cache }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.galleryItems, (c) => {
      const q = readListQuery(c);
      return cache.sendJson(c, listKey(API.galleryItems, q), () => listPublicItems(db, q.language, q.limit));
    })
    .get(API.galleryCategories, (c) => {
      const q = readListQuery(c);
      return cache.sendJson(c, listKey(API.galleryCategories, q), async () => {
        const list = await listPublicCategories(db, q.language);
        return q.limit ? list.slice(0, q.limit) : list;
      });
    });
}
