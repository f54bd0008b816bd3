import { afterAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { galleryItems, mediaJobs } from '../db/schema';
import { loadEnv } from '../env';
import { ingestBytes } from '../media/ingest.service';
import { MediaQueue, requeuePhotoDerivatives } from '../media/media-queue';
import type { MediaStore } from '../media/media-store';
import { storeFor } from '../media/media-store';
import { listFiles, makeJpeg, makeTestCtx } from '../media/media-test-kit';
import { createBackup, restoreBackup } from './backup.service';

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((c) => c()));

const publicFiles = (mediaDir: string) =>
  Object.fromEntries(
    listFiles(mediaDir)
      .filter((f) => f.startsWith('public/'))
      .map((f) => [f, new Bun.CryptoHasher('sha256').update(readFileSync(path.join(mediaDir, f))).digest('hex')]),
  );

describe('a backup taken while photos are being processed', () => {
  it('restores the same files as the site had when its database was copied, once the queue is idle', async () => {
    const site = await makeTestCtx();
    cleanups.push(site.cleanup);
    const queue = new MediaQueue(site);
    const fox = await ingestBytes(site, await makeJpeg({ width: 1200, height: 800, seed: 21 }), 'fox.jpg');
    await site.db.insert(galleryItems).values({ url: fox.url, title: 'Fox', mediaHash: fox.hash, width: fox.width, height: fox.height });
    await requeuePhotoDerivatives(site.db, { hashes: [fox.hash] });
    await queue.drain();
    const atCopy = publicFiles(site.env.mediaDir);

    // The writer renames the photo right after the database was copied (when the backup lists the
    // files), and the queue rewrites every file of it with the new title before they are copied.
    const store = storeFor(site.env.mediaDir);
    let raced = false;
    const racing: MediaStore = Object.assign(Object.create(store), {
      list: async (prefix: string) => {
        if (!raced) {
          raced = true;
          await site.db.update(galleryItems).set({ title: 'Fox at dawn' }).where(eq(galleryItems.mediaHash, fox.hash));
          await requeuePhotoDerivatives(site.db, { hashes: [fox.hash] });
          await queue.drain();
        }
        return store.list(prefix);
      },
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-race-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    await createBackup({ client: site.db.$client, databaseUrl: site.env.databaseUrl, store: racing }, dir);
    expect(raced).toBe(true);
    expect(publicFiles(site.env.mediaDir)).not.toEqual(atCopy);

    const target = mkdtempSync(path.join(tmpdir(), 'backup-race-restored-'));
    cleanups.push(() => rmSync(target, { recursive: true, force: true }));
    const env = loadEnv({ DATA_DIR: target });
    await restoreBackup(dir, { dataDir: env.DATA_DIR, databaseUrl: env.databaseUrl });
    const restored = await makeTestCtx({ dataDir: target });
    expect((await restored.db.select().from(galleryItems).get())?.title).toBe('Fox');
    await new MediaQueue(restored).drain();
    expect(publicFiles(restored.env.mediaDir)).toEqual(atCopy);
  }, 120_000);

  it('remakes one derivative alone with the same bytes as the upload made it (one decode width per original)', async () => {
    const site = await makeTestCtx();
    cleanups.push(site.cleanup);
    const owl = await ingestBytes(site, await makeJpeg({ width: 3000, height: 2000, seed: 22 }), 'owl.jpg');
    const queue = new MediaQueue(site);
    await queue.drain();
    const before = publicFiles(site.env.mediaDir);
    // A batch of just the smallest file (as a requeue or a restored site may run it).
    await site.db.insert(mediaJobs).values({ hash: owl.hash, format: 'webp', width: 480 });
    await queue.drain();
    expect(publicFiles(site.env.mediaDir)).toEqual(before);
  }, 120_000);
});
