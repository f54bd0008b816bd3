import { describe, expect, it } from 'bun:test';
import { sql } from 'drizzle-orm';
import { MARKED_ITEM, MARKED_WORD, archiveSeedStatements } from '../../test/archive-seed';
import { makeCategory, makeItem } from '../../test/factories';
import { openDb } from '../db/client';
import type { Db } from '../db/db-type';
import { categories, galleryItems } from '../db/schema';
import { deleteItem, publicGalleryFacets, publicGalleryPage, publicNeighbours, updateItem } from './gallery.service';
import { updateCategory } from './categories.service';

const freshDb = () => openDb(':memory:');
const seed = (db: Db, n: number) => db.batch(archiveSeedStatements(n).map((s) => db.run(sql.raw(s))) as [never, ...never[]]);
const search = async (db: Db, q: string, language: 'en' | 'sv' | 'nl' = 'en') =>
  (await publicGalleryPage(db, { filter: { q }, language, limit: 50 })).items.map((i) => i.id);

describe('gallery search', () => {
  it('ignores accents and case, and matches words as the visitor types them', async () => {
    const db = await freshDb();
    const harbour = await makeItem(db, { title: 'Haven van Malmö', titleEn: 'Malmö harbour', country: 'Zweden' });
    const bear = await makeItem(db, { title: 'IJsbeer op het pakijs', country: 'Noorwegen', countryEn: 'Norway' });
    expect(await search(db, 'malmo')).toEqual([harbour.id]);
    expect(await search(db, 'MALMÖ')).toEqual([harbour.id]);
    expect(await search(db, 'ijsbeer')).toEqual([bear.id]);
    expect(await search(db, 'ijsb')).toEqual([bear.id]);
    // Countries in every language, whatever the page's language.
    expect(await search(db, 'norw', 'sv')).toEqual([bear.id]);
    expect(await search(db, 'zwed harb')).toEqual([harbour.id]);
    expect(await search(db, 'harbour owl')).toEqual([]);
    // Operators and quotes are words, not syntax.
    expect(await search(db, '"malmo" OR *')).toEqual([]);
    expect(await search(db, '***')).toEqual([]);
  });

  it('stays in step with every write: texts, category links, category names, deletes', async () => {
    const db = await freshDb();
    const owls = await makeCategory(db, { name: 'Uilen' });
    const item = await makeItem(db, { title: 'Ochtend' });
    expect(await search(db, 'uilen')).toEqual([]);
    await updateItem(db, item.id, { categoryIds: [owls.id] });
    expect(await search(db, 'uilen')).toEqual([item.id]);
    await updateCategory(db, owls.id, { name: 'Uilen', nameEn: 'Owls', type: 'animal' });
    expect(await search(db, 'owls')).toEqual([item.id]);
    await updateItem(db, item.id, { titleSv: 'Gryning', categoryIds: [] });
    expect(await search(db, 'owls')).toEqual([]);
    expect(await search(db, 'gryning')).toEqual([item.id]);
    await deleteItem(db, item.id);
    expect(await search(db, 'gryning')).toEqual([]);
    const [left] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM gallery_search`);
    expect(left!.n).toBe(0);
  });

  it('never finds a sensitive item by the place the public may not see', async () => {
    const db = await freshDb();
    const nest = await makeItem(db, { title: 'Nest', location: 'Hornborgasjön', sensitiveLocation: true });
    const lake = await makeItem(db, { title: 'Lake', location: 'Hornborgasjön' });
    expect(await search(db, 'hornborgasjon')).toEqual([lake.id]);
    // Marked through a category, the same.
    const secret = await makeCategory(db, { name: 'Geheim' });
    await updateItem(db, lake.id, { categoryIds: [secret.id] });
    await db.update(categories).set({ sensitiveLocation: true }).where(sql`${categories.id} = ${secret.id}`);
    expect(await search(db, 'hornborgasjon')).toEqual([]);
    expect((await search(db, 'nest'))).toEqual([nest.id]);
  });
});

describe('gallery paging, facets and neighbours over a few thousand items', async () => {
  const db = await freshDb();
  await seed(db, 3000);
  await db.update(galleryItems).set({ isPublished: false }).where(sql`${galleryItems.title} = 'Foto 5'`);

  it('finds the one item with a word from the first page', async () => {
    const page = await publicGalleryPage(db, { filter: { q: MARKED_WORD.toLowerCase().slice(0, 6) }, language: 'en', limit: 12 });
    expect(page.total).toBe(1);
    expect(page.items.map((i) => i.title)).toEqual([`Photo ${MARKED_ITEM}`]);
  });

  it('walks a filtered set page by page, each item once, in the gallery order', async () => {
    const filter = { type: 'photo' as const, country: 'Norway' };
    const seen: string[] = [];
    let cursor: string | undefined;
    let total = 0;
    do {
      const page = await publicGalleryPage(db, { filter, language: 'en', limit: 100, cursor });
      total = page.total;
      seen.push(...page.items.map((i) => i.title));
      expect(page.items.every((i) => i.type === 'photo' && i.country === 'Norway')).toBe(true);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    // Norway is every i % 4 == 1 (never a tenth, a video), less the unpublished "Foto 5".
    expect(total).toBe(749);
    expect(seen).toHaveLength(749);
    expect(new Set(seen).size).toBe(749);
    expect(seen[0]).toBe('Photo 2997');
    expect(seen.at(-1)).toBe('Photo 1');
  });

  it('counts each filter option with the other filters applied', async () => {
    const facets = await publicGalleryFacets(db, { country: 'Sverige' }, 'sv');
    // Sweden is every i % 4 == 0: 750 items, 150 of them videos (i % 20 == 0).
    expect(facets.types).toEqual([
      { value: 'photo', count: 600 },
      { value: 'video', count: 150 },
    ]);
    // Countries ignore the country filter (to switch), minus the unpublished "Foto 5" (Norway).
    expect(facets.countries).toEqual([
      { value: 'Finland', count: 750, lang: 'sv' },
      { value: 'Island', count: 750, lang: 'sv' },
      { value: 'Norge', count: 749, lang: 'sv' },
      { value: 'Sverige', count: 750, lang: 'sv' },
    ]);
    expect(facets.categories.map((c) => [c.name, c.count])).toEqual([
      ['Däggdjur', 250],
      ['Fåglar', 250],
      ['Landskap', 250],
    ]);
  });

  it('gives an item its position and neighbours in the filtered set, wrapping at both ends', async () => {
    const first = (await publicGalleryPage(db, { filter: { type: 'video' }, language: 'en', limit: 1 })).items[0]!;
    expect(first.title).toBe('Photo 3000');
    const at = await publicNeighbours(db, first.id, { type: 'video' }, 'en');
    expect(at).toMatchObject({ position: 1, total: 300 });
    expect(at!.previous!.title).toBe('Photo 10');
    expect(at!.next!.title).toBe('Photo 2990');
    const last = await publicNeighbours(db, at!.previous!.id, { type: 'video' }, 'en');
    expect(last).toMatchObject({ position: 300, total: 300 });
    expect(last!.next!.id).toBe(first.id);
  });

  it('rejects a cursor it did not make', async () => {
    await expect(publicGalleryPage(db, { filter: {}, language: 'en', limit: 5, cursor: 'bm9wZQ' })).rejects.toThrow('Invalid cursor');
  });
});
