import {
  API,
  AdminGalleryFilterSchema,
  AdminGalleryListQuerySchema,
  AdminGalleryFacetsSchema,
  BulkEditRequestSchema,
  BulkEditResponseSchema,
  GalleryAdminListQuerySchema,
  GalleryBulkJobRequestSchema,
  GalleryBulkJobSchema,
  GalleryItemAdminSchema,
  GalleryItemCreateSchema,
  GalleryMoveResultSchema,
  GalleryMoveSchema,
  GalleryPickerPageSchema,
  GalleryPickerQuerySchema,
  GalleryItemUpdateSchema,
  IdParamSchema,
  MessageSchema,
} from '@portfolio/shared';
import { z } from 'zod';
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
import { declare } from '../lib/openapi';

const path = API.admin.galleryItems;

export function adminGalleryRoutes({ db, env }: RouteDeps) {
  const instanceId = instanceIdFor(env.DATA_DIR);
  return new Hono<AppEnv>()
    .get(path, declare({ path, summary: 'The gallery items, newest first or as sorted, filtered: every one (streamed), or a page with limit/cursor', tags: ['gallery'], query: AdminGalleryListQuerySchema.extend(GalleryAdminListQuerySchema.shape), response: z.array(GalleryItemAdminSchema), paged: true }), async (c) => {
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
    .get(API.admin.galleryFacets, declare({ path: API.admin.galleryFacets, summary: "The gallery screen's filter options with their counts, for a filter", tags: ['gallery'], query: AdminGalleryFilterSchema, response: AdminGalleryFacetsSchema }), async (c) => c.json(await adminGalleryFacets(db, readQuery(c, AdminGalleryFilterSchema))))
    .get(API.admin.galleryPicker, declare({ path: API.admin.galleryPicker, summary: 'A page of photos to pick from (search index), marked when already in the target', tags: ['gallery'], query: GalleryPickerQuerySchema, response: GalleryPickerPageSchema }), async (c) => c.json(await pickerPage(db, readQuery(c, GalleryPickerQuerySchema))))
    .get(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'A gallery item', tags: ['gallery'], params: IdParamSchema, response: GalleryItemAdminSchema, missing: true }), async (c) => c.json(await getAdminItem(db, readParams(c, IdParamSchema).id)))
    .post(path, declare({ path, summary: 'Adds a gallery item for an upload (mediaHash) or an address', tags: ['gallery'], body: GalleryItemCreateSchema, response: GalleryItemAdminSchema, status: 201, refuses: { 422: 'No upload with that mediaHash' } }), async (c) => c.json(await createItem(db, await readJson(c, GalleryItemCreateSchema)), 201))
    .post(`${path}/:id/move`, declare({ path: `${path}/:id/move`, summary: 'Moves an item to just after another (first when afterId is null)', tags: ['gallery'], params: IdParamSchema, body: GalleryMoveSchema, response: GalleryMoveResultSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      const position = await moveItem(db, id, (await readJson(c, GalleryMoveSchema)).afterId);
      if (position === null) throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
      return c.json({ id, position });
    })
    .put(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Changes what the body names of a gallery item', tags: ['gallery'], params: IdParamSchema, body: GalleryItemUpdateSchema, response: GalleryItemAdminSchema, missing: true, refuses: { 409: "A client gallery's private photo cannot be published", 422: 'No upload with that mediaHash' } }), async (c) => {
      const { id } = readParams(c, IdParamSchema);
      return c.json(await updateItem(db, id, await readJson(c, GalleryItemUpdateSchema)));
    })
    .delete(`${path}/:id`, declare({ path: `${path}/:id`, summary: 'Deletes a gallery item', tags: ['gallery'], params: IdParamSchema, response: MessageSchema, missing: true }), async (c) => {
      await deleteItem(db, readParams(c, IdParamSchema).id);
      return c.json({ message: 'Gallery item deleted' });
    })
    .put(API.admin.galleryBulkEdit, declare({ path: API.admin.galleryBulkEdit, summary: 'Changes the named fields of the chosen items at once (private photos skipped)', tags: ['gallery'], body: BulkEditRequestSchema, response: BulkEditResponseSchema }), async (c) => {
      const { updated, skipped } = await bulkEdit(db, await readJson(c, BulkEditRequestSchema));
      const note = skipped ? `; skipped ${skipped} private ${skipped === 1 ? 'photo' : 'photos'} of client galleries` : '';
      return c.json({ message: `Updated ${updated} items successfully${note}`, updated, skipped });
    })
    // A bulk change of any size runs as one background job; the answer is the job to follow.
    .post(API.admin.galleryBulkJobs, declare({ path: API.admin.galleryBulkJobs, summary: 'Starts a bulk change of any size as a background job', tags: ['gallery'], body: GalleryBulkJobRequestSchema, response: GalleryBulkJobSchema, status: 202 }), async (c) => {
      const job = await createBulkJob(db, await readJson(c, GalleryBulkJobRequestSchema));
      void kickBulkJobs(db, instanceId);
      return c.json(job, 202);
    })
    .get(API.admin.galleryBulkJobs, declare({ path: API.admin.galleryBulkJobs, summary: 'The bulk jobs still running or just finished', tags: ['gallery'], response: z.array(GalleryBulkJobSchema) }), async (c) => c.json(await activeBulkJobs(db)))
    .get(API.admin.galleryBulkJob(':id'), declare({ path: API.admin.galleryBulkJob(':id'), summary: 'A bulk job and its progress', tags: ['gallery'], params: IdParamSchema, response: GalleryBulkJobSchema, missing: true }), async (c) => c.json(await getBulkJob(db, readParams(c, IdParamSchema).id)));
}
