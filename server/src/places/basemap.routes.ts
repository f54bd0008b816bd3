import { statSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { parseByteRange } from '../lib/byte-range';
import { type Basemap, BASEMAP_PATH } from './basemap';
import { declare, file } from '../lib/openapi';

/** Browsers keep the archive a day, then ask again with its ETag. no-transform: a proxy must not compress it (ranges are of its bytes). */
const CACHE_CONTROL = 'public, max-age=86400, no-transform';

/**
 * The basemap's PMTiles archive, read by ranges: the map asks for the header, directories and
 * tiles it needs; each answer streams that slice of the file (archives can be gigabytes).
 */
export function basemapRoutes(basemap: Basemap | null) {
  return new Hono<AppEnv>().get(BASEMAP_PATH, declare({ path: BASEMAP_PATH, summary: "The detailed basemap's PMTiles archive, read by ranges", tags: ['public'], response: file('application/vnd.pmtiles'), missing: true, fileStatuses: { 206: 'The range asked for', 304: 'Unchanged (ETag)', 416: 'A range the archive does not have' } }), (c) => {
    if (!basemap) return c.json({ message: 'Not found' }, 404);
    let stat: { size: number; mtimeMs: number };
    try {
      stat = statSync(basemap.file);
    } catch {
      return c.json({ message: 'Not found' }, 404);
    }
    const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
    const headers: Record<string, string> = { 'Accept-Ranges': 'bytes', ETag: etag, 'Cache-Control': CACHE_CONTROL, 'Content-Type': 'application/vnd.pmtiles' };
    const ifRange = c.req.header('if-range');
    const range = ifRange && ifRange !== etag ? null : parseByteRange(c.req.header('range'), stat.size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${stat.size}` });
    if (range) {
      return new Response(Bun.file(basemap.file).slice(range.start, range.end + 1), {
        status: 206,
        headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${stat.size}`, 'Content-Length': String(range.end - range.start + 1) },
      });
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    return new Response(Bun.file(basemap.file), { headers: { ...headers, 'Content-Length': String(stat.size) } });
  });
}
