import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { getStats } from './stats.service';
import type { RouteDeps } from '../lib/route-deps';

export function statsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>().get(API.admin.stats, async (c) => c.json(await getStats(db)));
}
