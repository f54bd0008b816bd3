import { z } from 'zod';

/** One derivative of an image: a public URL and its pixel width. */
export const ImageSourceSchema = z.object({ width: z.number().int(), url: z.string() });

/**
 * What a client needs to draw an image responsively: `srcset` per format, intrinsic size for
 * layout, and a tiny blurred placeholder (a data: URL) to show while loading. Lists hold only the
 * derivatives that exist; until a format is made its list is empty and `fallback` still works.
 */
export const ResponsiveImageSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string().nullable(),
  avif: z.array(ImageSourceSchema),
  webp: z.array(ImageSourceSchema),
  /** A JPEG for sharing and for browsers without WebP. */
  fallback: z.string(),
  /** The JPEG for link previews with its size: at least 1200 x 630 (a panorama or a small photo on a canvas). */
  share: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).optional(),
});
export type ResponsiveImage = z.infer<typeof ResponsiveImageSchema>;

/** Camera metadata read from Exif. GPS fields are for admins only and never sent publicly. */
export const PhotoMetadataSchema = z.object({
  Make: z.string().max(200).optional(),
  Model: z.string().max(200).optional(),
  LensModel: z.string().max(200).optional(),
  FocalLength: z.number().optional(),
  FNumber: z.number().optional(),
  ExposureTime: z.number().optional(),
  ISO: z.number().optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** Video duration in seconds. */
  duration: z.number().optional(),
});
export type PhotoMetadata = z.infer<typeof PhotoMetadataSchema>;

export const MediaKindSchema = z.enum(['photo', 'video']);

/** Answer of POST /api/admin/upload and one entry of the bulk answer. */
export const UploadResultSchema = z.object({
  url: z.string(),
  type: MediaKindSchema,
  /** Poster for a video, the small derivative for a photo. */
  thumbnailUrl: z.string().nullable(),
  /** sha256 of the uploaded bytes, hex. */
  hash: z.string(),
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  dateTaken: z.string().nullable(),
  metadata: PhotoMetadataSchema.nullable(),
  image: ResponsiveImageSchema.nullable(),
  /** A video's length in seconds (read at upload); null for a photo or when unknown. */
  duration: z.number().nullable().optional(),
  fileName: z.string().optional(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const BulkUploadResultSchema = z.object({ files: z.array(UploadResultSchema) });
export type BulkUploadResult = z.infer<typeof BulkUploadResultSchema>;

export const Sha256Schema = z.string().regex(/^[a-f0-9]{64}$/, 'Expected a sha256 hex digest');

/** A stored upload's key: the sha256 of its bytes (UploadResult.hash). */
export const MediaKeySchema = z.string().trim().toLowerCase().pipe(Sha256Schema);

/** Stored media is named by its key; a URL is only for media outside this site. Exactly one of the two. */
export const ONE_MEDIA_MESSAGE = 'Send either the upload\'s key (mediaHash) or, for media outside this site, a url: exactly one of the two';

/** True when exactly one of a key and a URL is given (for a refine). */
export const hasOneMedia = (key: string | null | undefined, url: string | null | undefined) => !!key !== !!url;

/** POST /api/admin/media/lookup: which of these file hashes the server already has. */
export const MediaLookupRequestSchema = z.object({ hashes: z.array(Sha256Schema).min(1).max(2000) });
export const MediaLookupResponseSchema = z.object({
  found: z.array(z.object({ hash: z.string(), url: z.string(), galleryItemIds: z.array(z.number().int()) })),
});
export type MediaLookupResponse = z.infer<typeof MediaLookupResponseSchema>;

/** GET /api/admin/media/jobs: derivatives the background queue still has to make, and whether it runs in this process. */
export const MediaJobsSchema = z.object({ pending: z.number().int(), failed: z.number().int(), queueRunning: z.boolean() });
export type MediaJobs = z.infer<typeof MediaJobsSchema>;
