import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../lib/app-env';
import { CONTENT_TYPES, mediaDirs, PUBLIC_NAME_RE } from './media-files';
import { isPublicAsset } from './public-assets';
import { hasMediaAccess } from '../auth/media-access.service';
import { declare, file } from '../lib/openapi';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A file nothing public uses, answered to the back-office: kept by no cache, the browser's neither. */
const BACK_OFFICE_ONLY = 'private, no-store';

/** Parses a single `bytes=` range; 'bad' when unsatisfiable, null when absent or not understood. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'bad' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return header.trim().startsWith('bytes=') && !header.includes(',') ? 'bad' : null;
  const [, a, b] = m;
  if (a === '' && b === '') return 'bad';
  let start: number;
  let end: number;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/**
 * Media at /media/<name>. Only content-addressed names of the exact form the pipeline writes are
 * served (anything else, including encoded dots or slashes, is a 404), from media/public only.
 *
 * A file is public (immutable, for every cache) only while a published, public thing uses its
 * asset (media/public-assets.ts); its address stays the same when that changes, and so it gets
 * the public headers from then on. Any other file answers only the back-office (its bearer token
 * or its media cookie), never kept by a shared cache; to everyone else it does not exist (404,
 * not stored either, so a file published later is not hidden by a cached miss).
 */
const MediaNameParamSchema = z.object({ name: z.string().regex(PUBLIC_NAME_RE) });

export function mediaRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const dirs = mediaDirs(ctx.env.mediaDir);
  const notFound = (c: Context) => c.json({ message: 'Not found' }, 404, { 'Cache-Control': 'no-store' });

  app.get('/:name', declare({ path: '/media/:name', summary: 'A photo or video file: to everyone while something public uses it, else to the back-office only (its token or cookie)', tags: ['media'], params: MediaNameParamSchema, response: file('image/webp', 'image/avif', 'image/jpeg', 'video/mp4', 'video/webm', 'video/quicktime'), missing: true, fileStatuses: { 206: 'The range asked for (videos)', 301: 'Served by the CDN (MEDIA_PUBLIC_URL)', 304: 'Unchanged (ETag)', 416: 'A range the file does not have' } }), async (c) => {
    // The raw, undecoded last segment: percent-escapes never reach the file system.
    const rawPath = new URL(c.req.url).pathname;
    const name = rawPath.slice(rawPath.lastIndexOf('/') + 1);
    const m = PUBLIC_NAME_RE.exec(name);
    if (!m || c.req.param('name') !== name) return notFound(c);
    const isPublic = await isPublicAsset(ctx.db, m[1]!);
    if (!isPublic && !(await hasMediaAccess(c, ctx.db))) return notFound(c);
    if (isPublic && ctx.env.MEDIA_PUBLIC_URL) {
      // A CDN or the bucket serves public files itself; answers keep /media/ URLs, so the
      // database never depends on where files are served from. Other files never go there.
      return new Response(null, { status: 301, headers: { Location: `${ctx.env.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/${name}`, 'Cache-Control': IMMUTABLE } });
    }
    const key = `public/${name}`;
    const size = await dirs.store.size(key);
    if (size === null) return notFound(c);
    const etag = `"${name}"`;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[m[3]!] ?? 'application/octet-stream',
      'Cache-Control': isPublic ? IMMUTABLE : BACK_OFFICE_ONLY,
      ETag: etag,
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
    };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    const range = parseRange(c.req.header('range'), size);
    if (range === 'bad') {
      return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
    }
    const blob = dirs.store.blob(key);
    // A file on disk goes out as is (sendfile); an object from the bucket is streamed through.
    const body = (b: Blob) => (dirs.store.kind === 'disk' ? b : b.stream());
    if (range) {
      return new Response(body(blob.slice(range.start, range.end + 1)), {
        status: 206,
        headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) },
      });
    }
    return new Response(body(blob), { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
  });

  app.all('*', (c) => notFound(c));
  return app;
}
