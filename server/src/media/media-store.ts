import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { S3Client } from 'bun';
import type { Env } from '../env';

/** One stored object: `key` is its path under the store, e.g. `public/<hash>-960.webp` or `originals/<hash>.jpg`. */
export interface StoredObject {
  key: string;
  size: number;
  mtimeMs: number;
}

/**
 * Where finished media files live: the server's disk (DATA_DIR/media) or an S3-compatible bucket
 * (MEDIA_STORE=s3). Files are made in DATA_DIR/media/tmp either way and handed over whole with
 * `put`, so a reader never sees half a file. `public/` is what visitors may get; `originals/`
 * stays private (the server never answers it, and the bucket must not publish it).
 */
export interface MediaStore {
  readonly kind: 'disk' | 's3';
  /** Moves a finished local file to `key` (the local file is gone afterwards). */
  put(localFile: string, key: string, contentType?: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** Size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The bytes as a Blob (a file on disk, or an object read from the bucket on demand; `slice` makes a range read). */
  blob(key: string): Blob;
  /** A local file with the bytes, for tools that need a path (libvips, ffmpeg); `release` removes a temp copy. */
  local(key: string): Promise<{ path: string; release: () => Promise<void> }>;
  /** Every object under a prefix (`public/`, `originals/`). */
  list(prefix: string): Promise<StoredObject[]>;
}

export class DiskStore implements MediaStore {
  readonly kind = 'disk';
  constructor(private readonly root: string) {}

  private abs(key: string) {
    return path.join(this.root, ...key.split('/'));
  }
  async put(localFile: string, key: string): Promise<void> {
    await rename(localFile, this.abs(key));
  }
  async remove(key: string): Promise<void> {
    await rm(this.abs(key), { force: true });
  }
  async size(key: string): Promise<number | null> {
    const st = await stat(this.abs(key)).catch(() => null);
    return st?.isFile() ? st.size : null;
  }
  blob(key: string): Blob {
    return Bun.file(this.abs(key));
  }
  async local(key: string) {
    return { path: this.abs(key), release: async () => {} };
  }
  async list(prefix: string): Promise<StoredObject[]> {
    const dir = this.abs(prefix.replace(/\/$/, ''));
    const out: StoredObject[] = [];
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const st = await stat(path.join(dir, name)).catch(() => null);
      if (st?.isFile()) out.push({ key: `${prefix.replace(/\/?$/, '/')}${name}`, size: st.size, mtimeMs: Math.floor(st.mtimeMs) });
    }
    return out;
  }
}

/** An S3-compatible bucket through Bun's built-in client; `tmpDir` holds downloads for `local`. */
export class S3Store implements MediaStore {
  readonly kind = 's3';
  constructor(
    private readonly client: S3Client,
    private readonly tmpDir: string,
  ) {}

  async put(localFile: string, key: string, contentType?: string): Promise<void> {
    await this.client.write(key, Bun.file(localFile), contentType ? { type: contentType } : undefined);
    await rm(localFile, { force: true });
  }
  async remove(key: string): Promise<void> {
    this.sizes.delete(key);
    await this.client.delete(key).catch(() => {});
  }
  /** Sizes of objects seen (names are content-addressed, so a size never changes). */
  private readonly sizes = new Map<string, number>();

  async size(key: string): Promise<number | null> {
    const known = this.sizes.get(key);
    if (known !== undefined) return known;
    try {
      const size = (await this.client.stat(key)).size;
      if (this.sizes.size > 10_000) this.sizes.clear();
      this.sizes.set(key, size);
      return size;
    } catch {
      return null;
    }
  }
  blob(key: string): Blob {
    return this.client.file(key);
  }
  async local(key: string) {
    const file = path.join(this.tmpDir, `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}${path.extname(key)}`);
    await Bun.write(file, this.client.file(key));
    return { path: file, release: () => rm(file, { force: true }) };
  }
  async list(prefix: string): Promise<StoredObject[]> {
    const out: StoredObject[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await this.client.list({ prefix, continuationToken, maxKeys: 1000 });
      for (const o of page.contents ?? []) {
        out.push({ key: o.key, size: o.size ?? 0, mtimeMs: o.lastModified ? new Date(o.lastModified).getTime() : 0 });
      }
      continuationToken = page.isTruncated ? page.nextContinuationToken : undefined;
    } while (continuationToken);
    return out;
  }
}

const stores = new Map<string, MediaStore>();

/** The store for a media folder: the one configured for it, else its own disk. */
export function storeFor(mediaDir: string): MediaStore {
  let s = stores.get(mediaDir);
  if (!s) {
    s = new DiskStore(mediaDir);
    stores.set(mediaDir, s);
  }
  return s;
}

/**
 * Sets up the store the environment asks for. With MEDIA_STORE=s3 the bucket comes from
 * S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the names Bun's S3
 * client reads itself); DATA_DIR/media/tmp stays on the local disk.
 */
export function configureMediaStore(env: Env): MediaStore {
  if (env.MEDIA_STORE !== 's3') return storeFor(env.mediaDir);
  const existing = stores.get(env.mediaDir);
  if (existing?.kind === 's3') return existing;
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)');
  const client = new S3Client({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
  const store = new S3Store(client, path.join(env.mediaDir, 'tmp'));
  stores.set(env.mediaDir, store);
  return store;
}
