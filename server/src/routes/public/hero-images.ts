import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { listActiveHeroImages } from '../../services/hero.service';
import type { RouteDeps } from '../deps';

export function heroImagesRoutes({ db, cache }: RouteDeps) {
  return new Hono<AppEnv>().get(API.heroImages, (c) => cache.sendJson(c, API.heroImages, () => listActiveHeroImages(db)));
}
