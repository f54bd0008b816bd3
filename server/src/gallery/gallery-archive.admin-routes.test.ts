import { describe, expect, it } from 'bun:test';
import { API, GalleryBulkJobSchema, GalleryItemAdminSchema, type GalleryBulkJob, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../../test/app';
import { MARKED_ITEM, MARKED_WORD, archiveSeedStatements } from '../../test/archive-seed';
import { makeCategory } from '../../test/factories';
import { galleryBulkJobs, galleryItemCategories, galleryItems } from '../db/schema';
import { claimJob, createBulkJob, kickBulkJobs, runBulkBatch } from './gallery-bulk-jobs';

const Items = z.array(GalleryItemAdminSchema);
const ARCHIVE = 3000;

/** 3,000 items; every third one a draft. Countries go round Sweden, Norway, Iceland, Finland (item i: i % 4). */
async function archive(): Promise<TestApp> {
  const t = await createTestApp('memory');
  await t.db.batch(archiveSeedStatements(ARCHIVE).map((s) => t.db.run(sql.raw(s))) as [never, ...never[]]);
  await t.db.run(sql`UPDATE gallery_items SET is_published = 0 WHERE id % 3 = 0`);
  return t;
}

const countWhere = async (t: TestApp, where: ReturnType<typeof and>) => (await t.db.select({ n: count() }).from(galleryItems).where(where).get())!.n;

/** Follows the job until it is finished, as the admin screen does. */
async function finished(t: TestApp, job: GalleryBulkJob): Promise<GalleryBulkJob> {
  for (;;) {
    const now = GalleryBulkJobSchema.parse((await t.get(API.admin.galleryBulkJob(job.id))).body);
    if (now.status === 'done' || now.status === 'failed') return now;
    await Bun.sleep(20);
  }
}

describe('the back-office gallery as an archive', async () => {
  const t = await archive();

  it('finds an item far beyond the first page by search, in any language and without accents', async () => {
    for (const q of [MARKED_WORD.toLowerCase(), MARKED_WORD.slice(0, 5), 'Bild 2777']) {
      const res = await t.get(`${API.admin.galleryItems}?q=${encodeURIComponent(q)}&limit=50`);
      expect(res.status).toBe(200);
      expect(Items.parse(res.body).map((i) => i.id)).toContain(MARKED_ITEM);
    }
  });

  it('filters by country, published state, type and days taken in the database, with the total', async () => {
    const res = await t.get(`${API.admin.galleryItems}?country=Norway&published=draft&type=photo&takenFrom=2001-01-01&takenTo=2002-12-31&limit=20`);
    expect(res.status).toBe(200);
    const items = Items.parse(res.body);
    expect(items.every((i) => i.countryEn === 'Norway' && !i.isPublished && i.type === 'photo')).toBe(true);
    expect(items.every((i) => i.dateTaken! >= '2001-01-01' && i.dateTaken! < '2003-01-01')).toBe(true);
    const expected = await countWhere(
      t,
      and(
        eq(galleryItems.countryEn, 'Norway'),
        eq(galleryItems.isPublished, false),
        eq(galleryItems.type, 'photo'),
        sql`${galleryItems.dateTaken} >= ${Date.UTC(2001, 0, 1)} AND ${galleryItems.dateTaken} < ${Date.UTC(2003, 0, 1)}`,
      ),
    );
    expect(expected).toBeGreaterThan(20);
    expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe(String(expected));
    expect(res.headers.get('link')).toContain('cursor=');
  });

  it('walks every item once in each sort order', async () => {
    for (const sort of ['title', 'oldest', 'added', 'newest']) {
      const seen: number[] = [];
      const titles: string[] = [];
      let next: string | null = `${API.admin.galleryItems}?sort=${sort}&published=published&limit=200`;
      while (next) {
        const res: { body: unknown; headers: Headers } = await t.get(next);
        const items = Items.parse(res.body);
        seen.push(...items.map((i) => i.id));
        titles.push(...items.map((i) => i.title));
        next = res.headers.get('link')?.match(/<([^>]+)>/)?.[1] ?? null;
      }
      expect({ sort, n: seen.length }).toEqual({ sort, n: ARCHIVE - ARCHIVE / 3 });
      expect(new Set(seen).size).toBe(seen.length);
      if (sort === 'title') expect(titles).toEqual([...titles].sort());
      if (sort === 'oldest') expect(seen[0]).toBeLessThan(seen.at(-1)!);
    }
  });

  it('answers the whole list to the specification’s call, streamed', async () => {
    const res = await t.get(API.admin.galleryItems);
    expect(res.status).toBe(200);
    expect(Items.parse(res.body)).toHaveLength(ARCHIVE);
  });

  it('counts what a filter matches and lists its countries', async () => {
    const res = await t.get(`${API.admin.galleryFacets}?published=draft`);
    expect(res.body.total).toBe(ARCHIVE / 3);
    expect(res.body.countries.map((c: { value: string }) => c.value)).toEqual(['Finland', 'Iceland', 'Norway', 'Sweden']);
  });

  it('bulk-edits every item matching a filter as one background job and answers how many changed', async () => {
    const filter = { country: 'Norway', published: 'published' };
    const matching = and(eq(galleryItems.countryEn, 'Norway'), eq(galleryItems.isPublished, true));
    const expected = await countWhere(t, matching);
    const created = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'edit', selection: { filter }, updates: { location: 'Lofoten' } } });
    expect(created.status).toBe(202);
    expect(created.body.total).toBe(expected);
    const job = await finished(t, GalleryBulkJobSchema.parse(created.body));
    expect(job).toMatchObject({ status: 'done', total: expected, done: expected, changed: expected });
    expect(await countWhere(t, eq(galleryItems.location, 'Lofoten'))).toBe(expected);
    expect(await countWhere(t, and(matching, eq(galleryItems.location, 'Lofoten')))).toBe(expected);
  });

  it('publishes and unpublishes by filter, counting only the items that changed', async () => {
    const drafts = await countWhere(t, and(eq(galleryItems.countryEn, 'Iceland'), eq(galleryItems.isPublished, false)));
    const created = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'publish', selection: { filter: { country: 'Iceland' } } } });
    const job = await finished(t, GalleryBulkJobSchema.parse(created.body));
    expect(job.changed).toBe(drafts);
    expect(await countWhere(t, and(eq(galleryItems.countryEn, 'Iceland'), eq(galleryItems.isPublished, false)))).toBe(0);
  });

  it('adds every item matching a filter to a collection as one background job, answering how many were added', async () => {
    const made = await t.request('POST', API.admin.collections, { body: { titleNl: 'Zweden in de winter' } });
    expect(made.status).toBe(201);
    const collectionId = made.body.id as number;
    // One Swedish item is in the collection already: it keeps its place and is not counted again.
    const [already] = await t.db.select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.countryEn, 'Sweden')).orderBy(sql`${galleryItems.id} DESC`).limit(1);
    expect((await t.request('POST', API.admin.collectionItems(collectionId), { body: { itemIds: [already!.id] } })).body.added).toBe(1);
    const matching = await countWhere(t, eq(galleryItems.countryEn, 'Sweden'));
    expect(matching).toBeGreaterThan(500);

    const created = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'collect', selection: { filter: { country: 'Sweden' } }, collectionId } });
    expect(created.status).toBe(202);
    const job = await finished(t, GalleryBulkJobSchema.parse(created.body));
    expect(job).toMatchObject({ action: 'collect', status: 'done', total: matching, done: matching, changed: matching - 1 });

    const inCollection = await t.db.all<{ item_id: number; position: number; country_en: string }>(
      sql`SELECT ci.item_id, ci.position, g.country_en FROM collection_items ci JOIN gallery_items g ON g.id = ci.item_id WHERE ci.collection_id = ${collectionId} ORDER BY ci.position`,
    );
    expect(inCollection).toHaveLength(matching);
    expect(inCollection.every((r) => r.country_en === 'Sweden')).toBe(true);
    expect(inCollection[0]!.item_id).toBe(already!.id);
    expect(inCollection.map((r) => r.position)).toEqual(inCollection.map((_, i) => i));

    // Adding the same filter again adds nothing; a collection that does not exist or none at all is refused.
    const again = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'collect', selection: { filter: { country: 'Sweden' } }, collectionId } });
    expect((await finished(t, GalleryBulkJobSchema.parse(again.body))).changed).toBe(0);
    expect((await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'collect', selection: { itemIds: [1] }, collectionId: 424242 } })).status).toBe(404);
    const none = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'collect', selection: { itemIds: [1] } } });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('Choose a collection');
  });

  it('keeps answering the specification’s PUT bulk-edit with itemIds', async () => {
    const res = await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [1, 2, 3], updates: { location: 'Abisko' } } });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(3);
  });

  it('refuses a bulk job it cannot run with a 4xx and a message', async () => {
    for (const body of [{ action: 'edit', selection: { filter: {} } }, { action: 'shred', selection: { itemIds: [1] } }, { action: 'publish', selection: { itemIds: [] } }]) {
      const res = await t.request('POST', API.admin.galleryBulkJobs, { body });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const unknownCategory = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'edit', selection: { itemIds: [1] }, updates: { categoryIds: [99999] } } });
    expect(unknownCategory.status).toBeGreaterThanOrEqual(400);
    expect(unknownCategory.status).toBeLessThan(500);
    expect((await t.get(API.admin.galleryBulkJob(424242))).status).toBe(404);
    expect((await t.request('GET', `${API.admin.galleryItems}?limit=5`, { token: null })).status).toBe(401);
    expect((await t.request('POST', API.admin.galleryBulkJobs, { token: null, body: { action: 'publish', selection: { itemIds: [1] } } })).status).toBe(401);
  });
});

describe('a bulk job interrupted by a restart', () => {
  it('goes on after the last finished batch: every item handled once', async () => {
    const t = await archive();
    const extra = await makeCategory(t.db, { name: 'Archief' });
    // Recorded as the route records it; the instance that claims it "crashes" after two batches.
    const created = await createBulkJob(t.db, { action: 'edit', selection: { filter: { q: undefined, country: 'Sweden' } }, updates: { categoryIds: [extra.id] } });
    const id = created.id;
    const claimed = (await claimJob(t.db, 'crashed-instance'))!;
    expect(claimed.id).toBe(id);
    await runBulkBatch(t.db, claimed, 'crashed-instance', 100);
    await runBulkBatch(t.db, claimed, 'crashed-instance', 100);
    expect(GalleryBulkJobSchema.parse((await t.get(API.admin.galleryBulkJob(id))).body)).toMatchObject({ status: 'running', done: 200 });
    // Another instance does not take a job whose lease holds.
    expect(await claimJob(t.db, 'next-instance')).toBeNull();
    // After the lease ran out, the next server takes the job up and finishes it.
    await t.db.update(galleryBulkJobs).set({ claimedUntil: new Date(Date.now() - 1) }).where(eq(galleryBulkJobs.id, id));
    await kickBulkJobs(t.db, 'next-instance');
    const job = await finished(t, created);
    const sweden = await countWhere(t, eq(galleryItems.countryEn, 'Sweden'));
    expect(job).toMatchObject({ status: 'done', total: sweden, done: sweden, changed: sweden });
    const links = await t.db
      .select({ n: count() })
      .from(galleryItemCategories)
      .where(and(eq(galleryItemCategories.categoryId, extra.id), inArray(galleryItemCategories.itemId, sql`(SELECT id FROM gallery_items WHERE country_en = 'Sweden')`)))
      .get();
    expect(links!.n).toBe(sweden);
  });

  it('deletes every matching item with its category links', async () => {
    const t = await archive();
    const finland = await countWhere(t, eq(galleryItems.countryEn, 'Finland'));
    const created = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'delete', selection: { filter: { country: 'Finland' } } } });
    const job = await finished(t, GalleryBulkJobSchema.parse(created.body));
    expect(job.changed).toBe(finland);
    expect(await countWhere(t, eq(galleryItems.countryEn, 'Finland'))).toBe(0);
    expect(await countWhere(t, sql`1`)).toBe(ARCHIVE - finland);
    const orphans = await t.db.run(sql`SELECT 1 FROM gallery_item_categories WHERE item_id NOT IN (SELECT id FROM gallery_items)`);
    expect(orphans.rows).toHaveLength(0);
  });
});
