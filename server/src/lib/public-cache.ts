import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import type { Db } from '../db/db-type';
import { type Clock, systemClock } from './clock';
import { getContentVersion } from './content-version';

type Encoding = 'br' | 'gzip' | 'identity';

/** One recorded answer of the routed path: replayed as is for the same request kind. */
interface Replay {
  body: Blob | null;
  init: { status: number; headers: Headers };
}

/** An encoding, plus `!` when If-None-Match matched (a 304). */
type ReplayKind = Encoding | `${Encoding}!`;

interface Entry {
  key: string;
  version: number;
  contentType: string;
  /** 200, or 404 for a page that says what is missing. */
  status: number;
  /** Headers of the answer itself (a page's Link and total count). */
  headers?: Record<string, string>;
  tag: string;
  body: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  /** Whole answers (status, every header the app adds, body) seen on the routed path, per kind. */
  replays?: Partial<Record<ReplayKind, Replay>>;
}

/** A rendered answer: its body, status (200 when absent) and own headers. */
interface Rendered {
  body: string;
  status?: number;
  headers?: Record<string, string>;
}

/** What respond() chose for a routed request, read back once the app has finished the answer. */
interface Pending {
  entry: Entry;
  kind: ReplayKind;
  status: number;
  body: Uint8Array<ArrayBuffer> | null;
}

type Fetch = (request: Request, ...rest: any[]) => Response | Promise<Response>;

export const JSON_TYPE = 'application/json; charset=UTF-8';

/** Answers smaller than this are sent as they are: compressing them gains nothing. */
const MIN_COMPRESS_BYTES = 1024;

const picked = new Map<string, Encoding>();

/** Picks br, then gzip, from Accept-Encoding (an explicit q=0 refuses one). */
export function pickEncoding(header: string | null | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = picked.get(header);
  if (encoding) return encoding;
  encoding = parseEncoding(header);
  // Browsers send a handful of distinct values: remember them, bounded.
  if (picked.size >= 100) picked.delete(picked.keys().next().value!);
  picked.set(header, encoding);
  return encoding;
}

function parseEncoding(header: string): Encoding {
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
function matches(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '').replace(/-(gz|br)"$/, '"') === tag);
}

/** The path and query of a request URL (what routing sees), without scheme and host. */
function pathAndQuery(url: string): string {
  const at = url.indexOf('/', url.indexOf(':') + 4);
  return at < 0 ? '/' : url.slice(at);
}

/**
 * In-memory cache of public answers, keyed on a normalized request key and the content version
 * (read at most once a second, see getContentVersion). Each answer is serialized and compressed
 * once, carries a strong ETag per encoding, and a matching If-None-Match gets 304.
 *
 * `front()` puts the cache in front of the app: once the routed path has answered a GET URL from
 * here, later GETs of that URL with the same outcome (encoding, 200 or 304) are answered with the
 * very same status, headers and bytes without routing, until the content version changes. So a
 * route that uses `send` must answer a URL only from here, and middleware must add the same
 * headers to such answers every time (security headers; CORS, which varies by Origin, is left to
 * the routed path: requests with an Origin are neither replayed nor recorded).
 */
export class PublicCache {
  private entries = new Map<string, Entry>();
  /** Request path and query -> cache key, as the routed path resolved it (bounded). */
  private urls = new Map<string, string>();
  private pending = new WeakMap<Request, Pending>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    private readonly maxEntries = 500,
    private readonly maxUrls = 1000,
  ) {}

  clear() {
    this.entries.clear();
    this.urls.clear();
  }

  /** Answers from the cache; `render` gives the body, or the body with its status (200 when not given) and own headers. */
  async send(c: Context, key: string, contentType: string, render: () => Promise<string | Rendered>): Promise<Response> {
    const version = await getContentVersion(this.db, this.clock);
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version || entry.contentType !== contentType) {
      const rendered = await render();
      const { body: text, status = 200, headers } = typeof rendered === 'string' ? { body: rendered } : rendered;
      const body = new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
      entry = { key, version, contentType, status, headers, body, tag: `"${version.toString(36)}-${Bun.hash(body).toString(36)}"` };
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return this.respond(c, entry);
  }

  sendJson(c: Context, key: string, compute: () => Promise<unknown>): Promise<Response> {
    return this.send(c, key, JSON_TYPE, async () => JSON.stringify(await compute()));
  }

  /** Wraps the app's fetch: cached public GETs are answered here, everything else is routed. */
  front<F extends Fetch>(route: F): F {
    const fetch = (request: Request, ...rest: unknown[]): Response | Promise<Response> => {
      // A request from another page's script (Origin set) gets its CORS answer from the routed path.
      if (request.method === 'GET' && this.urls.size !== 0 && !request.headers.has('origin')) {
        const key = this.urls.get(pathAndQuery(request.url));
        const entry = key === undefined ? undefined : this.entries.get(key);
        if (entry?.replays) return this.replay(entry, request, route, rest);
      }
      return this.routed(request, route, rest);
    };
    return fetch as F;
  }

  private async replay(entry: Entry, request: Request, route: Fetch, rest: unknown[]): Promise<Response> {
    const version = await getContentVersion(this.db, this.clock);
    if (version === entry.version && this.entries.get(entry.key) === entry) {
      const headers = request.headers;
      const encoding = this.encodingFor(entry, headers.get('accept-encoding'));
      const kind: ReplayKind = matches(headers.get('if-none-match'), entry.tag) ? `${encoding}!` : encoding;
      const recorded = entry.replays![kind];
      if (recorded) {
        return new Response(recorded.body, recorded.init);
      }
    }
    return this.routed(request, route, rest);
  }

  private async routed(request: Request, route: Fetch, rest: unknown[]): Promise<Response> {
    const res = await route(request, ...rest);
    const pending = this.pending.get(request);
    if (pending) {
      this.pending.delete(request);
      this.record(request, res, pending);
    }
    return res;
  }

  /** Keeps the app's finished answer for replay, if it is still the current one and nothing varied it. */
  private record(request: Request, res: Response, p: Pending) {
    const { entry } = p;
    // An answer that varies with more than the encoding (a plain page address in the visitor's
    // language) is never replayed by URL alone.
    if (this.entries.get(entry.key) !== entry || res.status !== p.status || res.headers.has('set-cookie') || /cookie/i.test(res.headers.get('vary') ?? '')) return;
    // CORS headers answer one origin: such an answer is never replayed to another.
    if (request.headers.has('origin')) return;
    const url = pathAndQuery(request.url);
    if (this.urls.get(url) !== entry.key) {
      this.urls.delete(url);
      if (this.urls.size >= this.maxUrls) this.urls.delete(this.urls.keys().next().value!);
      this.urls.set(url, entry.key);
    }
    (entry.replays ??= {})[p.kind] ??= {
      body: p.body && new Blob([p.body]),
      init: { status: res.status, headers: new Headers(res.headers) },
    };
  }

  private encodingFor(entry: Entry, acceptEncoding: string | null | undefined): Encoding {
    return entry.body.byteLength < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(acceptEncoding);
  }

  private respond(c: Context, entry: Entry): Response {
    const encoding = this.encodingFor(entry, c.req.header('accept-encoding'));
    const tag = encoding === 'identity' ? entry.tag : entry.tag.replace(/"$/, encoding === 'br' ? '-br"' : '-gz"');
    const headers: Record<string, string> = {
      ...entry.headers,
      'Content-Type': entry.contentType,
      ETag: tag,
      Vary: 'Accept-Encoding',
      // Always revalidate: the ETag makes that a cheap 304.
      'Cache-Control': 'no-cache',
    };
    const notModified = matches(c.req.header('if-none-match'), entry.tag);
    let body: Uint8Array<ArrayBuffer> | null = null;
    if (!notModified) {
      body = entry.body;
      if (encoding === 'gzip') body = entry.gzip ??= Bun.gzipSync(entry.body, { level: 6 }) as Uint8Array<ArrayBuffer>;
      if (encoding === 'br') {
        body = entry.br ??= Uint8Array.from(
          brotliCompressSync(entry.body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength },
          }),
        );
      }
      if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    }
    const status = notModified ? 304 : entry.status;
    if (c.req.method === 'GET') {
      this.pending.set(c.req.raw, { entry, kind: notModified ? `${encoding}!` : encoding, status, body });
    }
    return new Response(body, { status, headers });
  }
}
