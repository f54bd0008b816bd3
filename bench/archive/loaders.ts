/**
 * The database work of the public pages' loaders, in process, at 100 items and at ARCHIVE_N
 * (default 100,000): the same page source the server renders from, without HTTP and rendering, so
 * the comparison is not lost in the noise of a shared machine. Interleaved rounds; min and median.
 *
 *   bun bench/archive/loaders.ts     (ARCHIVE_N=100000, ROUNDS=15)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/src/db/client';
import { GALLERY_PAGE_SIZE, type PageSource } from '@portfolio/shared';
import { pageSource, publicAnswers } from '../../server/src/site/page-source';
import { archiveSeedStatements } from '../../server/test/archive-seed';

const N = Number(process.env.ARCHIVE_N ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const work = mkdtempSync(path.join(tmpdir(), 'archive-loaders-'));

async function archive(n: number) {
  const db = await openDb(`file:${path.join(work, `${n}.db`)}`);
  await db.$client.batch(archiveSeedStatements(n), 'write');
  const source = pageSource(publicAnswers({ db }), db);
  return { source, first: (await page(source, {}))!.items[0]!.id };
}

type Source = PageSource;
type Filter = { q?: string; country?: string; type?: 'photo' | 'video' };
const page = (s: Source, filter: Filter, featured?: 'first') => s.answer('galleryPage', { language: 'en', limit: GALLERY_PAGE_SIZE, featured, ...filter });
const facets = (s: Source, filter: Filter) => s.answer('galleryFacets', { language: 'en', ...filter });
const LOADERS: Record<string, (s: Source, id: number) => Promise<unknown>> = {
  '/en': (s) => Promise.all([s.answer('heroImages', { language: 'en' }), page(s, {}, 'first'), facets(s, {}), s.answer('postsPage', { language: 'en', limit: 3 })]),
  '/en/gallery': (s) => Promise.all([page(s, {}), facets(s, {})]),
  'filtered gallery': (s) => Promise.all([page(s, { country: 'Sweden', type: 'photo' }), facets(s, { country: 'Sweden', type: 'photo' })]),
  'photo page': (s, id) => Promise.all([s.answer('galleryItem', { id, language: 'en' }), s.answer('galleryNeighbours', { id, language: 'en' }), s.answer('photoContext', { id, language: 'en' })]),
  'searched gallery "sweden"': (s) => Promise.all([page(s, { q: 'sweden' }), facets(s, { q: 'sweden' })]),
  'searched gallery "quiet morning"': (s) => Promise.all([page(s, { q: 'quiet morning' }), facets(s, { q: 'quiet morning' })]),
  ...Object.fromEntries(['lumiwing', 'photo 27', 'sweden', 'quiet morning', 'place 4', 'däggdjur'].map((q) => [`search "${q}"`, (s: Source) => page(s, { q })])),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

try {
  const small = await archive(100);
  const large = await archive(N);
  console.log(`${'loader'.padEnd(24)} ${'min 100'.padStart(9)} ${`min ${N}`.padStart(12)} ${'median 100'.padStart(11)} ${`median ${N}`.padStart(14)}  (ms)`);
  for (const [name, load] of Object.entries(LOADERS)) {
    const times = { small: [] as number[], large: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      for (const [key, a] of [['small', small], ['large', large]] as const) {
        const t = performance.now();
        await load(a.source, a.first);
        times[key].push(performance.now() - t);
      }
    }
    const f = (x: number, w: number) => x.toFixed(1).padStart(w);
    console.log(`${name.padEnd(24)} ${f(Math.min(...times.small), 9)} ${f(Math.min(...times.large), 12)} ${f(median(times.small), 11)} ${f(median(times.large), 14)}`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
