import type { PhotoMetadata, ResponsiveImage, UploadResult } from '@portfolio/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { mediaAssets } from '../db/schema';
import type { Variant } from './derivatives';
import { publicUrl } from './media-files';

export type AssetRow = typeof mediaAssets.$inferSelect;

/** What the gallery needs to know about a stored upload. */
export interface StoredAsset {
  hash: string;
  kind: 'photo' | 'video';
  width: number | null;
  height: number | null;
  dateTaken: Date | null;
  metadata: PhotoMetadata | null;
  /** The uploaded file's own name, when the upload gave one. */
  originalName: string | null;
  /** Poster (video) or small derivative (photo) to use as the item's thumbnail. */
  thumbnailUrl: string | null;
}

export const variantsOf = (row: AssetRow): Variant[] => (Array.isArray(row.variants) ? (row.variants as Variant[]) : []);

/** The share JPEG of a photo: the URL answered for an upload. */
export function shareUrl(row: AssetRow): string | null {
  const jpeg = variantsOf(row).filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  return jpeg ? publicUrl(jpeg.file) : null;
}

/** The 960 WebP, else the widest smaller one, else the share JPEG. */
export function thumbnailOf(row: AssetRow): string | null {
  const webp = variantsOf(row)
    .filter((v) => v.format === 'webp' && v.width <= 960)
    .sort((a, b) => b.width - a.width)[0];
  return webp ? publicUrl(webp.file) : shareUrl(row);
}

/** The URL an upload answers: share JPEG for a photo, the stored file for a video. */
export function primaryUrl(row: AssetRow): string {
  if (row.kind === 'video') return publicUrl(row.originalFile.split('/').pop()!);
  return shareUrl(row) ?? '';
}

/** srcset data for a photo; lists only derivatives that exist. */
export function responsiveImage(row: AssetRow): ResponsiveImage | null {
  if (row.kind !== 'photo' || !row.width || !row.height) return null;
  const fallback = shareUrl(row);
  if (!fallback) return null;
  const list = (format: 'webp' | 'avif') =>
    variantsOf(row)
      .filter((v) => v.format === format)
      .sort((a, b) => a.width - b.width)
      .map((v) => ({ width: v.width, url: publicUrl(v.file) }));
  // Link previews: the canvas made for a panorama or a small photo, else the share JPEG itself.
  const preview = variantsOf(row).find((v) => v.format === 'share') ?? variantsOf(row).filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  const share = preview ? { url: publicUrl(preview.file), width: preview.width, height: preview.height } : undefined;
  return { width: row.width, height: row.height, placeholder: row.placeholder ?? null, avif: list('avif'), webp: list('webp'), fallback, ...(share ? { share } : {}) };
}

/**
 * The srcset of a watermarked client gallery's photo: its proofs only (WebP at the planned widths,
 * the JPEG as fallback), or null until the media queue has made them.
 */
export function proofImage(row: AssetRow): ResponsiveImage | null {
  if (row.kind !== 'photo' || !row.width || !row.height) return null;
  const variants = variantsOf(row);
  const jpeg = variants.find((v) => v.format === 'proof-jpeg');
  const webp = variants
    .filter((v) => v.format === 'proof')
    .sort((a, b) => a.width - b.width)
    .map((v) => ({ width: v.width, url: publicUrl(v.file) }));
  if (!jpeg || !webp.length) return null;
  return { width: row.width, height: row.height, placeholder: row.placeholder ?? null, avif: [], webp, fallback: publicUrl(jpeg.file) };
}

async function postersFor(db: Db, rows: AssetRow[]): Promise<Map<string, AssetRow>> {
  const hashes = [...new Set(rows.filter((r) => r.kind === 'video' && r.posterFile).map((r) => r.posterFile!))];
  if (!hashes.length) return new Map();
  const posters = await db.select().from(mediaAssets).where(inArray(mediaAssets.hash, hashes));
  return new Map(posters.map((p) => [p.hash, p]));
}

export function toUploadResult(row: AssetRow, poster: AssetRow | null, fileName?: string): UploadResult {
  return {
    ...viewOf(row, poster ?? undefined),
    type: row.kind,
    hash: row.hash,
    mime: row.mime,
    dateTaken: row.dateTaken ? row.dateTaken.toISOString() : null,
    metadata: (row.metadata as PhotoMetadata | null) ?? null,
    ...(fileName !== undefined ? { fileName } : {}),
  };
}

export async function getAsset(db: Db, hash: string): Promise<AssetRow | null> {
  return (await db.select().from(mediaAssets).where(eq(mediaAssets.hash, hash)).get()) ?? null;
}

export async function uploadResultFor(db: Db, row: AssetRow, fileName?: string): Promise<UploadResult> {
  const poster = row.kind === 'video' && row.posterFile ? await getAsset(db, row.posterFile) : null;
  return toUploadResult(row, poster, fileName);
}

/** The facts of a stored upload that fill a new gallery item, by its key; null when unknown. */
export async function findAsset(db: Db, hash: string): Promise<StoredAsset | null> {
  const row = await getAsset(db, hash);
  if (!row) return null;
  const poster = row.kind === 'video' && row.posterFile ? await getAsset(db, row.posterFile) : null;
  return {
    hash: row.hash,
    kind: row.kind,
    width: row.width ?? null,
    height: row.height ?? null,
    dateTaken: row.dateTaken ?? null,
    metadata: (row.metadata as PhotoMetadata | null) ?? null,
    originalName: row.originalName ?? null,
    thumbnailUrl: thumbnailFor(row, poster),
  };
}

/** What answers show of a stored upload: the URLs an upload answers and its responsive image. */
export interface MediaView {
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  /** A video's is its poster's. */
  image: ResponsiveImage | null;
  /** A video's length in seconds (read by ffprobe at upload); null for photos and when unknown. */
  duration: number | null;
}

/** The length stored with a video (`metadata.duration`, seconds), or null. */
export function videoDuration(row: Pick<AssetRow, 'kind' | 'metadata'>): number | null {
  const duration = row.kind === 'video' ? (row.metadata as { duration?: unknown } | null)?.duration : null;
  return typeof duration === 'number' && Number.isFinite(duration) && duration >= 0 ? duration : null;
}

const thumbnailFor = (row: AssetRow, poster: AssetRow | null | undefined) =>
  row.kind === 'photo' ? thumbnailOf(row) : poster ? thumbnailOf(poster) : null;

function viewOf(row: AssetRow, poster: AssetRow | undefined): MediaView {
  return {
    url: primaryUrl(row),
    thumbnailUrl: thumbnailFor(row, poster),
    width: row.width ?? null,
    height: row.height ?? null,
    image: row.kind === 'photo' ? responsiveImage(row) : poster ? responsiveImage(poster) : null,
    duration: videoDuration(row),
  };
}

/** Stored media by key, for answers: one query for all keys, one more for video posters. Unknown keys are absent. */
export async function mediaByKey(db: Db, keys: (string | null | undefined)[]): Promise<Map<string, MediaView>> {
  const hashes = [...new Set(keys.filter((k): k is string => !!k))];
  const rows: AssetRow[] = [];
  // SQLite caps bound parameters; stay well under it.
  for (let i = 0; i < hashes.length; i += 500) {
    rows.push(...(await db.select().from(mediaAssets).where(inArray(mediaAssets.hash, hashes.slice(i, i + 500)))));
  }
  const posters = await postersFor(db, rows);
  return new Map(rows.map((row) => [row.hash, viewOf(row, row.posterFile ? posters.get(row.posterFile) : undefined)]));
}

/** The responsive image of one stored upload (a video's poster's), or null. */
export async function imageOfKey(db: Db, hash: string): Promise<ResponsiveImage | null> {
  return (await mediaByKey(db, [hash])).get(hash)?.image ?? null;
}
