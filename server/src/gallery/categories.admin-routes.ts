import { API, CategoryInputSchema, CategoryUpdateSchema, IdParamSchema, ListPageQuerySchema } from '@portfolio/shared';
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

const path = API.admin.categories;

export function adminCategoriesRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => {
      const q = readQuery(c, ListPageQuerySchema);
      return wantsPage(q) ? sendListPage(c, await listAdminCategoriesPage(db, { limit: pageSize(q), cursor: q.cursor })) : c.json(await listAdminCategories(db));
    })
    .get(`${path}/:id`, async (c) => c.json(await getCategory(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createCategory(db, await readJson(c, CategoryInputSchema)), 201))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateCategory(db, id, await readJson(c, CategoryUpdateSchema)));
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteCategory(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Category deleted' });
    });
}
