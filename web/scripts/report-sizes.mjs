// Prints the built JavaScript and CSS files with their raw and gzip sizes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve(import.meta.dirname, '../dist/assets');
const rows = readdirSync(dir)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const bytes = readFileSync(path.join(dir, f));
    return { f, raw: statSync(path.join(dir, f)).size, gz: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gz - a.gz);
for (const r of rows) console.log(`${r.f.padEnd(48)} ${(r.raw / 1024).toFixed(1).padStart(8)} KB  ${(r.gz / 1024).toFixed(1).padStart(7)} KB gzip`);
