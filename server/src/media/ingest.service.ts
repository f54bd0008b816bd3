import { createHash } from 'node:crypto';
import { stat, writeFile } from 'node:fs/promises';
import type { UploadResult } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../lib/app-env';
import { mediaAssets, mediaJobs } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type AssetRow, getAsset, uploadResultFor } from './assets';
import { makeFastDerivatives, probeImage } from './derivatives';
import { fileMarksFor } from './file-marks';
import { readExif } from './exif';
import { mediaDirs, type MediaDirs, publish, removeQuietly, tempPath } from './media-files';
import { imageSlots } from './memory';
import { mediaQueueFor } from './media-queue';
import { SNIFF_BYTES, sniffType } from '@portfolio/shared/media-type';
import { ACCEPTED_TYPES_TEXT } from './media-type';
import type { ReceivedFile } from './multipart';
import { extractPoster, probeVideo, publicVideoCopy } from './video';

/** Wraps bytes made on the server (demo photos, ffmpeg posters) as if they had been uploaded. */
export async function receivedFromBuffer(dirs: MediaDirs, bytes: Uint8Array, fileName: string, field = 'file'): Promise<ReceivedFile> {
  const type = sniffType(bytes.subarray(0, SNIFF_BYTES));
  if (!type) throw new AppError('unsupported_media_type', `"${fileName}" is not a supported file type. Accepted: ${ACCEPTED_TYPES_TEXT}.`);
  const tmpPath = tempPath(dirs, '.upload');
  await writeFile(tmpPath, bytes);
  return { field, fileName, tmpPath, size: bytes.length, hash: createHash('sha256').update(bytes).digest('hex'), type };
}

/**
 * Stores a photo: probe, one decode for the first derivatives (422 if the file is damaged), Exif,
 * then the original moves into place and only then the rows are written. The remaining derivatives
 * become media_jobs for the background queue. Same bytes again: the stored asset is answered.
 */
type AssetFacts = Omit<typeof mediaAssets.$inferInsert, 'hash' | 'mime' | 'originalFile' | 'originalName'>;

/**
 * Stores the uploaded original and the asset's row. Undefined when a parallel upload of the same
 * bytes stored it a moment ago (its files are identical).
 */
async function keepOriginal(ctx: AppContext, dirs: MediaDirs, f: ReceivedFile, made: string[], facts: AssetFacts): Promise<AssetRow | undefined> {
  const originalFile = `originals/${f.hash}.${f.type.ext}`;
  await publish(dirs, f.tmpPath, originalFile);
  made.push(originalFile);
  return ctx.db
    .insert(mediaAssets)
    .values({ ...facts, hash: f.hash, mime: f.type.mime, originalFile, originalName: f.fileName || null })
    .onConflictDoNothing()
    .returning()
    .get();
}

async function ingestPhoto(ctx: AppContext, f: ReceivedFile): Promise<AssetRow> {
  const dirs = mediaDirs(ctx.env.mediaDir);
  const existing = await getAsset(ctx.db, f.hash);
  if (existing) {
    await removeQuietly(f.tmpPath);
    return existing;
  }
  /** Store keys written so far, removed again if the upload fails. */
  const made: string[] = [];
  try {
    const probe = await probeImage(f.tmpPath, f.fileName ? `"${f.fileName}"` : 'The image');
    const marks = await fileMarksFor(ctx.db, ctx.env.publicUrl, f.hash);
    const fast = await imageSlots.run(true, () => makeFastDerivatives(dirs, f.hash, f.tmpPath, probe, marks));
    made.push(...fast.variants.map((v) => `public/${v.file}`));
    const exif = await readExif(f.tmpPath);
    const row = await keepOriginal(ctx, dirs, f, made, {
      kind: 'photo',
      size: f.size,
      width: probe.width,
      height: probe.height,
      placeholder: fast.placeholder,
      variants: fast.variants,
      metadata: exif.metadata,
      dateTaken: exif.dateTaken,
    });
    if (!row) {
      // The same bytes were stored by a parallel upload a moment ago; its files are identical.
      return (await getAsset(ctx.db, f.hash))!;
    }
    if (fast.later.length) {
      await ctx.db
        .insert(mediaJobs)
        .values(fast.later.map((j) => ({ hash: f.hash, format: j.format, width: j.width })))
        .onConflictDoNothing();
      mediaQueueFor(ctx.db)?.kick();
    }
    return row;
  } catch (err) {
    await removeQuietly(f.tmpPath);
    for (const key of made) await dirs.store.remove(key);
    throw err;
  }
}

/** Keeps a video as uploaded (privately) and publishes it without metadata; poster from the admin's `poster` file, else a frame from ffmpeg. */
async function ingestVideo(ctx: AppContext, f: ReceivedFile, posterFile: ReceivedFile | null): Promise<AssetRow> {
  const dirs = mediaDirs(ctx.env.mediaDir);
  const existing = await getAsset(ctx.db, f.hash);
  if (existing && (!posterFile || existing.posterFile)) {
    await removeQuietly(f.tmpPath, posterFile?.tmpPath);
    return existing;
  }
  let poster: AssetRow | null = null;
  if (posterFile) {
    poster = await ingestPhoto(ctx, posterFile);
  }
  if (existing) {
    // Same video again, now with a poster the first upload lacked.
    await removeQuietly(f.tmpPath);
    return (
      (await ctx.db.update(mediaAssets).set({ posterFile: poster!.hash }).where(eq(mediaAssets.hash, f.hash)).returning().get()) ?? existing
    );
  }
  // The upload is kept privately as is; visitors get a copy without container metadata (GPS), or
  // nothing when no such copy can be made.
  const publicRel = `public/${f.hash}.${f.type.ext}`;
  const publicTmp = tempPath(dirs, `.${f.type.ext}`);
  const made: string[] = [];
  try {
    let probe: Awaited<ReturnType<typeof probeVideo>> = null;
    try {
      probe = await probeVideo(f.tmpPath);
    } catch {
      throw new AppError('unprocessable', `${f.fileName ? `"${f.fileName}"` : 'The video'} could not be read: the file is damaged or incomplete.`);
    }
    // Never published as it came: its metadata may hold where it was recorded.
    const copy = await publicVideoCopy(f.tmpPath, publicTmp, f.type.ext);
    if (!copy.ok) {
      const name = f.fileName ? `"${f.fileName}"` : 'The video';
      console.warn(`Video ${f.fileName || f.hash} refused: its metadata could not be removed: ${copy.reason}`);
      throw new AppError('unprocessable', `${name} was not published: its metadata (which can hold where it was recorded) could not be removed on the server (${copy.reason}).`);
    }
    if (!poster) {
      const frame = tempPath(dirs, '.jpg');
      if (await extractPoster(f.tmpPath, frame, probe?.duration ?? null)) {
        try {
          const bytes = new Uint8Array(await Bun.file(frame).arrayBuffer());
          poster = await ingestPhoto(ctx, await receivedFromBuffer(dirs, bytes, `${f.fileName || 'video'} poster.jpg`));
        } catch {
          poster = null;
        } finally {
          await removeQuietly(frame);
        }
      }
    }
    const size = (await stat(f.tmpPath)).size;
    await publish(dirs, publicTmp, publicRel);
    made.push(publicRel);
    const row = await keepOriginal(ctx, dirs, f, made, {
      kind: 'video',
      size,
      width: probe?.width ?? poster?.width ?? null,
      height: probe?.height ?? poster?.height ?? null,
      placeholder: poster?.placeholder ?? null,
      posterFile: poster?.hash ?? null,
      metadata: probe?.duration != null ? { duration: probe.duration } : null,
      dateTaken: probe?.createdAt ?? null,
    });
    return row ?? (await getAsset(ctx.db, f.hash))!;
  } catch (err) {
    await removeQuietly(f.tmpPath, publicTmp);
    for (const key of made) await dirs.store.remove(key);
    throw err;
  }
}


/** Ingests one received file (and an optional poster for a video) and answers the upload result. */
export async function ingestReceived(ctx: AppContext, f: ReceivedFile, poster: ReceivedFile | null = null): Promise<UploadResult> {
  if (f.type.kind === 'video') {
    if (poster && poster.type.kind !== 'photo') {
      await removeQuietly(f.tmpPath, poster.tmpPath);
      throw new AppError('unsupported_media_type', 'The poster must be a photo (JPEG, PNG, WebP, AVIF or TIFF).');
    }
    const row = await ingestVideo(ctx, f, poster);
    return uploadResultFor(ctx.db, row, f.fileName);
  }
  await removeQuietly(poster?.tmpPath);
  const row = await ingestPhoto(ctx, f);
  return uploadResultFor(ctx.db, row, f.fileName);
}

/** Ingests bytes made on the server through the same path as an upload (demo content). */
export async function ingestBytes(ctx: AppContext, bytes: Uint8Array, fileName: string): Promise<UploadResult> {
  const dirs = mediaDirs(ctx.env.mediaDir);
  return ingestReceived(ctx, await receivedFromBuffer(dirs, bytes, fileName));
}
