import { API, AdminStatsSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { getStats } from './stats.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

export function statsRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>().get(API.admin.stats, declare({ path: API.admin.stats, summary: "The dashboard's counts", tags: ['stats'], response: AdminStatsSchema }), async (c) => c.json(await getStats(db)));
}
