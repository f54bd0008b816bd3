import { API, IdParamSchema, ProductInputSchema, ProductOrderSchema, ShopSettingsSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams } from '../lib/validate';
import type { RouteDeps } from '../lib/route-deps';
import { createProduct, deleteProduct, listProducts, orderProducts, toProduct, updateProduct } from './products.service';
import { getShopSettings, updateShopSettings } from './shop-settings.service';
import { stripeConfigured } from './stripe';

/** The shop's settings and price list in the back-office (behind requireAdmin, like all of /api/admin). */
export function shopAdminRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.shopSettings, async (c) => c.json({ ...(await getShopSettings(db)), cardPayments: stripeConfigured(env) }))
    .put(API.admin.shopSettings, async (c) => {
      const saved = await updateShopSettings(db, await readJson(c, ShopSettingsSchema.partial().strict()));
      return c.json({ ...saved, cardPayments: stripeConfigured(env) });
    })
    .get(API.admin.shopProducts, async (c) => c.json((await listProducts(db)).map(toProduct)))
    .post(API.admin.shopProducts, async (c) => c.json(await createProduct(db, await readJson(c, ProductInputSchema)), 201))
    .post(API.admin.shopProductOrder, async (c) => {
      await orderProducts(db, (await readJson(c, ProductOrderSchema)).ids);
      return c.json((await listProducts(db)).map(toProduct));
    })
    .put('/api/admin/shop/products/:id', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateProduct(db, id, await readJson(c, ProductInputSchema)));
    })
    .delete('/api/admin/shop/products/:id', async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await deleteProduct(db, id);
      return c.body(null, 204);
    });
}
