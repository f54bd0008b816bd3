import {
  API,
  BulkEditRequestSchema,
  GalleryItemCreateSchema,
  GalleryItemUpdateSchema,
  IdParamSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { readJson, readParams } from '../../lib/validate';
import { bulkEdit, createItem, deleteItem, getAdminItem, listAdminItems, updateItem } from '../../services/gallery.service';
import type { RouteDeps } from '../deps';

const path = API.admin.galleryItems;

export function adminGalleryRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => c.json(await listAdminItems(db)))
    .get(`${path}/:id`, async (c) => c.json(await getAdminItem(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createItem(db, await readJson(c, GalleryItemCreateSchema)), 201))
    .put(`${path}/:id`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateItem(db, id, await readJson(c, GalleryItemUpdateSchema)));
    })
    .delete(`${path}/:id`, async (c) => {
      await deleteItem(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Gallery item deleted' });
    })
    .put(API.admin.galleryBulkEdit, async (c) => {
      const updated = await bulkEdit(db, await readJson(c, BulkEditRequestSchema));
      return c.json({ message: `Updated ${updated} items successfully`, updated });
    });
}
