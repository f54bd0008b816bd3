import { describe, expect, it } from 'bun:test';
import type { GalleryFilter, Language } from '@portfolio/shared';
import { eq, sql } from 'drizzle-orm';
import { archiveSeedStatements } from '../../test/archive-seed';
import { makeCategory, makeItem } from '../../test/factories';
import { openDb } from '../db/client';
import type { Db } from '../db/db-type';
import { galleryItemCategories, galleryItems } from '../db/schema';
import { deleteCategory, updateCategory } from './categories.service';
import { deleteItem, publicGalleryFacets, publicGalleryPage, updateItem } from './gallery.service';
import { galleryTotal, searchQuery } from './gallery-query';

/*
 * A public search's total and filter counts are read from the search index (its `facets` column of
 * type, country and category keys, migration 0024). These tests hold them to counts made straight
 * from the items with SQL (the items the search's words find, grouped), after every kind of write,
 * in the three languages, with and without the other filters.
 */

const LANGUAGES: Language[] = ['en', 'sv', 'nl'];

/** The search's hits by their words alone, then counted over the items the old way: GROUP BY. */
async function countedFromItems(db: Db, language: Language, filter: GalleryFilter) {
  const query = searchQuery(filter.q!)!.replace(/'/g, "''");
  const country = { nl: 'g.country', en: "CASE WHEN trim(g.country_en) <> '' THEN g.country_en ELSE g.country END", sv: "CASE WHEN trim(g.country_sv) <> '' THEN g.country_sv ELSE g.country END" }[language];
  const own = { nl: '1', en: "ifnull(trim(g.country_en) <> '', 0)", sv: "ifnull(trim(g.country_sv) <> '', 0)" }[language];
  const where = (leaveOut: string) =>
    [
      'g.is_published = 1 AND g.is_private = 0',
      `g.id IN (SELECT rowid FROM gallery_public_search WHERE gallery_public_search MATCH '{text} : (${query})')`,
      filter.type && leaveOut !== 'type' ? `g.type = '${filter.type}'` : '',
      filter.country && leaveOut !== 'country' ? `${country} = '${filter.country.replace(/'/g, "''")}'` : '',
      filter.category !== undefined && leaveOut !== 'category' ? `g.id IN (SELECT item_id FROM gallery_item_categories WHERE category_id = ${filter.category})` : '',
    ]
      .filter(Boolean)
      .join(' AND ');
  const [total] = await db.all<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM gallery_items g WHERE ${where('')}`));
  const types = await db.all<{ value: string; count: number }>(sql.raw(`SELECT g.type AS value, count(*) AS count FROM gallery_items g WHERE ${where('type')} GROUP BY g.type ORDER BY 1`));
  const countries = await db.all<{ value: string; count: number; lang: Language }>(
    sql.raw(`SELECT ${country} AS value, count(*) AS count, CASE WHEN max(${own}) = 1 THEN '${language}' ELSE 'nl' END AS lang FROM gallery_items g WHERE ${where('country')} AND ifnull(${country}, '') <> '' GROUP BY 1 ORDER BY 1`),
  );
  const categories = await db.all<{ id: number; count: number }>(
    sql.raw(`SELECT l.category_id AS id, count(*) AS count FROM gallery_item_categories l JOIN gallery_items g ON g.id = l.item_id WHERE ${where('category')} GROUP BY 1 ORDER BY 1`),
  );
  return { total: total!.n, types, countries, categories };
}

/** What the public pages show for a search: the total, and the options with items. */
async function shown(db: Db, language: Language, filter: GalleryFilter) {
  const facets = await publicGalleryFacets(db, filter, language);
  const page = await publicGalleryPage(db, { filter, language, limit: 12 });
  expect(page.total).toBe(await galleryTotal(db, filter, { audience: 'public', language }));
  return {
    total: page.total,
    types: facets.types.filter((t) => t.count > 0).map((t): { value: string; count: number } => t),
    countries: [...facets.countries].sort((a, b) => (a.value < b.value ? -1 : 1)),
    categories: facets.categories.filter((c) => c.count > 0).map((c) => ({ id: c.id, count: c.count })).sort((a, b) => a.id - b.id),
  };
}

async function expectExact(db: Db, filters: GalleryFilter[]) {
  for (const language of LANGUAGES) {
    for (const filter of filters) expect({ language, filter, ...(await shown(db, language, filter)) }).toEqual({ language, filter, ...(await countedFromItems(db, language, filter)) });
  }
}

describe("a public search's counts, read from the search index", () => {
  it('equal the counts made from the items, through every kind of write', async () => {
    const db = await openDb(':memory:');
    const owls = await makeCategory(db, { name: 'Uilen', nameEn: 'Owls', nameSv: 'Ugglor' });
    const elk = await makeCategory(db, { name: 'Elanden', nameEn: 'Elk', nameSv: 'Älg' });
    const a = await makeItem(db, { title: 'Uil in de ochtend', titleEn: 'Owl at dawn', country: 'Zweden', countryEn: 'Sweden', countrySv: 'Sverige' }, [owls.id]);
    // No English or Swedish country: shown by its Dutch name, marked as Dutch.
    const b = await makeItem(db, { title: 'Eland bij dageraad', titleEn: 'Elk at dawn', type: 'video', country: 'Zweden', countryEn: '', countrySv: ' ' }, [elk.id, owls.id]);
    const c = await makeItem(db, { title: 'Dageraad', titleEn: 'Dawn over the fjord', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge' }, [elk.id]);
    const d = await makeItem(db, { title: 'Dageraad zonder land', titleEn: 'Dawn, no country' });
    await makeItem(db, { title: 'Concept dageraad', titleEn: 'Draft dawn', country: 'Zweden', isPublished: false }, [owls.id]);
    await makeItem(db, { title: 'Privé dageraad', titleEn: 'Private dawn', country: 'Zweden', isPrivate: true, isPublished: false }, [owls.id]);
    const filters: GalleryFilter[] = [
      { q: 'dawn' },
      { q: 'daw' },
      { q: 'dageraad' },
      { q: 'owl' },
      { q: 'ugglor' },
      { q: 'nothing-like-this' },
      { q: 'dawn', type: 'photo' },
      { q: 'dawn', country: 'Sweden' },
      { q: 'dawn', country: 'Zweden' },
      { q: 'dawn', country: 'Sverige' },
      { q: 'dawn', category: owls.id },
      { q: 'dawn', category: elk.id, type: 'video' },
      { q: 'dawn', country: 'Zweden', type: 'video', category: owls.id },
    ];
    await expectExact(db, filters);
    // The English page shows the elk's country by its Dutch name, marked as Dutch.
    expect((await publicGalleryFacets(db, { q: 'dawn' }, 'en')).countries).toEqual([
      { value: 'Norway', count: 1, lang: 'en' },
      { value: 'Sweden', count: 1, lang: 'en' },
      { value: 'Zweden', count: 1, lang: 'nl' },
    ]);

    await db.update(galleryItems).set({ type: 'photo' }).where(eq(galleryItems.id, b.id));
    await updateItem(db, b.id, { countryEn: 'Sweden' });
    await expectExact(db, filters);
    await updateItem(db, c.id, { country: 'IJsland', countryEn: 'Iceland', countrySv: '', categoryIds: [owls.id] });
    await expectExact(db, filters);
    await db.insert(galleryItemCategories).values({ itemId: d.id, categoryId: elk.id });
    await db.update(galleryItemCategories).set({ categoryId: elk.id }).where(eq(galleryItemCategories.itemId, a.id));
    await expectExact(db, filters);
    await updateCategory(db, owls.id, { nameSv: 'Ugglor i norr' });
    await expectExact(db, filters);
    await updateItem(db, a.id, { isPublished: false });
    await expectExact(db, filters);
    await db.update(galleryItems).set({ isPrivate: true }).where(eq(galleryItems.id, c.id));
    await expectExact(db, filters);
    await updateItem(db, a.id, { isPublished: true });
    await deleteCategory(db, elk.id);
    await expectExact(db, filters);
    await deleteItem(db, b.id);
    await expectExact(db, filters);
  });

  it('matches the words of the text only, never the filter keys beside them', async () => {
    const db = await openDb(':memory:');
    const owls = await makeCategory(db, { name: 'Uilen', nameEn: 'Owls' });
    await makeItem(db, { title: 'Uil', country: 'Zweden', countryEn: 'Sweden' }, [owls.id]);
    const hex = (s: string) => Buffer.from(s).toString('hex');
    for (const q of ['typhoto', 'ty', `ca${owls.id}`, 'cn', 'cnx', 'cex', `cn${hex('Zweden')}`, `ce1${hex('Sweden')}`, 'ce1']) {
      expect((await publicGalleryPage(db, { filter: { q }, language: 'en', limit: 12 })).total).toBe(0);
    }
    expect((await publicGalleryPage(db, { filter: { q: 'uil' }, language: 'en', limit: 12 })).total).toBe(1);
  });

  it('count a search over thousands of items the same as the items do, words, prefixes and numbers, in three languages', async () => {
    const db = await openDb(':memory:');
    await db.batch(archiveSeedStatements(3000).map((s) => db.run(sql.raw(s))) as [never, ...never[]]);
    await db.update(galleryItems).set({ isPublished: false }).where(sql`${galleryItems.id} % 7 = 0`);
    await db.update(galleryItems).set({ countrySv: '' }).where(sql`${galleryItems.id} % 11 = 0`);
    const [birds] = await db.all<{ id: number }>(sql`SELECT id FROM categories WHERE name = 'Vogels'`);
    await expectExact(db, [
      { q: 'quiet' },
      { q: 'morning' },
      { q: 'sweden' },
      { q: 'photo 5' },
      { q: 'bild 27' },
      { q: 'däggdjur' },
      { q: 'lumiwing' },
      { q: 'zzzz' },
      { q: 'quiet', country: 'Sverige' },
      { q: 'quiet', country: 'Zweden', type: 'video' },
      { q: 'morning', category: birds!.id },
    ]);
  });
});
