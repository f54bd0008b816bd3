/**
 * Server memory (RSS) while a client sends a 96 MB chunked POST to /api/contact, on the real
 * server process: the body is dropped with 413 at the route's limit, so RSS should hardly move.
 *
 *   bun bench/body-limit/run.ts     (BENCH_MB=96, BENCH_PORT=3270)
 *
 * Prints RSS before and after and the answer; never asserts (the machine is shared).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dir, '../..');
const MB = Number(process.env.BENCH_MB ?? 96);
const PORT = Number(process.env.BENCH_PORT ?? 3270);
const base = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), 'body-limit-bench-'));

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

const server = spawn(path.join(ROOT, 'node_modules/.bin/bun'), ['src/index.ts'], {
  cwd: path.join(ROOT, 'server'),
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: work, DEMO_CONTENT: 'off', ADMIN_PASSWORD: 'bench-password-123' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await Bun.sleep(100);
  }
  const before = rssMb(server.pid!);
  let sent = 0;
  const piece = new Uint8Array(64 * 1024).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (sent >= MB * 1024 * 1024) return c.close();
      sent += piece.length;
      c.enqueue(piece);
    },
  });
  const res = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, duplex: 'half' } as RequestInit).catch((e) => e as Error);
  const after = rssMb(server.pid!);
  const status = res instanceof Response ? res.status : `connection closed (${res.message})`;
  console.log(`${MB} MB chunked POST /api/contact: ${status}; client pushed ${Math.round(sent / 1024 / 1024)} MB; server RSS ${before} MB -> ${after} MB`);
} finally {
  server.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
