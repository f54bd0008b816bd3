/**
 * The public site with a large archive against the same site with 100 items, in one run:
 *   1. a server on a fresh DATA_DIR draws its demo content (its stored photos are reused below);
 *   2. the archive is filled to 100 published items (straight into the database, reusing the
 *      demo photos' files), the server restarted and measured;
 *   3. the archive is filled to ARCHIVE_N items the same way, the server restarted and measured.
 *
 *   npm run bench:archive     (ARCHIVE_N=100000, BENCH_PORT=3270, BENCH_KEEP=1 keeps the temp dir,
 *                              BENCH_DEMO=on reuses the demo photos' files; off (default) seeds items
 *                              whose media are outside addresses, so no encoding runs during the bench)
 *
 * Measured per size: gzip bytes of the HTML of /en, /en/gallery, a filtered gallery and a photo's
 * page; their server time uncached (right after a content change, so every cache is cold) and
 * cached; search answer time p50/p95 over ten queries (uncached); the sitemap index; steady and
 * peak RSS of the server. Prints the ratios against 100 items; never asserts (the machine is shared).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from '@libsql/client';
import { archiveSeedStatements } from '../../server/test/archive-seed';

const ROOT = path.resolve(import.meta.dir, '../..');
const N = Number(process.env.ARCHIVE_N ?? 100_000);
const SMALL = 100;
const PORT = Number(process.env.BENCH_PORT ?? 3270);
const base = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'archive-bench-'));
const dataDir = path.join(work, 'data');
const dbUrl = `file:${path.join(dataDir, 'portfolio.db')}`;
const DEMO = process.env.BENCH_DEMO === 'on';
const QUERIES = ['lumiwing', 'photo 27', 'sweden', 'sverige', 'ijsland', 'birds', 'fåglar', 'quiet morning', 'place 4', 'däggdjur'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function startServer(): Promise<{ child: ChildProcess; peak: () => number; stop: () => Promise<void> }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password-123', DEMO_CONTENT: DEMO ? 'on' : 'off', STATIC_ROOT: path.join(ROOT, 'web/dist') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(200);
  }
  return {
    child,
    peak: () => peak,
    stop: async () => {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Waits until the demo content is in and its derivatives are made (the server idle). */
async function settled() {
  for (;;) {
    const [items, health] = await Promise.all([
      fetch(`${base}/api/gallery/items?language=en&limit=1`).then((r) => Number(r.headers.get('x-total-count') ?? 0), () => 0),
      fetch(`${base}/healthz`).then((r) => r.json() as Promise<{ queue: { pending: number } }>, () => null),
    ]);
    if ((!DEMO || items > 12) && health?.queue.pending === 0) return;
    await sleep(1000);
  }
}

/** Fills the archive to `total` published items, reusing the stored demo photos. */
async function fillTo(total: number) {
  const db = createClient({ url: dbUrl });
  await db.execute('PRAGMA busy_timeout = 10000');
  const have = Number((await db.execute('SELECT count(*) AS n FROM gallery_items WHERE is_published = 1')).rows[0]!.n);
  const hashes = DEMO ? (await db.execute("SELECT hash FROM media_assets WHERE mime LIKE 'image/%' ORDER BY hash LIMIT 6")).rows.map((r) => String(r.hash)) : [];
  const start = Date.UTC(1990, 0, 1) + have * 86_400_000;
  const t = performance.now();
  if (total > have) await db.batch(archiveSeedStatements(total - have, { mediaHashes: hashes, start }), 'write');
  // An archive grows over years: its photos are not all waiting to be announced to the fediverse at once.
  await db.execute("DELETE FROM fedi_objects WHERE state = 'waiting'");
  console.log(`  filled to ${total} items in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  db.close();
}

/** A content change as another instance would make it: every cached answer is stale within a second. */
async function bump() {
  const db = createClient({ url: dbUrl });
  await db.execute('PRAGMA busy_timeout = 10000');
  await db.execute('UPDATE content_version SET version = version + 1 WHERE id = 1');
  db.close();
  await sleep(1100);
}

async function timed(url: string): Promise<{ ms: number; bytes: number; status: number }> {
  const t = performance.now();
  const res = await fetch(base + url, { headers: { 'Accept-Encoding': 'identity' } });
  const body = new Uint8Array(await res.arrayBuffer());
  return { ms: performance.now() - t, bytes: gzipSync(body, { level: 6 }).length, status: res.status };
}

type Row = Record<string, number>;

async function measure(size: number): Promise<Row> {
  console.log(`\n== ${size.toLocaleString('en')} published items`);
  const server = await startServer();
  const row: Row = {};
  try {
    const [first] = (await (await fetch(`${base}/api/gallery/items?language=en&limit=1`)).json()) as { id: number }[];
    const pages: Record<string, string> = { '/en': '/en', '/en/gallery': '/en/gallery', 'filtered gallery': '/en/gallery?country=Sweden&type=photo', 'photo page': `/en/gallery/${first!.id}` };
    for (const [name, url] of Object.entries(pages)) {
      const uncached: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 5; i++) {
        await bump();
        const r = await timed(url);
        uncached.push(r.ms);
        bytes = r.bytes;
      }
      const cached: number[] = [];
      for (let i = 0; i < 20; i++) cached.push((await timed(url)).ms);
      row[`${name}: HTML gzip KB`] = bytes / 1024;
      row[`${name}: uncached ms`] = median(uncached);
      row[`${name}: cached ms`] = median(cached);
    }
    const search: number[] = [];
    for (let round = 0; round < 3; round++) {
      await bump();
      for (const q of QUERIES) search.push((await timed(`/api/gallery/items?language=en&limit=12&q=${encodeURIComponent(q)}`)).ms);
    }
    row['search p50 ms'] = median(search);
    row['search p95 ms'] = p95(search);
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    row['sitemap index KB'] = index.length / 1024;
    row['sitemap files'] = (index.match(/<sitemap>/g) ?? []).length;
    const t = performance.now();
    const all = await (await fetch(`${base}/api/gallery/items?language=en`)).arrayBuffer();
    row['unpaged list MB'] = all.byteLength / 1024 / 1024;
    row['unpaged list s'] = (performance.now() - t) / 1000;
    await sleep(3000);
    row['steady RSS MB'] = rssOf(server.child.pid!);
    row['peak RSS MB'] = server.peak();
  } finally {
    await server.stop();
  }
  for (const [k, v] of Object.entries(row)) console.log(`  ${k.padEnd(34)} ${v.toFixed(1)}`);
  return row;
}

async function main() {
  console.log(`archive bench: ${SMALL} vs ${N.toLocaleString('en')} items (data in ${work})`);
  const first = await startServer();
  await settled();
  await first.stop();
  await fillTo(SMALL);
  const small = await measure(SMALL);
  await fillTo(N);
  const large = await measure(N);
  console.log(`\n${'measure'.padEnd(34)} ${String(SMALL).padStart(9)} ${N.toLocaleString('en').padStart(9)}  ratio`);
  for (const k of Object.keys(small)) {
    const ratio = small[k] ? large[k]! / small[k]! : 0;
    console.log(`${k.padEnd(34)} ${small[k]!.toFixed(1).padStart(9)} ${large[k]!.toFixed(1).padStart(9)}  ${ratio.toFixed(2)}x`);
  }
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
}

await main();
