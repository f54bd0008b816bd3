import { API, CategoryAdminSchema, CategoryInputSchema, CategoryUpdateSchema, IdParamSchema, ListPageQuerySchema, MessageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listAdminCategories,
  listAdminCategoriesPage,
  updateCategory,
} from './categories.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';
import { declare } from '../lib/openapi';

const path = API.admin.categories;

export function adminCategoriesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, declare({ path, summary: 'The categories with their photo counts: every one, or a page with limit/cursor', tags: ['gallery'], query: ListPageQuerySchema, response: z.array(CategoryAdminSchema), paged: true }), async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listAdminCategoriesPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listAdminCategories(db));
    })
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A category', tags: ['gallery'], params: IdParamSchema, response: CategoryAdminSchema, missing: true }), async (c) => c.json(await getCategory(db, readParams(c, IdParamSchema).id)))
    .post(path, declare({ path, summary: 'Adds a category', tags: ['gallery'], body: CategoryInputSchema, response: CategoryAdminSchema, status: 201 }), async (c) => c.json(await createCategory(db, await readJson(c, CategoryInputSchema)), 201))
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes what the body names of a category', tags: ['gallery'], params: IdParamSchema, body: CategoryUpdateSchema, response: CategoryAdminSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateCategory(db, id, await readJson(c, CategoryUpdateSchema)));
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a category (its photos stay)', tags: ['gallery'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await deleteCategory(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Category deleted' });
    });
}
