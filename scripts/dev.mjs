// `npm run dev`: the server with hot reload on :3000 and the Vite dev server on :5173 (it proxies /api and /media).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Development builds of the libraries, with their warnings (the server defaults to production).
const env = { NODE_ENV: 'development', ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') };
const children = [
  spawn(path.join(root, 'node_modules/.bin/bun'), ['--hot', 'src/index.ts'], { cwd: path.join(root, 'server'), stdio: 'inherit', env }),
  spawn(path.join(root, 'node_modules/.bin/vite'), [], { cwd: path.join(root, 'web'), stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
