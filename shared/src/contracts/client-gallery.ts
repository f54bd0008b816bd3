import { z } from 'zod';
import { LanguageSchema } from '../locales';
export { clientPaths } from '../client-gallery-paths';
import { IdSchema, optionalText, requiredText, TimestampSchema, updateOf } from './common';
import { MediaKeySchema, ResponsiveImageSchema } from './media';

/** What a client may download: nothing, the web size (the share JPEG), or the full-size original. */
export const CLIENT_DOWNLOADS = ['none', 'web', 'original'] as const;
export const ClientDownloadsSchema = z.enum(CLIENT_DOWNLOADS);
export type ClientDownloads = z.infer<typeof ClientDownloadsSchema>;

export const CLIENT_PASSWORD_MIN = 6;
const passwordRule = z
  .string()
  .min(CLIENT_PASSWORD_MIN, `The password needs at least ${CLIENT_PASSWORD_MIN} characters`)
  .max(200, 'Must be at most 200 characters');

/** An end date as YYYY-MM-DD (the gallery closes at the end of that day, UTC), or null for none. */
const endDate = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31').nullable().optional(),
);

/** A client gallery's editable fields, defined once: create and update derive from them. */
export const ClientGalleryFieldsSchema = z.object({
  name: requiredText(200, 'Give the gallery a name'),
  messageNl: optionalText(4000),
  messageEn: optionalText(4000),
  messageSv: optionalText(4000),
  /** The client's language: the link mail and the address sent. */
  language: LanguageSchema.default('nl'),
  clientEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.email('Please enter a valid email address').max(254).nullable().optional(),
  ),
  expiresOn: endDate,
  downloads: ClientDownloadsSchema.default('none'),
});

/** A new gallery: `password` null means none (a deliberate choice: the form has it on by default). */
export const ClientGalleryCreateSchema = ClientGalleryFieldsSchema.extend({
  password: passwordRule.nullable(),
});
export type ClientGalleryCreate = z.input<typeof ClientGalleryCreateSchema>;

/** Changes: `password` undefined keeps it, null removes it, a string sets a new one. */
export const ClientGalleryUpdateSchema = updateOf(ClientGalleryFieldsSchema).extend({
  password: passwordRule.nullable().optional(),
});
export type ClientGalleryUpdate = z.input<typeof ClientGalleryUpdateSchema>;

export const ClientGalleryStateSchema = z.enum(['open', 'expired', 'revoked']);
export type ClientGalleryState = z.infer<typeof ClientGalleryStateSchema>;

/** A gallery as the admin lists and edits it. */
export const ClientGalleryAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  messageNl: z.string().nullable(),
  messageEn: z.string().nullable(),
  messageSv: z.string().nullable(),
  language: LanguageSchema,
  clientEmail: z.string().nullable(),
  hasPassword: z.boolean(),
  expiresOn: z.string().nullable(),
  downloads: ClientDownloadsSchema,
  state: ClientGalleryStateSchema,
  /** The address's path in the client's language, e.g. /nl/c/<token>; null once revoked. */
  path: z.string().nullable(),
  photoCount: z.number().int(),
  favouriteCount: z.number().int(),
  /** Distinct visitors summed over days, as the site's statistics count them. */
  visitors: z.number().int(),
  views: z.number().int(),
  firstOpenedAt: TimestampSchema.nullable(),
  lastOpenedAt: TimestampSchema.nullable(),
  selectionSentAt: TimestampSchema.nullable(),
  linkSentAt: TimestampSchema.nullable(),
  downloadCount: z.number().int(),
  createdAt: TimestampSchema,
});
export type ClientGalleryAdmin = z.infer<typeof ClientGalleryAdminSchema>;

export const ClientGalleryListSchema = z.object({ galleries: z.array(ClientGalleryAdminSchema) });

/** A photo as the admin sees it in a client gallery or in the picker. */
export const ClientPhotoAdminSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  isPublished: z.boolean(),
  /** In the picker: already in this gallery. */
  inGallery: z.boolean().optional(),
  favourite: z.object({ comment: z.string().nullable(), at: TimestampSchema }).nullable().optional(),
  downloads: z.number().int().optional(),
});
export type ClientPhotoAdmin = z.infer<typeof ClientPhotoAdminSchema>;

/** One page of photos; `next` is the cursor of the following page (keyset), null at the end. */
export const ClientPhotoPageSchema = z.object({
  items: z.array(ClientPhotoAdminSchema),
  total: z.number().int(),
  next: z.string().nullable(),
});
export type ClientPhotoPage = z.infer<typeof ClientPhotoPageSchema>;

export const PAGE_LIMIT_MAX = 200;
export const PhotoPageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  categoryId: IdSchema.optional(),
  /** all | published | unpublished | private */
  filter: z.enum(['all', 'published', 'unpublished', 'private']).default('all'),
  cursor: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(60),
});
export type PhotoPageQuery = z.input<typeof PhotoPageQuerySchema>;

export const ClientGalleryItemIdsSchema = z.object({ itemIds: z.array(IdSchema).min(1).max(2000) });

/** A client's favourite as the admin sees it. */
export const ClientFavouriteAdminSchema = z.object({
  itemId: z.number().int(),
  title: z.string(),
  fileName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  comment: z.string().nullable(),
  at: TimestampSchema,
});
export const ClientFavouriteListSchema = z.object({
  favourites: z.array(ClientFavouriteAdminSchema),
  /** The file names for Lightroom's filter ("Filename contains"), comma-separated. */
  lightroom: z.string(),
});
export type ClientFavouriteList = z.infer<typeof ClientFavouriteListSchema>;

export const ClientDownloadAdminSchema = z.object({
  itemId: z.number().int().nullable(),
  title: z.string(),
  size: z.enum(['web', 'original']),
  via: z.enum(['photo', 'zip']),
  count: z.number().int(),
  lastAt: TimestampSchema,
});
export const ClientDownloadListSchema = z.object({ downloads: z.array(ClientDownloadAdminSchema) });
export type ClientDownloadList = z.infer<typeof ClientDownloadListSchema>;

export const ClientLinkMailSchema = z.object({
  to: z.email('Please enter a valid email address').max(254).optional(),
  /** The password to put in the mail, when the admin wants it there; it is never stored in clear. */
  password: z.string().max(200).optional(),
});

/* The client's side. */

export const ClientPasswordSchema = z.object({ password: z.string().min(1, 'Enter the password').max(200) });

export const ClientPhotoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  alt: z.string(),
  /** The language `title` and `alt` are each in: the client's, or Dutch where the photo has none of its own in it. */
  titleLang: LanguageSchema,
  altLang: LanguageSchema,
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Srcset of the photo, served through this gallery's session only. */
  image: ResponsiveImageSchema.nullable(),
  favourite: z.boolean(),
  comment: z.string().nullable(),
});
export type ClientPhoto = z.infer<typeof ClientPhotoSchema>;

export const ClientGalleryViewSchema = z.object({
  name: z.string(),
  message: z.string().nullable(),
  /** The language `message` is in: the client's, else Dutch, else the one it was written in. */
  messageLang: LanguageSchema,
  downloads: ClientDownloadsSchema,
  expiresOn: z.string().nullable(),
  photos: z.array(ClientPhotoSchema),
  next: z.string().nullable(),
  total: z.number().int(),
  selectionSentAt: TimestampSchema.nullable(),
});
export type ClientGalleryView = z.infer<typeof ClientGalleryViewSchema>;

export const ClientFavouriteSchema = z.object({ comment: optionalText(1000) });


/** Photos uploaded straight into a client gallery (their upload keys): they become private photos. */
export const ClientPrivatePhotosSchema = z.object({ mediaHashes: z.array(MediaKeySchema).min(1).max(500) });
