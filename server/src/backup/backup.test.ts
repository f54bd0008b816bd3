import { afterAll, describe, expect, it } from 'bun:test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BackupStatusSchema } from '@portfolio/shared';
import { createClient } from '@libsql/client';
import { createApp } from '../app';
import { openDb } from '../db/client';
import { eq } from 'drizzle-orm';
import { blogPosts, contactMessages, galleryItems, mediaAssets, mediaJobs, newsletterSubscribers } from '../db/schema';
import { loadEnv } from '../env';
import { ingestBytes } from '../media/ingest.service';
import { MediaQueue } from '../media/media-queue';
import { storeFor } from '../media/media-store';
import { adminToken, listFiles, makeJpeg, makeTestCtx, type TestCtx } from '../media/media-test-kit';
import { type SqldServer, startSqld } from '../../test/sqld';
import { BackupScheduler } from './backup-scheduler';
import { createBackup, listSnapshots, pruneBackups, restoreBackup } from './backup.service';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { manualClock } from '../../test/clock';

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));
const tempDir = async (label: string) => {
  const d = await mkdtemp(path.join(tmpdir(), `backup-${label}-`));
  cleanups.push(() => rmSync(d, { recursive: true, force: true }));
  return d;
};

const TABLES = ['gallery_items', 'blog_posts', 'contact_messages', 'newsletter_subscribers', 'media_assets', 'media_jobs', 'admin_users', 'categories'];

async function dump(url: string): Promise<Record<string, unknown[]>> {
  const c = createClient({ url });
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) out[t] = (await c.execute(`SELECT * FROM ${t} ORDER BY rowid`)).rows.map((r) => ({ ...r }));
  c.close();
  return out;
}

/**
 * The restored rows equal the original's, but for the derivative jobs: files written right around
 * the copy are queued again in the backup (the restored site writes them anew from the original).
 */
function expectSameSite(restored: Record<string, unknown[]>, original: Record<string, unknown[]>) {
  const { media_jobs: restoredJobs = [], ...restoredRest } = restored;
  const { media_jobs: originalJobs = [], ...originalRest } = original;
  expect(restoredRest).toEqual(originalRest);
  const key = (j: unknown) => {
    const r = j as { hash: string; format: string; width: number };
    return `${r.hash}-${r.width}.${r.format}`;
  };
  const restoredKeys = new Set(restoredJobs.map(key));
  const originalKeys = new Set(originalJobs.map(key));
  const photos = new Set((original.media_assets ?? []).map((a) => (a as { hash: string }).hash));
  for (const k of originalKeys) expect(restoredKeys).toContain(k);
  for (const j of restoredJobs) expect(originalKeys.has(key(j)) || photos.has((j as { hash: string }).hash)).toBe(true);
}

const fileHashes = (mediaDir: string) =>
  Object.fromEntries(listFiles(mediaDir).filter((f) => !f.startsWith('tmp/')).map((f) => [f, new Bun.CryptoHasher('sha256').update(readFileSync(path.join(mediaDir, f))).digest('hex')]));

/** A site with two photos, a gallery item, a post, a message and a subscriber. */
async function populatedSite(): Promise<TestCtx> {
  const ctx = await makeTestCtx();
  cleanups.push(ctx.cleanup);
  const a = await ingestBytes(ctx, await makeJpeg({ width: 1200, height: 800, seed: 11 }), 'fox.jpg');
  await ingestBytes(ctx, await makeJpeg({ width: 700, height: 500, seed: 12 }), 'owl.jpg');
  await ctx.db.insert(galleryItems).values({ url: a.url, title: 'Fox', mediaHash: a.hash, width: a.width, height: a.height });
  await ctx.db.insert(blogPosts).values({ slug: 'north', titleNl: 'Noord', contentNl: `<p>Hallo</p><img src="${a.url}">`, isPublished: true });
  await ctx.db.insert(contactMessages).values({ name: 'Ann', email: 'ann@example.com', subject: 'Print', message: 'May I buy a print?' });
  await ctx.db.insert(newsletterSubscribers).values({ email: 'bo@example.com', language: 'sv' });
  return ctx;
}

describe('backup and restore', () => {
  it('restores every row and every file identically into an empty DATA_DIR, checking every hash', async () => {
    const site = await populatedSite();
    // A client gallery's own files of the fox (a proof and the web-size download, under media/private).
    const fox = (await site.db.select().from(mediaAssets).where(eq(mediaAssets.originalName, 'fox.jpg')).get())!;
    await site.db.insert(mediaJobs).values([
      { hash: fox.hash, format: 'proof', width: 480 },
      { hash: fox.hash, format: 'download', width: 1200 },
    ]);
    const queue = new MediaQueue(site, { workers: 1 });
    while (await queue.runOnce());
    const dir = await tempDir('dir');
    const manifest = await createBackup({ client: site.db.$client, databaseUrl: site.env.databaseUrl, store: storeFor(site.env.mediaDir) }, dir);
    expect(manifest.missing).toEqual([]);
    expect(manifest.files.filter((f) => f.path.startsWith('media/private/')).map((f) => f.path.slice(-10))).toEqual(['-1200d.jpg', '-480p.webp'].sort());
    expect(manifest.files.length).toBeGreaterThan(4);
    for (const f of manifest.files) expect(f.sha256).toMatch(/^[a-f0-9]{64}$/);

    const target = await tempDir('target');
    const env = loadEnv({ DATA_DIR: target });
    await restoreBackup(dir, { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl });
    expectSameSite(await dump(env.databaseUrl), await dump(site.env.databaseUrl));
    expect(fileHashes(env.mediaDir)).toEqual(fileHashes(site.env.mediaDir));

    // The restored site starts and serves the item and its photo.
    const restored = createApp({ db: await openDb(env.databaseUrl), env });
    const items = await (await restored.request('/api/gallery/items')).json();
    expect(JSON.stringify(items)).toContain('Fox');
    const photo = await restored.request(manifest.files.find((f) => f.path.endsWith('.jpg') && f.path.startsWith('media/public/'))!.path.replace('media/public/', '/media/'));
    expect(photo.status).toBe(200);
  }, ENCODES_IMAGES);

  it('copies only what is new into a folder that already holds a backup, and prunes to BACKUP_KEEP', async () => {
    const site = await populatedSite();
    const src = { client: site.db.$client, databaseUrl: site.env.databaseUrl, store: storeFor(site.env.mediaDir) };
    const dir = await tempDir('incr');
    // Snapshot ids have one-second steps: the clock steps a second between backups.
    const clock = manualClock();
    const first = await createBackup(src, dir, undefined, clock);
    expect(first.totals.newFiles).toBe(first.totals.files);
    clock.advance(1000);
    const second = await createBackup(src, dir, undefined, clock);
    expect(second.totals.newFiles).toBe(0);
    await ingestBytes(site, await makeJpeg({ width: 900, height: 600, seed: 13 }), 'elk.jpg');
    clock.advance(1000);
    const third = await createBackup(src, dir, undefined, clock);
    expect(third.totals.newFiles).toBeGreaterThan(0);
    expect(third.totals.newFiles).toBeLessThan(third.totals.files);

    expect((await listSnapshots(dir)).length).toBe(3);
    const pruned = await pruneBackups(dir, 1);
    expect(pruned.removedSnapshots).toBe(2);
    expect((await listSnapshots(dir)).map((m) => m.id)).toEqual([third.id]);
    // The kept snapshot still restores whole.
    const target = await tempDir('after-prune');
    const env = loadEnv({ DATA_DIR: target });
    await restoreBackup(dir, { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl });
    expect(fileHashes(env.mediaDir)).toEqual(fileHashes(site.env.mediaDir));
  }, ENCODES_IMAGES);

  it('takes a consistent snapshot while uploads and writes go on', async () => {
    const site = await populatedSite();
    const dir = await tempDir('live');
    const writes = (async () => {
      for (let i = 0; i < 4; i++) {
        const up = await ingestBytes(site, await makeJpeg({ width: 800, height: 600, seed: 40 + i }), `live${i}.jpg`);
        await site.db.insert(galleryItems).values({ url: up.url, title: `Live ${i}`, mediaHash: up.hash });
      }
    })();
    const manifest = await createBackup({ client: site.db.$client, databaseUrl: site.env.databaseUrl, store: storeFor(site.env.mediaDir) }, dir);
    await writes;
    expect(manifest.missing).toEqual([]);
    const target = await tempDir('live-target');
    const env = loadEnv({ DATA_DIR: target });
    await restoreBackup(dir, { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl });
    // Every item of the restored database has its files.
    const restored = await dump(env.databaseUrl);
    const files = new Set(listFiles(env.mediaDir));
    for (const a of restored.media_assets as { original_file: string; variants: string }[]) {
      expect(files.has(a.original_file)).toBe(true);
      for (const v of JSON.parse(a.variants) as { file: string }[]) expect(files.has(`public/${v.file}`)).toBe(true);
    }
  }, ENCODES_IMAGES);

  it('refuses a non-empty DATA_DIR without --force, and a damaged file in the backup', async () => {
    const site = await populatedSite();
    const dir = await tempDir('refuse');
    const manifest = await createBackup({ client: site.db.$client, databaseUrl: site.env.databaseUrl, store: storeFor(site.env.mediaDir) }, dir);
    const used = await tempDir('used');
    writeFileSync(path.join(used, 'something'), 'x');
    const usedEnv = loadEnv({ DATA_DIR: used });
    await expect(restoreBackup(dir, { dataDir: usedEnv.DATA_DIR, databaseUrl: usedEnv.databaseUrl })).rejects.toThrow('not empty');
    await restoreBackup(dir, { dataDir: usedEnv.DATA_DIR, databaseUrl: usedEnv.databaseUrl }, { force: true });

    const f = manifest.files[0]!;
    writeFileSync(path.join(dir, 'blobs', f.sha256.slice(0, 2), f.sha256), 'bit rot');
    const target = await tempDir('damaged');
    const env = loadEnv({ DATA_DIR: target });
    await expect(restoreBackup(dir, { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl })).rejects.toThrow('damaged');
  }, ENCODES_IMAGES);

  it('records scheduled backups and shows the last one on the dashboard API', async () => {
    const site = await populatedSite();
    const dir = await tempDir('scheduled');
    const env = { ...site.env, ...loadEnv({ DATA_DIR: site.env.DATA_DIR, BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '2' }) };
    const ctx = { db: site.db, env };
    const scheduler = new BackupScheduler(ctx, () => {});
    await scheduler.tick();
    await scheduler.tick(); // within the interval: no second backup
    expect((await listSnapshots(dir)).length).toBe(1);
    const app = createApp(ctx);
    const res = await app.request('/api/admin/backups', { headers: { Authorization: `Bearer ${await adminToken(ctx)}` } });
    expect(res.status).toBe(200);
    const status = BackupStatusSchema.parse(await res.json());
    expect(status.scheduled).toBe(true);
    expect(status.last?.result).toBe('ok');
    expect(status.last?.files).toBeGreaterThan(0);
    expect(status.lastSuccessAt).not.toBeNull();
    expect((await app.request('/api/admin/backups')).status).toBe(401);
  }, ENCODES_IMAGES);
});

const sqld = process.env.SKIP_SQLD ? 'SKIP_SQLD is set' : await startSqld();
if (typeof sqld === 'string') console.warn(`[backup] skipping the libSQL server checks: ${sqld}`);
afterAll(async () => {
  if (typeof sqld !== 'string') await sqld.stop();
});

describe('backup and restore with a libSQL server (sqld)', () => {
  it.skipIf(typeof sqld === 'string')('backs up a site on sqld and restores it into another DATA_DIR and onto the server again', async () => {
    const server = sqld as SqldServer;
    const dataDir = await tempDir('sqld-site');
    const site = await makeTestCtx({ dataDir, env: { DATABASE_URL: server.url } });
    const a = await ingestBytes(site, await makeJpeg({ width: 800, height: 500, seed: 21 }), 'seal.jpg');
    await site.db.insert(galleryItems).values({ url: a.url, title: 'Seal', mediaHash: a.hash });
    await site.db.insert(newsletterSubscribers).values({ email: 'cy@example.com', language: 'nl' });
    const dir = await tempDir('sqld-dir');
    await createBackup({ client: site.db.$client, databaseUrl: server.url, store: storeFor(site.env.mediaDir) }, dir);
    const before = await dump(server.url);

    // Into a local DATA_DIR.
    const target = await tempDir('sqld-local');
    const env = loadEnv({ DATA_DIR: target });
    await restoreBackup(dir, { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl });
    expectSameSite(await dump(env.databaseUrl), before);

    // Back onto the server, replacing what is there.
    await site.db.insert(galleryItems).values({ url: a.url, title: 'Added after the backup' });
    const again = await tempDir('sqld-again');
    await expect(restoreBackup(dir, { dataDir: again, databaseUrl: server.url })).rejects.toThrow('already has tables');
    await restoreBackup(dir, { dataDir: again, databaseUrl: server.url }, { force: true });
    expectSameSite(await dump(server.url), before);
    expect(await readdir(path.join(again, 'media', 'public'))).not.toHaveLength(0);
  }, ENCODES_IMAGES);
});

describe('npm run backup / npm run restore', () => {
  const cli = (args: string[], dataDir: string) =>
    Bun.spawnSync([path.resolve(import.meta.dir, '../../../node_modules/.bin/bun'), path.join(import.meta.dir, 'cli.ts'), ...args], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, TZ: 'UTC' },
    });

  it('backs up a DATA_DIR from the command line, restores it into an empty one, and the restored server starts with it', async () => {
    const site = await populatedSite();
    const dir = await tempDir('cli');
    expect(cli([dir], site.env.DATA_DIR).exitCode).toBe(2); // no command: usage
    const ok = cli(['backup', dir], site.env.DATA_DIR);
    expect(ok.stderr.toString()).toBe('');
    expect(ok.exitCode).toBe(0);
    expect(ok.stdout.toString()).toMatch(/files \d+\/\d+/);
    expect(ok.stdout.toString()).toContain('Snapshot ');

    const target = await tempDir('cli-target');
    const restored = cli(['restore', dir], target);
    expect(restored.exitCode).toBe(0);
    expect(restored.stdout.toString()).toContain('sha256 checked');
    const again = cli(['restore', dir], target);
    expect(again.exitCode).toBe(1);
    expect(again.stderr.toString()).toContain('not empty');

    const { startServer } = await import('../../test/server-process');
    const server = await startServer({}, target);
    try {
      const items = await (await fetch(`${server.url}/api/gallery/items`)).text();
      expect(items).toContain('Fox');
    } finally {
      server.kill('SIGKILL');
      await server.exited;
    }
  }, ENCODES_IMAGES);
});
