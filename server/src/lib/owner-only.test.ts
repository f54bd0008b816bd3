import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API } from '@portfolio/shared';
import { createClient } from '@libsql/client';
import { type ServerProcess, startServer } from '../../test/server-process';
import { makeJpeg } from '../media/media-test-kit';

const bun = path.resolve(import.meta.dir, '../../../node_modules/.bin/bun');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** Every file and folder under `root` (root included) whose mode lets group or others in. */
function openToOthers(root: string): string[] {
  const out: string[] = [];
  const visit = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) out.push(`${path.relative(root, p) || '.'} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return out;
}

describe('state is readable by the server user only, whatever the umask', () => {
  let server: ServerProcess;
  let backupDir: string;
  let salt: string;

  beforeAll(async () => {
    // The test runs with the usual 022 umask, which would make files 0644 and folders 0755.
    const previous = process.umask(0o022);
    server = await startServer();
    process.umask(previous);
    const token = await server.login();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await makeJpeg({ width: 400, height: 300, seed: 3 }))], 'fox.jpg', { type: 'image/jpeg' }));
    const up = await fetch(`${server.url}${API.admin.upload}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(up.status).toBe(200);
    // A visit makes the day's statistics salt.
    const ev = await fetch(`${server.url}${API.events}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'User-Agent': BROWSER },
      body: JSON.stringify({ events: [{ type: 'pageview', path: '/', language: 'en' }] }),
    });
    expect(ev.status).toBe(204);
    const db = createClient({ url: `file:${path.join(server.dataDir, 'portfolio.db')}` });
    salt = String((await db.execute('SELECT salt FROM stats_salts')).rows[0]!.salt);
    db.close();
    expect(salt).toMatch(/^[a-f0-9]{64}$/);

    backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'portfolio-modes-')), 'backups');
    execFileSync(bun, ['src/backup/cli.ts', 'backup', backupDir], {
      cwd: path.resolve(import.meta.dir, '../..'),
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: server.dataDir },
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => server?.kill());

  it('creates DATA_DIR, the database and media owner-only (0700 folders, 0600 files)', () => {
    expect(readdirSync(path.join(server.dataDir, 'media', 'originals')).length).toBeGreaterThan(0);
    expect(openToOthers(server.dataDir)).toEqual([]);
  });

  it('writes every backup file owner-only, and leaves the statistics salt out', async () => {
    expect(openToOthers(backupDir)).toEqual([]);
    const [manifest] = readdirSync(path.join(backupDir, 'snapshots')).map((n) => JSON.parse(readFileSync(path.join(backupDir, 'snapshots', n), 'utf8')));
    const blob = path.join(backupDir, 'blobs', manifest.database.sha256.slice(0, 2), manifest.database.sha256);
    expect(readFileSync(blob).includes(salt)).toBe(false);
    const copy = createClient({ url: `file:${blob}` });
    expect((await copy.execute('SELECT count(*) AS n FROM stats_salts')).rows[0]!.n).toBe(0);
    expect(Number((await copy.execute('SELECT count(*) AS n FROM admin_users')).rows[0]!.n)).toBe(1);
    copy.close();
  });
});
