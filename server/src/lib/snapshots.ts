import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';

/** A whole answer kept gzipped on disk for one content version. */
export interface Snapshot {
  name: string;
  version: number;
  /** The gzipped bytes, as they are sent. */
  file: string;
  bytes: number;
  /** The same bytes in memory, for a small snapshot (see MEMORY_BYTES). */
  memory: Blob | null;
}

/**
 * A snapshot of at most this size is also kept in memory, at most MEMORY_TOTAL of them together:
 * sending bytes from memory costs about half the CPU of opening the file for each answer (a
 * portfolio of 2,000 items is a 42 KB answer), while the large ones (an archive of 100,000 items,
 * 3.5 MB a language) are sent from disk, so memory stays bounded at any size.
 */
const MEMORY_BYTES = 1024 * 1024;
const MEMORY_TOTAL = 8 * 1024 * 1024;

/** How long a replaced snapshot stays on disk: answers that already began sending it finish. */
const KEEP_REPLACED_MS = 60_000;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whole answers that grow with the archive (the specification's unpaged lists, a sitemap file of
 * 10,000 addresses), each written once per content version as a gzip file on disk and then sent
 * from there (small ones from a copy in memory, see MEMORY_BYTES), so a thousand clients asking
 * for it cost what sending its bytes costs and the server's memory stays flat at any size. A version's answer is built once
 * however many ask while it is being written (they all wait for that one build); the answer it
 * replaces is deleted a minute later.
 *
 * Each store writes in a folder of its own (`<root>/<pid>-<random>`), so server instances sharing a
 * data folder never serve each other's files, and a restarted server never serves a file written
 * before (a restored database may reuse a version number). Folders of processes that are gone are
 * removed when a store first writes.
 */
export class SnapshotStore {
  private dir: string | null = null;
  private readonly current = new Map<string, Snapshot>();
  private readonly building = new Map<string, Promise<Snapshot>>();
  /** Bytes of the current snapshots kept in memory. */
  private inMemory = 0;

  constructor(
    private readonly root: string,
    private readonly keepReplacedMs = KEEP_REPLACED_MS,
  ) {}

  /** The snapshot of `name` at `version`, written from `open` when this store has none yet. */
  get(name: string, version: number, open: () => ReadableStream<Uint8Array>): Promise<Snapshot> {
    const have = this.current.get(name);
    if (have?.version === version) return Promise.resolve(have);
    const key = `${name}\n${version}`;
    let build = this.building.get(key);
    if (!build) {
      build = this.build(name, version, open).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private folder(): string {
    if (this.dir) return this.dir;
    mkdirSync(this.root, { recursive: true });
    for (const entry of readdirSync(this.root)) {
      const pid = Number(/^(\d+)-/.exec(entry)?.[1]);
      if (pid && pid !== process.pid && !isAlive(pid)) rmSync(path.join(this.root, entry), { recursive: true, force: true });
    }
    this.dir = path.join(this.root, `${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(this.dir, { recursive: true, mode: 0o700 });
    return this.dir;
  }

  private removeLater(file: string): void {
    setTimeout(() => rm(file, { force: true }), this.keepReplacedMs).unref?.();
  }

  private async build(name: string, version: number, open: () => ReadableStream<Uint8Array>): Promise<Snapshot> {
    const dir = this.folder();
    const base = `${name.replace(/[^a-z0-9-]/gi, '_')}.${version.toString(36)}`;
    const file = path.join(dir, `${base}.gz`);
    const partial = path.join(dir, `${base}.${randomBytes(4).toString('hex')}.partial`);
    try {
      // Written whole, then renamed: a file of this name is always complete.
      await pipeline(Readable.fromWeb(open() as unknown as NodeReadableStream<Uint8Array>), createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    const bytes = (await stat(file)).size;
    // From here on without a pause, so two builds of one name never interleave their bookkeeping.
    const replaced = this.current.get(name);
    // A slower build of an older version never replaces a newer one.
    if (replaced && replaced.version > version && replaced.file !== file) {
      this.removeLater(file);
      return { name, version, file, bytes, memory: null };
    }
    const freed = replaced?.memory ? replaced.bytes : 0;
    const kept = bytes <= MEMORY_BYTES && this.inMemory - freed + bytes <= MEMORY_TOTAL;
    const snapshot: Snapshot = { name, version, file, bytes, memory: kept ? new Blob([readFileSync(file)]) : null };
    this.inMemory += (kept ? bytes : 0) - freed;
    this.current.set(name, snapshot);
    if (replaced && replaced.file !== file) this.removeLater(replaced.file);
    return snapshot;
  }
}
