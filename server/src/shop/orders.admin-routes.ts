import { AdminOrderListQuerySchema, AdminOrderListSchema, AdminOrderSchema, API, EraseResultSchema, IdParamSchema, ShipOrderSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import type { RouteDeps } from '../lib/route-deps';
import { pageHeaders } from '../lib/admin-paging';
import { declare, file } from '../lib/openapi';
import { adminMarkPaid, adminOrder, cancelOrder, eraseBuyer, listOrders, markShipped, renewLicenceLinks, streamOrdersCsv } from './orders.service';
import { getShopSettings } from './shop-settings.service';
import { attachment } from '../lib/content-disposition';

/** The Orders screen's API: a keyset-paged list with status filters, one order, its actions, CSV (behind requireAdmin). */
export function ordersAdminRoutes({ db, env }: RouteDeps) {
  const detail = async (id: number) => adminOrder(db, id, (await getShopSettings(db)).ownerLanguage);
  return new Hono<AppEnv>()
    .get(API.admin.shopOrders, declare({ path: API.admin.shopOrders, summary: 'A page of the orders, newest first, by status, with the counts by status', tags: ['orders'], query: AdminOrderListQuerySchema, response: AdminOrderListSchema, paged: true }), async (c) => {
      const q = readQuery(c, AdminOrderListQuerySchema);
      const page = await listOrders(db, { status: q.status, limit: q.limit ?? 50, cursor: q.cursor });
      return c.json({ orders: page.orders, counts: page.counts }, 200, pageHeaders(c, page));
    })
    .get(API.admin.shopOrdersCsv, declare({ path: API.admin.shopOrdersCsv, summary: 'The orders as CSV (an attachment), by status', tags: ['orders'], query: AdminOrderListQuerySchema, response: file('text/csv') }), async (c) => {
      const { status } = readQuery(c, AdminOrderListQuerySchema);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(streamOrdersCsv(db, status), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment(`orders-${day}`, 'csv'), 'Cache-Control': 'no-store' });
    })
    .get('/api/admin/shop/orders/:id', declare({ path: '/api/admin/shop/orders/:id', summary: 'An order with its lines and history', tags: ['orders'], params: IdParamSchema, response: AdminOrderSchema, missing: true }), async (c) => c.json(await detail(readParams(c, IdParamSchema).id)))
    .post('/api/admin/shop/orders/:id/paid', declare({ path: '/api/admin/shop/orders/:id/paid', summary: 'Marks an order paid (the buyer is told; licences are handed out)', tags: ['orders'], params: IdParamSchema, response: AdminOrderSchema, missing: true, refuses: { 409: 'Not in a state that allows it' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await adminMarkPaid(db, env, id);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/shipped', declare({ path: '/api/admin/shop/orders/:id/shipped', summary: 'Marks the prints of an order shipped, with tracking', tags: ['orders'], params: IdParamSchema, body: ShipOrderSchema, response: AdminOrderSchema, missing: true, refuses: { 409: 'Not in a state that allows it' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await markShipped(db, env, id, (await readJson(c, ShipOrderSchema)).tracking);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/cancel', declare({ path: '/api/admin/shop/orders/:id/cancel', summary: 'Cancels an order', tags: ['orders'], params: IdParamSchema, response: AdminOrderSchema, missing: true, refuses: { 409: 'Not in a state that allows it' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await cancelOrder(db, env, id);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/licence-links', declare({ path: '/api/admin/shop/orders/:id/licence-links', summary: 'Mails the buyer new download links for their licences', tags: ['orders'], params: IdParamSchema, response: AdminOrderSchema, missing: true, refuses: { 409: 'The order is not paid, or has no licence' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await renewLicenceLinks(db, env, id);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/erase', declare({ path: '/api/admin/shop/orders/:id/erase', summary: "Erases the buyer's personal data from every order of theirs (the bookkeeping stays)", tags: ['orders'], params: IdParamSchema, response: EraseResultSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json({ erased: await eraseBuyer(db, id) });
    });
}
