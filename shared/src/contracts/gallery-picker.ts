import { z } from 'zod';
import { AdminGalleryFilterSchema } from './admin-gallery';
import { unset } from './gallery-query';
import { pageOf } from './collection';
import { GalleryItemTypeSchema } from './gallery';
import { IdSchema } from './common';

/**
 * GET /api/admin/gallery/picker: the one answer every photo picker of the back-office reads (a
 * post's figures, a portrait, a collection's photos, a client gallery's photos): the gallery's
 * items newest added first, a page at a time, found by the back-office gallery's search (its
 * FTS5 index) and filters (any size of gallery costs one page), each marked when it is already in
 * what the picker picks for.
 */
export const GalleryPickerQuerySchema = AdminGalleryFilterSchema.pick({ q: true, type: true, country: true, category: true, published: true }).extend({
  /** `1`: only items whose file is stored here (a post's figure and a portrait refer to the file by its key). */
  stored: z.preprocess(unset, z.literal('1').optional()),
  /** `1`: the private photos of client galleries (shown only there) instead of the gallery's own. */
  private: z.preprocess(unset, z.literal('1').optional()),
  /** Marks the items already in this collection (`alreadyIn`). */
  collectionId: IdSchema.optional(),
  /** Marks the items already in this client gallery (`alreadyIn`). */
  clientGalleryId: IdSchema.optional(),
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
  /** Already in the collection or client gallery the picker was asked for (false when none was). */
  alreadyIn: z.boolean(),
});
export type GalleryPickerPhoto = z.infer<typeof GalleryPickerPhotoSchema>;

export const GalleryPickerPageSchema = pageOf(GalleryPickerPhotoSchema);
export type GalleryPickerPage = z.infer<typeof GalleryPickerPageSchema>;
