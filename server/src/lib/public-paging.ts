import { GALLERY_FILTER_KEYS, type GalleryListQuery, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import type { Context } from 'hono';
import { Readable, type Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import { JSON_TYPE, pickEncoding, type PublicCache } from './public-cache';

/** The query string of a list request from its validated values (fixed order, empty ones left out). */
export function listQueryString(q: Partial<GalleryListQuery>): string {
  const params = new URLSearchParams();
  for (const key of ['language', 'limit', 'cursor', ...GALLERY_FILTER_KEYS, 'featured'] as const) {
    const value = q[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * A page of a public list as the specification's list (a JSON array), with the next page in a
 * `Link: <…>; rel="next"` header and the whole list's size in X-Total-Count; cached per content
 * version under `key`.
 */
export function sendPage<T>(c: Context, cache: PublicCache, key: string, linkTo: (cursor: string) => string, load: () => Promise<{ items: T[]; total: number; nextCursor: string | null }>): Promise<Response> {
  return cache.send(c, key, JSON_TYPE, async () => {
    const page = await load();
    const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(page.total) };
    if (page.nextCursor) headers.Link = `<${linkTo(page.nextCursor)}>; rel="next"`;
    return { body: JSON.stringify(page.items), headers };
  });
}

const COMPRESS: Record<'br' | 'gzip', () => Transform> = {
  br: () => createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: () => createGzip({ level: 6 }),
};

/**
 * A whole list (or file), streamed and compressed as it is read. Not kept in the page cache (its size
 * grows with the archive); an ETag of the content version lets a client that has it get a 304.
 */
export function sendStream(c: Context, version: string, stream: () => ReadableStream<Uint8Array>, contentType = JSON_TYPE): Response {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  const tag = `"${version}"`;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    ETag: encoding === 'identity' ? tag : tag.replace(/"$/, encoding === 'br' ? '-br"' : '-gz"'),
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-cache',
  };
  const known = c.req.header('if-none-match')?.split(',').map((t) => t.trim().replace(/^W\//, '').replace(/-(gz|br)"$/, '"'));
  if (known?.includes(tag)) return new Response(null, { status: 304, headers });
  if (encoding === 'identity') return new Response(stream(), { headers });
  headers['Content-Encoding'] = encoding;
  const body = Readable.fromWeb(stream() as unknown as NodeReadableStream<Uint8Array>).pipe(COMPRESS[encoding]());
  return new Response(Readable.toWeb(body) as unknown as ReadableStream<Uint8Array>, { headers });
}
