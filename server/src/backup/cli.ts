// `npm run backup -- <dir>` and `npm run restore -- <dir> [--force] [--snapshot <id>]`.
// Reads the same environment as the server (DATA_DIR, DATABASE_URL, DATABASE_AUTH_TOKEN).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { loadEnv } from '../env';
import { createOwnerOnly } from '../lib/owner-only';
import { configureMediaStore } from '../media/media-store';
import { type BackupProgress, createBackup, listSnapshots, progressLine, pruneBackups, restoreBackup, withBackupLock } from './backup.service';

const [command, ...rest] = process.argv.slice(2);
const flags = new Set(rest.filter((a) => a.startsWith('--')));
const positional = rest.filter((a, i) => !a.startsWith('--') && rest[i - 1] !== '--snapshot' && rest[i - 1] !== '--keep');
const option = (name: string) => {
  const i = rest.indexOf(name);
  return i >= 0 ? rest[i + 1] : undefined;
};

const tty = process.stdout.isTTY;
let lastLine = '';
function progress(p: BackupProgress) {
  const line = progressLine(p);
  if (tty) process.stdout.write(`\r${line.padEnd(lastLine.length)}`);
  else if (p.phase !== 'files' || line !== lastLine) console.log(line);
  lastLine = line;
}

function usage(): never {
  console.error('Usage:\n  npm run backup -- <dir> [--keep N]\n  npm run restore -- <dir> [--force] [--snapshot <id>]\n  npm run backup -- --list <dir>');
  process.exit(2);
}

async function main() {
  const dir = positional[0] ? path.resolve(positional[0]) : undefined;
  if (!dir) usage();
  const env = loadEnv();
  // Backups and a restored DATA_DIR hold password hashes and addresses: owner-only.
  createOwnerOnly();
  if (command === 'backup' && flags.has('--list')) {
    for (const m of await listSnapshots(dir)) console.log(`${m.id}  ${m.totals.files} files  ${(m.totals.bytes / 1024 / 1024).toFixed(1)} MB`);
    return;
  }
  if (command === 'backup') {
    const file = env.databaseUrl.startsWith('file:') ? env.databaseUrl.slice('file:'.length) : null;
    if (file && !existsSync(file)) throw new Error(`no database at ${file} (set DATA_DIR or DATABASE_URL)`);
    const client = createClient({ url: env.databaseUrl, authToken: env.DATABASE_AUTH_TOKEN });
    await client.execute('PRAGMA busy_timeout = 5000').catch(() => {});
    const manifest = await withBackupLock(dir, async () => {
      const m = await createBackup({ client, databaseUrl: env.databaseUrl, store: configureMediaStore(env) }, dir, progress);
      const keep = option('--keep');
      if (keep) await pruneBackups(dir, Number(keep));
      return m;
    });
    client.close();
    if (tty) process.stdout.write('\n');
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
    console.log(
      `Snapshot ${manifest.id}: database ${mb(manifest.database.size)}, ${manifest.totals.files} media files (${mb(manifest.totals.bytes)}), ${manifest.totals.newFiles} new (${mb(manifest.totals.newBytes)}) → ${dir}`,
    );
    if (manifest.missing.length) console.warn(`Warning: ${manifest.missing.length} file(s) named by the database were missing: ${manifest.missing.slice(0, 5).join(', ')}`);
    return;
  }
  if (command === 'restore') {
    const manifest = await restoreBackup(
      dir,
      { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl, authToken: env.DATABASE_AUTH_TOKEN, store: configureMediaStore(env) },
      { force: flags.has('--force'), snapshot: option('--snapshot'), onProgress: progress },
    );
    if (tty) process.stdout.write('\n');
    console.log(`Restored snapshot ${manifest.id} (${manifest.createdAt}) into ${env.DATA_DIR}: every file's sha256 checked.`);
    return;
  }
  usage();
}

main().catch((err) => {
  if (tty && lastLine) process.stdout.write('\n');
  console.error(`${command ?? 'backup'} failed: ${(err as Error).message}`);
  process.exit(1);
});
