import {
  API,
  BulkEditRequestSchema,
  GalleryAdminListQuerySchema,
  GalleryItemCreateSchema,
  GalleryMoveSchema,
  GalleryPickerQuerySchema,
  GalleryItemUpdateSchema,
  IdParamSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { readJson, readParams, readQuery } from '../../lib/validate';
import { pickerPage } from '../../services/gallery-picker';
import { AppError } from '../../lib/app-error';
import { bulkEdit, createItem, deleteItem, GALLERY_ITEM_NOT_FOUND, getAdminItem, listAdminItems, updateItem } from '../../services/gallery.service';
import { moveItem } from '../../services/gallery-order';
import type { RouteDeps } from '../deps';

const path = API.admin.galleryItems;

export function adminGalleryRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(path, async (c) => c.json(await listAdminItems(db, readQuery(c, GalleryAdminListQuerySchema).status)))
    .get(API.admin.galleryPicker, async (c) => c.json(await pickerPage(db, readQuery(c, GalleryPickerQuerySchema))))
    .get(`${path}/:id`, async (c) => c.json(await getAdminItem(db, readParams(c, IdParamSchema).id)))
    .post(path, async (c) => c.json(await createItem(db, await readJson(c, GalleryItemCreateSchema)), 201))
    .post(`${path}/:id/move`, async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const position = await moveItem(db, id, (await readJson(c, GalleryMoveSchema)).afterId);
      if (position === null) throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
      return c.json({ id, position });
    })
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
