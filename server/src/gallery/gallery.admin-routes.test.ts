import { describe, expect, it } from 'bun:test';
import { API, BulkEditResponseSchema, GalleryItemAdminSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';
import { galleryItemCategories, galleryItems } from '../db/schema';

const payload = {
  type: 'photo',
  url: '/media/fox.jpg',
  title: 'Arctic fox',
  description: 'In the snow',
  location: 'Svalbard',
  country: 'Noorwegen',
  countryEn: 'Norway',
  countrySv: 'Norge',
  categoryIds: [] as number[],
  isPublished: true,
};

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/gallery/items`, () => {
    it("keeps a photo's title, description and alt text in three languages; the public answer speaks the visitor's language", async () => {
      const t = await createTestApp(kind);
      const created = await t.request('POST', API.admin.galleryItems, {
        body: { ...payload, titleEn: 'Arctic fox (en)', titleSv: 'Fjällräv', descriptionSv: 'I snön', alt: 'Een witte vos in de sneeuw', altSv: 'En vit räv i snön' },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ titleEn: 'Arctic fox (en)', titleSv: 'Fjällräv', descriptionSv: 'I snön', alt: 'Een witte vos in de sneeuw', altEn: null, altSv: 'En vit räv i snön' });
      const updated = await t.request('PUT', API.admin.galleryItem(created.body.id), { body: { altEn: 'A white fox in the snow', titleSv: '' } });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ altEn: 'A white fox in the snow', titleSv: null });
      const publicItem = async (language: string) => ((await t.get(`${API.galleryItems}?language=${language}`)).body as Record<string, unknown>[]).find((i) => i.id === created.body.id)!;
      expect(await publicItem('sv')).toMatchObject({ title: 'Arctic fox', description: 'I snön', alt: 'En vit räv i snön' });
      expect(await publicItem('en')).toMatchObject({ title: 'Arctic fox (en)', description: 'In the snow', alt: 'A white fox in the snow' });
      expect(await publicItem('nl')).toMatchObject({ title: 'Arctic fox', alt: 'Een witte vos in de sneeuw' });
      const tooLong = await t.request('PUT', API.admin.galleryItem(created.body.id), { body: { altSv: 'x'.repeat(301) } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.message).toBeString();
    });

    it('creates an item with categories and answers the admin shape', async () => {
      const t = await createTestApp(kind);
      const cat = await makeCategory(t.db);
      const res = await t.request('POST', API.admin.galleryItems, {
        body: { ...payload, categoryIds: [cat.id], dateTaken: '2024-03-01T10:00:00Z', metadata: { Make: 'Canon', ISO: 400 } },
      });
      expect(res.status).toBe(201);
      const item = GalleryItemAdminSchema.parse(res.body);
      expect(item.categories.map((c) => c.id)).toEqual([cat.id]);
      expect(item.metadata).toEqual({ Make: 'Canon', ISO: 400 });
      expect(item.dateTaken).toBe('2024-03-01T10:00:00.000Z');
      expect(item.isPublished).toBe(true);
      expect(await t.count('galleryItems')).toBe(1);
    });

    it('gets, updates (categories replaced) and deletes an item', async () => {
      const t = await createTestApp(kind);
      const [a, b] = [await makeCategory(t.db), await makeCategory(t.db)];
      const row = await makeItem(t.db, {}, [a.id]);
      const got = await t.get(API.admin.galleryItem(row.id));
      expect(GalleryItemAdminSchema.parse(got.body).id).toBe(row.id);

      const put = await t.request('PUT', API.admin.galleryItem(row.id), {
        body: { title: 'New', description: '', isPublished: false, categoryIds: [b.id] },
      });
      expect(put.status).toBe(200);
      const updated = GalleryItemAdminSchema.parse(put.body);
      expect(updated.title).toBe('New');
      expect(updated.description).toBeNull();
      expect(updated.isPublished).toBe(false);
      expect(updated.categories.map((c) => c.id)).toEqual([b.id]);

      const list = await t.get(API.admin.galleryItems);
      expect(z.array(GalleryItemAdminSchema).parse(list.body)).toHaveLength(1);

      const del = await t.request('DELETE', API.admin.galleryItem(row.id));
      expect(del.status).toBe(200);
      expect(await t.count('galleryItems')).toBe(0);
      expect(await t.count('galleryItemCategories')).toBe(0);
    });

    it('rejects bad input without changing the database', async () => {
      const t = await createTestApp(kind);
      const row = await makeItem(t.db);
      const cases = [
        { title: 'x' },
        { ...payload, url: '' },
        { ...payload, title: 'x'.repeat(201) },
        { ...payload, isPublished: 'yes' },
        { ...payload, categoryIds: ['a'] },
        { ...payload, type: 'audio' },
        { ...payload, dateTaken: 'yesterday' },
        { ...payload, categoryIds: [12345] },
      ];
      for (const body of cases) {
        const res = await t.request('POST', API.admin.galleryItems, { body });
        expect(res.status).toBe(400);
        expect(res.body.message).toBeString();
      }
      expect((await t.request('POST', API.admin.galleryItems, { raw: 'not json' })).status).toBe(400);
      expect((await t.request('PUT', API.admin.galleryItem(row.id), { body: { title: 42 } })).status).toBe(400);
      const missing = await t.get(API.admin.galleryItem(999));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Gallery item not found');
      expect((await t.request('PUT', API.admin.galleryItem(999), { body: { title: 'x' } })).status).toBe(404);
      expect((await t.request('DELETE', API.admin.galleryItem(999))).status).toBe(404);
      expect((await t.request('DELETE', API.admin.galleryItem(-1))).status).toBe(400);
      expect(await t.count('galleryItems')).toBe(1);
      expect((await t.db.select().from(galleryItems).get())!.title).toBe(row.title);
    });
  });

  describe(`[${kind}] PUT /api/admin/gallery/bulk-edit`, () => {
    it('keeps values of empty fields, adds categories and answers "Updated N items successfully"', async () => {
      const t = await createTestApp(kind);
      const [a, b] = [await makeCategory(t.db), await makeCategory(t.db)];
      const one = await makeItem(t.db, { location: 'Tromsø', country: 'Noorwegen', description: 'keep me' }, [a.id]);
      const two = await makeItem(t.db, { location: 'Abisko' });
      const untouched = await makeItem(t.db, { location: 'Reykjavik' });
      const res = await t.request('PUT', API.admin.galleryBulkEdit, {
        body: {
          itemIds: [one.id, two.id, 99999],
          updates: { location: 'Lapland', country: '', countryEn: 'Norway', description: '', categoryIds: [b.id], isPublished: false },
        },
      });
      expect(res.status).toBe(200);
      expect(BulkEditResponseSchema.parse(res.body)).toEqual({ message: 'Updated 2 items successfully', updated: 2, skipped: 0 });
      const rows = await t.db.select().from(galleryItems);
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(byId.get(one.id)!.location).toBe('Lapland');
      expect(byId.get(one.id)!.country).toBe('Noorwegen');
      expect(byId.get(one.id)!.countryEn).toBe('Norway');
      expect(byId.get(one.id)!.description).toBe('keep me');
      expect(byId.get(one.id)!.isPublished).toBe(false);
      expect(byId.get(untouched.id)!.location).toBe('Reykjavik');
      const links = await t.db.select().from(galleryItemCategories).where(eq(galleryItemCategories.itemId, one.id));
      expect(links.map((l) => l.categoryId).sort()).toEqual([a.id, b.id].sort());
      const links2 = await t.db.select().from(galleryItemCategories).where(eq(galleryItemCategories.itemId, two.id));
      expect(links2.map((l) => l.categoryId)).toEqual([b.id]);
    });

    it('rejects an empty selection and unknown categories', async () => {
      const t = await createTestApp(kind);
      const item = await makeItem(t.db);
      expect((await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [], updates: {} } })).status).toBe(400);
      expect((await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [item.id] } })).status).toBe(400);
      const unknown = await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [item.id], updates: { categoryIds: [777] } } });
      expect(unknown.status).toBe(400);
      expect(await t.count('galleryItemCategories')).toBe(0);
    });
  });
}
