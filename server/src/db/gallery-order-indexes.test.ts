import { describe, expect, it } from 'bun:test';
import { ADMIN_GALLERY_SORTS, type AdminGallerySort } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { archiveSeedStatements } from '../../test/archive-seed';
import { moveItem } from '../gallery/gallery-order';
import { adminGalleryPage, createItem, publicGalleryPage } from '../gallery/gallery.service';
import { updateSettings } from '../site/settings.service';
import { openDb } from './client';
import type { Db } from './db-type';
import * as schema from './schema';

/** An archive, and the same database through a connection that writes down every query it runs. */
async function archive() {
  const db = await openDb(':memory:');
  await db.batch(archiveSeedStatements(500).map((s) => db.run(sql.raw(s))) as [never, ...never[]]);
  await updateSettings(db, { galleryOrder: 'manual' });
  const queries: { sql: string; params: unknown[] }[] = [];
  const traced = drizzle(db.$client, { schema, logger: { logQuery: (q, params) => queries.push({ sql: q, params }) } }) as unknown as Db;
  return { db, traced, queries };
}

/** The query plan of the ordered gallery read among `queries` (the page itself, not its count). */
async function pagePlan(db: Db, queries: { sql: string; params: unknown[] }[]): Promise<string> {
  const page = queries.find((q) => /from "gallery_items"/i.test(q.sql) && /order by/i.test(q.sql) && /limit/i.test(q.sql));
  expect(page).toBeDefined();
  const plan = await db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${page!.sql}`, args: page!.params as never });
  return plan.rows.map((r) => String(r.detail)).join(' | ');
}

describe('the gallery orders read an index, page after page', () => {
  it('the back-office\'s "My order" reads its index from the cursor on, without sorting the gallery', async () => {
    const { db, traced, queries } = await archive();
    const first = await adminGalleryPage(traced, { filter: {}, sort: 'manual', limit: 50 });
    expect(await pagePlan(db, queries)).toBe('SEARCH gallery_items USING INDEX gallery_items_admin_position_idx (is_private=?)');
    queries.length = 0;
    await adminGalleryPage(traced, { filter: {}, sort: 'manual', limit: 50, cursor: first.nextCursor! });
    expect(await pagePlan(db, queries)).toBe('SEARCH gallery_items USING INDEX gallery_items_admin_position_idx (is_private=? AND position>?)');
  });

  it('every back-office order and the public gallery in "My order" use an index for their order', async () => {
    const { db, traced, queries } = await archive();
    for (const sort of ADMIN_GALLERY_SORTS as readonly AdminGallerySort[]) {
      queries.length = 0;
      await adminGalleryPage(traced, { filter: {}, sort, limit: 50 });
      const plan = await pagePlan(db, queries);
      expect(plan, sort).toContain('USING INDEX');
      expect(plan, sort).not.toContain('TEMP B-TREE');
    }
    queries.length = 0;
    const page = await publicGalleryPage(traced, { filter: {}, language: 'en', limit: 50 });
    const plan = await pagePlan(db, queries);
    expect(plan).toMatch(/USING INDEX gallery_items_(admin_)?position_idx/);
    expect(plan).not.toContain('TEMP B-TREE');
    queries.length = 0;
    await publicGalleryPage(traced, { filter: {}, language: 'en', limit: 50, cursor: page.nextCursor! });
    expect(await pagePlan(db, queries)).not.toContain('TEMP B-TREE');
  });
});

/** The plans of every read among `queries`: the statements a write ran besides its insert or update. */
async function readPlans(db: Db, queries: { sql: string; params: unknown[] }[]): Promise<string[]> {
  const reads = queries.filter((q) => /^select/i.test(q.sql.trim()));
  expect(reads.length).toBeGreaterThan(0);
  return Promise.all(
    reads.map(async (q) => {
      const plan = await db.$client.execute({ sql: `EXPLAIN QUERY PLAN ${q.sql}`, args: q.params as never });
      return `${q.sql.replace(/"id", "type".*? from/i, 'from').slice(0, 120)}: ${plan.rows.map((r) => String(r.detail)).join(' | ')}`;
    }),
  );
}

describe('writes to the gallery read no more of it as it grows', () => {
  it('creating an item and moving it in My order seek their keys in the index, never read every item', async () => {
    const { db, traced, queries } = await archive();
    const created = await createItem(traced, { type: 'photo', url: 'https://example.org/puffin.jpg', title: 'Puffin', categoryIds: [] } as never);
    const [second] = (await adminGalleryPage(db, { filter: {}, sort: 'manual', limit: 2 })).items.slice(1);
    await moveItem(traced, created.id, second!.id);
    await moveItem(traced, created.id, null);
    for (const plan of await readPlans(db, queries)) {
      const [, detail = ''] = plan.split(': ');
      // Every read of gallery_items seeks: by its key, or by a constraint on an index (never the whole index).
      for (const step of detail.split(' | ').filter((d) => / gallery_items /.test(`${d} `))) {
        expect(step).toMatch(/gallery_items USING (INTEGER PRIMARY KEY|(COVERING )?INDEX \S+) \(/);
      }
      // Sorting an item's own few categories is fine; sorting the gallery is not.
      if (/^select [^:]* from "gallery_items"/i.test(plan)) expect(plan).not.toContain('TEMP B-TREE');
    }
    // The item went first, then after the second, then first again.
    expect((await adminGalleryPage(db, { filter: {}, sort: 'manual', limit: 1 })).items[0]!.id).toBe(created.id);
  });
});

describe('deleting an item reads only the rows that refer to it', () => {
  it('every table that refers to a gallery item finds those rows by an index', async () => {
    const db = await openDb(':memory:');
    const lookups = [
      'SELECT 1 FROM collections WHERE cover_item_id = 1',
      'SELECT 1 FROM collection_items WHERE item_id = 1',
      'SELECT 1 FROM gallery_item_categories WHERE item_id = 1',
      'SELECT 1 FROM client_gallery_items WHERE item_id = 1',
      'SELECT 1 FROM client_gallery_favourites WHERE item_id = 1',
      'SELECT 1 FROM client_gallery_downloads WHERE item_id = 1',
    ];
    for (const lookup of lookups) {
      const plan = await db.$client.execute(`EXPLAIN QUERY PLAN ${lookup}`);
      expect(plan.rows.map((r) => String(r.detail)).join(' | '), lookup).toMatch(/USING (COVERING )?INDEX|USING PRIMARY KEY/);
    }
  });
});
