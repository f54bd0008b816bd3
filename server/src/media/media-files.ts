import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PATH_PREFIX } from '@portfolio/shared';
import { type MediaStore, storeFor } from './media-store';

/**
 * Layout under DATA_DIR/media:
 *   tmp/        uploads being received and derivatives being written (same file system, so a
 *               rename into place is atomic)
 *   originals/  photo originals as uploaded, private to admins
 *   public/     content-addressed files served at /media/<name>
 *   private/    files made for client galleries only (watermarked proofs, web-size downloads),
 *               served only through a gallery's session, never at /media
 */
export interface MediaDirs {
  root: string;
  tmp: string;
  originals: string;
  public: string;
  private: string;
  /** Where finished files go (this disk, or a bucket with MEDIA_STORE=s3). */
  store: MediaStore;
}

const made = new Set<string>();

export function mediaDirs(mediaDir: string): MediaDirs {
  const dirs = {
    root: mediaDir,
    tmp: path.join(mediaDir, 'tmp'),
    originals: path.join(mediaDir, 'originals'),
    public: path.join(mediaDir, 'public'),
    private: path.join(mediaDir, 'private'),
    store: storeFor(mediaDir),
  };
  if (!made.has(mediaDir)) {
    for (const d of [dirs.tmp, dirs.originals, dirs.public, dirs.private]) mkdirSync(d, { recursive: true });
    made.add(mediaDir);
  }
  return dirs;
}

export function tempPath(dirs: MediaDirs, suffix = ''): string {
  return path.join(dirs.tmp, `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}${suffix}`);
}

export async function removeQuietly(...files: (string | null | undefined)[]): Promise<void> {
  await Promise.all(files.filter((f): f is string => !!f).map((f) => rm(f, { force: true }).catch(() => {})));
}

/** Hands a finished temp file to the store under `key` (a rename on disk: atomic on one file system). */
export async function publish(dirs: MediaDirs, tmpFile: string, key: string): Promise<void> {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  await dirs.store.put(tmpFile, key, CONTENT_TYPES[ext]);
}

/**
 * Public names: `<sha256>-<width>.webp|avif`, `<sha256>-<width>.jpg` (the share JPEG),
 * `<sha256>-<width>s.jpg` (the link-preview JPEG of a panorama or a small photo) and
 * `<sha256>.<mp4|webm|mov>` for a video. The hash is the one of the uploaded original.
 */
export const PUBLIC_NAME_RE = /^([a-f0-9]{64})(?:-(\d{1,5})s?)?\.(webp|avif|jpg|mp4|webm|mov)$/;

/** The derivatives of a photo made for client galleries only (see CLIENT_NAME_RE). */
export const CLIENT_FORMATS = ['proof', 'proof-jpeg', 'download'] as const;
export type ClientFormat = (typeof CLIENT_FORMATS)[number];
export const isClientFormat = (format: string): format is ClientFormat => (CLIENT_FORMATS as readonly string[]).includes(format);

/**
 * Names of the files made for client galleries, under `private/`: `<sha256>-<width>p.webp|jpg`
 * (a proof: a viewed file with the watermark) and `<sha256>-<width>d.jpg` (the web-size download).
 */
export const CLIENT_NAME_RE = /^([a-f0-9]{64})-(\d{1,5})(p|d)\.(webp|jpg)$/;

/**
 * `<hash>-<width>.webp|avif|jpg`, `<hash>-<width>s.jpg` for a link-preview JPEG (`share`), and the
 * client galleries' own: `<hash>-<width>p.webp|jpg` (proofs) and `<hash>-<width>d.jpg` (download).
 */
export function derivativeName(hash: string, width: number, format: 'webp' | 'avif' | 'jpeg' | 'share' | ClientFormat): string {
  if (format === 'share') return `${hash}-${width}s.jpg`;
  if (format === 'proof') return `${hash}-${width}p.webp`;
  if (format === 'proof-jpeg') return `${hash}-${width}p.jpg`;
  if (format === 'download') return `${hash}-${width}d.jpg`;
  return `${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** Where a derivative is stored: `private/` for a client gallery's own files, else `public/`. */
export const variantKey = (v: { format: string; file: string }): string => `${isClientFormat(v.format) ? 'private' : 'public'}/${v.file}`;

export function publicUrl(name: string): string {
  return `${MEDIA_PATH_PREFIX}/${name}`;
}

/**
 * The media key (asset hash) a URL of this site's media names, absolute or site-relative; null
 * for any other URL. The one place a URL is read as a key: the API edge, for clients that still
 * send a media URL, and posts saved before their photos carried the key.
 */
export function mediaKeyOfUrl(url: string): string | null {
  let p = url.trim();
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      return null;
    }
  }
  p = p.split(/[?#]/)[0] ?? '';
  const prefix = `${MEDIA_PATH_PREFIX}/`;
  if (!p.startsWith(prefix)) return null;
  const m = PUBLIC_NAME_RE.exec(p.slice(prefix.length));
  return m ? m[1]! : null;
}

/**
 * The byte length of a public file of this site's media named by its URL (absolute or
 * site-relative), or null for a file elsewhere or one that is not there.
 */
export async function publicFileSize(dirs: MediaDirs, url: string, siteUrl: string): Promise<number | null> {
  const relative = url.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : url;
  const name = relative.startsWith(`${MEDIA_PATH_PREFIX}/`) ? relative.slice(MEDIA_PATH_PREFIX.length + 1) : null;
  // A plain file name only: never a path out of the public folder.
  if (!name || !/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(name) || name.includes('..')) return null;
  return dirs.store.size(`public/${name}`);
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};
