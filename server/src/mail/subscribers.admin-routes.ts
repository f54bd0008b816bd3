import { API, ListPageQuerySchema, SubscriberListSchema, SubscriberQuerySchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readParams, readQuery } from '../lib/validate';
import { eraseSubscriber, listSubscribers, listSubscribersPage, streamSubscribersCsv, subscriberCounts } from './newsletter.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageHeaders, pageSize, wantsPage } from '../lib/admin-paging';
import { declare, file } from '../lib/openapi';
import { attachment } from '../lib/content-disposition';

const IdParam = z.object({ id: z.coerce.number().int().positive('Invalid id') });

/** The Subscribers screen: list with search and status filter, CSV export, erasure. Behind requireAdmin. */
export function adminSubscribersRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.subscribers, declare({ path: API.admin.subscribers, summary: 'The subscribers, searched and filtered, with the counts by status: every one, or a page with limit/cursor', tags: ['newsletter'], query: SubscriberQuerySchema.extend(ListPageQuerySchema.shape), response: SubscriberListSchema, paged: true }), async (c) => {
      const filter = readQuery(c, SubscriberQuerySchema);
      const q = readQuery(c, ListPageQuerySchema);
      if (wantsPage(q)) {
        const [page, counts] = await Promise.all([listSubscribersPage(db, filter, { limit: pageSize(q), cursor: q.cursor }), subscriberCounts(db)]);
        return c.json({ subscribers: page.items, counts }, 200, pageHeaders(c, page));
      }
      const [subscribers, counts] = await Promise.all([listSubscribers(db, filter), subscriberCounts(db)]);
      return c.json({ subscribers, counts });
    })
    .get(API.admin.subscribersCsv, declare({ path: API.admin.subscribersCsv, summary: 'The subscribers as CSV (an attachment), with the same filter', tags: ['newsletter'], query: SubscriberQuerySchema, response: file('text/csv') }), async (c) => {
      const filter = readQuery(c, SubscriberQuerySchema);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(streamSubscribersCsv(db, filter), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachment(`subscribers-${day}`, 'csv'),
        'Cache-Control': 'no-store',
      });
    })
    .delete('/api/admin/subscribers/:id', declare({ path: '/api/admin/subscribers/:id', summary: "Erases a subscriber's personal data", tags: ['newsletter'], params: IdParam, response: null, missing: true }), async (c) => {
      const { id } = readParams(c, IdParam);
      await eraseSubscriber(db, id);
      return c.body(null, 204);
    });
}
