import { z } from 'zod';
import { IdSchema } from './common';

/** GET /api/admin/gallery/picker: photos of the gallery to choose from, newest first, a page at a time. */
export const GalleryPickerQuerySchema = z.object({
  /** Words in a title (any language), place or country. */
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  categoryId: IdSchema.optional(),
  /** The id the previous page ended at. */
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(60).default(30),
});
export type GalleryPickerQuery = z.input<typeof GalleryPickerQuerySchema>;

export const GalleryPickerPhotoSchema = z.object({
  id: z.number().int(),
  /** Dutch title. */
  title: z.string(),
  /** Dutch alt text, else the title: a starting point for the post's own. */
  alt: z.string(),
  mediaHash: z.string(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  isPublished: z.boolean(),
});
export type GalleryPickerPhoto = z.infer<typeof GalleryPickerPhotoSchema>;

export const GalleryPickerPageSchema = z.object({ items: z.array(GalleryPickerPhotoSchema), nextCursor: z.number().int().nullable() });
export type GalleryPickerPage = z.infer<typeof GalleryPickerPageSchema>;
