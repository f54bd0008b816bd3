import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../lib/app-env';
import { isPrivateAsset } from '../client-galleries/client-gallery-photos.service';
import { CONTENT_TYPES, mediaDirs, PUBLIC_NAME_RE } from './media-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
 * Public media at /media/<name>. Only content-addressed names of the exact form the pipeline writes
 * are served (anything else, including encoded dots or slashes, is a 404), from media/public only.
 */
export function mediaRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  const dirs = mediaDirs(ctx.env.mediaDir);

  app.get('/:name', async (c) => {
    // The raw, undecoded last segment: percent-escapes never reach the file system.
    const rawPath = new URL(c.req.url).pathname;
    const name = rawPath.slice(rawPath.lastIndexOf('/') + 1);
    const m = PUBLIC_NAME_RE.exec(name);
    if (!m || c.req.param('name') !== name) {
      return c.json({ message: 'Not found' }, 404);
    }
    // A client gallery's private photo is served through that gallery only (client-galleries/client-gallery.routes.ts).
    if (await isPrivateAsset(ctx.db, m[1]!)) return c.json({ message: 'Not found' }, 404);
    if (ctx.env.MEDIA_PUBLIC_URL) {
      // A CDN or the bucket serves public files itself; answers keep /media/ URLs, so the
      // database never depends on where files are served from.
      return new Response(null, { status: 301, headers: { Location: `${ctx.env.MEDIA_PUBLIC_URL.replace(/\/+$/, '')}/${name}`, 'Cache-Control': IMMUTABLE } });
    }
    const key = `public/${name}`;
    const size = await dirs.store.size(key);
    if (size === null) return c.json({ message: 'Not found' }, 404);
    const etag = `"${name}"`;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[m[3]!] ?? 'application/octet-stream',
      'Cache-Control': IMMUTABLE,
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

  app.all('*', (c) => c.json({ message: 'Not found' }, 404));
  return app;
}
