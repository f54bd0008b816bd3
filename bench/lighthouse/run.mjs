// Lighthouse (mobile preset) on /, /gallery, a blog post and a photo's page, each in English and
// Swedish, and /en/collections and /en/map: median of 3 runs per page. PAGES=en limits it to
// English. The same run measures a bare page showing only the home page's hero photo (the same
// <picture>, served from the same server), and prints the home pages' LCP against it.
// Starts the real server with demo content on a fresh data folder unless BASE_URL is given.
// Usage: npm run build -w web && node bench/lighthouse/run.mjs   (env: BASE_URL, RUNS, PORT, PRESET)
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Number(process.env.RUNS ?? 3);
const PRESET = process.env.PRESET ?? 'mobile';
const port = Number(process.env.PORT ?? 3390);
let base = process.env.BASE_URL;
let server = null;
let bareServer = null;
let dataDir = null;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ADMIN_PASSWORD = 'lighthouse-admin';

async function json(url, headers = {}) {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return res.json();
}

async function post(url, body) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${res.status} ${url}`);
  return res.json();
}

async function startServer() {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-lh-'));
  server = spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(root, 'server'),
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_CONTENT: 'on', STATIC_ROOT: path.join(root, 'web/dist'), ADMIN_PASSWORD },
  });
  base = `http://127.0.0.1:${port}`;
  // The background queue encodes the demo photos' larger derivatives for a minute or so after
  // start; pages measured meanwhile would time a busy machine, so wait until it has no work left.
  let token = null;
  for (let i = 0; i < 600; i++) {
    try {
      token ??= (await post(`${base}/api/admin/login`, { username: 'admin', password: ADMIN_PASSWORD })).token;
      const jobs = await json(`${base}/api/admin/media/jobs`, { authorization: `Bearer ${token}` });
      if (jobs.pending === 0) return;
    } catch {
      // not up yet
    }
    await sleep(1000);
  }
  throw new Error('the demo derivatives were not finished in time');
}

/**
 * A bare page: nothing but the home page's hero <picture> (the photo it draws first, with the same
 * sources and sizes), on a small server that answers every other address from the site's own, so
 * the photo comes from the same origin and bytes. Returns its address.
 */
async function startBarePage(site) {
  const home = await (await fetch(`${site}/en`)).text();
  const picture = /<picture\b(?:(?!<\/picture>)[\s\S])*?fetchpriority="high"[\s\S]*?<\/picture>/i.exec(home)?.[0];
  if (!picture) throw new Error('the home page has no first photo to compare with');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The hero photo alone</title><meta name="description" content="The home page's first photo, alone.">
<style>html,body{margin:0;background:#0b1220}picture,img{display:block;width:100vw;height:100svh;object-fit:cover}</style></head><body>${picture}</body></html>`;
  bareServer = createServer(async (req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    const answer = await fetch(site + req.url, { headers: { accept: req.headers.accept ?? '*/*' } });
    const headers = Object.fromEntries([...answer.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(k)));
    res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise((resolve) => bareServer.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${bareServer.address().port}/`;
}

function stop() {
  bareServer?.close();
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--disable-default-apps', '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
].join(' ');

/** One Lighthouse run; asynchronous, so that the bare page's server (in this process) can answer meanwhile. */
async function lighthouse(url, out) {
  const args = [url, '--quiet', `--chrome-flags=${FLAGS}`, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', `--output-path=${out}`];
  if (PRESET === 'desktop') args.push('--preset=desktop');
  await promisify(execFile)(path.join(root, 'node_modules/.bin/lighthouse'), args, { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 });
  return JSON.parse(readFileSync(out, 'utf8'));
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  if (!base) await startServer();
  const posts = await json(`${base}/api/blog/posts`);
  const photo = (await json(`${base}/api/gallery/items`)).find((i) => i.type === 'photo');
  const languages = (process.env.PAGES ?? 'en,sv').split(',');
  const paths = languages.flatMap((l) => [`/${l}`, `/${l}/gallery`, `/${l}/blog/${posts[0].slug}`, `/${l}/gallery/${photo.id}`, ...(l === 'en' ? ['/en/collections', '/en/map'] : [])]);
  const bare = await startBarePage(base);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'lh-out-'));
  const rows = [];
  for (const p of ['bare', ...paths]) {
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      const report = await lighthouse(p === 'bare' ? bare : base + p, path.join(outDir, `${p.replace(/\W+/g, '_')}-${r}.json`));
      if (report.runtimeError) throw new Error(`${p}: ${report.runtimeError.message}`);
      runs.push(report);
    }
    const score = (k) => Math.round(median(runs.map((x) => x.categories[k].score * 100)));
    const audit = (k) => median(runs.map((x) => x.audits[k].numericValue));
    rows.push({
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      kb: Math.round(audit('total-byte-weight') / 1024),
      // Lighthouse's measure of the machine's speed during the runs (about 1,000+ on an idle desktop core):
      // a busy machine stretches the blocking time it simulates.
      benchmarkIndex: Math.round(median(runs.map((x) => x.environment.benchmarkIndex))),
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
  console.log(`\nLighthouse ${PRESET}, median of ${RUNS} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores at the end)`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | bytes | CPU index |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} ms | ${r.tbtMs} ms | ${r.cls} | ${r.kb} KB | ${r.benchmarkIndex} |`);
  const bareRow = rows.shift();
  console.log(`\nThe hero photo alone (a bare page, ${bareRow.kb} KB): LCP ${bareRow.lcpMs} ms`);
  for (const r of rows.filter((row) => /^\/\w\w$/.test(row.path))) console.log(`${r.path}: LCP ${r.lcpMs} ms, ${(r.lcpMs / bareRow.lcpMs).toFixed(2)}x the bare page (target <= 1.1x)`);
  const low = rows.filter((r) => r.performance < 100 || r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100 || r.cls > 0);
  if (low.length) console.log(`\nBelow target (every score 100, CLS 0): ${low.map((r) => r.path).join(', ')}`);
} finally {
  stop();
}
