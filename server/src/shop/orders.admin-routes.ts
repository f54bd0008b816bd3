import { AdminOrderListQuerySchema, API, IdParamSchema, ShipOrderSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import type { RouteDeps } from '../lib/route-deps';
import { pageHeaders } from '../lib/admin-paging';
import { adminMarkPaid, adminOrder, cancelOrder, eraseBuyer, listOrders, markShipped, renewLicenceLinks, streamOrdersCsv } from './orders.service';
import { getShopSettings } from './shop-settings.service';
import { attachment } from '../lib/content-disposition';

/** The Orders screen's API: a keyset-paged list with status filters, one order, its actions, CSV (behind requireAdmin). */
export function ordersAdminRoutes({ db, env }: RouteDeps) {
  const detail = async (id: number) => adminOrder(db, id, (await getShopSettings(db)).ownerLanguage);
  return new Hono<AppEnv>()
    .get(API.admin.shopOrders, async (c) => {
      const q = readQuery(c, AdminOrderListQuerySchema);
      const page = await listOrders(db, { status: q.status, limit: q.limit ?? 50, cursor: q.cursor });
      return c.json({ orders: page.orders, counts: page.counts }, 200, pageHeaders(c, page));
    })
    .get(API.admin.shopOrdersCsv, async (c) => {
      const { status } = readQuery(c, AdminOrderListQuerySchema);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(streamOrdersCsv(db, status), 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment(`orders-${day}`, 'csv'), 'Cache-Control': 'no-store' });
    })
    .get('/api/admin/shop/orders/:id', async (c) => c.json(await detail(readParams(c, IdParamSchema).id)))
    .post('/api/admin/shop/orders/:id/paid', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await adminMarkPaid(db, env, id);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/shipped', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await markShipped(db, env, id, (await readJson(c, ShipOrderSchema)).tracking);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/cancel', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await cancelOrder(db, env, id);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/licence-links', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await renewLicenceLinks(db, env, id);
      return c.json(await detail(id));
    })
    .post('/api/admin/shop/orders/:id/erase', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json({ erased: await eraseBuyer(db, id) });
    });
}
