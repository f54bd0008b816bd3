// `npm start`: installs what is missing, builds the web app and serves the site.
// Migrations run and demo content is added by the server itself at start-up.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bun = path.join(root, 'node_modules/.bin/bun');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!existsSync(bun) || !existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  console.log('Installing dependencies (first start only)...');
  run('npm', [existsSync(path.join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund']);
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app...');
  run('npm', ['run', 'build', '-w', 'web', '--silent']);
}

const server = spawn(bun, ['src/index.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: {
    // Fewer glibc arenas keep libvips' memory in check while large photos are processed.
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
