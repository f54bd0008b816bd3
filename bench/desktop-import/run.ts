/**
 * Desktop import speed: N camera-size photos (24 MP JPEGs with Exif and GPS, in nested folders)
 * through the pre-upload stages of the desktop app (walk, read, type, hash, Exif, GPS country,
 * drafts) and then through the upload queue to a real local server.
 *
 * The reference is reading the same bytes from disk (fs.readFile of every file), measured in the
 * same run, interleaved with the pipeline. The pipeline reads each file once, so it should run at
 * least half as fast as the reference.
 *
 *   bun bench/desktop-import/run.ts              # N=40, upload 10
 *   BENCH_N=80 BENCH_UPLOAD_N=40 bun bench/desktop-import/run.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildDraftFields } from '../../desktop/src/main/import/drafts';
import { countryFromGps } from '../../desktop/src/main/import/gps-country';
import { sha256 } from '../../desktop/src/main/import/hash';
import { ImportSession, toQueueItem } from '../../desktop/src/main/import/import-pipeline';
import { MemoryQueueStore } from '../../desktop/src/main/import/queue-store';
import { readExif } from '../../desktop/src/main/import/read-exif';
import { scanPaths } from '../../desktop/src/main/import/scan-folder';
import { createServerApi } from '../../desktop/src/main/import/server-api';
import { UploadQueue } from '../../desktop/src/main/import/upload-queue';

const root = path.resolve(import.meta.dir, '../..');
const N = Number(process.env.BENCH_N ?? 40);
const UPLOAD_N = Math.min(N, Number(process.env.BENCH_UPLOAD_N ?? 10));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3590);
const sharp = createRequire(path.join(root, 'server/package.json'))('sharp') as typeof import('sharp').default;

const places = [
  { dir: 'Svalbard/DCIM/100NIKON', lat: 78.22, lon: 15.65 },
  { dir: 'Lofoten/DCIM/101NIKON', lat: 68.23, lon: 14.56 },
  { dir: 'Iceland/day 2', lat: 64.14, lon: -21.94 },
  { dir: 'Abisko/2024-02-01 aurora', lat: 68.35, lon: 18.83 },
];
const dms = (v: number) => {
  const a = Math.abs(v);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  return `${d}/1 ${m}/1 ${Math.round(((a - d) * 60 - m) * 6000)}/100`;
};

/** One 6000×4000 JPEG per place; each photo is one of them with its own trailing bytes, so every file has its own hash. */
async function generate(dir: string): Promise<{ files: string[]; bytes: number }> {
  const marker = path.join(dir, `.ready-${N}`);
  const files: string[] = [];
  const bases: Buffer[] = [];
  if (!existsSync(marker)) {
    console.log(`generating ${N} photos of 24 MP into ${dir} (once)…`);
    for (const p of places) {
      bases.push(
        await sharp({ create: { width: 6000, height: 4000, channels: 3, background: { r: 90, g: 120, b: 150 }, noise: { type: 'gaussian', mean: 110, sigma: 18 } } })
          .jpeg({ quality: 88 })
          .withExif({
            IFD0: { Make: 'NIKON CORPORATION', Model: 'NIKON Z 9' },
            IFD2: { DateTimeOriginal: '2024:02:01 21:14:05', FNumber: '28/10', ExposureTime: '1/250', ISOSpeedRatings: '800', FocalLength: '400/1' },
            IFD3: { GPSLatitudeRef: p.lat >= 0 ? 'N' : 'S', GPSLatitude: dms(p.lat), GPSLongitudeRef: p.lon >= 0 ? 'E' : 'W', GPSLongitude: dms(p.lon) },
          })
          .toBuffer(),
      );
    }
  }
  let bytes = 0;
  for (let i = 0; i < N; i++) {
    const place = places[i % places.length];
    const file = path.join(dir, 'card', place.dir, `DSC_${String(1000 + i).padStart(4, '0')}.jpg`);
    files.push(file);
    if (bases.length) {
      await mkdir(path.dirname(file), { recursive: true });
      const tail = Buffer.alloc(16);
      tail.writeUInt32BE(i, 0);
      await writeFile(file, Buffer.concat([bases[i % bases.length], tail]));
    }
  }
  if (bases.length) await writeFile(marker, '');
  for (const f of files) bytes += (await readFile(f)).length;
  return { files, bytes };
}

const now = () => performance.now();

/**
 * Drops these files (only these) from the page cache, so the next read comes from the disk, as an
 * import from a card does. GNU dd with iflag=nocache and count=0 asks the kernel to forget a file.
 */
function evict(files: string[]): boolean {
  for (const f of files) if (spawnSync('dd', [`if=${f}`, 'iflag=nocache', 'count=0', 'status=none']).status !== 0) return false;
  return true;
}

async function rounds(files: string[], dir: string, cold: boolean) {
  const readMs: number[] = [];
  const pipelineMs: number[] = [];
  let drafts = 0;
  for (let r = 0; r < ROUNDS; r++) {
    if (cold) evict(files);
    let t = now();
    for (const f of files) await readFile(f);
    readMs.push(now() - t);
    if (cold) evict(files);
    t = now();
    const session = new ImportSession({ thumbnails: true });
    const summary = await session.addPaths([path.join(dir, 'card')]);
    pipelineMs.push(now() - t);
    drafts = summary.new;
  }
  if (drafts !== N) throw new Error(`expected ${N} new drafts, got ${drafts}`);
  return { ref: median(readMs), pipe: median(pipelineMs) };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dir = path.join(os.tmpdir(), `desktop-import-bench-${N}`);
  await mkdir(dir, { recursive: true });
  const { files, bytes } = await generate(dir);
  const mb = bytes / 1024 / 1024;
  console.log(`${N} photos, ${mb.toFixed(0)} MB (${(mb / N).toFixed(1)} MB each), ${os.cpus().length} cores, ${process.versions.bun ? `bun ${process.versions.bun}` : `node ${process.version}`}`);

  // Interleaved rounds (reference read, then the whole pre-upload pipeline), from the disk and from the page cache.
  const cold = evict(files) ? await rounds(files, dir, true) : null;
  const warm = await rounds(files, dir, false);

  // Each stage alone, on bytes already in memory (walk and read touch the disk).
  let t = now();
  await scanPaths([path.join(dir, 'card')]);
  const walkMs = now() - t;
  const buffers = await Promise.all(files.map((f) => readFile(f)));
  t = now();
  for (const b of buffers) sha256(b);
  const hashMs = now() - t;
  t = now();
  const exifs = [];
  for (const b of buffers) exifs.push(await readExif(b, 'photo'));
  const exifMs = now() - t;
  t = now();
  for (let i = 0; i < files.length; i++) {
    const e = exifs[i];
    const country = e.latitude !== null && e.longitude !== null ? countryFromGps(e.latitude, e.longitude) : null;
    buildDraftFields({ fileName: path.basename(files[i]), relativePath: path.relative(dir, files[i]), country });
  }
  const draftMs = now() - t;

  const rate = (ms: number) => (N / (ms / 1000)).toFixed(1);
  const mbs = (ms: number) => (mb / (ms / 1000)).toFixed(0);
  const rows: [string, number][] = [
    ...(cold
      ? ([
          ['reference: read bytes from disk (cold)', cold.ref],
          ['pre-upload pipeline from disk (cold)', cold.pipe],
        ] as [string, number][])
      : []),
    ['reference: read bytes (page cache)', warm.ref],
    ['walk folders', walkMs],
    ['sha256 (in memory, one thread)', hashMs],
    ['Exif + GPS (in memory)', exifMs],
    ['country + draft fields', draftMs],
    ['pre-upload pipeline (page cache)', warm.pipe],
  ];
  console.log('\nstage                                              photos/s     MB/s   ms');
  for (const [name, ms] of rows) console.log(`${name.padEnd(50).slice(0, 50)} ${rate(ms).padStart(8)} ${mbs(ms).padStart(8)} ${ms.toFixed(0).padStart(6)}`);
  console.log('(pipeline = walk + read once + type + Exif + thumbnail + sha256 on worker threads + country + drafts)');
  if (cold) {
    const r = cold.ref / cold.pipe;
    console.log(`\nRATIO pipeline/read speed, from disk: ${r.toFixed(2)} (median of ${ROUNDS} interleaved rounds; target >= 0.50) ${r >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
  }
  const w = warm.ref / warm.pipe;
  console.log(`RATIO pipeline/read speed, page cache: ${w.toFixed(2)} (SHA-256 on ${os.cpus().length} cores is the limit when the bytes come from RAM)`);
  const ref = cold?.ref ?? warm.ref;

  if (UPLOAD_N > 0) await uploadStage(dir, files.slice(0, UPLOAD_N), ref / N);
}

async function uploadStage(dir: string, files: string[], readMsPerPhoto: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'desktop-import-bench-server-'));
  const password = 'bench-admin-password';
  const server = spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(root, 'server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_CONTENT: 'off', ADMIN_PASSWORD: password, STATIC_ROOT: path.join(root, 'web/dist') },
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (i > 100) throw new Error('server did not start');
      await Bun.sleep(100);
    }
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
    const { token } = (await login.json()) as { token: string };
    const api = createServerApi({ baseUrl: base, token });

    // Only the files to upload, in a folder of their own.
    const session = new ImportSession();
    await session.addPaths(files, (hashes) => api.lookup(hashes));
    const items = session.drafts().map((d) => toQueueItem(session.get(d.id)!, d.fields)!).filter(Boolean);
    const bytes = items.reduce((s, i) => s + i.size, 0);

    for (const pauseMs of [500, 0]) {
      const store = new MemoryQueueStore();
      const queue = new UploadQueue({ api, store, serverUrl: base, pauseMs });
      // A second run must send nothing: the server has every photo by then.
      const batch = pauseMs === 500 ? items : items.map((i) => ({ ...i }));
      await queue.enqueue(batch);
      const t = now();
      await queue.start();
      const ms = now() - t;
      const snap = queue.snapshot();
      const label = pauseMs === 500 ? `upload (spec pause ${pauseMs} ms)` : 'same files again (all found by look-up)';
      console.log(
        `${label.padEnd(50)} ${(files.length / (ms / 1000)).toFixed(2).padStart(8)} ${(bytes / 1024 / 1024 / (ms / 1000)).toFixed(0).padStart(8)} ${ms.toFixed(0).padStart(6)}  complete ${snap.counts.complete}/${snap.counts.total}, failed ${snap.counts.failed}, saves ${store.saves}`,
      );
      if (pauseMs === 500) {
        const perPhoto = ms / files.length;
        console.log(`  per photo ${perPhoto.toFixed(0)} ms upload+server vs ${readMsPerPhoto.toFixed(1)} ms to read it: upload is ${(perPhoto / readMsPerPhoto).toFixed(0)}x reading`);
      }
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }
  void dir;
}

await main();
