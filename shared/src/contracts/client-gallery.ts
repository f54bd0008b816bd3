import { z } from 'zod';
import { LanguageSchema } from '../locales';
export { clientPaths } from '../client-gallery-paths';
import { IdSchema, optionalText, requiredText, TimestampSchema, updateOf } from './common';
import { MediaKeySchema, ResponsiveImageSchema } from './media';

/** What a client may download: nothing, the web size (the share JPEG), or the full-size original. */
export const CLIENT_DOWNLOADS = ['none', 'web', 'original'] as const;
export const ClientDownloadsSchema = z.enum(CLIENT_DOWNLOADS);
export type ClientDownloads = z.infer<typeof ClientDownloadsSchema>;

/**
 * The sizes a client may download when downloads are on: `web` (a JPEG of at most 2048 px on its
 * long edge, sRGB, with the rights XMP) and `original` (the uploaded file with the rights XMP).
 */
export const CLIENT_DOWNLOAD_SIZES = ['web', 'original'] as const;
export const ClientDownloadSizeSchema = z.enum(CLIENT_DOWNLOAD_SIZES);
export type ClientDownloadSize = z.infer<typeof ClientDownloadSizeSchema>;
/** The long edge of the web size, in pixels. */
export const CLIENT_WEB_SIZE = 2048;

/** A limit on the client's picks: a whole number from 1 to 10,000; null is none. */
export const CLIENT_PICKS_MAX = 10_000;
const picksRule = z
  .number({ error: 'Enter a whole number of photos' })
  .int('Enter a whole number of photos')
  .min(1, 'At least 1 photo')
  .max(CLIENT_PICKS_MAX, `At most ${CLIENT_PICKS_MAX.toLocaleString('en')} photos`);

/** A download PIN: 4 to 8 digits, kept as an argon2id hash only. */
export const ClientDownloadPinSchema = z.string().regex(/^\d{4,8}$/, 'The PIN is 4 to 8 digits');

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
  /*
   * The fields below have no defaults on purpose: an update that does not name them keeps them
   * (a new gallery gets none, see the service), so they stay out of every update that omits them.
   */
  /** The most photos the client may mark with the heart; null: no limit. */
  maxPicks: picksRule.nullable().optional(),
  /** The fewest photos a selection may be sent with; null: no minimum. */
  minPicks: picksRule.nullable().optional(),
  /** The sizes offered while downloads are on (`downloads` 'none' turns them off). */
  downloadSizes: z
    .array(ClientDownloadSizeSchema)
    .min(1, 'Choose at least one size, or turn downloads off')
    .max(CLIENT_DOWNLOAD_SIZES.length)
    .transform((sizes) => CLIENT_DOWNLOAD_SIZES.filter((s) => sizes.includes(s)))
    .optional(),
  /** The photos the client views carry the site's watermark; what they download does not. */
  proofWatermark: z.boolean().optional(),
});

/** A new gallery: `password` null means none (a deliberate choice: the form has it on by default). */
export const ClientGalleryCreateSchema = ClientGalleryFieldsSchema.extend({
  password: passwordRule.nullable(),
  /** Downloads also ask for this PIN; absent or null: none. */
  downloadPin: ClientDownloadPinSchema.nullable().optional(),
});
export type ClientGalleryCreate = z.input<typeof ClientGalleryCreateSchema>;

/** Changes: `password` and `downloadPin` undefined keep them, null removes them, a string sets a new one. */
export const ClientGalleryUpdateSchema = updateOf(ClientGalleryFieldsSchema).extend({
  password: passwordRule.nullable().optional(),
  downloadPin: ClientDownloadPinSchema.nullable().optional(),
});
export type ClientGalleryUpdate = z.input<typeof ClientGalleryUpdateSchema>;

export const ClientGalleryStateSchema = z.enum(['open', 'expired', 'revoked']);
export type ClientGalleryState = z.infer<typeof ClientGalleryStateSchema>;

/**
 * The client's selection: `open` (never sent, or sent before selections were locked), `sent`
 * (locked: hearts and comments stay as sent until the photographer reopens it) or `reopened`.
 */
export const ClientSelectionStateSchema = z.enum(['open', 'sent', 'reopened']);
export type ClientSelectionState = z.infer<typeof ClientSelectionStateSchema>;

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
  downloadSizes: z.array(ClientDownloadSizeSchema),
  /** Downloads ask for a PIN (never shown back: it is stored as a hash only). */
  hasDownloadPin: z.boolean(),
  maxPicks: z.number().int().nullable(),
  minPicks: z.number().int().nullable(),
  proofWatermark: z.boolean(),
  /** Photos of a watermarked gallery whose viewed files are still being made. */
  proofsPending: z.number().int(),
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
  selectionState: ClientSelectionStateSchema,
  selectionReopenedAt: TimestampSchema.nullable(),
  linkSentAt: TimestampSchema.nullable(),
  /** Files handed out (a photo in a ZIP counts once), all sizes together and per size. */
  downloadCount: z.number().int(),
  downloadsBySize: z.object({ web: z.number().int(), original: z.number().int() }),
  /** Wrong passwords tried at the gallery, from any address, and when the last one was. */
  failedTries: z.number().int(),
  lastFailedAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type ClientGalleryAdmin = z.infer<typeof ClientGalleryAdminSchema>;

export const ClientGalleryListSchema = z.object({ galleries: z.array(ClientGalleryAdminSchema) });

/** POST /api/admin/client-galleries/{id}/reopen: the gallery, and whether the client was told by mail. */
export const ClientSelectionReopenedSchema = z.object({ gallery: ClientGalleryAdminSchema, mailed: z.boolean() });
export type ClientSelectionReopened = z.infer<typeof ClientSelectionReopenedSchema>;

/** A photo as the admin sees it in a client gallery or in the picker. */
export const ClientPhotoAdminSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  isPublished: z.boolean(),
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

/** An empty password is refused by the server in the visitor's language. */
export const ClientPasswordSchema = z.object({ password: z.string().max(200) });

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
  /** A watermarked gallery's photo whose viewed files are still being made (`image` is null until then). */
  preparing: z.boolean(),
});
export type ClientPhoto = z.infer<typeof ClientPhotoSchema>;

export const ClientGalleryViewSchema = z.object({
  name: z.string(),
  message: z.string().nullable(),
  /** The language `message` is in: the client's, else Dutch, else the one it was written in. */
  messageLang: LanguageSchema,
  downloads: ClientDownloadsSchema,
  /** The sizes offered (empty when downloads are off). */
  downloadSizes: z.array(ClientDownloadSizeSchema),
  /** Downloads ask for a PIN, and whether this session has given it. */
  hasDownloadPin: z.boolean(),
  downloadsUnlocked: z.boolean(),
  /** The photos shown carry the photographer's watermark (downloads do not). */
  proofWatermark: z.boolean(),
  expiresOn: z.string().nullable(),
  photos: z.array(ClientPhotoSchema),
  next: z.string().nullable(),
  total: z.number().int(),
  /** Photos marked with the heart in the whole gallery (not only this page). */
  favouriteCount: z.number().int(),
  maxPicks: z.number().int().nullable(),
  minPicks: z.number().int().nullable(),
  selectionSentAt: TimestampSchema.nullable(),
  /** Sent and locked: hearts and comments cannot change until the photographer reopens it. */
  selectionLocked: z.boolean(),
});
export type ClientGalleryView = z.infer<typeof ClientGalleryViewSchema>;

export const ClientFavouriteSchema = z.object({ comment: optionalText(1000) });

/** POST /c/<token>/api/downloads/unlock: the download PIN, for this session. */
export const ClientPinSchema = z.object({ pin: z.string().max(20) });


/** Photos uploaded straight into a client gallery (their upload keys): they become private photos. */
export const ClientPrivatePhotosSchema = z.object({ mediaHashes: z.array(MediaKeySchema).min(1).max(500) });

/** Photos added to a client gallery (from the gallery, or uploaded as private photos). */
export const ClientPhotosAddedSchema = z.object({ message: z.string(), added: z.number().int() });
export type ClientPhotosAdded = z.infer<typeof ClientPhotosAddedSchema>;
/** Photos taken out of a client gallery. */
export const ClientPhotosRemovedSchema = z.object({ message: z.string(), removed: z.number().int() });

/** GET …/favourites: `?format=txt` answers the file names for Lightroom as a text file. */
export const ClientFavouritesQuerySchema = z.object({ format: z.enum(['json', 'txt']).optional() });

/*
 * The client's side, under /c/<token>: every answer in the visitor's language (`?lang=`, else the
 * browser's). The handlers read these values as they come; the schemas describe them.
 */
const clientLanguage = { lang: LanguageSchema.optional() };
export const ClientTokenParamSchema = z.object({ token: z.string().min(1).max(100), ...clientLanguage });
export const ClientItemParamSchema = ClientTokenParamSchema.extend({ itemId: z.string().max(20) });
export const ClientFileParamSchema = ClientTokenParamSchema.extend({ name: z.string().max(200) });
/** GET /c/<token>/api/gallery: `cursor` pages on; `refresh` looks again without counting a visit. */
export const ClientGalleryQuerySchema = z.object({ cursor: z.string().max(100).optional(), refresh: z.string().max(10).optional() });
/** A download: the size (the largest offered when absent) and, for the ZIP, all photos or the hearted ones. */
export const ClientDownloadQuerySchema = z.object({ size: ClientDownloadSizeSchema.optional(), photos: z.enum(['all', 'favourites']).optional() });
/** A write of the client's that only says it was done (the session cookie, a heart). */
export const ClientOkSchema = z.object({ ok: z.literal(true) });
export type ClientOk = z.infer<typeof ClientOkSchema>;
/** POST /c/<token>/api/selection: when the selection was sent. */
export const ClientSelectionSentSchema = z.object({ selectionSentAt: TimestampSchema });
export type ClientSelectionSent = z.infer<typeof ClientSelectionSentSchema>;
