import { open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DraftFields, type ImportDraft, MEDIA_LOOKUP_BATCH, type MediaLookupResponse, type ReadProgress, type ScanSummary } from '@portfolio/shared';
import { newUploadEntry } from '@portfolio/shared/upload-queue';
import { buildDraftFields } from './drafts';
import { extensionOf, MEDIA_EXTENSIONS, SNIFF_BYTES, sniffType } from '@portfolio/shared/media-type';
import { countryFromGps } from './gps-country';
import { HashPool } from './hash';
import { readProgress } from './read-progress';
import { quickTimeCreationDate, readExif, readThumbnail } from './read-exif';
import { errorText, scanPaths, type FoundFile } from './scan-folder';
import type { QueueItem } from './queue-store';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export type Lookup = (hashes: string[]) => Promise<MediaLookupResponse['found']>;

export interface ImportEntry {
  draft: ImportDraft;
  /** Absolute path; stays in main. */
  path: string;
}

export interface ImportOptions {
  /** Files read in parallel: enough to overlap disk and CPU on two cores. */
  concurrency?: number;
  /** Make data: URL thumbnails from the embedded Exif preview (the UI wants them; the bench doesn't). */
  thumbnails?: boolean;
  /** Above this size a file is streamed for hashing instead of held in memory (long videos). */
  wholeFileLimit?: number;
  /** Hashing threads; one pool per session. */
  hashPool?: HashPool;
}

/** Result of reading one file: everything a draft needs, from a single read of its bytes. */
export async function analyzeFile(file: FoundFile, id: string, opts: ImportOptions = {}): Promise<ImportDraft | null> {
  const fileName = path.basename(file.path);
  const base: ImportDraft = {
    id,
    fileName,
    relativePath: file.relativePath,
    size: file.size,
    kind: null,
    mime: null,
    hash: null,
    status: 'broken',
    message: null,
    fields: buildDraftFields({ fileName, relativePath: file.relativePath, country: null }),
    countryCode: null,
    dateTaken: null,
    metadata: null,
    thumbnail: null,
    serverUrl: null,
    keywords: [],
  };
  const ext = extensionOf(fileName);
  // Raw files (NEF, CR2, ARW, DNG…) have TIFF bytes but are not what the site shows; their JPEG twins are.
  if (RAW_EXTENSIONS.has(ext)) return null;
  const looksLikeMedia = MEDIA_EXTENSIONS.has(ext);
  const limit = opts.wholeFileLimit ?? 512 * 1024 * 1024;
  try {
    // Sidecars, notes and other files not named as media: peek at the header before reading it all.
    if (!looksLikeMedia && !sniffType(await readHead(file.path))) return null;
    if (file.size > limit) return await analyzeLarge(file, base, looksLikeMedia);
    const bytes = await readFile(file.path);
    const type = sniffType(bytes.subarray(0, SNIFF_BYTES));
    if (!type) return looksLikeMedia ? { ...base, message: brokenMessage(bytes.length, fileName) } : null;
    const [exif, thumbnail] = await Promise.all([
      readExif(bytes, type.kind),
      opts.thumbnails && type.kind === 'photo' ? readThumbnail(bytes) : Promise.resolve(null),
    ]);
    // Last use of the bytes: the pool takes them over (transferred to a hashing thread).
    const hash = await (opts.hashPool ?? fallbackPool()).hash(bytes);
    const country = exif.latitude !== null && exif.longitude !== null ? countryFromGps(exif.latitude, exif.longitude) : null;
    return {
      ...base,
      kind: type.kind,
      mime: type.mime,
      hash,
      status: 'new',
      fields: buildDraftFields({ fileName, relativePath: file.relativePath, country, texts: exif.texts }),
      countryCode: exif.texts.country?.code ?? country?.code ?? null,
      keywords: exif.texts.keywords,
      dateTaken: exif.dateTaken,
      metadata: exif.metadata,
      thumbnail,
    };
  } catch (err) {
    return looksLikeMedia ? { ...base, message: `Could not be read: ${errorText(err)}` } : null;
  }
}

let sharedPool: HashPool | null = null;
const fallbackPool = () => (sharedPool ??= new HashPool());

function brokenMessage(size: number, fileName: string): string {
  if (size === 0) return 'The file is empty (0 bytes)';
  return `Not a photo or video the site accepts, although it is named "${fileName}" (damaged or incomplete copy?)`;
}

const RAW_EXTENSIONS = new Set(['nef', 'nrw', 'cr2', 'cr3', 'crw', 'arw', 'srf', 'sr2', 'dng', 'orf', 'rw2', 'raf', 'pef', 'srw', 'x3f', '3fr', 'iiq', 'erf', 'kdc', 'mrw', 'rwl']);

async function readHead(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/** Long videos: one streamed pass that hashes and keeps the head for the type and the movie date. */
async function analyzeLarge(file: FoundFile, base: ImportDraft, looksLikeMedia: boolean): Promise<ImportDraft | null> {
  const type = sniffType(await readHead(file.path));
  if (!type) return looksLikeMedia ? { ...base, message: brokenMessage(file.size, base.fileName) } : null;
  const hash = createHash('sha256');
  let date: string | null = null;
  let tailOfPrevious = Buffer.alloc(0);
  for await (const chunk of createReadStream(file.path, { highWaterMark: 4 * 1024 * 1024 })) {
    hash.update(chunk as Buffer);
    if (!date) {
      const window = Buffer.concat([tailOfPrevious, chunk as Buffer]);
      date = quickTimeCreationDate(window);
      tailOfPrevious = window.subarray(Math.max(0, window.length - 32));
    }
  }
  return { ...base, kind: type.kind, mime: type.mime, hash: hash.digest('hex'), status: 'new', dateTaken: date };
}

/** Runs `work` over items with at most `limit` in flight, keeping the input order in the output. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i], i);
    }
  });
  await Promise.all(workers);
  return out;
}

/**
 * One import session: the files dropped or picked since the app started, as drafts. Walks the
 * paths, reads every file once (type, hash, Exif and thumbnail from the same bytes), proposes the
 * draft fields, marks copies of a photo already in this session as duplicates and asks the server
 * which photos it has already.
 */
export class ImportSession {
  private entries = new Map<string, ImportEntry>();
  /** The entries in the order they were read, for paging by position. */
  private ordered: ImportEntry[] = [];
  private byHash = new Map<string, { id: string; relativePath: string }>();
  private seq = 0;

  private readonly opts: ImportOptions;

  constructor(opts: ImportOptions = {}) {
    this.opts = { ...opts, hashPool: opts.hashPool ?? new HashPool() };
  }

  async addPaths(paths: readonly string[], lookup?: Lookup, onProgress?: (p: ReadProgress) => void): Promise<ScanSummary> {
    const scan = await scanPaths(paths);
    const known = new Set([...this.entries.values()].map((e) => e.path));
    const files = scan.files.filter((f) => !known.has(f.path));
    const progress = onProgress ? readProgress(files.length, files.reduce((n, f) => n + f.size, 0), onProgress) : null;
    const analyzed = await mapLimit(files, this.opts.concurrency ?? 3, async (file) => {
      const draft = await analyzeFile(file, `f${++this.seq}`, this.opts);
      progress?.fileRead(file.size);
      return draft;
    });
    let skipped = scan.ignored;
    const added: ImportEntry[] = [];
    for (const file of scan.unreadable) {
      const id = `f${++this.seq}`;
      const rel = path.basename(file.path);
      const draft: ImportDraft = {
        id, fileName: rel, relativePath: rel, size: 0, kind: null, mime: null, hash: null, status: 'broken', message: `Could not be read: ${file.message}`,
        fields: buildDraftFields({ fileName: rel, relativePath: rel, country: null }), countryCode: null, dateTaken: null, metadata: null, thumbnail: null, serverUrl: null, keywords: [],
      };
      added.push({ draft, path: file.path });
    }
    analyzed.forEach((draft, i) => {
      if (!draft) {
        skipped++;
        return;
      }
      if (draft.hash) {
        const first = this.byHash.get(draft.hash);
        if (first) {
          draft.status = 'duplicate';
          draft.message = `Same photo as ${first.relativePath}; imported once`;
        } else this.byHash.set(draft.hash, { id: draft.id, relativePath: draft.relativePath });
      }
      added.push({ draft, path: files[i].path });
    });
    for (const entry of added) this.entries.set(entry.draft.id, entry);
    this.ordered.push(...added);

    let lookupError: string | null = null;
    const fresh = added.filter((e) => e.draft.status === 'new' && e.draft.hash);
    if (lookup && fresh.length) {
      try {
        await this.markOnServer(fresh, lookup);
      } catch (err) {
        lookupError = `Could not ask the server which photos it already has: ${err instanceof Error ? err.message : String(err)}`;
      }
    }
    const count = (status: ImportDraft['status']) => added.reduce((n, e) => (e.draft.status === status ? n + 1 : n), 0);
    return {
      added: added.length,
      new: count('new'),
      onServer: count('on-server'),
      duplicates: count('duplicate'),
      broken: count('broken'),
      skipped,
      lookupError,
    };
  }

  private async markOnServer(entries: ImportEntry[], lookup: Lookup): Promise<void> {
    const byHash = new Map(entries.map((e) => [e.draft.hash!, e]));
    const hashes = [...byHash.keys()];
    for (let at = 0; at < hashes.length; at += MEDIA_LOOKUP_BATCH) {
      for (const hit of await lookup(hashes.slice(at, at + MEDIA_LOOKUP_BATCH))) {
        const entry = byHash.get(hit.hash);
        if (!entry) continue;
        entry.draft.serverUrl = hit.url;
        if (hit.galleryItemIds.length) {
          entry.draft.status = 'on-server';
          entry.draft.message = 'Already in the gallery';
        } else {
          // The bytes arrived earlier but no gallery item was made: uploading only makes the item.
          entry.draft.message = 'File already on the server; uploading only adds it to the gallery';
        }
      }
    }
  }

  get(id: string): ImportEntry | undefined {
    return this.entries.get(id);
  }

  /** Every entry, in the order read (the list itself: callers do not change it). */
  all(): readonly ImportEntry[] {
    return this.ordered;
  }

  get size(): number {
    return this.ordered.length;
  }

  drafts(): ImportDraft[] {
    return this.ordered.map((e) => e.draft);
  }

  clear(): void {
    this.entries.clear();
    this.ordered = [];
    this.byHash.clear();
  }
}

/** A queue entry for an edited draft; null for drafts that are not uploaded (broken, duplicate, already there). */
export function toQueueItem(entry: ImportEntry, fields: DraftFields): QueueItem | null {
  const { draft } = entry;
  if (draft.status !== 'new' && draft.status !== 'failed' && draft.status !== 'cancelled') return null;
  if (!draft.hash || !draft.kind || !draft.mime) return null;
  return newUploadEntry({
    id: draft.id,
    path: entry.path,
    fileName: draft.fileName,
    size: draft.size,
    hash: draft.hash,
    mime: draft.mime,
    kind: draft.kind,
    fields,
    dateTaken: draft.dateTaken,
    metadata: draft.metadata,
  });
}
