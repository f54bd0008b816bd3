// Prints the built JavaScript and CSS files with their raw and gzip sizes, what each page's entry
// script imports statically, and what the home page loads in a browser until the network is idle.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const dir = path.join(dist, 'assets');
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => ({ f, raw: statSync(path.join(dir, f)).size, gz: gzipSize(path.join(dir, f)) }))
  .sort((a, b) => b.gz - a.gz);
for (const r of rows) console.log(`${r.f.padEnd(48)} ${kb(r.raw).padStart(11)}  ${kb(r.gz).padStart(10)} gzip`);

/** The scripts a page loads before its first render: the entry chunk and its static imports. */
function initialScripts(manifest, entry) {
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  walk(entry);
  return [...files];
}

/** The budget for all the JavaScript `/` loads until the network is idle, inline scripts included (gzip; docs/benchmarks.md). */
const SITE_BUDGET = 75 * 1024;

console.log('');
for (const [page, manifestFile, entry] of [
  ['/', 'manifest.json', 'index.html'],
  ['/admin', 'admin-manifest.json', 'admin.html'],
]) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', manifestFile), 'utf8'));
  const files = initialScripts(manifest, entry);
  const total = files.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
  console.log(`Entry JavaScript of ${page}: ${kb(total)} gzip in ${files.length} file(s)`);
}

await measureHomePage();

/** Resolves once `page` has had no request under way for 500 ms (the load state 'networkidle' is reached once per page). */
function quiet(page) {
  let open = 0;
  let timer;
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      if (open === 0) timer = setTimeout(resolve, 500);
    };
    page.on('request', () => {
      open++;
      settle();
    });
    const done = () => {
      open = Math.max(0, open - 1);
      settle();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    settle();
  });
}

/**
 * What a phone loads for `/` as the browser sees it: its inline scripts and every script response
 * until the network is idle, against the built site served by the real server (empty database,
 * demo content off); then what the app adds at the visitor's first interaction (a mouse move).
 * With less motion asked for, so the slideshow's own start of the app (3 s after the first photo)
 * cannot fall in the measure.
 */
async function measureHomePage() {
  const root = path.resolve(dist, '../..');
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    console.log(`JavaScript of / until network idle: not measured (no Chromium at ${chromiumPath})`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-size-'));
  // Port 0: the system picks a free one, and the server prints it once it listens.
  const server = spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(root, 'server'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_CONTENT: 'off', ADMIN_PASSWORD: 'size-report-only', STATIC_ROOT: dist },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url.replace('localhost', '127.0.0.1'));
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (exit ${code}) before it listened:\n${out}`)));
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    // However long a busy machine takes to start it: the server says when it listens.
    const base = await listening;
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, reducedMotion: 'reduce' });
    const scripts = [];
    // A body still on its way when the page is done is not part of what / loads.
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.body().then((body) => ({ url: r.url(), gz: gzipSync(body, { level: 9 }).length }), () => null)));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const inline = await page.locator('script:not([src]):not([type])').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const measure = async () => {
      const loaded = [...inline.map((text) => ({ url: `${base}/#inline`, gz: gzipSync(text, { level: 9 }).length })), ...(await Promise.all(scripts)).filter((s) => s !== null)];
      if (process.env.REPORT_FILES) for (const s of loaded) console.log(`  ${new URL(s.url).pathname.padEnd(46)} ${kb(s.gz).padStart(10)} gzip`);
      return { total: loaded.reduce((a, s) => a + s.gz, 0), files: loaded.length };
    };
    const before = await measure();
    console.log(`JavaScript of / until network idle: ${kb(before.total)} gzip (${before.total} bytes) in ${before.files} script(s) (budget ${kb(SITE_BUDGET)}${before.total > SITE_BUDGET ? ': OVER' : ''})`);
    await page.mouse.move(200, 400);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await quiet(page);
    const after = await measure();
    console.log(`JavaScript of / once the visitor interacts: ${kb(after.total)} gzip (${after.total} bytes) in ${after.files} script(s)`);
  } finally {
    // The server first: nothing that fails while the browser closes may leave it running.
    server.kill();
    await browser.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
