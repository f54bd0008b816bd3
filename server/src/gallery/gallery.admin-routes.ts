import {
  API,
  AdminGalleryFilterSchema,
  AdminGalleryListQuerySchema,
  BulkEditRequestSchema,
  GalleryAdminListQuerySchema,
  GalleryBulkJobRequestSchema,
  GalleryItemCreateSchema,
  GalleryMoveSchema,
  GalleryPickerQuerySchema,
  GalleryItemUpdateSchema,
  IdParamSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { instanceIdFor } from '../lib/instance-id';
import { readJson, readParams, readQuery } from '../lib/validate';
import { activeBulkJobs, createBulkJob, getBulkJob, kickBulkJobs } from './gallery-bulk-jobs';
import { moveItem } from './gallery-order';
import { pickerPage } from './gallery-picker';
import {
  adminGalleryFacets,
  adminGalleryPage,
  bulkEdit,
  createItem,
  deleteItem,
  GALLERY_ITEM_NOT_FOUND,
  getAdminItem,
  streamAdminItems,
  updateItem,
} from './gallery.service';
import type { RouteDeps } from '../lib/route-deps';
import { pageSize, sendListPage, wantsPage } from '../lib/admin-paging';

const path = API.admin.galleryItems;

export function adminGalleryRoutes({ db, env }: RouteDeps) {
  const instanceId = instanceIdFor(env.DATA_DIR);
  return new Hono<AppEnv>()
    .get(path, async (c) => {
      const q = readQuery(c, AdminGalleryListQuerySchema);
      const { limit, cursor, sort, ...filter } = q;
      // ?status=review|published (the review screen's whole list) is the published filter by another name.
      const { status } = readQuery(c, GalleryAdminListQuerySchema);
      if (status !== 'all') filter.published ??= status === 'published' ? 'published' : 'draft';
      // Without paging the whole (filtered) list is answered as the specification has it, streamed.
      if (!wantsPage(q)) {
        return new Response(streamAdminItems(db, filter), { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      return sendListPage(c, await adminGalleryPage(db, { filter, sort, limit: pageSize(q), cursor }));
    })
    .get(API.admin.galleryFacets, async (c) => c.json(await adminGalleryFacets(db, readQuery(c, AdminGalleryFilterSchema))))
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
      const { updated, skipped } = await bulkEdit(db, await readJson(c, BulkEditRequestSchema));
      const note = skipped ? `; skipped ${skipped} private ${skipped === 1 ? 'photo' : 'photos'} of client galleries` : '';
      return c.json({ message: `Updated ${updated} items successfully${note}`, updated, skipped });
    })
    // A bulk change of any size runs as one background job; the answer is the job to follow.
    .post(API.admin.galleryBulkJobs, async (c) => {
      const job = await createBulkJob(db, await readJson(c, GalleryBulkJobRequestSchema));
      void kickBulkJobs(db, instanceId);
      return c.json(job, 202);
    })
    .get(API.admin.galleryBulkJobs, async (c) => c.json(await activeBulkJobs(db)))
    .get(API.admin.galleryBulkJob(':id'), async (c) => c.json(await getBulkJob(db, readParams(c, IdParamSchema).id)));
}
