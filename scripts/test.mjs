// `npm test`: builds what the end-to-end suites need, runs every suite, and ends with one line
// "N passed, N failed[, N skipped]" that adds them all up. Exits non-zero when any test failed.
// Run one suite alone: npm test -- lint|server|shared|web|desktop|e2e
//
// Two lanes run side by side, one per core: the builds and then the end-to-end suites (which
// mostly wait on a browser and a server), and the lint, the bun suite and the vitest suites.
// Each line a suite prints is prefixed with its name, so the two lanes stay readable.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { summarize } from './test-summary.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const reports = path.join(root, '.ci/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: '0' };
const started = Date.now();
const clock = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs one command, its output prefixed with `tag`; resolves with its exit code. */
function run(tag, cmd, args, opts = {}) {
  console.log(`[${tag}] === ${cmd === 'npm' ? args.join(' ') : path.basename(cmd)} (at ${clock()}) ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...opts.env } });
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${tag}] ${line}`));
    child.on('error', (err) => {
      console.log(`[${tag}] ${err.message}`);
      resolve(1);
    });
    // 'close' waits for every holder of the output pipes: a server the command left behind would
    // hold them for ever. The command's own exit ends it; its last lines get a moment to arrive.
    const done = (code) => {
      console.log(`[${tag}] done in the lane at ${clock()} (exit ${code})`);
      resolve(code ?? 1);
    };
    child.on('exit', (code) => {
      const drained = new Promise((r) => child.once('close', r));
      Promise.race([drained, new Promise((r) => setTimeout(r, 2000).unref())]).then(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        done(code);
      });
    });
  });
}

let buildFailed = false;

const suites = {
  // Import cycles and unused code in shared/, server/, web/ and desktop/ (biome.json): one check.
  lint: async () => {
    const ok = (await run('lint', bin('biome'), ['lint'])) === 0;
    writeFileSync(path.join(reports, 'lint.json'), JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1 }));
  },
  // bun reads no time-out from bunfig.toml: the flag gives every test 30 s (password hashing and
  // encoding on a busy 2-core machine need more than the 5 s default); image tests set their own.
  server: () => run('server', bin('bun'), ['test', '--timeout=30000', '--reporter=junit', `--reporter-outfile=${reports}/server.xml`], { cwd: path.join(root, 'server') }),
  ...Object.fromEntries(
    ['shared', 'web', 'desktop'].map((p) => [p, () => run(p, bin('vitest'), ['run', '--root', p, '--reporter=default', '--reporter=json', `--outputFile=${reports}/${p}.json`])]),
  ),
  e2e: () => run('e2e', bin('playwright'), ['test', '--reporter=list,json'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` } }),
};

async function buildsThenEndToEnd() {
  if (!wanted('e2e') && !wanted('build')) return;
  // Both builds, whatever the first gave: a failed web build must not leave the desktop suite unbuilt.
  const web = await run('build', 'npm', ['run', 'build', '-w', 'web', '--silent']);
  const desktop = await run('build', 'npm', ['run', 'build', '-w', 'desktop', '--silent']);
  buildFailed = web !== 0 || desktop !== 0;
  if (wanted('e2e')) await suites.e2e();
}

async function unitSuites() {
  for (const name of ['lint', 'server', 'shared', 'web', 'desktop']) if (wanted(name)) await suites[name]();
}

await Promise.all([buildsThenEndToEnd(), unitSuites()]);

const names = ['lint', 'server', 'shared', 'web', 'desktop', 'e2e'].filter(wanted);
const { line, failed } = summarize(reports, names, buildFailed);
console.log(`\nAll suites took ${clock()}.`);
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
