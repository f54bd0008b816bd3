import { type Clock, systemClock } from '../lib/clock';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { chmod, copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Client, createClient } from '@libsql/client';
import { OWNER_DIR_MODE, OWNER_FILE_MODE } from '../lib/owner-only';
import { variantKey } from '../media/media-files';
import { DiskStore, type MediaStore } from '../media/media-store';
import { copyDatabase, dropAll, tableNames } from './db-copy';

/**
 * A backup folder holds content-addressed blobs and one manifest per snapshot:
 *   blobs/ab/ab12…   every file once, named by its sha256 (database copies too)
 *   snapshots/<id>.json   the manifest: the database blob and every media file with sha256 and size
 * A second backup into the same folder copies only what is new (restic/borg-style). A snapshot
 * exists once its manifest is written, and the manifest is written last.
 */
export interface ManifestFile {
  /** Path under DATA_DIR, with forward slashes (media/originals/…, media/public/…, media/private/…). */
  path: string;
  sha256: string;
  size: number;
  /** Modification time of the source when it was read: a later backup trusts the hash if size and time match. */
  mtimeMs?: number;
}

export interface Manifest {
  format: 'portfolio-backup';
  version: 1;
  id: string;
  createdAt: string;
  /** A SQLite database file with the whole schema and data. */
  database: { sha256: string; size: number };
  files: ManifestFile[];
  /** Media files the database names that were not on disk when the backup ran. */
  missing: string[];
  totals: { files: number; bytes: number; newFiles: number; newBytes: number };
}

export interface BackupProgress {
  phase: 'database' | 'files' | 'done';
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
  elapsedMs: number;
}

export interface BackupSource {
  /** The running server's database client (or one the CLI opened). */
  client: Client;
  databaseUrl: string;
  /** Where the media files are (DATA_DIR/media on disk, or the bucket). */
  store: MediaStore;
}

const blobPath = (dir: string, sha: string) => path.join(dir, 'blobs', sha.slice(0, 2), sha);
const isLocal = (url: string) => url.startsWith('file:') || url === ':memory:' || url.includes(':memory:');

async function hashFile(file: string): Promise<{ sha256: string; size: number }> {
  const h = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    h.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: h.digest('hex'), size };
}

/** Copies a file (a path, or a stream of its bytes) into the blob store while hashing it; nothing is written when the blob exists. */
async function storeBlob(dir: string, file: string | ReadableStream<Uint8Array>): Promise<{ sha256: string; size: number; added: boolean }> {
  const tmp = path.join(dir, 'tmp', `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`);
  const h = createHash('sha256');
  let size = 0;
  await pipeline(
    typeof file === 'string' ? createReadStream(file) : Readable.fromWeb(file as unknown as import('node:stream/web').ReadableStream<Uint8Array>),
    async function* (source) {
      for await (const chunk of source) {
        h.update(chunk as Buffer);
        size += (chunk as Buffer).length;
        yield chunk;
      }
    },
    createWriteStream(tmp, { mode: OWNER_FILE_MODE }),
  );
  const sha256 = h.digest('hex');
  const target = blobPath(dir, sha256);
  if (existsSync(target)) {
    await rm(tmp, { force: true });
    return { sha256, size, added: false };
  }
  await mkdir(path.dirname(target), { recursive: true, mode: OWNER_DIR_MODE });
  await rename(tmp, target);
  return { sha256, size, added: true };
}

export async function listSnapshots(dir: string): Promise<Manifest[]> {
  const names = await readdir(path.join(dir, 'snapshots')).catch(() => [] as string[]);
  const out: Manifest[] = [];
  for (const n of names.filter((x) => x.endsWith('.json')).sort()) {
    try {
      const m = JSON.parse(await readFile(path.join(dir, 'snapshots', n), 'utf8')) as Manifest;
      if (m.format === 'portfolio-backup') out.push(m);
    } catch {
      // an unreadable manifest is skipped, never trusted
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** The media files a database refers to, as paths under DATA_DIR. */
async function mediaPathsOf(client: Client): Promise<string[]> {
  const rs = await client.execute('SELECT kind, original_file, variants FROM media_assets').catch(() => null);
  const out = new Set<string>();
  for (const r of rs?.rows ?? []) {
    const original = String(r.original_file);
    out.add(`media/${original}`);
    if (r.kind === 'video') out.add(`media/public/${path.posix.basename(original)}`);
    let variants: { format?: string; file?: string }[] = [];
    try {
      variants = JSON.parse(String(r.variants ?? '[]'));
    } catch {
      variants = [];
    }
    for (const v of variants) if (v.file) out.add(`media/${variantKey({ format: v.format ?? '', file: v.file })}`);
  }
  return [...out].sort();
}

/** File times may be coarse or a little behind the clock: a file this close to the copy counts as after it. */
const MTIME_SLACK_MS = 2_000;

/**
 * Queues (in the backup's copy of the database) the photo derivatives among `paths`, so the
 * restored site writes them again from the original and the settings the copy holds.
 */
async function queueRewrittenDerivatives(snap: Client, paths: string[]): Promise<void> {
  const jobs = paths.flatMap((p) => {
    const m = /^media\/public\/([a-f0-9]{64})-(\d+)\.(webp|avif|jpg)$/.exec(p);
    if (m) return [{ hash: m[1]!, width: Number(m[2]), format: m[3] === 'jpg' ? 'jpeg' : m[3]! }];
    // A client gallery's own files: proofs (p) and the web-size download (d).
    const c = /^media\/private\/([a-f0-9]{64})-(\d+)(p|d)\.(webp|jpg)$/.exec(p);
    return c ? [{ hash: c[1]!, width: Number(c[2]), format: c[3] === 'd' ? 'download' : c[4] === 'jpg' ? 'proof-jpeg' : 'proof' }] : [];
  });
  for (let i = 0; i < jobs.length; i += 200) {
    await snap.batch(
      jobs.slice(i, i + 200).map((j) => ({
        sql: `INSERT INTO media_jobs (hash, format, width) SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM media_assets WHERE hash = ? AND kind = 'photo')
              ON CONFLICT (hash, format, width) DO UPDATE SET attempts = 0, last_error = NULL, claimed_by = NULL, claimed_until = NULL`,
        args: [j.hash, j.format, j.width, j.hash],
      })),
      'write',
    );
  }
}

/**
 * The raw statistics salts stay out of backups, so the day's visitor hashes in a backup cannot be
 * recomputed from addresses either; secure_delete overwrites the deleted bytes in the file.
 */
async function withoutStatsSalts(snap: Client): Promise<void> {
  await snap.execute('PRAGMA secure_delete = ON');
  await snap.execute('DELETE FROM stats_salts').catch(() => {});
}

/** A consistent copy of the database in a local SQLite file: VACUUM INTO, or a copy in one read transaction from a libSQL server. */
async function snapshotDatabase(src: BackupSource, out: string): Promise<void> {
  if (isLocal(src.databaseUrl)) {
    await src.client.execute(`VACUUM INTO '${out.replaceAll("'", "''")}'`);
    return;
  }
  const dst = createClient({ url: `file:${out}` });
  try {
    await copyDatabase(src.client, dst);
  } finally {
    dst.close();
  }
}

/**
 * One backup or prune at a time per folder (the server's schedule and `npm run backup` may meet):
 * a lock file with the holder's pid; a lock whose process is gone is taken over.
 */
export async function withBackupLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(dir, { recursive: true, mode: OWNER_DIR_MODE });
  await chmod(dir, OWNER_DIR_MODE);
  const lock = path.join(dir, '.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx', mode: OWNER_FILE_MODE });
      break;
    } catch {
      const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
      let alive = false;
      try {
        alive = pid > 0 && process.kill(pid, 0);
      } catch {
        alive = false;
      }
      if (alive || attempt > 0) throw new RestoreError(`another backup is running in ${dir} (process ${pid})`);
      await rm(lock, { force: true });
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

export const snapshotId = (d = new Date()) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/**
 * Backs up the database and every media file it refers to into `dir`, while the site serves and
 * takes writes: the database is snapshotted first, and media files are immutable (named by hash)
 * and written before their rows, so every file the snapshot names is there to copy.
 */
export async function createBackup(
  src: BackupSource,
  dir: string,
  onProgress?: (p: BackupProgress) => void,
  clock: Clock = systemClock,
): Promise<Manifest> {
  const started = Date.now();
  // The snapshot's id and date (ids have one-second steps).
  const createdAt = new Date(clock.now());
  // Leftovers of a backup that was stopped half-way (callers hold the folder's lock).
  await rm(path.join(dir, 'tmp'), { recursive: true, force: true });
  await mkdir(path.join(dir, 'tmp'), { recursive: true, mode: OWNER_DIR_MODE });
  await mkdir(path.join(dir, 'snapshots'), { recursive: true, mode: OWNER_DIR_MODE });
  const id = snapshotId(createdAt);
  const report = (p: Omit<BackupProgress, 'elapsedMs'>) => onProgress?.({ ...p, elapsedMs: Date.now() - started });

  report({ phase: 'database', filesDone: 0, filesTotal: 0, bytesDone: 0, bytesTotal: 0 });
  const dbFile = path.join(dir, 'tmp', `${id}-${randomBytes(4).toString('hex')}.sqlite`);
  let database: { sha256: string; size: number };
  const files: ManifestFile[] = [];
  const missing: string[] = [];
  let bytesTotal = 0;
  let bytesDone = 0;
  let newFiles = 0;
  let newBytes = 0;
  try {
    const snapshotAt = Date.now();
    await snapshotDatabase(src, dbFile);
    const snap = createClient({ url: `file:${dbFile}` });
    try {
      await withoutStatsSalts(snap);
      const paths = await mediaPathsOf(snap);

      // Hashes already known from earlier snapshots, trusted while size and modification time match.
      const known = new Map<string, ManifestFile>();
      for (const m of await listSnapshots(dir)) for (const f of m.files) if (f.mtimeMs !== undefined) known.set(f.path, f);

      const listing = new Map(
        [...(await src.store.list('public/')), ...(await src.store.list('private/')), ...(await src.store.list('originals/'))].map((o) => [o.key, o]),
      );
      const present: { rel: string; key: string; size: number; mtimeMs: number }[] = [];
      for (const rel of paths) {
        const key = rel.slice('media/'.length);
        const o = listing.get(key);
        if (o) present.push({ rel, key, size: o.size, mtimeMs: o.mtimeMs });
        else missing.push(rel);
      }
      bytesTotal = present.reduce((n, f) => n + f.size, 0);
      let lastReport = 0;
      for (const [i, f] of present.entries()) {
        const prev = known.get(f.rel);
        if (prev && prev.size === f.size && prev.mtimeMs === f.mtimeMs && existsSync(blobPath(dir, prev.sha256))) {
          files.push({ path: f.rel, sha256: prev.sha256, size: f.size, mtimeMs: f.mtimeMs });
        } else {
          const stored = await storeBlob(dir, src.store.blob(f.key).stream());
          files.push({ path: f.rel, sha256: stored.sha256, size: stored.size, mtimeMs: f.mtimeMs });
          if (stored.added) {
            newFiles++;
            newBytes += stored.size;
          }
        }
        bytesDone += f.size;
        if (Date.now() - lastReport > 200 || i === present.length - 1) {
          lastReport = Date.now();
          report({ phase: 'files', filesDone: i + 1, filesTotal: present.length, bytesDone, bytesTotal });
        }
      }
      // A derivative rewritten after the database was copied (new rights or watermark) may not
      // match the copy's rows: the restored site's queue makes it again from its original.
      await queueRewrittenDerivatives(snap, files.filter((f) => (f.mtimeMs ?? 0) >= snapshotAt - MTIME_SLACK_MS).map((f) => f.path));
    } finally {
      snap.close();
    }
    database = await storeBlob(dir, dbFile);
  } finally {
    await rm(dbFile, { force: true });
  }

  const manifest: Manifest = {
    format: 'portfolio-backup',
    version: 1,
    id,
    createdAt: createdAt.toISOString(),
    database: { sha256: database.sha256, size: database.size },
    files,
    missing,
    totals: { files: files.length, bytes: bytesTotal, newFiles, newBytes },
  };
  const tmpManifest = path.join(dir, 'tmp', `${id}.json`);
  await writeFile(tmpManifest, JSON.stringify(manifest, null, 1), { mode: OWNER_FILE_MODE });
  await rename(tmpManifest, path.join(dir, 'snapshots', `${id}.json`));
  report({ phase: 'done', filesDone: files.length, filesTotal: files.length, bytesDone, bytesTotal });
  return manifest;
}

/** Keeps the newest `keep` snapshots and deletes blobs no remaining snapshot names. */
export async function pruneBackups(dir: string, keep: number): Promise<{ removedSnapshots: number; removedBlobs: number }> {
  const all = await listSnapshots(dir);
  const drop = all.slice(0, Math.max(0, all.length - keep));
  for (const m of drop) await rm(path.join(dir, 'snapshots', `${m.id}.json`), { force: true });
  const live = new Set<string>();
  for (const m of all.slice(drop.length)) {
    live.add(m.database.sha256);
    for (const f of m.files) live.add(f.sha256);
  }
  let removedBlobs = 0;
  for (const sub of await readdir(path.join(dir, 'blobs')).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(dir, 'blobs', sub)).catch(() => [] as string[])) {
      if (live.has(name)) continue;
      await rm(path.join(dir, 'blobs', sub, name), { force: true });
      removedBlobs++;
    }
  }
  return { removedSnapshots: drop.length, removedBlobs };
}

export interface RestoreTarget {
  dataDir: string;
  /** Where media files go; DATA_DIR/media on disk when not given. */
  store?: MediaStore;
  /** Where the database goes: the default file under DATA_DIR, or a libSQL server. */
  databaseUrl: string;
  authToken?: string;
}

export class RestoreError extends Error {}

/** Copies a blob to `target` through a temp file, checking its sha256 and size on the way. */
async function restoreBlob(dir: string, f: { sha256: string; size: number; path?: string }, target: string): Promise<void> {
  const src = blobPath(dir, f.sha256);
  if (!existsSync(src)) throw new RestoreError(`missing from the backup: ${f.path ?? 'database'} (${f.sha256})`);
  await mkdir(path.dirname(target), { recursive: true, mode: OWNER_DIR_MODE });
  const tmp = `${target}.restore-${randomBytes(4).toString('hex')}`;
  await copyFile(src, tmp);
  await chmod(tmp, OWNER_FILE_MODE);
  const got = await hashFile(tmp);
  if (got.sha256 !== f.sha256 || got.size !== f.size) {
    await rm(tmp, { force: true });
    throw new RestoreError(`damaged in the backup: ${f.path ?? 'database'} (sha256 ${got.sha256}, expected ${f.sha256})`);
  }
  await rename(tmp, target);
}

async function isEmptyDir(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.length === 0;
}

/**
 * Restores a snapshot (the newest by default) into an empty DATA_DIR (or over a used one with
 * `force`), verifying every file's sha256. Media first, the database last, so a restore that
 * fails half-way leaves no database that names missing files.
 */
export async function restoreBackup(
  dir: string,
  target: RestoreTarget,
  opts: { force?: boolean; snapshot?: string; onProgress?: (p: BackupProgress) => void } = {},
): Promise<Manifest> {
  const started = Date.now();
  const snapshots = await listSnapshots(dir);
  const manifest = opts.snapshot ? snapshots.find((m) => m.id === opts.snapshot) : snapshots.at(-1);
  if (!manifest) throw new RestoreError(opts.snapshot ? `no snapshot ${opts.snapshot} in ${dir}` : `no backup found in ${dir}`);
  const local = isLocal(target.databaseUrl);
  const remote = local ? null : createClient({ url: target.databaseUrl, authToken: target.authToken });
  try {
    if (!opts.force) {
      if (!(await isEmptyDir(target.dataDir))) throw new RestoreError(`${target.dataDir} is not empty (use --force to restore over it)`);
      if (remote && (await tableNames(remote)).length) throw new RestoreError('the database server already has tables (use --force to replace them)');
    }
    const store = target.store ?? new DiskStore(path.join(target.dataDir, 'media'));
    if (!opts.force && store.kind === 's3' && ((await store.list('public/')).length || (await store.list('private/')).length || (await store.list('originals/')).length)) {
      throw new RestoreError('the media bucket already holds files (use --force to restore over them)');
    }
    if (opts.force && store.kind === 'disk') await rm(path.join(target.dataDir, 'media'), { recursive: true, force: true });
    await mkdir(target.dataDir, { recursive: true, mode: OWNER_DIR_MODE });
    await chmod(target.dataDir, OWNER_DIR_MODE);
    const tmpDir = path.join(target.dataDir, 'media', 'tmp');
    for (const sub of ['tmp', 'public', 'private', 'originals']) await mkdir(path.join(target.dataDir, 'media', sub), { recursive: true, mode: OWNER_DIR_MODE });
    const bytesTotal = manifest.files.reduce((n, f) => n + f.size, 0);
    let bytesDone = 0;
    let lastReport = 0;
    for (const [i, f] of manifest.files.entries()) {
      if (!/^media\/(public|private|originals)\/[^/]+$/.test(f.path) || f.path.includes('..')) throw new RestoreError(`refusing an unexpected path: ${f.path}`);
      const tmp = path.join(tmpDir, `${randomBytes(8).toString('hex')}${path.extname(f.path)}`);
      await restoreBlob(dir, f, tmp);
      await store.put(tmp, f.path.slice('media/'.length));
      bytesDone += f.size;
      if (Date.now() - lastReport > 200 || i === manifest.files.length - 1) {
        lastReport = Date.now();
        opts.onProgress?.({ phase: 'files', filesDone: i + 1, filesTotal: manifest.files.length, bytesDone, bytesTotal, elapsedMs: Date.now() - started });
      }
    }
    opts.onProgress?.({ phase: 'database', filesDone: manifest.files.length, filesTotal: manifest.files.length, bytesDone, bytesTotal, elapsedMs: Date.now() - started });
    if (local) {
      const file = target.databaseUrl.slice('file:'.length);
      for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true });
      await restoreBlob(dir, manifest.database, file);
    } else {
      const tmp = path.join(target.dataDir, `.restore-${manifest.id}.sqlite`);
      await restoreBlob(dir, manifest.database, tmp);
      const snap = createClient({ url: `file:${tmp}` });
      try {
        if (opts.force) await dropAll(remote!);
        await copyDatabase(snap, remote!);
      } finally {
        snap.close();
        await rm(tmp, { force: true });
      }
    }
    opts.onProgress?.({ phase: 'done', filesDone: manifest.files.length, filesTotal: manifest.files.length, bytesDone, bytesTotal, elapsedMs: Date.now() - started });
    return manifest;
  } finally {
    remote?.close();
  }
}

/** One line of progress for a terminal: files, bytes and the time left. */
export function progressLine(p: BackupProgress): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  if (p.phase === 'database') return 'database…';
  const rate = p.elapsedMs > 0 ? p.bytesDone / p.elapsedMs : 0;
  const left = rate > 0 ? Math.round((p.bytesTotal - p.bytesDone) / rate / 1000) : null;
  return `files ${p.filesDone}/${p.filesTotal}, ${mb(p.bytesDone)} of ${mb(p.bytesTotal)}${p.phase === 'done' ? ', done' : left !== null ? `, about ${left} s left` : ''}`;
}

