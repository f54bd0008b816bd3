// Prints the built JavaScript and CSS files with their raw and gzip sizes, then what each page
// downloads before it can start: its entry script and everything that script imports statically.
import { readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The site's budget for the first JavaScript of `/` (gzip). */
const SITE_BUDGET = 120 * 1024;

console.log('');
for (const [page, manifestFile, entry] of [
  ['/', 'manifest.json', 'index.html'],
  ['/admin', 'admin-manifest.json', 'admin.html'],
]) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', manifestFile), 'utf8'));
  const files = initialScripts(manifest, entry);
  const total = files.reduce((sum, f) => sum + gzipSize(path.join(dist, f)), 0);
  const budget = page === '/' ? ` (budget ${kb(SITE_BUDGET)}${total > SITE_BUDGET ? ': OVER' : ''})` : '';
  console.log(`Initial JavaScript of ${page}: ${kb(total)} gzip in ${files.length} file(s)${budget}`);
}
