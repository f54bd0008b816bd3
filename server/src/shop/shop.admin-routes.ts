import { API, AdminShopSettingsSchema, IdParamSchema, ProductInputSchema, ProductOrderSchema, ProductSchema, ProductUpdateSchema, ShopSettingsSchema } from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams } from '../lib/validate';
import type { RouteDeps } from '../lib/route-deps';
import { createProduct, deleteProduct, listProducts, orderProducts, toProduct, updateProduct } from './products.service';
import { getShopSettings, updateShopSettings } from './shop-settings.service';
import { stripeConfigured } from './stripe';
import { declare } from '../lib/openapi';

/** The shop's settings and price list in the back-office (behind requireAdmin, like all of /api/admin). */
export function shopAdminRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.shopSettings, declare({ path: API.admin.shopSettings, summary: "The shop's settings", tags: ['shop'], response: AdminShopSettingsSchema }), async (c) => c.json({ ...(await getShopSettings(db)), cardPayments: stripeConfigured(env) }))
    .put(API.admin.shopSettings, declare({ path: API.admin.shopSettings, summary: 'Changes the settings the body names', tags: ['shop'], body: ShopSettingsSchema.partial().strict(), response: AdminShopSettingsSchema }), async (c) => {
      const saved = await updateShopSettings(db, await readJson(c, ShopSettingsSchema.partial().strict()));
      return c.json({ ...saved, cardPayments: stripeConfigured(env) });
    })
    .get(API.admin.shopProducts, declare({ path: API.admin.shopProducts, summary: 'The price list, in its order', tags: ['shop'], response: z.array(ProductSchema) }), async (c) => c.json((await listProducts(db)).map(toProduct)))
    .post(API.admin.shopProducts, declare({ path: API.admin.shopProducts, summary: 'Adds a product to the price list', tags: ['shop'], body: ProductInputSchema, response: ProductSchema, status: 201, refuses: { 409: 'The price list is full' } }), async (c) => c.json(await createProduct(db, await readJson(c, ProductInputSchema)), 201))
    .post(API.admin.shopProductOrder, declare({ path: API.admin.shopProductOrder, summary: 'Puts the price list in this order', tags: ['shop'], body: ProductOrderSchema, response: z.array(ProductSchema) }), async (c) => {
      await orderProducts(db, (await readJson(c, ProductOrderSchema)).ids);
      return c.json((await listProducts(db)).map(toProduct));
    })
    .put('/api/admin/shop/products/:id', declare({ path: '/api/admin/shop/products/:id', summary: 'Changes a product (its kind stays)', tags: ['shop'], params: IdParamSchema, body: ProductUpdateSchema, response: ProductSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateProduct(db, id, await readJson(c, ProductUpdateSchema)));
    })
    .delete('/api/admin/shop/products/:id', declare({ path: '/api/admin/shop/products/:id', summary: 'Takes a product off the price list', tags: ['shop'], params: IdParamSchema, response: null, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      await deleteProduct(db, id);
      return c.body(null, 204);
    });
}
