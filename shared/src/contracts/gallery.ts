import { z } from 'zod';
import { GALLERY_ITEM_TYPES } from '../constants';
import { LanguageSchema } from '../locales';
import { IdSchema, mediaUrl, optionalMediaUrl, optionalText, updateOf } from './common';
import { CategoryAdminSchema } from './category';
import { SaleModeSchema } from './shop';
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
  /** Each name in the asked language, or the Dutch one (`nameLang` says which). */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), nameLang: LanguageSchema })),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  image: ResponsiveImageSchema.nullable(),
  camera: CameraSettingsSchema.nullable().optional(),
  /** A film's length in seconds, as read from the file at upload; absent for photos (and when unknown). */
  duration: z.number().nonnegative().optional(),
  /**
   * The language `title`, `description` and `alt` are each in: the asked one, or Dutch where the
   * item has no text of its own in it (pages mark such a text with its own `lang`).
   */
  titleLang: LanguageSchema,
  descriptionLang: LanguageSchema,
  altLang: LanguageSchema,
  /** The language of `country`'s name, likewise. */
  countryLang: LanguageSchema,
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/**
 * A gallery item's texts beside its required Dutch title: Dutch is the default text of each, English
 * and Swedish fall back to it. Empty means "not set" (null).
 */
const textFields = {
  titleEn: optionalText(200),
  titleSv: optionalText(200),
  description: optionalText(5000),
  descriptionEn: optionalText(5000),
  descriptionSv: optionalText(5000),
  /** What the photo shows, for those who cannot see it; null: the title of that language. */
  alt: optionalText(300),
  altEn: optionalText(300),
  altSv: optionalText(300),
  location: optionalText(200),
  /** Dutch country name. */
  country: optionalText(100),
  countryEn: optionalText(100),
  countrySv: optionalText(100),
};
export type GalleryTextField = keyof typeof textFields;

/** The languages a gallery text is kept in, in the order the forms show them: Dutch (the default) first. */
export const FIELD_LANGUAGES = ['nl', 'en', 'sv'] as const;
/**
 * The texts kept in three languages: each one's fields, in the order of FIELD_LANGUAGES. Forms,
 * the desktop import and filters render and read these rather than naming the fields again.
 */
export const IN_THREE_LANGUAGES = {
  title: ['title', 'titleEn', 'titleSv'],
  description: ['description', 'descriptionEn', 'descriptionSv'],
  alt: ['alt', 'altEn', 'altSv'],
  country: ['country', 'countryEn', 'countrySv'],
} as const satisfies Record<string, readonly ['title' | GalleryTextField, GalleryTextField, GalleryTextField]>;
/** Every optional text of an item, in the order the forms show them. */
export const GALLERY_TEXT_FIELDS = Object.keys(textFields) as GalleryTextField[];

/**
 * The one definition of what a photographer edits on a gallery item. Create, update, bulk edit,
 * the bulk upload and the desktop's drafts are all made from it, so a new field is added here once.
 */
export const GalleryItemFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  ...textFields,
  isPublished: z.boolean(),
  categoryIds: z.array(IdSchema).max(500),
  /** Show only the country and the month to the public (a nest, a den, a rare plant). */
  sensitiveLocation: z.boolean(),
});
/** Fields as the API stores them (texts trimmed, empty ones null). */
export type GalleryItemFields = z.output<typeof GalleryItemFieldsSchema>;

const storedTexts = Object.fromEntries(GALLERY_TEXT_FIELDS.map((key) => [key, z.string().nullable()])) as Record<GalleryTextField, z.ZodNullable<z.ZodString>>;

export const GalleryItemAdminSchema = z.object({
  id: z.number().int(),
  type: GalleryItemTypeSchema,
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Dutch title; the other texts beside it (null: the Dutch text, or the title for alt, is shown). */
  title: z.string(),
  ...storedTexts,
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
  /** Shown first by the home page's gallery section. */
  featured: z.boolean(),
  /** Its place in the photographer's own order ("My order"): smaller keys come first, compared as text. */
  position: z.string(),
  /** What the shop sells of it; null: the price list's default (a video or private photo is never for sale). */
  saleMode: SaleModeSchema.nullable(),
});
export type GalleryItemAdmin = z.infer<typeof GalleryItemAdminSchema>;

/**
 * POST /api/admin/gallery/items. The media is the upload's key (`mediaHash`), or a `url` for media
 * outside this site (a URL of this site's media is read as its key). dateTaken and metadata are
 * optional: the server fills them from the uploaded file.
 */
export const GalleryItemCreateSchema = GalleryItemFieldsSchema.extend({
  type: GalleryItemTypeSchema.default('photo'),
  mediaHash: MediaKeySchema.optional(),
  url: mediaUrl(2000).optional(),
  thumbnailUrl: optionalMediaUrl(2000),
  /** Left empty, the title comes from the uploaded file's name. */
  title: z.string().trim().max(200, 'Title must be at most 200 characters').default(''),
  /**
   * The specification's default (a call without it publishes). The site's own uploads, from the
   * browser and the desktop, always send it: false unless the photographer chose "Publish at once".
   */
  isPublished: z.boolean().default(true),
  categoryIds: GalleryItemFieldsSchema.shape.categoryIds.default([]),
  sensitiveLocation: z.boolean().default(false),
  dateTaken: z.iso.datetime({ offset: true }).nullable().optional(),
  metadata: PhotoMetadataSchema.nullable().optional(),
}).refine((v) => hasOneMedia(v.mediaHash, v.url), { message: ONE_MEDIA_MESSAGE, path: ['mediaHash'] });
export type GalleryItemCreate = z.input<typeof GalleryItemCreateSchema>;

/** PUT /api/admin/gallery/items/{id}: the edit form's fields, and the Featured mark. */
export const GalleryItemUpdateSchema = updateOf(GalleryItemFieldsSchema).extend({ featured: z.boolean().optional(), saleMode: SaleModeSchema.nullable().optional() });

/** GET /api/admin/gallery/items?status=: "review" lists the items not yet published (new uploads wait there). */
export const GalleryAdminListQuerySchema = z.object({ status: z.enum(['all', 'review', 'published']).default('all') });
export type GalleryAdminStatus = z.output<typeof GalleryAdminListQuerySchema>['status'];

/**
 * POST /api/admin/gallery/items/{id}/move: puts the item in "My order" right after `afterId`, or
 * first when `afterId` is null. Only the moved item is written.
 */
export const GalleryMoveSchema = z.object({ afterId: IdSchema.nullable() });
export type GalleryMove = z.input<typeof GalleryMoveSchema>;
/** The moved item and its new place (an order key: items sort by it). */
export const GalleryMoveResultSchema = z.object({ id: z.number().int(), position: z.string() });
export type GalleryMoveResult = z.infer<typeof GalleryMoveResultSchema>;
export type GalleryItemUpdate = z.input<typeof GalleryItemUpdateSchema>;

/**
 * Bulk edit: every field but the per-photo title and alt text. Empty fields keep existing values;
 * chosen categories are added.
 */
export const BulkEditUpdatesSchema = GalleryItemFieldsSchema.omit({ title: true, titleEn: true, titleSv: true, alt: true, altEn: true, altSv: true })
  .partial()
  // What the shop sells of them ('default': the price list's default again); absent keeps each item's.
  .extend({ saleMode: z.enum(['default', 'both', 'prints', 'licences', 'none']).optional() });
export type BulkEditUpdates = z.output<typeof BulkEditUpdatesSchema>;
export type BulkEditTextField = Exclude<GalleryTextField, 'titleEn' | 'titleSv' | 'alt' | 'altEn' | 'altSv'>;
/** The texts bulk edit and the bulk upload set on every chosen item. */
export const BULK_EDIT_TEXT_FIELDS = GALLERY_TEXT_FIELDS.filter((key): key is BulkEditTextField => key in BulkEditUpdatesSchema.shape);
export const BulkEditRequestSchema = z.object({
  itemIds: z.array(IdSchema).min(1, 'Select at least one item').max(5000),
  updates: BulkEditUpdatesSchema,
});
export type BulkEditRequest = z.input<typeof BulkEditRequestSchema>;
/** `skipped`: private photos of client galleries among the ids, left as they were. */
export const BulkEditResponseSchema = z.object({ message: z.string(), updated: z.number().int(), skipped: z.number().int() });
