import type { Server } from 'bun';
import { BulkUploadResultSchema, type MediaJobs, MediaJobsSchema, MediaLookupRequestSchema, type MediaLookupResponse, MediaLookupResponseSchema, UploadResultSchema } from '@portfolio/shared';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../lib/app-env';
import { galleryItems, mediaAssets, mediaJobs } from '../db/schema';
import { AppError } from '../lib/app-error';
import { readBodyText } from '../lib/read-body';
import { primaryUrl } from './assets';
import { ingestReceived } from './ingest.service';
import { mediaDirs, removeQuietly } from './media-files';
import { mediaQueueFor, uploadsInFlight } from './media-queue';
import { type ReceivedFile, receiveMultipart } from './multipart';
import { declare } from '../lib/openapi';

const MB = 1024 * 1024;

/**
 * Admin media calls, mounted under /api/admin (the session middleware there guards them):
 *   POST /upload       multipart `file` (+ optional `poster` for a video) → UploadResult
 *   POST /upload/bulk  multipart `files` (one or more) → { files: UploadResult[] }
 *   POST /media/lookup { hashes } → { found: [{ hash, url, galleryItemIds }] }
 *   GET  /media/jobs   { pending, failed }: derivatives the background queue still has to make
 */
export function uploadRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  // The queue's extra workers step back while an upload is being answered.
  app.use('*', async (c, next) => {
    if (c.req.method !== 'POST' || !/\/upload(\/bulk)?$/.test(c.req.path)) return next();
    // Bun closes a connection that is silent for idleTimeout seconds, and an upload is silent
    // while its derivatives are made (a 24 MP photo on a busy machine: longer than Bun's default
    // 10 s; the client saw ECONNRESET). An upload is timed by its own rule instead: the body must
    // keep arriving (UPLOAD_STALL_SECONDS), then the answer takes what the work takes.
    (c.env as unknown as Server<unknown> | undefined)?.timeout?.(c.req.raw, 0);
    uploadsInFlight.count++;
    try {
      await next();
    } finally {
      uploadsInFlight.count--;
    }
  });
  const limits = () => ({
    dirs: mediaDirs(ctx.env.mediaDir),
    maxPhotoBytes: ctx.env.MAX_IMAGE_UPLOAD_MB * MB,
    maxVideoBytes: ctx.env.MAX_VIDEO_UPLOAD_MB * MB,
    stallMs: ctx.env.UPLOAD_STALL_SECONDS * 1000,
  });

  const ingestAll = async (files: ReceivedFile[], poster: ReceivedFile | null) => {
    const results = [];
    try {
      for (const [i, f] of files.entries()) {
        results.push(await ingestReceived(ctx, f, i === 0 ? poster : null));
        files[i] = { ...f, tmpPath: '' };
      }
      return results;
    } catch (err) {
      await removeQuietly(...files.map((f) => f.tmpPath), poster?.tmpPath);
      throw err;
    }
  };

  app.post('/upload', declare({ path: '/api/admin/upload', summary: 'Uploads a photo or a video (with its poster): stored by the hash of its bytes, its files made', tags: ['media'], upload: { file: 'The photo or video', poster: "A video's poster image (optional)" }, response: UploadResultSchema, refuses: { 408: 'The upload stalled', 415: 'Not a photo or video this site takes', 422: 'The file is damaged, too large in pixels, or its metadata could not be removed' } }), async (c) => {
    const { files } = await receiveMultipart(c.req.raw, { ...limits(), fileFields: ['file', 'poster'], maxFiles: 2 });
    const main = files.filter((f) => f.field === 'file');
    const poster = files.find((f) => f.field === 'poster') ?? null;
    if (main.length !== 1) {
      await removeQuietly(...files.map((f) => f.tmpPath));
      throw new AppError('bad_request', main.length ? 'Send one file in the field "file".' : 'No file uploaded: send it in the field "file".');
    }
    const [result] = await ingestAll(main, poster);
    return c.json(result!);
  });

  app.post('/upload/bulk', declare({ path: '/api/admin/upload/bulk', summary: 'Uploads up to 100 files at once', tags: ['media'], upload: { files: 'The photos and videos (the field repeated)' }, response: BulkUploadResultSchema, refuses: { 408: 'The upload stalled', 415: 'Not a photo or video this site takes', 422: 'A file is damaged, too large in pixels, or its metadata could not be removed' } }), async (c) => {
    const { files } = await receiveMultipart(c.req.raw, { ...limits(), fileFields: ['files', 'file'], maxFiles: 100 });
    if (!files.length) throw new AppError('bad_request', 'Please select files to upload');
    return c.json({ files: await ingestAll(files, null) });
  });

  /** A lookup names a few thousand hashes at most. */
  const MAX_LOOKUP_BYTES = 1024 * 1024;
  const parseOrNull = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  };

  app.post('/media/lookup', declare({ path: '/api/admin/media/lookup', summary: 'Which of these hashes are uploaded already, and the gallery items that use them', tags: ['media'], body: MediaLookupRequestSchema, response: MediaLookupResponseSchema }), async (c) => {
    const text = await readBodyText(c, MAX_LOOKUP_BYTES);
    const parsed = MediaLookupRequestSchema.safeParse(parseOrNull(text));
    if (!parsed.success) {
      throw new AppError(
        'bad_request',
        'Send { hashes: [sha256 hex, …] }.',
        parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      );
    }
    const hashes = [...new Set(parsed.data.hashes)];
    const [assets, items] = await Promise.all([
      ctx.db.select().from(mediaAssets).where(inArray(mediaAssets.hash, hashes)),
      ctx.db
        .select({ id: galleryItems.id, hash: galleryItems.mediaHash })
        .from(galleryItems)
        .where(and(isNotNull(galleryItems.mediaHash), inArray(galleryItems.mediaHash, hashes))),
    ]);
    const found: MediaLookupResponse['found'] = assets.map((a) => ({
      hash: a.hash,
      url: primaryUrl(a),
      galleryItemIds: items.filter((i) => i.hash === a.hash).map((i) => i.id),
    }));
    return c.json({ found } satisfies MediaLookupResponse);
  });

  app.get('/media/jobs', declare({ path: '/api/admin/media/jobs', summary: 'Derivatives the background queue still has to make', tags: ['media'], response: MediaJobsSchema }), async (c) => {
    const row = await ctx.db
      .select({
        pending: sql<number>`sum(case when ${mediaJobs.attempts} < 3 then 1 else 0 end)`,
        failed: sql<number>`sum(case when ${mediaJobs.attempts} >= 3 then 1 else 0 end)`,
      })
      .from(mediaJobs)
      .get();
    return c.json({ pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), queueRunning: !!mediaQueueFor(ctx.db) } satisfies MediaJobs);
  });

  return app;
}
