import { z } from 'zod';
import { BulkEditUpdatesSchema } from './gallery';
import { GalleryFilterSchema, unset } from './gallery-query';
import { IdSchema } from './common';
import { ListPageQuerySchema } from './list-page';

const DaySchema = z.iso.date({ error: 'Use a date like 2024-06-30' });

/**
 * The back-office's gallery filter: the public one (search, type, country, category) plus the
 * published state and a range of the date taken (whole days, both ends included).
 */
export const AdminGalleryFilterSchema = GalleryFilterSchema.extend({
  published: z.preprocess(unset, z.enum(['published', 'draft']).optional()),
  takenFrom: z.preprocess(unset, DaySchema.optional()),
  takenTo: z.preprocess(unset, DaySchema.optional()),
});
export type AdminGalleryFilter = Partial<z.output<typeof AdminGalleryFilterSchema>>;
/** The filter fields, in the order an address writes them. */
export const ADMIN_GALLERY_FILTER_KEYS = ['q', 'type', 'country', 'category', 'published', 'takenFrom', 'takenTo'] as const;

/**
 * newest: by date taken (undated last, then newest added); oldest: the reverse; added: newest
 * added first; title: A to Z; manual: the photographer's own order ("My order").
 */
export const ADMIN_GALLERY_SORTS = ['newest', 'oldest', 'added', 'title', 'manual'] as const;
export type AdminGallerySort = (typeof ADMIN_GALLERY_SORTS)[number];

/** GET /api/admin/gallery/items with paging (?limit=&cursor=), the filter and the sort. */
export const AdminGalleryListQuerySchema = ListPageQuerySchema.extend(AdminGalleryFilterSchema.shape).extend({
  sort: z.preprocess(unset, z.enum(ADMIN_GALLERY_SORTS).default('newest')),
});
export type AdminGalleryListQuery = z.output<typeof AdminGalleryListQuerySchema>;

/** The filter options of the back-office gallery with their counts (countries as English names them). */
export const AdminGalleryFacetsSchema = z.object({
  total: z.number().int(),
  countries: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type AdminGalleryFacets = z.infer<typeof AdminGalleryFacetsSchema>;

/** 'collect': add the items at the end of a collection (`collectionId`). */
export const GALLERY_BULK_ACTIONS = ['edit', 'publish', 'unpublish', 'delete', 'collect'] as const;
export type GalleryBulkAction = (typeof GALLERY_BULK_ACTIONS)[number];

/** The items a bulk action applies to: chosen ones, or every item matching a filter when it starts. */
export const GallerySelectionSchema = z.union([
  z.object({ itemIds: z.array(IdSchema).min(1, 'Select at least one item').max(5000) }).strict(),
  z.object({ filter: AdminGalleryFilterSchema }).strict(),
]);
export type GallerySelection = z.input<typeof GallerySelectionSchema>;

/** POST /api/admin/gallery/bulk-jobs: one background job over the selection, in batches. */
export const GalleryBulkJobRequestSchema = z
  .object({
    action: z.enum(GALLERY_BULK_ACTIONS),
    selection: GallerySelectionSchema,
    /** For 'edit': as PUT /api/admin/gallery/bulk-edit (empty fields keep their values, categories are added). */
    updates: BulkEditUpdatesSchema.optional(),
    /** For 'collect': the collection the items go into (at its end, in id order; those in it already stay where they are). */
    collectionId: IdSchema.optional(),
  })
  .refine((v) => v.action !== 'edit' || v.updates, { message: 'Choose what to change', path: ['updates'] })
  .refine((v) => v.action !== 'collect' || v.collectionId, { message: 'Choose a collection', path: ['collectionId'] });
export type GalleryBulkJobRequest = z.input<typeof GalleryBulkJobRequestSchema>;

export const GALLERY_BULK_JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/** A bulk job as the admin follows it: `done` of `total` items handled, `changed` of them changed. */
export const GalleryBulkJobSchema = z.object({
  id: z.number().int(),
  action: z.enum(GALLERY_BULK_ACTIONS),
  status: z.enum(GALLERY_BULK_JOB_STATES),
  total: z.number().int(),
  done: z.number().int(),
  changed: z.number().int(),
  /** Chosen ids that are a client gallery's private photos: never part of a bulk change. */
  skipped: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GalleryBulkJob = z.infer<typeof GalleryBulkJobSchema>;
