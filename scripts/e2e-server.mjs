// Starts the real server for the end-to-end suites on a fresh data folder with demo content.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
const server = spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, DEMO_CONTENT: 'on', STATIC_ROOT: path.join(root, 'web/dist') },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
