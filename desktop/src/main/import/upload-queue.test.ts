import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { GalleryItemCreate, QueueSnapshot, UploadResult } from '@portfolio/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JournalQueueStore, MemoryQueueStore, type QueueItem } from './queue-store';
import { HttpError, UploadQueue, type UploadApi } from './upload-queue';

const hashOf = (n: number) => n.toString(16).padStart(64, '0');

function item(n: number, overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    id: `f${n}`,
    path: `/card/DSC_${n}.jpg`,
    fileName: `DSC_${n}.jpg`,
    size: 1000 * n,
    hash: hashOf(n),
    mime: 'image/jpeg',
    kind: 'photo',
    fields: { title: `DSC ${n}`, description: null, location: 'Svalbard', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge', categoryIds: [3], isPublished: true, sensitiveLocation: false },
    dateTaken: '2024-06-12T14:03:00.000Z',
    metadata: { Make: 'Nikon', ISO: 400 },
    status: 'pending',
    error: null,
    attempted: false,
    upload: null,
    galleryItemId: null,
    ...overrides,
  };
}

/** Abortable wait, like a slow network. */
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(t);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** The server's three calls, in memory, recording what arrived. */
class FakeServer implements UploadApi {
  media = new Map<string, { url: string; itemIds: number[] }>();
  uploads: string[] = [];
  creates: GalleryItemCreate[] = [];
  lookups: string[][] = [];
  inFlight = 0;
  maxInFlight = 0;
  events: string[] = [];
  onUpload: (item: QueueItem, signal: AbortSignal) => Promise<void> = async () => undefined;
  private nextId = 100;

  async lookup(hashes: string[]) {
    this.lookups.push(hashes);
    return hashes.filter((h) => this.media.has(h)).map((hash) => ({ hash, url: this.media.get(hash)!.url, galleryItemIds: this.media.get(hash)!.itemIds }));
  }

  async upload(item: QueueItem, onProgress: (n: number) => void, signal: AbortSignal): Promise<UploadResult> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    this.events.push(`upload ${item.id}`);
    try {
      onProgress(item.size / 2);
      await this.onUpload(item, signal);
      onProgress(item.size);
      this.uploads.push(item.hash);
      const url = `/media/${item.hash.slice(-8)}.jpg`;
      if (!this.media.has(item.hash)) this.media.set(item.hash, { url, itemIds: [] });
      return { url, type: 'photo', thumbnailUrl: `${url}?w=480`, hash: item.hash, mime: item.mime, width: 10, height: 10, dateTaken: null, metadata: null, image: null };
    } finally {
      this.inFlight--;
    }
  }

  async createItem(body: GalleryItemCreate) {
    const id = this.nextId++;
    this.events.push(`create ${body.title}`);
    this.creates.push(body);
    for (const m of this.media.values()) if (m.url === body.url) m.itemIds.push(id);
    return { id };
  }
}

const statuses = (q: UploadQueue) => q.queueItems.map((i) => i.status);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'queue-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('UploadQueue', () => {
  it("uploads one file at a time, file then gallery item, with the draft fields; the date and camera data are left to the server's reading", async () => {
    const api = new FakeServer();
    const snapshots: QueueSnapshot[] = [];
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 20, onChange: (s) => snapshots.push(s) });
    await queue.enqueue([item(1), item(2), item(3)]);
    const started = Date.now();
    await queue.start();
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(statuses(queue)).toEqual(['complete', 'complete', 'complete']);
    expect(api.maxInFlight).toBe(1);
    expect(api.events).toEqual(['upload f1', 'create DSC 1', 'upload f2', 'create DSC 2', 'upload f3', 'create DSC 3']);
    expect(api.creates[0]).toEqual({
      type: 'photo',
      mediaHash: hashOf(1),
      thumbnailUrl: '/media/00000001.jpg?w=480',
      title: 'DSC 1',
      description: null,
      location: 'Svalbard',
      country: 'Noorwegen',
      countryEn: 'Norway',
      countrySv: 'Norge',
      categoryIds: [3],
      isPublished: true,
      sensitiveLocation: false,
    });
    const last = snapshots.at(-1)!;
    expect(last).toMatchObject({ state: 'done', progress: 1, etaMs: 0, counts: { total: 3, complete: 3, pending: 0, failed: 0 } });
    // Each file went pending → uploading → complete, and the counts were visible on the way.
    expect(snapshots.some((s) => s.counts.uploading === 1 && s.counts.complete === 1 && s.counts.pending === 1)).toBe(true);
    expect(queue.queueItems.map((i) => i.galleryItemId)).toEqual([100, 101, 102]);
  });

  it('marks a refused file failed with the server message, goes on, and retries it on request', async () => {
    const api = new FakeServer();
    let refuse = true;
    api.onUpload = async (it) => {
      if (it.id === 'f2' && refuse) throw new HttpError(422, '"DSC_2.jpg" is damaged and cannot be read');
    };
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0 });
    await queue.enqueue([item(1), item(2), item(3)]);
    await queue.start();
    expect(statuses(queue)).toEqual(['complete', 'failed', 'complete']);
    expect(queue.queueItems[1].error).toBe('"DSC_2.jpg" is damaged and cannot be read');
    expect(queue.snapshot().counts).toMatchObject({ complete: 2, failed: 1 });
    refuse = false;
    await queue.retryFailed();
    expect(statuses(queue)).toEqual(['complete', 'complete', 'complete']);
    expect(api.uploads).toHaveLength(3);
  });

  it('retries after a network error, and a 401 says the session expired', async () => {
    const api = new FakeServer();
    let failures = 1;
    api.onUpload = async (it) => {
      if (it.id === 'f1' && failures-- > 0) throw new TypeError('fetch failed');
      if (it.id === 'f2') throw new HttpError(401, 'Unauthorized');
    };
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0, retryDelaysMs: [10] });
    await queue.enqueue([item(1), item(2)]);
    await queue.start();
    expect(statuses(queue)).toEqual(['complete', 'failed']);
    expect(queue.queueItems[1].error).toBe('Session expired. Please log in again.');
    // The retry first asked the server whether the interrupted upload had arrived.
    expect(api.lookups.some((l) => l.length === 1 && l[0] === hashOf(1))).toBe(true);
  });

  it('gives up on a request after the time-out', async () => {
    const api = new FakeServer();
    api.onUpload = (_it, signal) => wait(10_000, signal);
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0, timeoutMs: 50, retryDelaysMs: [] });
    await queue.enqueue([item(1)]);
    await queue.start();
    expect(queue.queueItems[0]).toMatchObject({ status: 'failed', error: 'Upload timed out (0s limit)' });
  });

  it('pauses mid-upload and on resume asks the server before sending that file again', async () => {
    const api = new FakeServer();
    api.onUpload = (_it, signal) => wait(200, signal);
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0 });
    await queue.enqueue([item(1), item(2)]);
    const run = queue.start();
    await wait(50);
    expect(queue.snapshot().counts.uploading).toBe(1);
    await queue.pause();
    await run;
    expect(queue.runState).toBe('paused');
    expect(statuses(queue)).toEqual(['pending', 'pending']);
    expect(queue.snapshot().items[0].progress).toBe(0);
    api.onUpload = async () => undefined;
    await queue.resume();
    expect(statuses(queue)).toEqual(['complete', 'complete']);
    expect(api.lookups.filter((l) => l.length === 1 && l[0] === hashOf(1))).toHaveLength(1);
  });

  it('cancel stops and marks what is left cancelled; retry puts it back', async () => {
    const api = new FakeServer();
    api.onUpload = (_it, signal) => wait(100, signal);
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0 });
    await queue.enqueue([item(1), item(2), item(3)]);
    void queue.start();
    await wait(30);
    await queue.cancel();
    expect(queue.runState).toBe('cancelled');
    expect(statuses(queue)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    api.onUpload = async () => undefined;
    await queue.retryFailed();
    expect(statuses(queue)).toEqual(['complete', 'complete', 'complete']);
  });

  it('reports overall progress by bytes and a time left once bytes have moved', async () => {
    let now = 0;
    const api = new FakeServer();
    let snap: QueueSnapshot | null = null;
    api.onUpload = async (it) => {
      now += 1000;
      if (it.id === 'f2') snap = queue.snapshot();
    };
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0, now: () => now });
    expect(queue.snapshot().etaMs).toBe(0);
    await queue.enqueue([item(1), item(2), item(3)]);
    await queue.start();
    // While f2 was half sent: f1 (1000 B) + half of f2 (1000 B) of 6000 B moved in 2 s → 4000 B left at 1 B/ms.
    expect(snap!.bytesDone).toBe(2000);
    expect(snap!.progress).toBeCloseTo(1 / 3);
    expect(snap!.etaMs).toBe(4000);
    expect(snap!.items[1].progress).toBeCloseTo(0.485);
  });

  it('leaves out files already queued (same bytes)', async () => {
    const queue = new UploadQueue({ api: new FakeServer(), store: new MemoryQueueStore(), serverUrl: 'http://s' });
    await queue.enqueue([item(1), item(1, { id: 'copy' })]);
    await queue.enqueue([item(1, { id: 'again' })]);
    expect(queue.queueItems.map((i) => i.id)).toEqual(['f1']);
  });

  it('skips files the server already has before the first upload, and only makes the item when the file is there', async () => {
    const api = new FakeServer();
    api.media.set(hashOf(1), { url: '/media/old1.jpg', itemIds: [5] });
    api.media.set(hashOf(2), { url: '/media/old2.jpg', itemIds: [] });
    const queue = new UploadQueue({ api, store: new MemoryQueueStore(), serverUrl: 'http://s', pauseMs: 0 });
    await queue.enqueue([item(1), item(2), item(3)]);
    await queue.start();
    expect(statuses(queue)).toEqual(['complete', 'complete', 'complete']);
    expect(api.uploads).toEqual([hashOf(3)]);
    expect(api.creates.map((c) => c.mediaHash)).toEqual([hashOf(2), hashOf(3)]);
    expect(queue.queueItems[0].galleryItemId).toBe(5);
  });
});

describe('persistence and resume', () => {
  it('saves every change before the next request, leaving no temp files', async () => {
    const file = path.join(dir, 'queue.json');
    const store = new JournalQueueStore(file);
    const api = new FakeServer();
    const seen: string[] = [];
    const onDisk = () => new JournalQueueStore(file).load().then((q) => q!);
    api.onUpload = async () => {
      const saved = await onDisk();
      seen.push(saved.items.map((i: QueueItem) => i.status).join(','));
    };
    const queue = new UploadQueue({ api, store, serverUrl: 'http://s', pauseMs: 0 });
    await queue.enqueue([item(1), item(2)]);
    await queue.start();
    // While each file was on its way, the file on disk already said so.
    expect(seen).toEqual(['uploading,pending', 'complete,uploading']);
    const saved = await onDisk();
    expect(saved.state).toBe('done');
    expect(saved.items.map((i: QueueItem) => [i.status, i.galleryItemId])).toEqual([['complete', 100], ['complete', 101]]);
    expect(await readdir(dir)).toEqual(['queue.json']);
  });

  it('a new queue from the saved file finishes the work without sending anything twice', async () => {
    const file = path.join(dir, 'queue.json');
    const api = new FakeServer();
    // First run: the laptop "sleeps" (the process stops) while the second file is on its way.
    let hang = true;
    api.onUpload = async (it, signal) => {
      if (it.id === 'f2' && hang) {
        // The server has received every byte, but the answer never comes back.
        api.media.set(it.hash, { url: `/media/${it.hash.slice(-8)}.jpg`, itemIds: [] });
        api.uploads.push(it.hash);
        await wait(60_000, signal);
      }
    };
    const first = new UploadQueue({ api, store: new JournalQueueStore(file), serverUrl: 'http://s', pauseMs: 0 });
    await first.enqueue([item(1), item(2), item(3)]);
    void first.start();
    for (let i = 0; i < 100 && first.snapshot().items[1].status !== 'uploading'; i++) await wait(10);
    await wait(20);
    const onDisk = (await new JournalQueueStore(file).load())!;
    expect(onDisk.items.map((i: QueueItem) => i.status)).toEqual(['complete', 'uploading', 'pending']);
    // Simulate the process dying: the first queue is dropped without writing anything more.
    await first.detach();

    hang = false;
    const second = await UploadQueue.restore({ api, store: new JournalQueueStore(file), serverUrl: 'http://s', pauseMs: 0 });
    expect(second!.runState).toBe('paused');
    expect(statuses(second!)).toEqual(['complete', 'pending', 'pending']);
    await second!.resume();
    expect(statuses(second!)).toEqual(['complete', 'complete', 'complete']);
    // f2's bytes were not sent again: the look-up found them, and only its gallery item was made.
    expect(api.uploads).toEqual([hashOf(1), hashOf(2), hashOf(3)]);
    expect(api.creates.map((c) => c.title)).toEqual(['DSC 1', 'DSC 2', 'DSC 3']);
  });

  it('does not make a second gallery item when the app stopped after the item was made', async () => {
    const file = path.join(dir, 'queue.json');
    const api = new FakeServer();
    api.media.set(hashOf(1), { url: '/media/a.jpg', itemIds: [42] });
    const store = new JournalQueueStore(file);
    await store.save({ version: 1, serverUrl: 'http://s', state: 'running', updatedAt: new Date().toISOString(), items: [item(1, { status: 'uploading', attempted: true, upload: { url: '/media/a.jpg', thumbnailUrl: null, type: 'photo' } })] });
    const queue = await UploadQueue.restore({ api, store, serverUrl: 'http://s', pauseMs: 0 });
    await queue!.resume();
    expect(queue!.queueItems[0]).toMatchObject({ status: 'complete', galleryItemId: 42 });
    expect(api.creates).toEqual([]);
    expect(api.uploads).toEqual([]);
  });

  it('ignores a saved queue for another server or a damaged file', async () => {
    const file = path.join(dir, 'queue.json');
    const store = new JournalQueueStore(file);
    await store.save({ version: 1, serverUrl: 'http://other', state: 'paused', updatedAt: '', items: [item(1)] });
    expect(await UploadQueue.restore({ api: new FakeServer(), store, serverUrl: 'http://s' })).toBeNull();
    await import('node:fs/promises').then((fs) => fs.writeFile(file, '{"version":1,"items":[{'));
    expect(await store.load()).toBeNull();
  });
});
