import {
  ADMIN_GALLERY_FILTER_KEYS,
  API,
  AdminGalleryFilterSchema,
  AdminGalleryListQuerySchema,
  BulkEditRequestSchema,
  GalleryBulkJobRequestSchema,
  GalleryItemCreateSchema,
  GalleryItemUpdateSchema,
  IdParamSchema,
} from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { instanceIdFor } from '../../lib/instance-id';
import { readJson, readParams, readQuery } from '../../lib/validate';
import { activeBulkJobs, createBulkJob, getBulkJob, kickBulkJobs } from '../../services/gallery-bulk-jobs';
import {
  adminGalleryFacets,
  adminGalleryPage,
  bulkEdit,
  createItem,
  deleteItem,
  getAdminItem,
  streamAdminItems,
  updateItem,
} from '../../services/gallery.service';
import type { RouteDeps } from '../deps';
import { pageSize, sendListPage, wantsPage } from './paging';

const path = API.admin.galleryItems;

export function adminGalleryRoutes({ db, env }: RouteDeps) {
  const instanceId = instanceIdFor(env.DATA_DIR);
  return new Hono<AppEnv>()
    .get(path, async (c) => {
      const q = readQuery(c, AdminGalleryListQuerySchema);
      const { limit, cursor, sort, ...filter } = q;
      // The specification's call (no paging, no filter) answers the whole list, streamed.
      if (!wantsPage(q) && ADMIN_GALLERY_FILTER_KEYS.every((k) => filter[k] === undefined)) {
        return new Response(streamAdminItems(db), { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      return sendListPage(c, await adminGalleryPage(db, { filter, sort, limit: pageSize(q), cursor }));
    })
    .get(API.admin.galleryFacets, async (c) => c.json(await adminGalleryFacets(db, readQuery(c, AdminGalleryFilterSchema))))
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
