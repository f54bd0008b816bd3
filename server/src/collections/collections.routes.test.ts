import { describe, expect, it } from 'bun:test';
import { API, CollectionAdminSchema, CollectionListPageSchema, CollectionSchema, CollectionItemsPageSchema, PhotoContextSchema } from '@portfolio/shared';
import { DB_KINDS, createTestApp, type TestApp } from '../../test/app';
import { makeItem } from '../../test/factories';

async function story(t: TestApp) {
  const photos = [];
  for (const [i, title] of ['Ijsbeer', 'Walrus', 'Poolvos', 'Rendier'].entries()) {
    photos.push(await makeItem(t.db, { title, titleEn: `${title} (en)`, dateTaken: new Date(Date.UTC(2024, i * 2, 10)), isPublished: title !== 'Rendier' }));
  }
  const created = CollectionAdminSchema.parse(
    (
      await t.request('POST', API.admin.collections, {
        body: { titleNl: 'Winter op Spitsbergen', titleEn: 'Winter on Svalbard', titleSv: 'Vinter på Svalbard', introNl: '<p>Drie maanden ijs.</p>', introSv: '<p>Tre månader is.</p>', isPublished: true },
      })
    ).body,
  );
  await t.request('POST', API.admin.collectionItems(created.id), { body: { itemIds: [photos[2]!.id, photos[0]!.id, photos[3]!.id, photos[1]!.id] } });
  return { created, photos };
}

for (const kind of DB_KINDS) {
  describe(`[${kind}] public collections`, () => {
    it('shows a published collection in each language with its published photos in the set order', async () => {
      const t = await createTestApp(kind);
      const { created, photos } = await story(t);
      const sv = CollectionSchema.parse((await t.get(`${API.collection(created.slug)}?language=sv`)).body);
      expect(sv).toMatchObject({ title: 'Vinter på Svalbard', intro: '<p>Tre månader is.</p>', itemCount: 3, firstMonth: '2024-01', lastMonth: '2024-05' });
      expect(sv.items.items.map((i) => i.title)).toEqual(['Poolvos', 'Ijsbeer', 'Walrus']);
      expect(sv.cover?.alt).toBe('Poolvos');
      // The Swedish page shows the Dutch title of a photo without a Swedish one, and says so.
      expect(sv).toMatchObject({ titleLang: 'sv', introLang: 'sv', cover: { altLang: 'nl' } });
      const en = CollectionSchema.parse((await t.get(`${API.collection(created.slug)}?language=en`)).body);
      expect(en.title).toBe('Winter on Svalbard');
      // English falls back to the Dutch introduction.
      expect(en.intro).toBe('<p>Drie maanden ijs.</p>');
      expect(en).toMatchObject({ titleLang: 'en', introLang: 'nl', cover: { alt: 'Poolvos (en)', altLang: 'en' } });
      expect(en.items.items[0]!.title).toBe('Poolvos (en)');

      // Reordering in the admin changes the public order.
      await t.request('PUT', API.admin.collectionItem(created.id, photos[1]!.id), { body: { index: 0 } });
      const after = CollectionSchema.parse((await t.get(`${API.collection(created.slug)}?language=nl`)).body);
      expect(after.items.items.map((i) => i.title)).toEqual(['Walrus', 'Poolvos', 'Ijsbeer']);

      // The photo's page names its collections.
      const context = PhotoContextSchema.parse((await t.get(`${API.galleryItemContext(photos[0]!.id)}?language=sv`)).body);
      expect(context.collections).toEqual([{ slug: created.slug, title: 'Vinter på Svalbard', titleLang: 'sv' }]);
    });

    it('pages a long collection and the list; unpublished collections are not found', async () => {
      const t = await createTestApp(kind);
      const { created } = await story(t);
      const first = CollectionItemsPageSchema.parse((await t.get(`${API.collectionItems(created.slug)}?language=nl&limit=2`)).body);
      expect(first.items.map((i) => i.title)).toEqual(['Poolvos', 'Ijsbeer']);
      expect(first.total).toBe(3);
      const rest = CollectionItemsPageSchema.parse((await t.get(`${API.collectionItems(created.slug)}?language=nl&limit=2&cursor=${first.nextCursor}`)).body);
      expect(rest.items.map((i) => i.title)).toEqual(['Walrus']);
      expect(rest.nextCursor).toBeNull();

      const hidden = CollectionAdminSchema.parse((await t.request('POST', API.admin.collections, { body: { titleNl: 'Nog geheim' } })).body);
      expect((await t.get(`${API.collection(hidden.slug)}?language=en`)).status).toBe(404);
      const list = CollectionListPageSchema.parse((await t.get(`${API.collections}?language=en`)).body);
      expect(list.items.map((c) => c.title)).toEqual(['Winter on Svalbard']);
      expect(list.items[0]!.itemCount).toBe(3);
      for (let i = 0; i < 3; i++) await t.request('POST', API.admin.collections, { body: { titleNl: `Verhaal ${i}`, isPublished: true } });
      const page = CollectionListPageSchema.parse((await t.get(`${API.collections}?language=en&limit=3`)).body);
      expect(page.total).toBe(4);
      const next = CollectionListPageSchema.parse((await t.get(`${API.collections}?language=en&limit=3&cursor=${page.nextCursor}`)).body);
      expect([...page.items, ...next.items].map((c) => c.title)).toEqual(['Verhaal 2', 'Verhaal 1', 'Verhaal 0', 'Winter on Svalbard']);
    });
  });
}
