// `npm test`: builds what the end-to-end suites need, runs every suite, and ends with one line
// "N passed, N failed[, N skipped]" that adds them all up. Exits non-zero when any test failed.
// Run one suite alone: npm test -- lint|server|shared|web|desktop|e2e
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { summarize } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, '.ci/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: '0' };

function run(label, cmd, args, opts = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...env, ...opts.env } });
  return r.status ?? 1;
}

let buildFailed = false;
if (wanted('e2e') || wanted('build')) {
  buildFailed ||= run('build web', 'npm', ['run', 'build', '-w', 'web', '--silent']) !== 0;
  buildFailed ||= run('build desktop (electron-vite)', 'npm', ['run', 'build', '-w', 'desktop', '--silent']) !== 0;
}

const suites = [
  {
    // Import cycles and unused code in shared/, server/, web/ and desktop/ (biome.json): one check.
    name: 'lint',
    run: () => {
      const ok = run('lint (Biome: import cycles, unused code)', bin('biome'), ['lint']) === 0;
      writeFileSync(path.join(reports, 'lint.json'), JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }));
    },
  },
  { name: 'server', run: () => run('server (bun test)', bin('bun'), ['test', `--reporter=junit`, `--reporter-outfile=${reports}/server.xml`], { cwd: path.join(root, 'server') }) },
  ...['shared', 'web', 'desktop'].map((p) => ({
    name: p,
    run: () => run(`${p} (vitest)`, bin('vitest'), ['run', '--root', p, '--reporter=default', '--reporter=json', `--outputFile=${reports}/${p}.json`]),
  })),
  { name: 'e2e', run: () => run('end-to-end (Playwright, Chromium)', bin('playwright'), ['test', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` } }) },
];

for (const suite of suites) if (wanted(suite.name)) suite.run();

const { line, failed } = summarize(reports, suites.filter((s) => wanted(s.name)).map((s) => s.name), buildFailed);
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
