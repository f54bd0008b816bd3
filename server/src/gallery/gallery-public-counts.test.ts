import { describe, expect, it } from 'bun:test';
import type { GalleryFilter, Language } from '@portfolio/shared';
import { and, eq, sql } from 'drizzle-orm';
import { archiveSeedStatements, MARKED_ITEM, MARKED_WORD } from '../../test/archive-seed';
import { makeCategory, makeItem } from '../../test/factories';
import { openDb } from '../db/client';
import type { Db } from '../db/db-type';
import { galleryItemCategories, galleryItems } from '../db/schema';
import { deleteCategory, updateCategory } from './categories.service';
import { bulkEdit, deleteItem, publicGalleryFacets, publicGalleryPage, publicNeighbours, updateItem } from './gallery.service';
import { galleryRowsPage, galleryTotal, publicSearchHits } from './gallery-query';

/*
 * The public gallery's counts are kept in a table by triggers (migration 0017); these tests hold
 * them to the counts the gallery itself gives, after every kind of write, on a real database.
 */

const freshDb = () => openDb(':memory:');
const seed = (db: Db, n: number) => db.batch(archiveSeedStatements(n).map((s) => db.run(sql.raw(s))) as [never, ...never[]]);

/** The public set counted straight from the items, as the table must have it. */
async function countedFromItems(db: Db, language: Language, filter: GalleryFilter) {
  const country = { nl: 'g.country', en: "CASE WHEN trim(g.country_en) <> '' THEN g.country_en ELSE g.country END", sv: "CASE WHEN trim(g.country_sv) <> '' THEN g.country_sv ELSE g.country END" }[language];
  const where = (leaveOut: string) =>
    [
      'g.is_published = 1 AND g.is_private = 0',
      filter.type && leaveOut !== 'type' ? `g.type = '${filter.type}'` : '',
      filter.country && leaveOut !== 'country' ? `${country} = '${filter.country}'` : '',
      filter.category !== undefined && leaveOut !== 'category' ? `g.id IN (SELECT item_id FROM gallery_item_categories WHERE category_id = ${filter.category})` : '',
    ]
      .filter(Boolean)
      .join(' AND ');
  const [total] = await db.all<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM gallery_items g WHERE ${where('')}`));
  const types = await db.all<{ value: string; count: number }>(sql.raw(`SELECT g.type AS value, count(*) AS count FROM gallery_items g WHERE ${where('type')} GROUP BY g.type ORDER BY 1`));
  // A name is the page language's when some item has it as its own, else the Dutch one in its place.
  const own = { nl: '1', en: "ifnull(trim(g.country_en) <> '', 0)", sv: "ifnull(trim(g.country_sv) <> '', 0)" }[language];
  const countries = await db.all<{ value: string; count: number; lang: Language }>(
    sql.raw(`SELECT ${country} AS value, count(*) AS count, CASE WHEN max(${own}) = 1 THEN '${language}' ELSE 'nl' END AS lang FROM gallery_items g WHERE ${where('country')} AND ifnull(${country}, '') <> '' GROUP BY 1 ORDER BY 1`),
  );
  const categories = await db.all<{ id: number; count: number }>(
    sql.raw(`SELECT l.category_id AS id, count(*) AS count FROM gallery_item_categories l JOIN gallery_items g ON g.id = l.item_id WHERE ${where('category')} GROUP BY 1 ORDER BY 1`),
  );
  return { total: total!.n, types, countries, categories };
}

/** The counts the public pages show (read from the table) for a filter. */
async function shown(db: Db, language: Language, filter: GalleryFilter) {
  const facets = await publicGalleryFacets(db, filter, language);
  return {
    total: await galleryTotal(db, filter, { audience: 'public', language }),
    types: facets.types.filter((t) => t.count > 0).map((t): { value: string; count: number } => t),
    countries: [...facets.countries].sort((a, b) => (a.value < b.value ? -1 : 1)),
    categories: facets.categories.filter((c) => c.count > 0).map((c) => ({ id: c.id, count: c.count })).sort((a, b) => a.id - b.id),
  };
}

async function expectExact(db: Db, filters: GalleryFilter[]) {
  for (const language of ['en', 'sv', 'nl'] as const) {
    for (const filter of [{}, ...filters]) expect({ language, filter, ...(await shown(db, language, filter)) }).toEqual({ language, filter, ...(await countedFromItems(db, language, filter)) });
  }
}

describe('the public gallery counts kept by the database', () => {
  it('stay exact through adding, editing, publishing, unpublishing, making private and deleting', async () => {
    const db = await freshDb();
    const owls = await makeCategory(db, { name: 'Uilen', nameEn: 'Owls' });
    const elk = await makeCategory(db, { name: 'Elanden', nameEn: 'Elk' });
    const filters: GalleryFilter[] = [{ type: 'photo' }, { country: 'Sweden' }, { country: 'Sverige' }, { category: owls.id }, { category: elk.id, type: 'video' }, { country: 'Zweden', type: 'photo', category: owls.id }];

    const a = await makeItem(db, { title: 'Uil', country: 'Zweden', countryEn: 'Sweden', countrySv: 'Sverige' }, [owls.id]);
    const b = await makeItem(db, { title: 'Eland', type: 'video', country: 'Zweden', countryEn: '', countrySv: ' ' }, [elk.id, owls.id]);
    const c = await makeItem(db, { title: 'Concept', country: 'Noorwegen', isPublished: false }, [elk.id]);
    const d = await makeItem(db, { title: 'Zonder land' });
    await expectExact(db, filters);
    expect(await galleryTotal(db, {}, { audience: 'public', language: 'en' })).toBe(3);
    // The English page shows the eland's country by its Dutch name, marked as Dutch.
    expect((await publicGalleryFacets(db, {}, 'en')).countries).toEqual([
      { value: 'Sweden', count: 1, lang: 'en' },
      { value: 'Zweden', count: 1, lang: 'nl' },
    ]);

    // Published and unpublished, one at a time and in bulk.
    await updateItem(db, c.id, { isPublished: true });
    await expectExact(db, filters);
    await bulkEdit(db, { itemIds: [a.id, b.id], updates: { isPublished: false } });
    await expectExact(db, filters);
    await bulkEdit(db, { itemIds: [a.id, b.id], updates: { isPublished: true } });
    await expectExact(db, filters);

    // Type, countries in each language, and categories edited.
    await updateItem(db, a.id, { countryEn: 'Swedish Lapland', categoryIds: [elk.id] });
    await db.update(galleryItems).set({ type: 'video' }).where(eq(galleryItems.id, a.id));
    await expectExact(db, [...filters, { country: 'Swedish Lapland' }]);
    await updateItem(db, d.id, { country: 'IJsland', categoryIds: [owls.id, elk.id] });
    await expectExact(db, [...filters, { country: 'IJsland' }]);

    // A client gallery's private photo is never counted, however it is edited.
    await db.update(galleryItems).set({ isPrivate: true, isPublished: false }).where(eq(galleryItems.id, d.id));
    await expectExact(db, filters);
    await db.update(galleryItems).set({ isPrivate: true, isPublished: true }).where(eq(galleryItems.id, c.id));
    await expectExact(db, filters);
    expect(await galleryTotal(db, {}, { audience: 'public', language: 'en' })).toBe(2);
    // Nor found by the public search, even marked published.
    expect((await publicGalleryPage(db, { filter: { q: 'concept' }, language: 'en', limit: 5 })).total).toBe(0);
    await db.update(galleryItems).set({ isPrivate: false }).where(eq(galleryItems.id, c.id));
    await expectExact(db, filters);
    expect((await publicGalleryPage(db, { filter: { q: 'concept' }, language: 'en', limit: 5 })).items.map((i) => i.id)).toEqual([c.id]);

    // A link written or removed straight in the table, a category renamed and deleted, items deleted.
    await db.insert(galleryItemCategories).values({ itemId: c.id, categoryId: owls.id });
    await db.update(galleryItemCategories).set({ categoryId: owls.id }).where(and(eq(galleryItemCategories.itemId, a.id), eq(galleryItemCategories.categoryId, elk.id)));
    await expectExact(db, filters);
    await updateCategory(db, owls.id, { name: 'Uilen', nameEn: 'Owls and more', type: 'animal' });
    await deleteCategory(db, owls.id);
    await expectExact(db, [{ category: elk.id }, { type: 'video' }]);
    await deleteItem(db, b.id);
    await deleteItem(db, d.id);
    await expectExact(db, [{ category: elk.id }, { type: 'video' }]);
    await deleteItem(db, a.id);
    await deleteItem(db, c.id);
    expect(await shown(db, 'en', {})).toEqual({ total: 0, types: [], countries: [], categories: [] });
  });

  it('count a large archive filled in one go, and its unpublished items left out', async () => {
    const db = await freshDb();
    await seed(db, 2000);
    await db.update(galleryItems).set({ isPublished: false }).where(sql`${galleryItems.id} % 7 = 0`);
    await expectExact(db, [{ type: 'video' }, { country: 'Iceland' }, { country: 'Island', type: 'photo' }, { category: 1 }, { category: 2, country: 'Finland' }]);
  });
});

describe('a public search over many items', async () => {
  const db = await freshDb();
  await seed(db, 3000);
  await db.update(galleryItems).set({ isPublished: false }).where(sql`${galleryItems.id} % 9 = 0`);
  const scope = { audience: 'public', language: 'en' } as const;

  /** Every item a search finds, walked page by page, and the total each page gave. */
  async function walk(filter: GalleryFilter, order: 'newest' | 'title' = 'newest') {
    const hits = filter.q ? await publicSearchHits(db, filter.q) : undefined;
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await galleryRowsPage(db, { filter, scope, order, limit: 25, cursor, hits });
      ids.push(...page.rows.map((r) => r.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { ids, total: await galleryTotal(db, filter, scope, undefined, hits) };
  }

  /** The same, the old way: the whole set from the database in one query. */
  async function expected(where: string, order = 'ifnull(date_taken, -8640000000000000) DESC, created_at DESC, id DESC') {
    const rows = await db.all<{ id: number }>(sql.raw(`SELECT id FROM gallery_items WHERE is_published = 1 AND is_private = 0 AND ${where} ORDER BY ${order}`));
    return rows.map((r) => Number(r.id));
  }

  it('finds a word nearly every item has, page after page in the gallery order, and counts it exactly', async () => {
    // "A quiet morning" is every description but the marked item's.
    const found = await walk({ q: 'quiet morn' });
    const all = await expected(`id <> ${MARKED_ITEM}`);
    expect(found.total).toBe(all.length);
    expect(found.ids).toEqual(all);
  });

  it('finds a word some items have, and a common word with other filters and in an order the ids do not follow', async () => {
    // Birds (Vogels, Fåglar) is every third item's category.
    const birds = await expected('id IN (SELECT item_id FROM gallery_item_categories l JOIN categories c ON c.id = l.category_id WHERE c.name = \'Vogels\')');
    const found = await walk({ q: 'fåglar' });
    expect(found).toEqual({ ids: birds, total: birds.length });
    const inNorway = await walk({ q: 'quiet', country: 'Norway' });
    expect(inNorway.ids).toEqual(await expected(`country_en = 'Norway' AND id <> ${MARKED_ITEM}`));
    expect(inNorway.total).toBe(inNorway.ids.length);
    const byTitle = await walk({ q: 'quiet' }, 'title');
    expect(byTitle.ids).toEqual(await expected(`id <> ${MARKED_ITEM}`, 'title, id'));
  });

  it('counts the filter options and gives a photo its place among a search\'s hits, few or many', async () => {
    for (const [q, where] of [
      ['fåglar', `id IN (SELECT item_id FROM gallery_item_categories WHERE category_id = (SELECT id FROM categories WHERE name = 'Vogels'))`],
      ['quiet', `id <> ${MARKED_ITEM}`],
    ] as const) {
      const facets = await publicGalleryFacets(db, { q, country: 'Norway' }, 'en');
      const types = await db.all<{ value: string; count: number }>(
        sql.raw(`SELECT type AS value, count(*) AS count FROM gallery_items WHERE is_published = 1 AND is_private = 0 AND country_en = 'Norway' AND ${where} GROUP BY type ORDER BY type`),
      );
      expect(facets.types.filter((t) => t.count > 0)).toEqual(types as typeof facets.types);
      const countries = await db.all<{ value: string; count: number; lang: Language }>(
        sql.raw(`SELECT country_en AS value, count(*) AS count, 'en' AS lang FROM gallery_items WHERE is_published = 1 AND is_private = 0 AND ${where} GROUP BY country_en ORDER BY country_en`),
      );
      expect(facets.countries).toEqual(countries);
      const categories = await db.all<{ name: string; count: number }>(
        sql.raw(`SELECT c.name_en AS name, count(*) AS count FROM gallery_item_categories l JOIN categories c ON c.id = l.category_id JOIN gallery_items g ON g.id = l.item_id
          WHERE g.is_published = 1 AND g.is_private = 0 AND g.country_en = 'Norway' AND g.${where} GROUP BY c.id ORDER BY c.name_en`),
      );
      expect(facets.categories.filter((c) => c.count > 0).map((c) => ({ name: c.name, count: c.count }))).toEqual(categories);
      const all = await expected(where);
      const third = all[2]!;
      const around = await publicNeighbours(db, third, { q }, 'en');
      expect(around).toMatchObject({ position: 3, total: all.length, previous: { id: all[1] }, next: { id: all[3] } });
      expect((await publicNeighbours(db, all[0]!, { q }, 'en'))?.previous?.id).toBe(all.at(-1));
    }
  });

  it('finds a rare word, and nothing unpublished', async () => {
    expect(await walk({ q: MARKED_WORD.toLowerCase() })).toEqual({ ids: [MARKED_ITEM], total: 1 });
    // Every title has "photo"; "27" begins the numbers 27, 270-279 and 2700-2799 (title and
    // description) and is the number of "Place 27"; less the unpublished ones.
    const photo27 = await walk({ q: 'photo 27' });
    expect(photo27.total).toBe(photo27.ids.length);
    expect(photo27.ids).toEqual(await expected(`(title_en LIKE 'Photo 27%' OR location = 'Place 27')`));
    await db.update(galleryItems).set({ isPublished: false }).where(eq(galleryItems.id, MARKED_ITEM));
    expect(await walk({ q: MARKED_WORD })).toEqual({ ids: [], total: 0 });
    expect((await publicGalleryPage(db, { filter: { q: '  ' }, language: 'en', limit: 12 })).total).toBe(0);
  });
});
