import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { brotliCompressSync, createGunzip, constants as zlib } from 'node:zlib';
import type { Context } from 'hono';
import type { Db } from '../db/db-type';
import { type Clock, systemClock } from './clock';
import { getContentVersion, knownContentVersion } from './content-version';
import { type Snapshot, SnapshotStore } from './snapshots';

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One recorded answer of the routed path, replayed as is for the same request kind: its body
 * (shared by every replay, never read) and its status and headers, built once.
 */
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
  /** A snapshot's answer: gzipped on disk, sent from there (`body` is then empty). */
  snapshot?: Snapshot;
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
  body: Uint8Array<ArrayBuffer> | Blob | null;
}

type Fetch = (request: Request, ...rest: any[]) => Response | Promise<Response>;

export const JSON_TYPE = 'application/json; charset=UTF-8';

/** Answers smaller than this are sent as they are: compressing them gains nothing. */
const MIN_COMPRESS_BYTES = 1024;

/** What an Accept-Encoding header takes: the encoding to send, and whether gzip is taken. */
const picked = new Map<string, { best: Encoding; gzip: boolean }>();

function accepted(header: string): { best: Encoding; gzip: boolean } {
  let known = picked.get(header);
  if (known) return known;
  known = parseEncoding(header);
  // Browsers send a handful of distinct values: remember them, bounded.
  if (picked.size >= 100) picked.delete(picked.keys().next().value!);
  picked.set(header, known);
  return known;
}

/** Picks br, then gzip, from Accept-Encoding (an explicit q=0 refuses one). */
export function pickEncoding(header: string | null | undefined): Encoding {
  return header ? accepted(header).best : 'identity';
}

/** Whether Accept-Encoding takes gzip (an explicit q=0 refuses it). */
const acceptsGzip = (header: string | null | undefined): boolean => (header ? accepted(header).gzip : false);

function parseEncoding(header: string): { best: Encoding; gzip: boolean } {
  const names = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) names.add(name.trim());
  }
  const gzip = names.has('gzip') || names.has('*');
  return { best: names.has('br') ? 'br' : gzip ? 'gzip' : 'identity', gzip };
}

/** True when If-None-Match names this tag, whatever encoding suffix or weak prefix it carries. */
function matches(ifNoneMatch: string | null | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '').replace(/-(gz|br)"$/, '"') === tag);
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
  /** Request URL -> cache key, as the routed path resolved it (bounded). */
  private urls = new Map<string, string>();
  private pending = new WeakMap<Request, Pending>();

  private readonly snapshots: SnapshotStore | null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    { snapshotsDir, maxEntries = 500, maxUrls = 1000 }: { snapshotsDir?: string; maxEntries?: number; maxUrls?: number } = {},
  ) {
    this.snapshots = snapshotsDir ? new SnapshotStore(snapshotsDir) : null;
    this.maxEntries = maxEntries;
    this.maxUrls = maxUrls;
  }

  private readonly maxEntries: number;
  private readonly maxUrls: number;

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

  /**
   * A whole answer that grows with the archive (an unpaged list, a sitemap file), written once per
   * content version from `open` into a gzip file on disk (see SnapshotStore) and sent from there:
   * its ETag is `"<name>-<version>"`, gzip to every client that takes it (unpacked as it is sent
   * to one that does not), and a matching If-None-Match gets 304. Like `send`, the answer is then
   * replayed in front of routing until the version changes.
   */
  async sendSnapshot(c: Context, name: string, open: () => ReadableStream<Uint8Array>, contentType = JSON_TYPE): Promise<Response> {
    const version = await getContentVersion(this.db, this.clock);
    const key = `snapshot:${name}`;
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      if (!this.snapshots) throw new Error('This cache has no folder for snapshots (snapshotsDir)');
      const snapshot = await this.snapshots.get(name, version, open);
      entry = { key, version, contentType, status: 200, body: new Uint8Array(0), snapshot, tag: `"${name}-${version.toString(36)}"` };
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return this.respondSnapshot(c, entry, entry.snapshot!);
  }

  /** Wraps the app's fetch: cached public GETs are answered here, everything else is routed. */
  front<F extends Fetch>(route: F): F {
    // Two fixed extra arguments (Bun's server; Hono's env and context) rather than a rest array:
    // this runs for every request, and what it allocates is what the collector has to sweep.
    const fetch = (request: Request, a?: unknown, b?: unknown): Response | Promise<Response> => {
      if (this.urls.size !== 0 && request.method === 'GET') {
        const key = this.urls.get(request.url);
        const entry = key === undefined ? undefined : this.entries.get(key);
        if (entry?.replays) {
          // The version read less than a second ago: answered at once, without a turn of the event loop.
          const version = knownContentVersion(this.db, this.clock);
          if (version !== undefined) return this.replayed(entry, version, request) ?? this.routed(request, route, a, b);
          return this.replay(entry, request, route, a, b);
        }
      }
      return this.routed(request, route, a, b);
    };
    return fetch as F;
  }

  private async replay(entry: Entry, request: Request, route: Fetch, a: unknown, b: unknown): Promise<Response> {
    const version = await getContentVersion(this.db, this.clock);
    return this.replayed(entry, version, request) ?? this.routed(request, route, a, b);
  }

  /** The recorded answer for this request, if the entry is still current and one was recorded for its kind. */
  private replayed(entry: Entry, version: number, request: Request): Response | null {
    if (version !== entry.version || this.entries.get(entry.key) !== entry) return null;
    const headers = request.headers;
    // A request from another page's script (Origin set) gets its CORS answer from the routed path.
    if (headers.has('origin')) return null;
    const encoding = this.encodingFor(entry, headers.get('accept-encoding'));
    const kind: ReplayKind = matches(headers.get('if-none-match'), entry.tag) ? `${encoding}!` : encoding;
    const recorded = entry.replays![kind];
    // A new answer on the recorded body and headers: the bytes are shared, never copied.
    return recorded ? new Response(recorded.body, recorded.init) : null;
  }

  private async routed(request: Request, route: Fetch, a: unknown, b: unknown): Promise<Response> {
    const res = await route(request, a, b);
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
    // Keyed on the whole URL as the server gives it, so a replay needs no parsing of it.
    const url = request.url;
    if (this.urls.get(url) !== entry.key) {
      this.urls.delete(url);
      if (this.urls.size >= this.maxUrls) this.urls.delete(this.urls.keys().next().value!);
      this.urls.set(url, entry.key);
    }
    (entry.replays ??= {})[p.kind] ??= {
      body: p.body instanceof Blob ? p.body : p.body && new Blob([p.body]),
      init: { status: res.status, headers: new Headers(res.headers) },
    };
  }

  private encodingFor(entry: Entry, acceptEncoding: string | null | undefined): Encoding {
    if (entry.snapshot) return acceptsGzip(acceptEncoding) ? 'gzip' : 'identity';
    return entry.body.byteLength < MIN_COMPRESS_BYTES ? 'identity' : pickEncoding(acceptEncoding);
  }

  /** A snapshot's answer: the file itself when gzip is taken, else unpacked as it is sent (never replayed). */
  private respondSnapshot(c: Context, entry: Entry, snapshot: Snapshot): Response {
    const encoding = this.encodingFor(entry, c.req.header('accept-encoding'));
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      ETag: encoding === 'gzip' ? entry.tag.replace(/"$/, '-gz"') : entry.tag,
      Vary: 'Accept-Encoding',
      'Cache-Control': 'no-cache',
    };
    const notModified = matches(c.req.header('if-none-match'), entry.tag);
    if (notModified || encoding === 'gzip') {
      const body = notModified ? null : (snapshot.memory ?? Bun.file(snapshot.file));
      if (body) headers['Content-Encoding'] = 'gzip';
      const status = notModified ? 304 : 200;
      if (c.req.method === 'GET') this.pending.set(c.req.raw, { entry, kind: notModified ? `${encoding}!` : encoding, status, body });
      return new Response(body, { status, headers });
    }
    const unpacked = createReadStream(snapshot.file).pipe(createGunzip());
    return new Response(Readable.toWeb(unpacked) as unknown as ReadableStream<Uint8Array>, { headers });
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
      // Compressed once per entry, so the best level costs nothing later: browsers take gzip over
      // plain http, where each byte past a slow line's first round trip costs another.
      if (encoding === 'gzip') body = entry.gzip ??= Bun.gzipSync(entry.body, { level: 9 }) as Uint8Array<ArrayBuffer>;
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
