/**
 * A card of 10,000 small files through the desktop import: walk, read, hash, drafts (the whole
 * pre-upload pipeline), and the upload queue's saved journal while every file goes through it
 * (an in-process server answers at once, so only the queue and its store are measured).
 * Target: the queue store writes O(1) bytes per change, whatever the size of the queue.
 *
 *   bun bench/desktop-import/card.ts            # 10,000 files
 *   BENCH_CARD_N=2000 bun bench/desktop-import/card.ts
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { GalleryItemCreate, UploadResult } from '@portfolio/shared';
import { draftPage } from '../../desktop/src/main/import/draft-rows';
import { ImportSession, toQueueItem } from '../../desktop/src/main/import/import-pipeline';
import { JournalQueueStore, type QueueItem } from '../../desktop/src/main/import/queue-store';
import { scanPaths } from '../../desktop/src/main/import/scan-folder';
import { type UploadApi, UploadQueue } from '../../desktop/src/main/import/upload-queue';

const root = path.resolve(import.meta.dir, '../..');
const N = Number(process.env.BENCH_CARD_N ?? 10_000);
const sharp = createRequire(path.join(root, 'server/package.json'))('sharp') as typeof import('sharp').default;
const now = () => performance.now();
const rate = (n: number, ms: number) => `${(n / (ms / 1000)).toFixed(0).padStart(8)} /s  ${ms.toFixed(0).padStart(7)} ms`;

/** 100 folders of 100 small JPEGs; each has its own trailing bytes, so its own hash. */
async function generate(dir: string): Promise<void> {
  const marker = path.join(dir, `.ready-${N}`);
  if (existsSync(marker)) return;
  console.log(`generating ${N} small photos into ${dir} (once)…`);
  const base = await sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 90, g: 120, b: 150 } } }).jpeg().toBuffer();
  for (let i = 0; i < N; i++) {
    const folder = path.join(dir, `DCIM/${100 + Math.floor(i / 100)}NIKON`);
    if (i % 100 === 0) await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `DSC_${String(i).padStart(5, '0')}.jpg`), Buffer.concat([base, Buffer.from(`#${i}`)]));
  }
  await writeFile(marker, '');
}

/** The server's calls answered in-process at once: the queue and its store are what is measured. */
const instantServer: UploadApi = {
  lookup: async () => [],
  upload: async (item) => ({ url: `/media/${item.hash}.jpg`, type: 'photo', thumbnailUrl: null, hash: item.hash, mime: item.mime, width: 1, height: 1, dateTaken: null, metadata: null, image: null }) as UploadResult,
  createItem: async (_body: GalleryItemCreate) => ({ id: 1 }),
};

const dir = path.join(os.tmpdir(), 'desktop-import-card-bench');
await mkdir(dir, { recursive: true });
await generate(dir);

console.log(`\n${N} files (${os.cpus().length} cores)`);
let t = now();
const scan = await scanPaths([dir]);
console.log(`walk                      ${rate(scan.files.length, now() - t)}`);

t = now();
let bytes = 0;
for (const f of scan.files) bytes += (await readFile(f.path)).length;
console.log(`read                      ${rate(scan.files.length, now() - t)}  (${(bytes / 1024 / 1024).toFixed(1)} MB)`);

t = now();
for (const f of scan.files) createHash('sha256').update(await readFile(f.path)).digest('hex');
console.log(`read + hash               ${rate(scan.files.length, now() - t)}`);

const session = new ImportSession();
t = now();
await session.addPaths([dir]);
const drafts = session.drafts();
console.log(`drafts (whole pipeline)   ${rate(drafts.length, now() - t)}`);
// What crosses the bridge to the renderer: a page of rows in view, never the whole card.
const pageBytes = JSON.stringify(draftPage(session, null, 0, 50)).length;
console.log(`renderer page of 50 rows  ${(pageBytes / 1024).toFixed(1)} KB  (the whole card as one answer: ${(JSON.stringify(drafts).length / 1024 / 1024).toFixed(1)} MB)`);

const items = drafts.map((d) => toQueueItem(session.get(d.id)!, d.fields)).filter((i): i is QueueItem => i !== null);
const queueDir = await mkdtemp(path.join(os.tmpdir(), 'card-queue-'));
try {
  const store = new JournalQueueStore(path.join(queueDir, 'upload-queue.json'));
  let saves = 0;
  const counting = { load: () => store.load(), clear: () => store.clear(), save: (...a: Parameters<typeof store.save>) => (saves++, store.save(...a)) };
  const queue = new UploadQueue({ api: instantServer, store: counting, serverUrl: 'http://bench', pauseMs: 0 });
  await queue.enqueue(items);
  t = now();
  await queue.start();
  const ms = now() - t;
  const wholeQueue = JSON.stringify({ items }).length;
  console.log(`queue writes (journal)    ${rate(saves, ms)}  ${saves} saves for ${items.length} files, synced`);
  console.log(`queue bytes per file      ${(store.bytesWritten / items.length).toFixed(0).padStart(8)} B   (the whole queue is ${(wholeQueue / 1024 / 1024).toFixed(1)} MB; rewriting it per change would be ${((wholeQueue * saves) / items.length / 1024 / 1024).toFixed(1)} MB per file)`);
  console.log(`complete                  ${queue.snapshot().counts.complete}/${items.length}`);
} finally {
  await rm(queueDir, { recursive: true, force: true });
}
