import { API, IdParamSchema, StatsListParamSchema, StatsListQuerySchema, StatsRangeQuerySchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readParams, readQuery } from '../lib/validate';
import { getPhotoStats, getPostStats, getSiteStats, getStatsItemsPage, getStatsListPage } from './visitor-stats.service';
import { pageSize, sendListPage } from '../lib/admin-paging';
import type { RouteDeps } from '../lib/route-deps';
import { statsLimits } from './events.routes';

/** The first-party visitor statistics; /api/admin/* is guarded by requireAdmin in app.ts. */
export function siteStatsRoutes({ db, env }: RouteDeps) {
  const limits = statsLimits(env);
  return new Hono<AppEnv>()
    .get(API.admin.siteStats, async (c) => c.json(await getSiteStats(db, readQuery(c, StatsRangeQuerySchema).days, limits)))
    .get(API.admin.siteStatsList(':list'), async (c) => {
      const { list } = readParams(c, StatsListParamSchema);
      const q = readQuery(c, StatsListQuerySchema);
      const page = { limit: pageSize(q, 20), cursor: q.cursor };
      if (list === 'photos' || list === 'posts') return sendListPage(c, await getStatsItemsPage(db, list, q.days, page, limits));
      return sendListPage(c, await getStatsListPage(db, list, q.days, page, limits));
    })
    .get(API.admin.photoStats(':id'), async (c) => c.json(await getPhotoStats(db, readParams(c, IdParamSchema).id, limits)))
    .get(API.admin.postStats(':id'), async (c) => c.json(await getPostStats(db, readParams(c, IdParamSchema).id, limits)));
}
