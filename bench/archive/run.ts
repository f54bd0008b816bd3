/**
 * The public site with a large archive against the same site with 100 items, and each costly
 * answer against the plain one beside it, in one run:
 *   1. a server on a fresh DATA_DIR starts (its demo content when BENCH_DEMO=on);
 *   2. the archive is filled to 100 published items (straight into the database), the server
 *      restarted and measured;
 *   3. the archive is filled to ARCHIVE_N items the same way, the server restarted and measured.
 *
 *   npm run bench:archive     (ARCHIVE_N=100000, BENCH_PORT=3270, ROUNDS=5, BENCH_KEEP=1 keeps the
 *                              temp dir, BENCH_DEMO=on reuses the demo photos' files; off (default)
 *                              seeds items whose media are outside addresses, so no encoding runs
 *                              during the bench; BENCH_API=off skips the 50-connection run of
 *                              bench/api, BENCH_SIZES=off the size report of the built site)
 *
 * Measured per size, each page uncached (right after a content change, so every cache is cold) in
 * interleaved rounds (one content change, then every page once, in an order that turns each round),
 * as the median wall time and the median CPU time the server spent on it (all its threads, from
 * /proc: the figure a busy machine disturbs least), each next to its reference from the same
 * rounds: a searched gallery against the plain gallery, Swedish and Dutch pages against the English
 * one. Then: HTML bytes, cached times, search answers p50/p95 over words, prefixes, numbers and
 * no-hit queries in three languages, the unpaged list (its first build and a later answer), a
 * sitemap file of 10,000 addresses (first and later), where the map opens, and steady and peak RSS.
 * Prints the ratios; never asserts (the machine is shared). The load average and the CPU index
 * (Lighthouse's benchmarkIndex) are printed with each size, and after the sizes the 50-connection
 * CPU comparison of the unpaged list with nginx (bench/api/run.sh) and the size of what / loads
 * (web/scripts/report-sizes.mjs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from '@libsql/client';
import { archiveSeedStatements } from '../../server/test/archive-seed';

const ROOT = path.resolve(import.meta.dir, '../..');
const N = Number(process.env.ARCHIVE_N ?? 100_000);
const SMALL = 100;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3270);
const base = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'archive-bench-'));
const dataDir = path.join(work, 'data');
const dbUrl = `file:${path.join(dataDir, 'portfolio.db')}`;
const DEMO = process.env.BENCH_DEMO === 'on';
/** Servers this run started, stopped if it fails. */
const servers = new Set<ChildProcess>();

/** Search answers over words, prefixes, numbers and words nothing has, in the three languages. */
const SEARCHES: [string, string][] = [
  ['en', 'quiet'],
  ['en', 'morn'],
  ['en', 'photo 27'],
  ['en', 'sweden'],
  ['en', 'birds'],
  ['en', 'lumiwing'],
  ['en', 'zebra'],
  ['sv', 'bild'],
  ['sv', 'bild 4'],
  ['sv', 'sverige'],
  ['sv', 'fåg'],
  ['sv', 'däggdjur'],
  ['sv', 'ingenting'],
  ['nl', 'foto 5'],
  ['nl', 'zweden'],
  ['nl', 'vogels'],
  ['nl', 'landsch'],
  ['nl', '123'],
  ['nl', 'niets'],
];

/** The searched gallery pages of the issue, each against the plain gallery. */
const SEARCHED = ['quiet', 'morning', 'sweden', 'photo 5'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
/**
 * The load average, and the machine's CPU index: Lighthouse's benchmarkIndex (its loop, run by
 * Node's V8 as in Chromium; about 1,000-1,600 on these machines when quiet, a few hundred when busy),
 * so figures are compared only at a similar index.
 */
function cpuIndex(): string {
  const run = spawnSync('node', ['-e', "import('lighthouse/core/lib/page-functions.js').then((m) => console.log(Math.round(m.pageFunctions.computeBenchmarkIndex())))"], { cwd: ROOT, encoding: 'utf8' });
  return run.stdout.trim() || '?';
}
const load = () => `${loadavg().map((l) => l.toFixed(1)).join(' ')}, CPU index ${cpuIndex()}`;

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU time the process has run, all its threads, in ms (/proc/PID/task/TID/schedstat: nanoseconds). */
function cpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended
    }
  }
  return ns / 1e6;
}

async function startServer(): Promise<{ child: ChildProcess; peak: () => number; stop: () => Promise<void> }> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password-123', DEMO_CONTENT: DEMO ? 'on' : 'off', STATIC_ROOT: path.join(ROOT, 'web/dist') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.add(child);
  child.once('exit', () => servers.delete(child));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 20);
  for (let i = 0; i < 600; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(200);
  }
  // Its start-up work done (at most 3% of a core over a second), so it is not measured with the pages.
  for (let i = 0; i < 120; i++) {
    const before = cpuMs(child.pid!);
    await sleep(1000);
    if (cpuMs(child.pid!) - before < 30) break;
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
  const db = createClient({ url: dbUrl });
  try {
    for (;;) {
      const items = await fetch(`${base}/api/gallery/items?language=en&limit=1`).then((r) => Number(r.headers.get('x-total-count') ?? 0), () => 0);
      // The media queue read from the database: /healthz tells it to the back-office only.
      const pending = await db.execute('SELECT count(*) AS n FROM media_jobs WHERE attempts < 3').then((r) => Number(r.rows[0]!.n), () => 1);
      if ((!DEMO || items > 12) && pending === 0) return;
      await sleep(1000);
    }
  } finally {
    db.close();
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

/** One request: wall time, the server's CPU time for it, gzip bytes of its body. */
async function timed(pid: number, url: string, headers: Record<string, string> = { 'Accept-Encoding': 'identity' }) {
  const cpu = cpuMs(pid);
  const t = performance.now();
  // The body as sent (gzip stays gzip): its bytes are what is measured.
  const res = await fetch(base + url, { headers, decompress: false } as RequestInit);
  const body = new Uint8Array(await res.arrayBuffer());
  const ms = performance.now() - t;
  return { ms, cpu: cpuMs(pid) - cpu, body, status: res.status };
}

type Row = Record<string, number>;
const rows: Record<number, Row> = {};
const notes: Record<number, string[]> = {};

async function measure(size: number): Promise<Row> {
  console.log(`\n== ${size.toLocaleString('en')} published items (load ${load()})`);
  const server = await startServer();
  const pid = server.child.pid!;
  const row: Row = {};
  const note = (s: string) => (notes[size] ??= []).push(s);
  try {
    const [first] = (await (await fetch(`${base}/api/gallery/items?language=en&limit=1`)).json()) as { id: number }[];
    const pages: Record<string, string> = {
      '/en': '/en',
      '/sv': '/sv',
      '/nl': '/nl',
      '/en/gallery': '/en/gallery',
      '/sv/gallery': '/sv/gallery',
      '/nl/gallery': '/nl/gallery',
      'filtered gallery': '/en/gallery?country=Sweden&type=photo',
      'photo page': `/en/gallery/${first!.id}`,
      '/en/map': '/en/map',
      ...Object.fromEntries(SEARCHED.map((q) => [`gallery ?q=${q}`, `/en/gallery?q=${encodeURIComponent(q)}`])),
    };
    const names = Object.keys(pages);
    const wall: Record<string, number[]> = {};
    const cpu: Record<string, number[]> = {};
    const bytes: Record<string, number> = {};
    for (let round = 0; round < ROUNDS; round++) {
      await bump();
      // Each round starts at another page, so none is always the first after the change.
      for (let k = 0; k < names.length; k++) {
        const name = names[(k + round * 3) % names.length]!;
        const r = await timed(pid, pages[name]!);
        (wall[name] ??= []).push(r.ms);
        (cpu[name] ??= []).push(r.cpu);
        bytes[name] = gzipSync(r.body, { level: 6 }).length;
      }
    }
    for (const name of names) {
      row[`${name}: uncached ms`] = median(wall[name]!);
      row[`${name}: uncached CPU ms`] = median(cpu[name]!);
    }
    for (const name of ['/en', '/en/gallery', 'filtered gallery', 'photo page']) {
      row[`${name}: HTML gzip KB`] = bytes[name]! / 1024;
      const cached: number[] = [];
      for (let i = 0; i < 20; i++) cached.push((await timed(pid, pages[name]!)).ms);
      row[`${name}: cached ms`] = median(cached);
    }
    // Beside its reference, measured in the same rounds.
    const ratio = (name: string, reference: string, what: 'ms' | 'CPU ms') => row[`${name}: uncached ${what}`]! / row[`${reference}: uncached ${what}`]!;
    for (const q of SEARCHED) {
      const name = `gallery ?q=${q}`;
      note(`${name.padEnd(24)} ${row[`${name}: uncached ms`]!.toFixed(1).padStart(7)} ms (${ratio(name, '/en/gallery', 'ms').toFixed(2)}x the plain gallery, +${(row[`${name}: uncached ms`]! - row['/en/gallery: uncached ms']!).toFixed(0)} ms), CPU ${row[`${name}: uncached CPU ms`]!.toFixed(1)} ms (${ratio(name, '/en/gallery', 'CPU ms').toFixed(2)}x)`);
    }
    for (const [name, reference] of [
      ['/sv', '/en'],
      ['/nl', '/en'],
      ['/sv/gallery', '/en/gallery'],
      ['/nl/gallery', '/en/gallery'],
    ] as const) {
      note(`${name.padEnd(24)} ${row[`${name}: uncached ms`]!.toFixed(1).padStart(7)} ms (${ratio(name, reference, 'ms').toFixed(2)}x ${reference}), CPU ${row[`${name}: uncached CPU ms`]!.toFixed(1)} ms (${ratio(name, reference, 'CPU ms').toFixed(2)}x)`);
    }

    // Search answers, each after a content change of its round.
    const search: number[] = [];
    for (let round = 0; round < 3; round++) {
      await bump();
      for (const [language, q] of SEARCHES) search.push((await timed(pid, `/api/gallery/items?language=${language}&limit=12&q=${encodeURIComponent(q)}`)).ms);
    }
    row['search p50 ms'] = median(search);
    row['search p95 ms'] = p95(search);
    note(`search answers (${SEARCHES.length} queries in three languages x 3, uncached): p50 ${row['search p50 ms']!.toFixed(1)} ms, p95 ${row['search p95 ms']!.toFixed(1)} ms`);

    // The unpaged list: its first answer after a change writes the snapshot; later ones send it.
    await bump();
    const gzip = { 'Accept-Encoding': 'gzip' };
    const list = await timed(pid, '/api/gallery/items?language=en', gzip);
    const again: number[] = [];
    for (let i = 0; i < 20; i++) again.push((await timed(pid, '/api/gallery/items?language=en', gzip)).ms);
    row['unpaged list gzip MB'] = list.body.length / 1024 / 1024;
    row['unpaged list first s'] = list.ms / 1000;
    row['unpaged list later ms'] = median(again);
    note(`unpaged list: ${row['unpaged list gzip MB']!.toFixed(2)} MB gzip, first answer ${list.ms.toFixed(0)} ms (the snapshot written), later ${row['unpaged list later ms']!.toFixed(1)} ms`);

    // The sitemap: every address with a lastmod; a full file of photos written once, then sent.
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    row['sitemap files'] = files.length;
    let urls = 0;
    let dated = 0;
    for (const file of files.slice(0, 2)) {
      const xml = await (await fetch(base + file)).text();
      urls += (xml.match(/<url>/g) ?? []).length;
      dated += (xml.match(/<lastmod>/g) ?? []).length;
    }
    await bump();
    const photos = files.find((f) => f.includes('photos-'));
    if (photos) {
      const built = await timed(pid, photos, gzip);
      const sent = await timed(pid, photos, gzip);
      const addresses = (new TextDecoder().decode(Bun.gunzipSync(built.body)).match(/<url>/g) ?? []).length;
      row['sitemap file first ms'] = built.ms;
      row['sitemap file later ms'] = sent.ms;
      note(`sitemap: ${files.length} files; ${dated} of ${urls} addresses in the first two with a lastmod; ${photos} (${addresses} addresses) first ${built.ms.toFixed(0)} ms, later ${sent.ms.toFixed(1)} ms`);
    }

    // Where the map opens.
    const map = (await (await fetch(`${base}/api/map?language=en`)).json()) as { view: { west: number; south: number; east: number; north: number }; total: number };
    note(`the map opens at ${Object.values(map.view).join(',')} (${map.view.east - map.view.west}° of longitude; the world is 360°), ${map.total} photos on it`);

    await sleep(3000);
    row['steady RSS MB'] = rssOf(pid);
    row['peak RSS MB'] = server.peak();
  } finally {
    await server.stop();
  }
  for (const [k, v] of Object.entries(row)) console.log(`  ${k.padEnd(40)} ${v.toFixed(1)}`);
  for (const n of notes[size] ?? []) console.log(`  ${n}`);
  console.log(`  (load ${load()})`);
  rows[size] = row;
  return row;
}

async function main() {
  console.log(`archive bench: ${SMALL} vs ${N.toLocaleString('en')} items (data in ${work}), load ${load()}`);
  const first = await startServer();
  await settled();
  await first.stop();
  await fillTo(SMALL);
  const small = await measure(SMALL);
  await fillTo(N);
  const large = await measure(N);
  console.log(`\n${'measure'.padEnd(40)} ${String(SMALL).padStart(9)} ${N.toLocaleString('en').padStart(9)}  ratio`);
  for (const k of Object.keys(small)) {
    const ratio = small[k] ? large[k]! / small[k]! : 0;
    console.log(`${k.padEnd(40)} ${small[k]!.toFixed(1).padStart(9)} ${(large[k] ?? 0).toFixed(1).padStart(9)}  ${ratio.toFixed(2)}x`);
  }
  console.log(`\nAt ${N.toLocaleString('en')} items, each beside its reference of the same rounds:`);
  for (const n of notes[N] ?? []) console.log(`  ${n}`);
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });

  if (process.env.BENCH_API !== 'off') {
    console.log(`\nThe unpaged list of 2,000 items under 50 connections, beside nginx sending the same bytes (bench/api/run.sh), load ${load()}:`);
    const api = spawnSync('bash', [path.join(ROOT, 'bench/api/run.sh')], { env: { ...process.env, PORT: String(PORT + 1), NGINX_PORT: String(PORT + 2) }, encoding: 'utf8' });
    console.log(
      (api.stdout ?? '')
        .split('\n')
        .filter((l) => /^(app|nginx|peak|RATIO|\/api)/.test(l))
        .map((l) => `  ${l}`)
        .join('\n'),
    );
    if (api.status !== 0) console.log(`  (bench/api/run.sh: ${api.stderr?.trim().split('\n').at(-1) ?? 'failed'})`);
  }
  if (process.env.BENCH_SIZES !== 'off') {
    console.log('\nWhat / loads (web/scripts/report-sizes.mjs, the built site):');
    const sizes = spawnSync('node', [path.join(ROOT, 'web/scripts/report-sizes.mjs')], { encoding: 'utf8' });
    console.log(
      (sizes.stdout ?? '')
        .split('\n')
        .filter((l) => /^(Entry JavaScript|JavaScript of \/)/.test(l))
        .map((l) => `  ${l}`)
        .join('\n'),
    );
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  for (const child of servers) child.kill('SIGTERM');
  process.exit(1);
}
