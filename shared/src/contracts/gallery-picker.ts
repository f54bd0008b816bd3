import { z } from 'zod';
import { AdminGalleryFilterSchema } from './admin-gallery';
import { unset } from './gallery-query';
import { pageOf } from './collection';
import { GalleryItemTypeSchema } from './gallery';
import { IdSchema } from './common';

/**
 * GET /api/admin/gallery/picker: the gallery's items to choose from (a post's figures, a portrait,
 * a collection's photos), newest added first, a page at a time, with the back-office gallery's
 * search and filters (any size of gallery costs one page).
 */
export const GalleryPickerQuerySchema = AdminGalleryFilterSchema.pick({ q: true, type: true, country: true, category: true }).extend({
  /** `1`: only items whose file is stored here (a post's figure and a portrait refer to the file by its key). */
  stored: z.preprocess(unset, z.literal('1').optional()),
  /** Marks the items already in this collection (`inCollection`). */
  collectionId: IdSchema.optional(),
  /** The opaque cursor of the previous page's `nextCursor`. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(60),
});
export type GalleryPickerQuery = z.input<typeof GalleryPickerQuerySchema>;

export const GalleryPickerPhotoSchema = z.object({
  id: z.number().int(),
  type: GalleryItemTypeSchema,
  /** Dutch title. */
  title: z.string(),
  /** Dutch alt text, else the title: a starting point for the post's own. */
  alt: z.string(),
  /** The stored file (null for an item whose file lives elsewhere: it cannot go in a post). */
  mediaHash: z.string().nullable(),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isPublished: z.boolean(),
  dateTaken: z.string().nullable(),
  /** Already in the collection the picker was asked for (false when none was). */
  inCollection: z.boolean(),
});
export type GalleryPickerPhoto = z.infer<typeof GalleryPickerPhotoSchema>;

export const GalleryPickerPageSchema = pageOf(GalleryPickerPhotoSchema);
export type GalleryPickerPage = z.infer<typeof GalleryPickerPageSchema>;
