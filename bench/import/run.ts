/**
 * Import speed: N camera-size (24 MP) JPEGs with Exif through the real upload path of the real
 * server, against the bare sharp work for the same derivatives in the same run.
 *
 *   bun bench/import/run.ts            (BENCH_PHOTOS=8, BENCH_PORT=3250, BENCH_KEEP=1 keeps the temp dir)
 *
 * Prints photos/s, upload answer p50/p95, time until every derivative exists, peak server RSS and
 * the throughput ratio server/bare (>= 0.8 wanted). Never asserts: the machine is shared and noisy.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dir, '../..');
const N = Number(process.env.BENCH_PHOTOS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const PASSWORD = 'bench-password-123';
const W = 6000;
const H = 4000;
const work = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
const photosDir = path.join(work, 'photos');
mkdirSync(photosDir);

const ms = (t: number) => `${Math.round(t)} ms`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

// 1. Fixtures: one detailed 24 MP base (scene + sensor-like noise), then N different JPEGs from it.
async function makePhotos(): Promise<string[]> {
  const t = performance.now();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#24405e"/><stop offset="1" stop-color="#d9c7a8"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 997) % W}" cy="${(i * 613) % H}" r="${80 + ((i * 37) % 300)}" fill="hsl(${(i * 47) % 360},45%,50%)" opacity="0.5"/>`).join('')}</svg>`;
  const noise = await sharp({ create: { width: W, height: H, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .raw()
    .toBuffer();
  const base = await sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width: W, height: H, channels: 3 }, blend: 'overlay' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < N; i++) {
    const file = path.join(photosDir, `DSC_${1000 + i}.jpg`);
    await sharp(base, { raw: { width: W, height: H, channels: 3 } })
      .modulate({ hue: i * 25, brightness: 1 + (i % 3) * 0.03 })
      .jpeg({ quality: 92 })
      .withExif({
        IFD0: { Make: 'NIKON CORPORATION', Model: 'NIKON Z 6III' },
        IFD2: { DateTimeOriginal: `2024:02:11 21:${String(10 + i).padStart(2, '0')}:00`, FNumber: '56/10', ExposureTime: '1/500', ISOSpeedRatings: '800', FocalLength: '400/1', LensModel: 'NIKKOR Z 100-400mm f/4.5-5.6 VR S' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
      })
      .toFile(file);
    files.push(file);
  }
  const size = files.reduce((a, f) => a + readFileSync(f).length, 0) / files.length;
  console.log(`fixtures: ${N} x ${W}x${H} JPEG, ${(size / 1024 / 1024).toFixed(1)} MB each, made in ${ms(performance.now() - t)}`);
  return files;
}

// 2. The real server on a temp DATA_DIR.
async function startServer() {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, DATA_DIR: path.join(work, 'data'), PORT: String(PORT), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, DEMO_CONTENT: 'off', STATIC_ROOT: work },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, log: () => log };
    } catch {}
    await Bun.sleep(50);
  }
  throw new Error(`server did not start:\n${log}`);
}

function rssOf(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

// 3. Bare sharp: the same derivatives, decode once per photo, one pipeline per core.
const WIDTHS = [480, 960, 1600, 2560];
async function bare(files: string[], dir: string): Promise<number> {
  sharp.concurrency(1);
  sharp.cache(false);
  const out = path.join(work, dir);
  mkdirSync(out);
  const one = async (file: string, i: number) => {
    const small = await sharp(file).rotate().resize({ width: 1600 }).raw().toBuffer({ resolveWithObject: true });
    const raw = (d: typeof small) => sharp(d.data, { raw: { width: d.info.width, height: d.info.height, channels: d.info.channels } });
    await Promise.all([
      raw(small).resize({ width: 480 }).webp({ quality: 80 }).toFile(`${out}/${i}-480.webp`),
      raw(small).resize({ width: 960 }).webp({ quality: 80 }).toFile(`${out}/${i}-960.webp`),
      raw(small).jpeg({ quality: 82, progressive: true }).toFile(`${out}/${i}-1600.jpg`),
      raw(small).resize({ width: 16 }).webp({ quality: 40 }).toBuffer(),
    ]);
    const big = await sharp(file).rotate().resize({ width: 2560 }).raw().toBuffer({ resolveWithObject: true });
    for (const [fmt, w] of [['webp', 1600], ['webp', 2560], ...WIDTHS.map((x) => ['avif', x] as const)] as const) {
      let p = raw(big);
      if (w < 2560) p = p.resize({ width: w });
      await (fmt === 'webp' ? p.webp({ quality: 80, effort: 4 }) : p.avif({ quality: 50, effort: 4 })).toFile(`${out}/${i}-${w}.${fmt}`);
    }
  };
  const t = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: availableParallelism() }, async () => {
      while (next < files.length) {
        const i = next++;
        await one(files[i]!, i);
      }
    }),
  );
  return performance.now() - t;
}

const files = await makePhotos();
// The reference runs before and after the server (other work on a shared machine comes and goes).
const refBefore = await bare(files, 'bare-1');
console.log(`bare sharp, same derivatives (before): ${ms(refBefore)}`);

const srv = await startServer();
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssOf(srv.child.pid!))), 25);
try {
  const login = await fetch(`${srv.base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };

  const answers: number[] = [];
  const t0 = performance.now();
  for (const file of files) {
    const form = new FormData();
    form.append('files', new File([readFileSync(file)], path.basename(file), { type: 'image/jpeg' }));
    const t = performance.now();
    const res = await fetch(`${srv.base}/api/admin/upload/bulk`, { method: 'POST', headers: auth, body: form });
    answers.push(performance.now() - t);
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { files: { url: string }[] };
    if (!body.files[0]?.url) throw new Error('no url answered');
  }
  const uploadedMs = performance.now() - t0;
  for (;;) {
    const r = (await (await fetch(`${srv.base}/api/admin/media/jobs`, { headers: auth })).json()) as { pending: number; failed: number };
    if (r.failed) throw new Error(`${r.failed} derivative jobs failed`);
    if (r.pending === 0) break;
    await Bun.sleep(50);
  }
  const allMs = performance.now() - t0;
  clearInterval(sampler);
  srv.child.kill('SIGTERM');
  const refAfter = await bare(files, 'bare-2');
  console.log(`bare sharp, same derivatives (after): ${ms(refAfter)}`);
  const refMs = (refBefore + refAfter) / 2;
  const ratio = refMs / allMs;
  const p50 = pct(answers, 50);
  console.log(`
photos:                         ${N} x 24 MP JPEG (${availableParallelism()} cores)
upload answer p50 / p95 / max:  ${ms(p50)} / ${ms(pct(answers, 95))} / ${ms(Math.max(...answers))}
all uploads answered after:     ${ms(uploadedMs)}
all derivatives exist after:    ${ms(allMs)}
throughput:                     ${(N / (allMs / 1000)).toFixed(2)} photos/s (bare sharp ${(N / (refMs / 1000)).toFixed(2)} photos/s, mean of before/after)
ratio server/bare:              ${ratio.toFixed(2)} (want >= 0.8)
peak server RSS:                ${(peak / 1024 / 1024).toFixed(0)} MB
verdict:                        ${ratio >= 0.8 && p50 <= 1500 ? 'OK' : 'BELOW TARGET'} (p50 <= 1500 ms and ratio >= 0.8)`);
} finally {
  clearInterval(sampler);
  srv.child.kill('SIGTERM');
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  else console.log(`kept ${work}`);
}
