import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Names that operating systems, NAS boxes and archivers leave on cards and disks. */
const SYSTEM_NAMES = new Set(
  [
    'thumbs.db', 'ehthumbs.db', 'desktop.ini', '.ds_store', '__macosx', '@eadir', '$recycle.bin', 'recycler',
    'system volume information', '.spotlight-v100', '.trashes', '.fseventsd', '.temporaryitems', 'lost+found',
    '#recycle', '@recycle', '.thumbnails', '.picasa.ini', 'picasa.ini', 'zbthumbnail.info',
  ].map((n) => n.toLowerCase()),
);

/** True for hidden (dot) entries and well-known system files and folders, which are never imported. */
export function isIgnoredName(name: string): boolean {
  return name.startsWith('.') || name.startsWith('._') || SYSTEM_NAMES.has(name.toLowerCase());
}

export interface FoundFile {
  /** Absolute path on disk. */
  path: string;
  /** The dropped or picked root this file was found under. */
  root: string;
  /** Path relative to the root's parent, so a dropped folder's own name is kept ("Svalbard/day1/a.jpg"). */
  relativePath: string;
  size: number;
}

export interface ScanResult {
  files: FoundFile[];
  /** Hidden or system entries passed over. */
  ignored: number;
  /** Entries that could not be read (permissions, vanished). */
  unreadable: { path: string; message: string }[];
}

/**
 * Walks dropped or picked paths (folders recursively, or single files) in a stable order.
 * Symbolic links are not followed, so a link loop on a disk can't hang the import.
 */
export async function scanPaths(roots: readonly string[]): Promise<ScanResult> {
  const result: ScanResult = { files: [], ignored: 0, unreadable: [] };
  for (const root of roots) {
    const abs = path.resolve(root);
    const base = path.dirname(abs);
    let info;
    try {
      info = await lstat(abs);
    } catch (err) {
      result.unreadable.push({ path: abs, message: errorText(err) });
      continue;
    }
    if (isIgnoredName(path.basename(abs))) {
      result.ignored++;
      continue;
    }
    if (info.isFile()) result.files.push({ path: abs, root: abs, relativePath: path.basename(abs), size: info.size });
    else if (info.isDirectory()) await walk(abs, abs, base, result);
  }
  return result;
}

async function walk(dir: string, root: string, base: string, out: ScanResult): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    out.unreadable.push({ path: dir, message: errorText(err) });
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const entry of entries) {
    if (isIgnoredName(entry.name)) {
      out.ignored++;
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, root, base, out);
    else if (entry.isFile()) {
      try {
        const { size } = await lstat(full);
        out.files.push({ path: full, root, relativePath: path.relative(base, full).split(path.sep).join('/'), size });
      } catch (err) {
        out.unreadable.push({ path: full, message: errorText(err) });
      }
    }
  }
}

export function errorText(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') {
    if (err.code === 'EACCES' || err.code === 'EPERM') return 'Permission denied';
    if (err.code === 'ENOENT') return 'The file is gone';
  }
  return err instanceof Error ? err.message : String(err);
}
