import { describe, expect, it } from 'bun:test';
import { API, CollectionAdminSchema, CollectionItemsAdminPageSchema, GalleryPickerPageSchema } from '@portfolio/shared';
import { DB_KINDS, createTestApp, type TestApp } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';

const order = async (t: TestApp, id: number) => CollectionItemsAdminPageSchema.parse((await t.get(API.admin.collectionItems(id))).body).items.map((i) => i.itemId);

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/collections`, () => {
    it('requires authentication', async () => {
      const t = await createTestApp(kind);
      for (const [method, path] of [['GET', API.admin.collections], ['POST', API.admin.collections], ['PUT', API.admin.collectionItem(1, 1)]] as const) {
        expect((await t.request(method, path, { token: null, body: {} })).status).toBe(401);
      }
    });

    it('creates a collection with a slug from the Dutch title, and keeps the address once published', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.collections, { body: { titleNl: 'Winter op Spitsbergen', titleEn: 'Winter on Svalbard', titleSv: '', introNl: '<p>Drie maanden ijs.</p>', introEn: '<p></p>' } });
      expect(res.status).toBe(201);
      const created = CollectionAdminSchema.parse(res.body);
      expect(created).toMatchObject({ slug: 'winter-op-spitsbergen', titleSv: null, introEn: null, isPublished: false, itemCount: 0 });
      const twin = CollectionAdminSchema.parse((await t.request('POST', API.admin.collections, { body: { titleNl: 'Winter op Spitsbergen' } })).body);
      expect(twin.slug).toBe('winter-op-spitsbergen-2');
      const renamed = await t.request('PUT', API.admin.collection(created.id), { body: { titleNl: 'Poolnacht', isPublished: true } });
      expect(renamed.body).toMatchObject({ slug: 'poolnacht', isPublished: true });
      const again = await t.request('PUT', API.admin.collection(created.id), { body: { titleNl: 'Poolnacht op Svalbard', isPublished: true } });
      expect(again.body).toMatchObject({ slug: 'poolnacht', titleNl: 'Poolnacht op Svalbard' });
      expect((await t.get(API.admin.collections)).body).toHaveLength(2);
    });

    it('refuses a missing Dutch title with the reason, and answers 404 for unknown ids', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.collections, { body: { titleNl: '  ', titleEn: 'Only English' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Dutch title is required', issues: [{ path: 'titleNl' }] });
      expect((await t.request('PUT', API.admin.collection(999), { body: { titleNl: 'X' } })).status).toBe(404);
      expect((await t.request('POST', API.admin.collectionItems(999), { body: { itemIds: [1] } })).status).toBe(404);
    });

    it('adds photos in order, moves and removes them, one photo in several collections', async () => {
      const t = await createTestApp(kind);
      const [a, b, c, d] = [await makeItem(t.db), await makeItem(t.db), await makeItem(t.db), await makeItem(t.db)];
      const one = CollectionAdminSchema.parse((await t.request('POST', API.admin.collections, { body: { titleNl: 'Een' } })).body);
      const two = CollectionAdminSchema.parse((await t.request('POST', API.admin.collections, { body: { titleNl: 'Twee' } })).body);
      const add = await t.request('POST', API.admin.collectionItems(one.id), { body: { itemIds: [c.id, a.id, b.id] } });
      expect(add.body).toEqual({ message: 'Added 3 photos', added: 3 });
      expect((await t.request('POST', API.admin.collectionItems(one.id), { body: { itemIds: [a.id, d.id] } })).body.added).toBe(1);
      expect(await order(t, one.id)).toEqual([c.id, a.id, b.id, d.id]);
      await t.request('POST', API.admin.collectionItems(two.id), { body: { itemIds: [a.id] } });

      expect((await t.request('PUT', API.admin.collectionItem(one.id, d.id), { body: { index: 0 } })).status).toBe(200);
      expect(await order(t, one.id)).toEqual([d.id, c.id, a.id, b.id]);
      await t.request('PUT', API.admin.collectionItem(one.id, c.id), { body: { index: 99 } });
      expect(await order(t, one.id)).toEqual([d.id, a.id, b.id, c.id]);
      await t.request('DELETE', API.admin.collectionItem(one.id, a.id));
      const page = CollectionItemsAdminPageSchema.parse((await t.get(API.admin.collectionItems(one.id))).body);
      expect(page.items.map((i) => [i.itemId, i.index])).toEqual([[d.id, 0], [b.id, 1], [c.id, 2]]);
      expect(await order(t, two.id)).toEqual([a.id]);

      const bad = await t.request('POST', API.admin.collectionItems(one.id), { body: { itemIds: [a.id, 424242] } });
      expect(bad.status).toBe(400);
      expect((await t.request('PUT', API.admin.collectionItem(one.id, a.id), { body: { index: 0 } })).status).toBe(404);
      expect((await t.request('PUT', API.admin.collectionItem(one.id, b.id), { body: { index: -1 } })).status).toBe(400);
      // Deleting the collection keeps its photos in the gallery.
      await t.request('DELETE', API.admin.collection(one.id));
      expect(await t.count('galleryItems')).toBe(4);
      expect(await t.count('collectionItems')).toBe(1);
    });

    it('pages the items and finds photos to add by words and category, a page at a time', async () => {
      const t = await createTestApp(kind);
      const fox = await makeCategory(t.db, { name: 'Poolvos' });
      for (let i = 0; i < 5; i++) await makeItem(t.db, { title: `Poolvos ${i}` }, [fox.id]);
      for (let i = 0; i < 4; i++) await makeItem(t.db, { title: `Rendier ${i}`, location: 'Longyearbyen' });
      const col = CollectionAdminSchema.parse((await t.request('POST', API.admin.collections, { body: { titleNl: 'Dieren' } })).body);
      const picker = `${API.admin.galleryPicker}?collectionId=${col.id}`;
      const first = GalleryPickerPageSchema.parse((await t.get(`${picker}&category=${fox.id}&limit=3`)).body);
      expect(first.total).toBe(5);
      expect(first.items.map((i) => i.title)).toEqual(['Poolvos 4', 'Poolvos 3', 'Poolvos 2']);
      const second = GalleryPickerPageSchema.parse((await t.get(`${picker}&category=${fox.id}&limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`)).body);
      expect(second.items.map((i) => i.title)).toEqual(['Poolvos 1', 'Poolvos 0']);
      expect(second.nextCursor).toBeNull();
      const words = GalleryPickerPageSchema.parse((await t.get(`${picker}&q=longyear`)).body);
      expect(words.total).toBe(4);
      await t.request('POST', API.admin.collectionItems(col.id), { body: { itemIds: words.items.map((i) => i.id) } });
      const marked = GalleryPickerPageSchema.parse((await t.get(`${picker}&q=rendier`)).body);
      expect(marked.items.map((i) => i.alreadyIn)).toEqual([true, true, true, true]);
      // Another collection's picker does not mark them.
      const other = CollectionAdminSchema.parse((await t.request('POST', API.admin.collections, { body: { titleNl: 'Andere' } })).body);
      expect(GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?collectionId=${other.id}&q=rendier`)).body).items.some((i) => i.alreadyIn)).toBe(false);
      const items = CollectionItemsAdminPageSchema.parse((await t.get(`${API.admin.collectionItems(col.id)}?limit=3`)).body);
      expect(items.items).toHaveLength(3);
      const rest = CollectionItemsAdminPageSchema.parse((await t.get(`${API.admin.collectionItems(col.id)}?limit=3&cursor=${items.nextCursor}`)).body);
      expect(rest.items.map((i) => i.index)).toEqual([3]);
      expect(rest.total).toBe(4);
      const junk = await t.get(`${API.admin.collectionItems(col.id)}?cursor=zz!`);
      expect(junk.status).toBe(400);
      expect(junk.body.message).toBe('Invalid cursor');
    });
  });
}
