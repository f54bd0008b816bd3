import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { getContentVersion } from '../services/content-version';

type Encoding = 'br' | 'gzip' | 'identity';

interface Entry {
  version: number;
  contentType: string;
  tag: string;
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
}

/** Answers smaller than this are sent as they are: compressing them gains nothing. */
const MIN_COMPRESS_BYTES = 1024;

/** Picks br, then gzip, from Accept-Encoding (an explicit q=0 refuses one). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** True when If-None-Match names this tag, whatever encoding suffix or weak prefix it carries. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '').replace(/-(gz|br)"$/, '"') === tag);
}

/**
 * In-memory cache of public answers, keyed on a normalized request key and the content version
 * (one primary-key read per request). Each answer is serialized and compressed once, carries a
 * strong ETag per encoding, and a matching If-None-Match gets 304.
 */
export class PublicCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 500,
  ) {}

  clear() {
    this.entries.clear();
  }

  async send(c: Context, key: string, contentType: string, render: () => Promise<string>): Promise<Response> {
    const version = await getContentVersion(this.db);
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version || entry.contentType !== contentType) {
      const body = new TextEncoder().encode(await render()) as Uint8Array<ArrayBuffer>;
      entry = { version, contentType, body, tag: `"${version.toString(36)}-${Bun.hash(body).toString(36)}"` };
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return this.respond(c, entry);
  }

  sendJson(c: Context, key: string, compute: () => Promise<unknown>): Promise<Response> {
    return this.send(c, key, 'application/json; charset=UTF-8', async () => JSON.stringify(await compute()));
  }

  private respond(c: Context, entry: Entry): Response {
    const encoding = entry.body.byteLength < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(c.req.header('accept-encoding'));
    const tag = encoding === 'identity' ? entry.tag : entry.tag.replace(/"$/, encoding === 'br' ? '-br"' : '-gz"');
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      ETag: tag,
      Vary: 'Accept-Encoding',
      // Always revalidate: the ETag makes that a cheap 304.
      'Cache-Control': 'no-cache',
    };
    if (matches(c.req.header('if-none-match'), entry.tag)) return new Response(null, { status: 304, headers });
    let body = entry.body;
    if (encoding === 'gzip') body = entry.gzip ??= Bun.gzipSync(entry.body, { level: 6 }) as Uint8Array<ArrayBuffer>;
    if (encoding === 'br') {
      body = entry.br ??= Uint8Array.from(
        brotliCompressSync(entry.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength },
        }),
      );
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return new Response(body, { status: 200, headers });
  }
}
