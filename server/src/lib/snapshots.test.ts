import { describe, expect, it } from 'bun:test';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../../test/app';
import { makeItem, makePost } from '../../test/factories';
import { waitFor } from '../../test/wait-for';
import { openDb } from '../db/client';
import { bumpContentVersion } from './content-version';
import { PublicCache } from './public-cache';
import { SnapshotStore } from './snapshots';

const text = (s: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(s));
      controller.close();
    },
  });

/** A stream of `parts`, each given only once `release` is called: a build that takes its time. */
function slow(parts: string[]) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await released;
      const part = parts.shift();
      if (part === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(part));
    },
  });
  return { stream, release };
}

const folder = () => mkdtempSync(path.join(tmpdir(), 'snapshots-test-'));
const files = (root: string) => readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('snapshots of whole answers on disk', () => {
  it('builds a version once however many ask while it is being written, and keeps it gzipped on disk', async () => {
    const store = new SnapshotStore(folder());
    let opened = 0;
    const { stream, release } = slow(['[1,', '2,', '3]']);
    const asks = Array.from({ length: 20 }, () =>
      store.get('items-en', 7, () => {
        opened++;
        return stream;
      }),
    );
    release();
    const answers = await Promise.all(asks);
    expect(opened).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(gunzipSync(readFileSync(answers[0]!.file)).toString()).toBe('[1,2,3]');
    expect(answers[0]!.bytes).toBe(readFileSync(answers[0]!.file).length);
    // Asked again for the same version: the same file, nothing built.
    expect(await store.get('items-en', 7, () => (opened++, text('x')))).toBe(answers[0]!);
    expect(opened).toBe(1);
  });

  it('replaces a version by the next one and deletes the replaced file after its grace time', async () => {
    const root = folder();
    const store = new SnapshotStore(root, 0);
    const first = await store.get('posts-sv', 1, () => text('[]'));
    const second = await store.get('posts-sv', 2, () => text('[{"id":1}]'));
    expect(second.file).not.toBe(first.file);
    await waitFor(() => !existsSync(first.file), 'the replaced snapshot to be deleted');
    expect(existsSync(second.file)).toBe(true);
    // Another name is another answer: both stay.
    const other = await store.get('posts-en', 2, () => text('[]'));
    expect(files(root).sort()).toEqual([path.basename(other.file), path.basename(second.file)].sort());
  });

  it('leaves no partial file when a build fails, and builds again on the next ask', async () => {
    const root = folder();
    const store = new SnapshotStore(root);
    const failing = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.error(new Error('database went away'));
        },
      });
    await expect(store.get('items-nl', 3, failing)).rejects.toThrow('database went away');
    await waitFor(() => files(root).length === 0, 'the partial file to be removed');
    const snapshot = await store.get('items-nl', 3, () => text('[]'));
    expect(gunzipSync(readFileSync(snapshot.file)).toString()).toBe('[]');
  });

  it('writes in a folder of its own and removes the folders of servers that are gone', async () => {
    const root = folder();
    // A process id that is not running, and one that is (this test's parent).
    let gone = 4_000_000;
    while (existsSync(`/proc/${gone}`)) gone++;
    mkdirSync(path.join(root, `${gone}-deadbeef`));
    mkdirSync(path.join(root, `${process.ppid}-cafebabe`));
    const mine = await new SnapshotStore(root).get('items-en', 1, () => text('[]'));
    const theirs = await new SnapshotStore(root).get('items-en', 1, () => text('[]'));
    expect(mine.file).not.toBe(theirs.file);
    const folders = readdirSync(root).sort();
    expect(folders).not.toContain(`${gone}-deadbeef`);
    expect(folders).toContain(`${process.ppid}-cafebabe`);
    expect(folders.filter((f) => f.startsWith(`${process.pid}-`))).toHaveLength(2);
  });
});

describe('a snapshot answer', () => {
  async function app() {
    const db = await openDb(':memory:');
    const cache = new PublicCache(db, undefined, { snapshotsDir: folder() });
    let opened = 0;
    let body = '[{"n":1}]';
    const hono = new Hono().get('/list', (c) =>
      cache.sendSnapshot(c, 'list', () => {
        opened++;
        return text(body);
      }),
    );
    const fetch = cache.front(hono.fetch);
    return {
      db,
      ask: (headers: Record<string, string> = {}) => fetch(new Request('http://site/list', { headers })),
      opened: () => opened,
      change: async (next: string) => {
        body = next;
        await bumpContentVersion(db);
      },
    };
  }

  it('is the gzip file to a client that takes gzip, unpacked to one that does not, with its ETag and 304', async () => {
    const a = await app();
    const gz = await a.ask({ 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe('[{"n":1}]');
    const plain = await a.ask();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('[{"n":1}]');
    expect(plain.headers.get('etag')).toBe(gz.headers.get('etag')!.replace('-gz"', '"'));
    const refusesGzip = await a.ask({ 'Accept-Encoding': 'br, gzip;q=0' });
    expect(refusesGzip.headers.get('content-encoding')).toBeNull();
    expect(await refusesGzip.text()).toBe('[{"n":1}]');
    for (const tag of [gz.headers.get('etag')!, plain.headers.get('etag')!]) {
      const again = await a.ask({ 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    expect(a.opened()).toBe(1);
  });

  it('is replayed in front of routing with the same bytes, and written again when the content changes', async () => {
    const a = await app();
    const first = new Uint8Array(await (await a.ask({ 'Accept-Encoding': 'gzip' })).arrayBuffer());
    const replayed = await a.ask({ 'Accept-Encoding': 'gzip' });
    expect(new Uint8Array(await replayed.arrayBuffer())).toEqual(first);
    expect(a.opened()).toBe(1);
    await a.change('[{"n":2}]');
    const changed = await a.ask({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(new Uint8Array(await changed.arrayBuffer())).toString()).toBe('[{"n":2}]');
    expect(changed.headers.get('etag')).not.toBe(replayed.headers.get('etag'));
    expect(a.opened()).toBe(2);
    // One too large to keep in memory is sent from its file, replayed the same.
    const large = randomBytes(1024 * 1024).toString('hex');
    await a.change(large);
    const fromDisk = new Uint8Array(await (await a.ask({ 'Accept-Encoding': 'gzip' })).arrayBuffer());
    expect(fromDisk.length).toBeGreaterThan(1024 * 1024);
    expect(gunzipSync(fromDisk).toString()).toBe(large);
    expect(new Uint8Array(await (await a.ask({ 'Accept-Encoding': 'gzip' })).arrayBuffer())).toEqual(fromDisk);
    expect(a.opened()).toBe(3);
  });
});

describe('the unpaged lists of the public API', () => {
  it('are answered from one snapshot per content version and language, equal to the paged lists', async () => {
    const t = await createTestApp('memory', { DATA_DIR: folder() });
    for (let i = 0; i < 30; i++) await makeItem(t.db, { title: `Fjord ${i}`, titleSv: `Fjord ${i} sv` });
    for (let i = 0; i < 3; i++) await makePost(t.db, { titleEn: `Post ${i}`, contentEn: '<p>Text</p>', publishedAt: new Date() });
    const gzip = { 'Accept-Encoding': 'gzip' };
    const many = await Promise.all(Array.from({ length: 10 }, () => t.app.request(`${API.galleryItems}?language=sv`, { headers: gzip })));
    const bodies = await Promise.all(many.map(async (r) => gunzipSync(new Uint8Array(await r.arrayBuffer())).toString()));
    expect(new Set(bodies).size).toBe(1);
    const paged = await t.get(`${API.galleryItems}?language=sv&limit=100`);
    expect(JSON.parse(bodies[0]!)).toEqual(paged.body);
    const snapshots = path.join(t.env.DATA_DIR, 'cache', 'snapshots');
    // One file per list asked for: the Swedish gallery, then the English blog.
    expect(files(snapshots)).toHaveLength(1);
    const posts = await t.get(`${API.blogPosts}?language=en`);
    expect(posts.body).toEqual((await t.get(`${API.blogPosts}?language=en&limit=100`)).body);
    expect(files(snapshots)).toHaveLength(2);
    await t.db.run(sql`UPDATE gallery_items SET title_sv = 'Ny titel' WHERE id = (SELECT min(id) FROM gallery_items)`);
    await bumpContentVersion(t.db);
    const changed = await t.get(`${API.galleryItems}?language=sv`);
    expect(changed.body.some((i: { title: string }) => i.title === 'Ny titel')).toBe(true);
  });
});

describe('snapshots in memory', () => {
  it('keeps a small snapshot in memory beside its file, and sends a large one from disk', async () => {
    const store = new SnapshotStore(folder());
    const small = await store.get('posts-en', 1, () => text('[]'));
    expect(small.memory).not.toBeNull();
    expect(new Uint8Array(await small.memory!.arrayBuffer())).toEqual(new Uint8Array(readFileSync(small.file)));
    // 2 MB that gzip cannot shrink (random bytes as hex barely halve).
    const large = await store.get('items-en', 1, () => text(randomBytes(1024 * 1024).toString('hex')));
    expect(large.bytes).toBeGreaterThan(1024 * 1024);
    expect(large.memory).toBeNull();
  });
});
