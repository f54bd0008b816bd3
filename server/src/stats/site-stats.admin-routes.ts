import {
  API,
  IdParamSchema,
  PhotoStatsSchema,
  PostStatsSchema,
  SiteStatsSchema,
  StatsListParamSchema,
  StatsListQuerySchema,
  StatsPhotoRowSchema,
  StatsPostRowSchema,
  StatsRangeQuerySchema,
  StatsRowSchema,
} from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readParams, readQuery } from '../lib/validate';
import { getPhotoStats, getPostStats, getSiteStats, getStatsItemsPage, getStatsListPage } from './visitor-stats.service';
import { pageSize, sendListPage } from '../lib/admin-paging';
import type { RouteDeps } from '../lib/route-deps';
import { statsLimits } from './events.routes';
import { declare } from '../lib/openapi';

/** The first-party visitor statistics; /api/admin/* is guarded by requireAdmin in app.ts. */
export function siteStatsRoutes({ db, env }: RouteDeps) {
  const limits = statsLimits(env);
  return new Hono<AppEnv>()
    .get(API.admin.siteStats, declare({ path: API.admin.siteStats, summary: 'The visitor statistics of the last days', tags: ['stats'], query: StatsRangeQuerySchema, response: SiteStatsSchema }), async (c) => c.json(await getSiteStats(db, readQuery(c, StatsRangeQuerySchema).days, limits)))
    .get(API.admin.siteStatsList(':list'), declare({ path: API.admin.siteStatsList(':list'), summary: 'A page of a ranked list: rows of pages, languages, referrers or countries; photos and posts have rows of their own', tags: ['stats'], params: StatsListParamSchema, query: StatsListQuerySchema, response: z.array(z.union([StatsRowSchema, StatsPhotoRowSchema, StatsPostRowSchema])), paged: true }), async (c) => {
      const { list } = readParams(c, StatsListParamSchema);
      const q = readQuery(c, StatsListQuerySchema);
      const page = { limit: pageSize(q, 20), cursor: q.cursor };
      if (list === 'photos' || list === 'posts') return sendListPage(c, await getStatsItemsPage(db, list, q.days, page, limits));
      return sendListPage(c, await getStatsListPage(db, list, q.days, page, limits));
    })
    .get(API.admin.photoStats(':id'), declare({ path: API.admin.photoStats(':id'), summary: "A photo's views and viewer moves to it", tags: ['stats'], params: IdParamSchema, response: PhotoStatsSchema }), async (c) => c.json(await getPhotoStats(db, readParams(c, IdParamSchema).id, limits)))
    .get(API.admin.postStats(':id'), declare({ path: API.admin.postStats(':id'), summary: "A post's reads and clicks on its card", tags: ['stats'], params: IdParamSchema, response: PostStatsSchema }), async (c) => c.json(await getPostStats(db, readParams(c, IdParamSchema).id, limits)));
}
