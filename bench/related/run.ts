/**
 * Related photos at gallery scale: seeds a file database with N photos (default 100,000) in
 * categories, countries, places and collections, then times the one ranking query (relatedIds)
 * for random photos and prints the median and the 95th percentile. Never asserts (the machine is shared).
 *
 *   bun bench/related/run.ts [N]      (BENCH_SAMPLES=300, BENCH_KEEP=1 keeps the temp dir)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/src/db/client';
import { categories, collectionItems, collections, galleryItemCategories, galleryItems } from '../../server/src/db/schema';
import { relatedIds } from '../../server/src/gallery/related.service';

const n = Number(process.argv[2] ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const dir = mkdtempSync(path.join(tmpdir(), 'related-bench-'));
const db = await openDb(`file:${path.join(dir, 'portfolio.db')}`);

const cats = await db
  .insert(categories)
  .values(Array.from({ length: 40 }, (_, i) => ({ name: `Categorie ${i}`, type: 'animal' as const, sensitiveLocation: i === 39 })))
  .returning({ id: categories.id });
const countries = ['Noorwegen', 'Zweden', 'IJsland', 'Finland', 'Groenland', 'Canada'];
const places = Array.from({ length: 300 }, (_, i) => `Plek ${i}`);
const started = performance.now();
for (let start = 0; start < n; start += 500) {
  const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => {
    const i = start + k;
    return {
      url: `/media/${i}.jpg`,
      title: `Photo ${i}`,
      location: places[(i * 7) % places.length],
      country: countries[i % countries.length],
      dateTaken: new Date(Date.UTC(2010, 0, 1) + i * 3_600_000 * 2),
      metadata: { latitude: 55 + (i % 200) / 10, longitude: 5 + (i % 300) / 10 },
      sensitiveLocation: i % 97 === 0,
    };
  });
  const ids = await db.insert(galleryItems).values(rows).returning({ id: galleryItems.id });
  // Two categories each: one common (a fifth of the gallery), one rarer.
  await db.insert(galleryItemCategories).values(ids.flatMap((r, k) => [{ itemId: r.id, categoryId: cats[(start + k) % 5]!.id }, { itemId: r.id, categoryId: cats[5 + ((start + k) % 35)]!.id }]));
}
// 100 collections of 200 photos.
for (let c = 0; c < 100; c++) {
  const col = await db.insert(collections).values({ slug: `c-${c}`, titleNl: `Collectie ${c}`, isPublished: true }).returning({ id: collections.id }).get();
  await db.insert(collectionItems).values(Array.from({ length: 200 }, (_, k) => ({ collectionId: col.id, itemId: 1 + ((c * 997 + k * 13) % n), position: k }))).onConflictDoNothing();
}
console.log(`seeded ${n} photos in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const times: number[] = [];
for (let s = 0; s < samples; s++) {
  const id = 1 + Math.floor(Math.random() * n);
  const t = performance.now();
  await relatedIds(db, id);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`relatedIds over ${n} photos, ${samples} random photos: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
if (!process.env.BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
else console.log(`kept ${dir}`);
