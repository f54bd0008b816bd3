import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { newUploadEntry } from '@portfolio/shared/upload-queue';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../test/photos';
import { JournalQueueStore, type PersistedQueue, type QueueItem } from './queue-store';

const hashOf = (n: number) => n.toString(16).padStart(64, '0');
const item = (n: number, overrides: Partial<QueueItem> = {}): QueueItem => ({
  ...newUploadEntry({ id: `f${n}`, fileName: `DSC_${n}.jpg`, size: 1000 + n, kind: 'photo' as const, hash: hashOf(n) }),
  path: `/card/DSC_${n}.jpg`,
  mime: 'image/jpeg',
  fields: { title: `DSC ${n}`, description: null, location: 'Svalbard', country: null, countryEn: 'Norway', countrySv: 'Norge', categoryIds: [3], isPublished: true, sensitiveLocation: false },
  dateTaken: null,
  metadata: null,
  ...overrides,
});
const queueOf = (items: QueueItem[], state: PersistedQueue['state'] = 'running'): PersistedQueue => ({
  version: 1,
  serverUrl: 'http://s',
  state,
  items,
  updatedAt: '2026-11-27T07:00:00.000Z',
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'queue-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('JournalQueueStore', () => {
  it('writes the same bytes for one change whether the queue holds 10 or 10,000 files', async () => {
    const bytesForOneChange = async (size: number) => {
      const store = new JournalQueueStore(path.join(dir, `q${size}.json`), { sync: false });
      const items = Array.from({ length: size }, (_, n) => item(n + 1));
      await store.save(queueOf(items));
      const before = store.bytesWritten;
      items[0] = { ...items[0]!, status: 'complete', galleryItemId: 7 };
      await store.save(queueOf(items), [items[0]]);
      return store.bytesWritten - before;
    };
    expect(await bytesForOneChange(10_000)).toBe(await bytesForOneChange(10));
  });

  it('replays the changes in order and rewrites the journal whole now and then', async () => {
    const file = path.join(dir, 'queue.json');
    const store = new JournalQueueStore(file, { compactAfter: 5, compactFactor: 1, sync: false });
    const items = [item(1), item(2), item(3)];
    await store.save(queueOf(items), items);
    const lines = async () => (await readFile(file, 'utf8')).trim().split('\n').length;
    for (let round = 0; round < 3; round++) {
      items[round] = { ...items[round]!, status: 'complete', galleryItemId: 10 + round };
      await store.save(queueOf(items), [items[round]!]);
    }
    // 3 + 3 changed entries passed 5: the last save wrote the queue as one line.
    expect(await lines()).toBe(1);
    items.push(item(4));
    await store.save(queueOf(items, 'paused'), [items[3]!]);
    expect(await lines()).toBe(2);
    const loaded = await new JournalQueueStore(file).load();
    expect(loaded?.state).toBe('paused');
    expect(loaded?.items.map((i) => [i.id, i.status, i.galleryItemId])).toEqual([
      ['f1', 'complete', 10],
      ['f2', 'complete', 11],
      ['f3', 'complete', 12],
      ['f4', 'pending', null],
    ]);
    expect(await readdir(dir)).toEqual(['queue.json']);
  });

  it('keeps everything before a last line cut short by a crash', async () => {
    const file = path.join(dir, 'queue.json');
    const store = new JournalQueueStore(file, { sync: false });
    await store.save(queueOf([item(1), item(2)]));
    await store.save(queueOf([item(1, { status: 'uploading', attempted: true }), item(2)]), [item(1, { status: 'uploading', attempted: true })]);
    await appendFile(file, '{"serverUrl":"http://s","state":"running","updatedAt":"x","changed":[{"id":"f1","st');
    const loaded = await new JournalQueueStore(file).load();
    expect(loaded?.items.map((i) => [i.id, i.status, i.attempted])).toEqual([
      ['f1', 'uploading', true],
      ['f2', 'pending', false],
    ]);
  });

  it('reads a queue saved whole by the earlier version', async () => {
    const file = path.join(dir, 'queue.json');
    await writeFile(file, JSON.stringify(queueOf([item(1), item(2, { status: 'complete', galleryItemId: 5 })], 'paused')));
    const loaded = await new JournalQueueStore(file).load();
    expect(loaded?.items.map((i) => i.status)).toEqual(['pending', 'complete']);
  });
});

/**
 * The server's three calls over HTTP, recording what arrived. `killAt` stops the importing process
 * at a chosen request, after the server acted on it and before the answer leaves: the moment
 * where an import that forgot what it had sent would send a photo twice.
 */
class RecordingServer {
  uploads = new Map<string, number>();
  items = new Map<string, number[]>();
  requests = 0;
  killAt: { request: number; kill: () => void } | null = null;
  private server: Server = createServer((req, res) => void this.handle(req).then((body) => {
    if (this.killAt && this.requests >= this.killAt.request) {
      const { kill } = this.killAt;
      this.killAt = null;
      kill();
      res.destroy();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }));
  origin = '';

  async listen() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    this.requests++;
    if (req.url === '/api/admin/media/lookup') {
      const { hashes } = JSON.parse(body.toString()) as { hashes: string[] };
      return { found: hashes.filter((h) => this.uploads.has(h)).map((hash) => ({ hash, url: `/media/${hash}.jpg`, galleryItemIds: this.items.get(hash) ?? [] })) };
    }
    if (req.url === '/api/admin/upload/bulk') {
      // The file's bytes sit between the part's blank line and the closing boundary.
      const text = body.toString('latin1');
      const bytes = Buffer.from(text.slice(text.indexOf('\r\n\r\n') + 4, text.lastIndexOf('\r\n--')), 'latin1');
      const hash = createHash('sha256').update(bytes).digest('hex');
      this.uploads.set(hash, (this.uploads.get(hash) ?? 0) + 1);
      const url = `/media/${hash}.jpg`;
      return { files: [{ url, type: 'photo', thumbnailUrl: null, hash, mime: 'image/jpeg', width: 1, height: 1, dateTaken: null, metadata: null, image: null }] };
    }
    if (req.url === '/api/admin/gallery/items') {
      const { mediaHash } = JSON.parse(body.toString()) as { mediaHash: string };
      const id = 1 + [...this.items.values()].reduce((n, ids) => n + ids.length, 0);
      this.items.set(mediaHash, [...(this.items.get(mediaHash) ?? []), id]);
      return { id };
    }
    throw new Error(`unexpected ${req.url}`);
  }
}

describe('an import killed mid-run', () => {
  it('loses nothing and sends nothing twice over three kills in a 2,000-file run', { timeout: 240_000 }, async () => {
    const COUNT = 2000;
    const folder = path.join(dir, 'card');
    await mkdir(folder);
    for (let n = 0; n < COUNT; n++) await writeFile(path.join(folder, `${n}.jpg`), `photo number ${n}`);
    const journal = path.join(dir, 'upload-queue.json');
    const server = new RecordingServer();
    await server.listen();
    const bun = path.join(repoRoot(), 'node_modules/.bin/bun');
    const run = () => {
      const child: ChildProcess = spawn(bun, [path.join(repoRoot(), 'desktop/test/queue-run.ts'), journal, server.origin, folder, String(COUNT)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) =>
        child.on('exit', (code, signal) => resolve({ code, signal, out })),
      );
      return { child, exited };
    };
    try {
      // Killed three times, each time after the server acted on a request and before the
      // process heard the answer.
      for (const at of [1100, 2500, 3300]) {
        const { child, exited } = run();
        server.killAt = { request: at, kill: () => child.kill('SIGKILL') };
        const end = await exited;
        expect(end.signal, end.out).toBe('SIGKILL');
      }
      const last = run();
      const end = await last.exited;
      expect(end.out).toContain('finished, 0 left');

      // Every file reached the server once and has exactly one gallery item.
      expect(server.uploads.size).toBe(COUNT);
      expect([...server.uploads.values()].every((n) => n === 1)).toBe(true);
      expect(server.items.size).toBe(COUNT);
      expect([...server.items.values()].every((ids) => ids.length === 1)).toBe(true);
      const saved = await new JournalQueueStore(journal).load();
      expect(saved?.items).toHaveLength(COUNT);
      expect(new Set(saved?.items.map((i) => i.id)).size).toBe(COUNT);
      expect(saved?.items.every((i) => i.status === 'complete' && i.galleryItemId !== null)).toBe(true);
      // Compaction kept the journal near the size of the queue written once.
      expect((await stat(journal)).size).toBeLessThan(4 * JSON.stringify(saved).length);
    } finally {
      await server.close();
    }
  });
});
