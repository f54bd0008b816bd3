/**
 * Server memory (RSS) through a photographer's day on the real server process:
 *   1. first start on an empty DATA_DIR: the demo content is drawn, its derivatives made (peak);
 *   2. idle afterwards;
 *   3. six camera-size (24 MP) JPEGs uploaded one after another, as the back-office does, and
 *      every derivative made (peak);
 *   4. idle after the import.
 *
 *   bun bench/memory/run.ts     (BENCH_PHOTOS=6, BENCH_PORT=3260, BENCH_IDLE_S=10, BENCH_KEEP=1 keeps the temp dir)
 *
 * The server runs as `npm start` runs it (MALLOC_ARENA_MAX=2) with its defaults (MEDIA_WORKERS=1,
 * SHARP_THREADS=1). Prints idle and peak RSS per phase; never asserts (the machine is shared).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dir, '../..');
const N = Number(process.env.BENCH_PHOTOS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 3260);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 10);
const PASSWORD = 'bench-password-123';
const W = 6000;
const H = 4000;
const work = mkdtempSync(path.join(tmpdir(), 'memory-bench-'));
const base = `http://127.0.0.1:${PORT}`;
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

function rssOf(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function photos(): Promise<Buffer[]> {
  const noise = await sharp({ create: { width: W, height: H, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } })
    .raw()
    .toBuffer();
  const out: Buffer[] = [];
  for (let i = 0; i < N; i++) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="hsl(${i * 50},40%,45%)"/>${Array.from({ length: 40 }, (_, k) => `<circle cx="${(k * 997 + i * 131) % W}" cy="${(k * 613) % H}" r="${80 + ((k * 37) % 300)}" fill="hsl(${(k * 47) % 360},45%,50%)" opacity="0.5"/>`).join('')}</svg>`;
    out.push(
      await sharp(Buffer.from(svg))
        .composite([{ input: noise, raw: { width: W, height: H, channels: 3 }, blend: 'overlay' }])
        .removeAlpha()
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
  }
  return out;
}

async function main() {
  console.log(`making ${N} test photos of ${W}x${H}...`);
  const files = await photos();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, MALLOC_ARENA_MAX: '2', PORT: String(PORT), DATA_DIR: path.join(work, 'data'), ADMIN_PASSWORD: PASSWORD, DEMO_CONTENT: 'on' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 25);
  const rows: [string, string][] = [];
  const phasePeak = () => {
    const p = peak;
    peak = rssOf(child.pid!);
    return p;
  };
  const health = async () => (await (await fetch(`${base}/healthz`)).json()) as { queue: { pending: number } };
  const drained = async () => {
    for (;;) {
      try {
        if ((await health()).queue.pending === 0) return;
      } catch {
        // not up yet
      }
      await Bun.sleep(250);
    }
  };
  const idle = async () => {
    await Bun.sleep(IDLE_S * 1000);
    return rssOf(child.pid!);
  };
  try {
    const t0 = performance.now();
    while (!out.includes('listening on')) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${out}`);
      await Bun.sleep(50);
    }
    await drained();
    rows.push(['demo content drawn (first start), peak', mb(phasePeak())]);
    rows.push([`idle ${IDLE_S} s after the demo content`, mb(await idle())]);
    phasePeak();
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const { token } = (await login.json()) as { token: string };
    const t1 = performance.now();
    for (const [i, bytes] of files.entries()) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], `DSC_${i}.jpg`, { type: 'image/jpeg' }));
      const res = await fetch(`${base}/api/admin/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    }
    await drained();
    rows.push([`import of ${N} x 24 MP photos with every derivative, peak`, mb(phasePeak())]);
    rows.push([`idle ${IDLE_S} s after the import`, mb(await idle())]);
    console.log(`\n(demo ${Math.round((t1 - t0) / 1000)} s, import ${Math.round((performance.now() - t1) / 1000)} s)`);
    console.log(`| phase | server RSS |\n|---|---|\n${rows.map(([a, b]) => `| ${a} | ${b} |`).join('\n')}`);
  } finally {
    clearInterval(sampler);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  }
}

await main();
