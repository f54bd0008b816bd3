import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** Modes of everything the server keeps: the database, media and backups hold private data. */
export const OWNER_DIR_MODE = 0o700;
export const OWNER_FILE_MODE = 0o600;

/**
 * From here on this process creates files and folders for its own user only, whatever umask it
 * was started with (libSQL, sharp and ffmpeg create files without a mode of their own).
 */
export function createOwnerOnly(): void {
  process.umask(0o077);
}

/**
 * Makes the data folder and what sits directly in it owner-only, also when an older version or a
 * wider umask created them: with the folder at 0700 nobody else reaches anything inside it.
 */
export function lockDownDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: OWNER_DIR_MODE });
  chmodSync(dataDir, OWNER_DIR_MODE);
  for (const name of ['media', path.join('media', 'originals'), path.join('media', 'public'), path.join('media', 'tmp')]) {
    const dir = path.join(dataDir, name);
    if (existsSync(dir)) chmodSync(dir, OWNER_DIR_MODE);
  }
  for (const name of ['portfolio.db', 'portfolio.db-wal', 'portfolio.db-shm']) {
    const file = path.join(dataDir, name);
    if (existsSync(file)) chmodSync(file, OWNER_FILE_MODE);
  }
}
