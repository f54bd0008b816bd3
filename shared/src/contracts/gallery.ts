import { z } from 'zod';
import { GALLERY_ITEM_TYPES } from '../constants';
import { IdSchema, optionalText } from './common';
import { CategoryAdminSchema } from './category';
import { hasOneMedia, MediaKeySchema, ONE_MEDIA_MESSAGE, PhotoMetadataSchema, ResponsiveImageSchema } from './media';

export const GalleryItemTypeSchema = z.enum(GALLERY_ITEM_TYPES);
export type GalleryItemType = z.infer<typeof GalleryItemTypeSchema>;

/**
 * The camera settings a visitor may see (the lightbox's information panel): taken from the
 * photo's Exif, without GPS. Each field is absent when the photo does not say.
 */
export const CameraSettingsSchema = z.object({
  /** Make and model as one name, e.g. "Nikon Z 9" (the make is left out when the model repeats it). */
  camera: z.string().optional(),
  lens: z.string().optional(),
  /** Millimetres. */
  focalLength: z.number().optional(),
  fNumber: z.number().optional(),
  /** Seconds. */
  exposureTime: z.number().optional(),
  iso: z.number().optional(),
});
export type CameraSettings = z.infer<typeof CameraSettingsSchema>;

/** Public gallery item in one language. Never carries GPS; camera settings only as `camera`. */
export const GalleryItemSchema = z.object({
  id: z.number().int(),
  type: GalleryItemTypeSchema,
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  title: z.string(),
  /** What the photo shows, in the asked language (else the Dutch text, else the title). */
  alt: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  /**
   * ISO date-time; for an item with a sensitive location only the month (`2024-06`), and its
   * location is null: the public learns the country and the month, never the place.
   */
  dateTaken: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  image: ResponsiveImageSchema.nullable(),
  camera: CameraSettingsSchema.nullable().optional(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const GalleryItemAdminSchema = z.object({
  id: z.number().int(),
  type: GalleryItemTypeSchema,
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Dutch title; English and Swedish beside it (null: the Dutch title is shown). */
  title: z.string(),
  titleEn: z.string().nullable(),
  titleSv: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionSv: z.string().nullable(),
  /** Alt text (Dutch, English, Swedish); null: the title of that language is used. */
  alt: z.string().nullable(),
  altEn: z.string().nullable(),
  altSv: z.string().nullable(),
  location: z.string().nullable(),
  /** Dutch country name. */
  country: z.string().nullable(),
  countryEn: z.string().nullable(),
  countrySv: z.string().nullable(),
  dateTaken: z.string().nullable(),
  createdAt: z.string(),
  isPublished: z.boolean(),
  metadata: PhotoMetadataSchema.nullable(),
  categories: z.array(CategoryAdminSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  image: ResponsiveImageSchema.nullable(),
  /** sha256 of the original file, when the media pipeline stored it. */
  mediaHash: z.string().nullable(),
  /** Marked on the item itself (see sensitiveByCategory for its categories' mark). */
  sensitiveLocation: z.boolean(),
  /** True when one of its categories is marked sensitive: the public sees only the country either way. */
  sensitiveByCategory: z.boolean(),
});
export type GalleryItemAdmin = z.infer<typeof GalleryItemAdminSchema>;

const editableFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  titleEn: optionalText(200),
  titleSv: optionalText(200),
  description: optionalText(5000),
  descriptionEn: optionalText(5000),
  descriptionSv: optionalText(5000),
  alt: optionalText(300),
  altEn: optionalText(300),
  altSv: optionalText(300),
  location: optionalText(200),
  country: optionalText(100),
  countryEn: optionalText(100),
  countrySv: optionalText(100),
  isPublished: z.boolean(),
  categoryIds: z.array(IdSchema).max(500),
  /** Show only the country and the month to the public (a nest, a den, a rare plant). */
  sensitiveLocation: z.boolean(),
};

/**
 * POST /api/admin/gallery/items. The media is the upload's key (`mediaHash`), or a `url` for media
 * outside this site (a URL of this site's media is read as its key). dateTaken and metadata are
 * optional: the server fills them from the uploaded file.
 */
export const GalleryItemCreateSchema = z.object({
  ...editableFields,
  type: GalleryItemTypeSchema.default('photo'),
  mediaHash: MediaKeySchema.optional(),
  url: z.string().trim().min(1, 'URL is required').max(2000).optional(),
  thumbnailUrl: optionalText(2000),
  /** Left empty, the title comes from the uploaded file's name. */
  title: z.string().trim().max(200, 'Title must be at most 200 characters').default(''),
  isPublished: z.boolean().default(true),
  categoryIds: editableFields.categoryIds.default([]),
  sensitiveLocation: z.boolean().default(false),
  dateTaken: z.iso.datetime({ offset: true }).nullable().optional(),
  metadata: PhotoMetadataSchema.nullable().optional(),
}).refine((v) => hasOneMedia(v.mediaHash, v.url), { message: ONE_MEDIA_MESSAGE, path: ['mediaHash'] });
export type GalleryItemCreate = z.input<typeof GalleryItemCreateSchema>;

/** PUT /api/admin/gallery/items/{id}: the edit form's fields. */
export const GalleryItemUpdateSchema = z.object(editableFields).partial();
export type GalleryItemUpdate = z.input<typeof GalleryItemUpdateSchema>;

/** Bulk edit: empty fields keep existing values; chosen categories are added. */
export const BulkEditUpdatesSchema = z.object({
  location: optionalText(200),
  country: optionalText(100),
  countryEn: optionalText(100),
  countrySv: optionalText(100),
  description: optionalText(5000),
  categoryIds: z.array(IdSchema).max(500).optional(),
  isPublished: z.boolean().optional(),
  sensitiveLocation: z.boolean().optional(),
});
export const BulkEditRequestSchema = z.object({
  itemIds: z.array(IdSchema).min(1, 'Select at least one item').max(5000),
  updates: BulkEditUpdatesSchema,
});
export type BulkEditRequest = z.input<typeof BulkEditRequestSchema>;
export const BulkEditResponseSchema = z.object({ message: z.string(), updated: z.number().int() });
