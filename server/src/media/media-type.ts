import sharp from 'sharp';

// The type check itself lives in shared/media-type.ts (the desktop import uses the same one);
// what this sharp build can decode is the server's own concern.

/**
 * The prebuilt libvips in sharp reads AVIF through libheif but has no HEVC decoder, so
 * HEIC/HEIF photos (the iPhone default) can only be accepted where sharp was built with one.
 */
export const HEIC_DECODABLE = Boolean(
  (sharp.format as unknown as Record<string, { input?: { fileSuffix?: string[] } }>).heif?.input?.fileSuffix?.some((s) =>
    ['.heic', '.heif'].includes(s),
  ),
);

export const ACCEPTED_TYPES_TEXT = `JPEG, PNG, WebP, AVIF, TIFF${HEIC_DECODABLE ? ', HEIC/HEIF' : ''} photos and MP4, WebM, MOV videos`;

