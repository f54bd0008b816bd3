import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { listActiveHeroImages } from './hero.service';
import type { RouteDeps } from '../lib/route-deps';
import { listKey, readListQuery } from '../lib/public-query';

/** GET /api/hero-images: the active slides; with `?language=` their texts in that language. */
export function heroImagesRoutes({ db, cache }: RouteDeps) {
  return new Hono<AppEnv>().get(API.heroImages, (c) => {
    if (c.req.query('language') === undefined) return cache.sendJson(c, API.heroImages, () => listActiveHeroImages(db));
    const q = readListQuery(c);
    return cache.sendJson(c, listKey(API.heroImages, q), () => listActiveHeroImages(db, q.language));
  });
}
