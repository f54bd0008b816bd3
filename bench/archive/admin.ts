/**
 * The back-office at archive size: the same server with 100 and with 10,000 gallery items (and
 * 100,000 for the bulk edit), each measured as the admin meets it.
 *
 * - first screen of /admin/gallery in Chromium: bytes over the wire and time to the first card
 * - GET /api/admin/gallery/items?limit=60 (the screen's first page): bytes and time
 * - a bulk edit of every item (one background job over the filter) against one of 100 items:
 *   time, and the server's peak RSS (VmHWM) while it runs
 *
 * Targets: first screen <= 1.2x the bytes and <= 1.5x the time of the 100-item site; the bulk
 * edit of 100,000 items completes with the server's RSS <= 250 MB.
 * Items are written by SQL (server/test/archive-seed.ts), the same rows the admin API makes.
 *
 *   bun bench/archive/admin.ts                 # 100, 10,000 and 100,000
 *   BENCH_SIZES=100,10000 bun bench/archive/admin.ts
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { chromium } from 'playwright-core';
import { archiveSeedStatements } from '../../server/test/archive-seed';

const root = path.resolve(import.meta.dir, '../..');
const SIZES = (process.env.BENCH_SIZES ?? '100,10000,100000').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3610);
const PASSWORD = 'bench-admin-password';
const base = `http://127.0.0.1:${PORT}`;
const now = () => performance.now();
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** Peak and current resident memory of a process, in MB (Linux /proc). */
function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
  return { peak: mb('VmHWM'), now: mb('VmRSS') };
}

async function withServer<T>(items: number, run: (token: string, pid: number, user: unknown) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'archive-admin-bench-'));
  // The schema first (a server start migrates), then the archive, then the measured server.
  const start = () =>
    spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
      cwd: path.join(root, 'server'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_CONTENT: 'off', ADMIN_PASSWORD: PASSWORD, STATIC_ROOT: path.join(root, 'web/dist') },
    });
  const up = async () => {
    for (let i = 0; !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); i++) {
      if (i > 300) throw new Error('server did not start');
      await Bun.sleep(100);
    }
  };
  const stop = async (p: ReturnType<typeof start>) => {
    p.kill('SIGTERM');
    await new Promise((r) => p.once('exit', r));
  };
  let server = start();
  await up();
  await stop(server);
  const db = createClient({ url: `file:${path.join(dataDir, 'portfolio.db')}` });
  await db.batch(archiveSeedStatements(items), 'write');
  db.close();
  server = start();
  try {
    await up();
    const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    return await run(token, server.pid!, user);
  } finally {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** /admin/gallery in Chromium, signed in: bytes received until the first card shows, and the time to it (best of 3). */
async function firstScreen(token: string, user: unknown): Promise<{ bytes: number; ms: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    // Signed in as the login screen leaves it (the auth store's saved state).
    await context.addInitScript(([t, u]) => localStorage.setItem('admin-auth', JSON.stringify({ state: { token: t, user: u, isAuthenticated: true }, version: 0 })), [token, user] as const);
    let best = { bytes: 0, ms: Number.POSITIVE_INFINITY };
    for (let round = 0; round < 3; round++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      let bytes = 0;
      cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
      const t = now();
      await page.goto(`${base}/admin/gallery`);
      await page.getByTestId('gallery-card').first().waitFor({ timeout: 120_000 });
      const ms = now() - t;
      if (ms < best.ms) best = { bytes, ms };
      await page.close();
    }
    return best;
  } finally {
    await browser.close();
  }
}

/** One request, its body's bytes and time (best of 5). */
async function answer(url: string, token: string): Promise<{ bytes: number; ms: number }> {
  let best = { bytes: 0, ms: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 5; i++) {
    const t = now();
    const body = await (await fetch(url, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } })).arrayBuffer();
    const ms = now() - t;
    if (ms < best.ms) best = { bytes: body.byteLength, ms };
  }
  return best;
}

/** A bulk edit as one job over `selection`: time until done and the server's peak RSS. */
async function bulkEdit(token: string, pid: number, selection: unknown): Promise<{ ms: number; changed: number; peakMb: number; beforeMb: number }> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const beforeMb = memoryOf(pid).now;
  const t = now();
  const created = await fetch(`${base}/api/admin/gallery/bulk-jobs`, { method: 'POST', headers, body: JSON.stringify({ action: 'edit', selection, updates: { location: 'Lofoten' } }) });
  const job = (await created.json()) as { id: number };
  for (;;) {
    const state = (await (await fetch(`${base}/api/admin/gallery/bulk-jobs/${job.id}`, { headers })).json()) as { status: string; changed: number };
    if (state.status === 'done' || state.status === 'failed') return { ms: now() - t, changed: state.changed, peakMb: memoryOf(pid).peak, beforeMb };
    await Bun.sleep(50);
  }
}

const results: Record<number, { screen?: { bytes: number; ms: number }; list: { bytes: number; ms: number }; bulk: Awaited<ReturnType<typeof bulkEdit>> }> = {};
for (const size of SIZES) {
  results[size] = await withServer(size, async (token, pid, user) => {
    const screen = size <= 10_000 ? await firstScreen(token, user) : undefined;
    const list = await answer(`${base}/api/admin/gallery/items?limit=60`, token);
    const bulk = await bulkEdit(token, pid, { filter: {} });
    return { screen, list, bulk };
  });
  const r = results[size]!;
  console.log(`\n${size.toLocaleString('en-US')} items`);
  if (r.screen) console.log(`  /admin/gallery first screen   ${kb(r.screen.bytes).padStart(9)}  ${r.screen.ms.toFixed(0).padStart(6)} ms to the first card`);
  console.log(`  GET items?limit=60            ${kb(r.list.bytes).padStart(9)}  ${r.list.ms.toFixed(0).padStart(6)} ms`);
  console.log(`  bulk edit of all ${r.bulk.changed.toLocaleString('en-US').padEnd(8)}     ${r.bulk.ms.toFixed(0).padStart(16)} ms  server RSS ${r.bulk.beforeMb.toFixed(0)} MB before, peak ${r.bulk.peakMb.toFixed(0)} MB`);
}

const small = results[SIZES[0]!];
for (const size of SIZES.slice(1)) {
  const r = results[size]!;
  if (small?.screen && r.screen) {
    console.log(`\nfirst screen ${size.toLocaleString('en-US')} vs ${SIZES[0]}: ${(r.screen.bytes / small.screen.bytes).toFixed(2)}x bytes (target <= 1.2x), ${(r.screen.ms / small.screen.ms).toFixed(2)}x time (target <= 1.5x)`);
  }
  if (small) console.log(`bulk edit of ${size.toLocaleString('en-US')} vs ${SIZES[0]}: ${(r.bulk.ms / small.bulk.ms).toFixed(0)}x time; peak RSS ${r.bulk.peakMb.toFixed(0)} MB (target <= 250 MB)`);
}
