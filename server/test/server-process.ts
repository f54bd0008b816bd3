import { type Subprocess, spawn } from 'bun';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, testStaticRoot } from './app';

const serverDir = path.resolve(import.meta.dir, '..');
const bun = path.resolve(serverDir, '../node_modules/.bin/bun');

export interface ServerProcess {
  url: string;
  dataDir: string;
  proc: Subprocess<'ignore', 'pipe', 'pipe'>;
  /** Everything the server printed so far. */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number>;
  kill: (signal?: NodeJS.Signals) => void;
  /** Logs in as admin and returns the token. */
  login: () => Promise<string>;
}

export const tempDataDir = (label = 'proc') => mkdtempSync(path.join(tmpdir(), `portfolio-${label}-`));

/**
 * Starts the real server (src/index.ts) as its own process on a port the system picks (PORT=0),
 * with its own DATA_DIR, and resolves once it answers /healthz.
 */
export async function startServer(env: Record<string, string> = {}, dataDir = tempDataDir()): Promise<ServerProcess> {
  const proc = spawn([bun, 'src/index.ts'], {
    cwd: serverDir,
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_ROOT: testStaticRoot(),
      DEMO_CONTENT: 'off',
      ADMIN_PASSWORD,
      ...env,
    },
  });
  let out = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) out += decoder.decode(chunk, { stream: true });
  };
  void pump(proc.stdout);
  void pump(proc.stderr);
  const exited = proc.exited;
  const deadline = Date.now() + 30_000;
  let url = '';
  while (Date.now() < deadline) {
    const m = /listening on (http:\/\/[^\s]+)/.exec(out);
    if (m) {
      url = m[1]!.replace('localhost', '127.0.0.1');
      break;
    }
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${out}`);
    await Bun.sleep(50);
  }
  if (!url) {
    proc.kill('SIGKILL');
    throw new Error(`server did not start in 30 s:\n${out}`);
  }
  const login = async () => {
    const res = await fetch(`${url}/api/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };
  return { url, dataDir, proc, output: () => out, exited, kill: (s = 'SIGTERM') => proc.kill(s), login };
}
