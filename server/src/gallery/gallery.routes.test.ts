import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'bun:test';
import { API, CategorySchema, GalleryFacetsSchema, GalleryItemSchema, GalleryNeighboursSchema, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DB_KINDS, type TestResponse, createTestApp } from '../../test/app';
import { MARKED_ITEM, MARKED_WORD, archiveSeedStatements } from '../../test/archive-seed';
import { makeCategory, makeItem } from '../../test/factories';

const Items = z.array(GalleryItemSchema.strict());

for (const kind of DB_KINDS) {
  describe(`[${kind}] GET /api/gallery/items`, () => {
    it('lists published items only, by dateTaken then createdAt, newest first', async () => {
      const t = await createTestApp(kind);
      const d = (s: string) => new Date(s);
      const older = await makeItem(t.db, { dateTaken: d('2020-01-01'), createdAt: d('2024-01-01') });
      const newer = await makeItem(t.db, { dateTaken: d('2023-01-01'), createdAt: d('2024-01-01') });
      const sameDayLater = await makeItem(t.db, { dateTaken: d('2023-01-01'), createdAt: d('2024-06-01') });
      const undated = await makeItem(t.db, { dateTaken: null });
      await makeItem(t.db, { isPublished: false });
      const res = await t.get(`${API.galleryItems}?language=en`);
      expect(res.status).toBe(200);
      expect(Items.parse(res.body).map((i) => i.id)).toEqual([sameDayLater.id, newer.id, older.id, undated.id]);
      const limited = await t.get(`${API.galleryItems}?language=en&limit=2`);
      expect(Items.parse(limited.body).map((i) => i.id)).toEqual([sameDayLater.id, newer.id]);
    });

    it('picks the language, falling back to Dutch for empty English or Swedish', async () => {
      const t = await createTestApp(kind);
      const cat = await makeCategory(t.db, { name: 'Vos', nameEn: 'Fox', nameSv: '' });
      await makeItem(t.db, { country: 'Noorwegen', countryEn: 'Norway', countrySv: null }, [cat.id]);
      const en = Items.parse((await t.get(`${API.galleryItems}?language=en`)).body)[0]!;
      expect(en).toMatchObject({ country: 'Norway', countryLang: 'en' });
      expect(en.categories).toEqual([{ id: cat.id, name: 'Fox', nameLang: 'en' }]);
      const sv = Items.parse((await t.get(`${API.galleryItems}?language=sv`)).body)[0]!;
      expect(sv).toMatchObject({ country: 'Noorwegen', countryLang: 'nl' });
      // The Dutch name stands in, and says so.
      expect(sv.categories[0]).toMatchObject({ name: 'Vos', nameLang: 'nl' });
      const nl = Items.parse((await t.get(`${API.galleryItems}?language=nl`)).body)[0]!;
      expect(nl.country).toBe('Noorwegen');
    });

    it('picks the title and description (the alt text) by language, Dutch when blank', async () => {
      const t = await createTestApp(kind);
      await makeItem(t.db, { title: 'IJsbeer', titleEn: 'Polar bear', titleSv: 'Isbjörn', description: 'Op het ijs', descriptionEn: 'On the ice', descriptionSv: '' });
      const pick = async (language: string) => Items.parse((await t.get(`${API.galleryItems}?language=${language}`)).body)[0]!;
      expect(await pick('en')).toMatchObject({ title: 'Polar bear', description: 'On the ice' });
      expect(await pick('sv')).toMatchObject({ title: 'Isbjörn', description: 'Op het ijs' });
      expect(await pick('nl')).toMatchObject({ title: 'IJsbeer', description: 'Op het ijs' });
    });

    it('says which language each text is in: Dutch where the asked language has none of its own', async () => {
      const t = await createTestApp(kind);
      await makeItem(t.db, { title: 'IJsbeer', titleEn: 'Polar bear', titleSv: ' ', description: 'Op het ijs', descriptionEn: null, alt: null, altEn: null, altSv: 'Isbjörn på isen' });
      const pick = async (language: string) => Items.parse((await t.get(`${API.galleryItems}?language=${language}`)).body)[0]!;
      // English: its own title; the Dutch description; no alt text of its own, so the English title.
      expect(await pick('en')).toMatchObject({ titleLang: 'en', descriptionLang: 'nl', alt: 'Polar bear', altLang: 'en' });
      // Swedish: a blank title is none; its own alt text.
      expect(await pick('sv')).toMatchObject({ title: 'IJsbeer', titleLang: 'nl', descriptionLang: 'nl', alt: 'Isbjörn på isen', altLang: 'sv' });
      expect(await pick('nl')).toMatchObject({ titleLang: 'nl', descriptionLang: 'nl', alt: 'IJsbeer', altLang: 'nl' });
    });

    it('includes the camera settings for the information panel but never GPS', async () => {
      const t = await createTestApp(kind);
      await makeItem(t.db, {
        metadata: { Make: 'NIKON CORPORATION', Model: 'NIKON Z 9', LensModel: 'NIKKOR Z 600mm f/4 TC VR S', FocalLength: 600, FNumber: 5.6, ExposureTime: 0.0005, ISO: 500, latitude: 78.2, longitude: 15.6 },
      });
      await makeItem(t.db, { metadata: null });
      const res = await t.get(API.galleryItems);
      expect(res.text).not.toContain('latitude');
      expect(res.text).not.toContain('78.2');
      expect(res.body[0]).not.toHaveProperty('metadata');
      const cameras = Items.parse(res.body).map((i) => i.camera);
      expect(cameras).toContainEqual({ camera: 'Nikon Z 9', lens: 'NIKKOR Z 600mm f/4 TC VR S', focalLength: 600, fNumber: 5.6, exposureTime: 0.0005, iso: 500 });
      expect(cameras).toContain(null);
    });

    it('rejects an unknown language or a bad limit', async () => {
      const t = await createTestApp(kind);
      for (const q of ['language=de', 'limit=0', 'limit=abc', 'limit=1.5']) {
        const res = await t.get(`${API.galleryItems}?${q}`);
        expect(res.status).toBe(400);
        expect(res.body.message).toBeString();
      }
    });

    it('answers an ETag, 304 for a matching If-None-Match, and a new answer after a write', async () => {
      const t = await createTestApp(kind);
      await makeItem(t.db);
      const first = await t.get(API.galleryItems);
      const tag = first.headers.get('etag')!;
      expect(tag).toMatch(/^".+"$/);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const again = await t.get(API.galleryItems, { headers: { 'If-None-Match': tag } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      // An admin write bumps the content version: the cached answer is replaced.
      await t.request('POST', API.admin.galleryItems, { body: { url: '/media/new.jpg', title: 'New', isPublished: true } });
      const after = await t.get(API.galleryItems, { headers: { 'If-None-Match': tag } });
      expect(after.status).toBe(200);
      expect(after.body).toHaveLength(2);
    });

    it('compresses the whole list with gzip, kept once per content version, with Vary', async () => {
      const t = await createTestApp(kind);
      for (let i = 0; i < 20; i++) await makeItem(t.db, { description: 'A long description that repeats. '.repeat(3) });
      const plain = await t.app.request(API.galleryItems);
      const plainText = await plain.text();
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding, Origin');

      const gz = await t.app.request(API.galleryItems, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      const gzBytes = new Uint8Array(await gz.arrayBuffer());
      expect(gzBytes.length).toBeLessThan(plainText.length / 3);
      expect(gunzipSync(gzBytes).toString()).toBe(plainText);

      // A browser that also takes brotli gets the same gzipped snapshot.
      const br = await t.app.request(API.galleryItems, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('gzip');
      expect(new Uint8Array(await br.arrayBuffer())).toEqual(gzBytes);
      expect(br.headers.get('etag')).toBe(gz.headers.get('etag'));
      expect(plain.headers.get('etag')).not.toBe(gz.headers.get('etag'));
      // A compressed variant's ETag also revalidates.
      const revalidated = await t.app.request(API.galleryItems, {
        headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag')! },
      });
      expect(revalidated.status).toBe(304);
    });
  });

  describe(`[${kind}] GET /api/gallery/categories`, () => {
    it('lists categories in the asked language with their slugs', async () => {
      const t = await createTestApp(kind);
      await makeCategory(t.db, { name: 'Noorderlicht', nameEn: 'Northern Lights', type: 'landscape' });
      const res = await t.get(`${API.galleryCategories}?language=en`);
      expect(z.array(CategorySchema).parse(res.body)).toEqual([
        { id: expect.any(Number), name: 'Northern Lights', slug: 'northern-lights', type: 'landscape', nameLang: 'en' },
      ]);
      const sv = await t.get(`${API.galleryCategories}?language=sv`);
      expect(sv.body[0]).toMatchObject({ name: 'Noorderlicht', nameLang: 'nl' });
    });
  });
}

describe('the public gallery as an archive', async () => {
  const t = await createTestApp('memory');
  await t.db.batch(archiveSeedStatements(3000).map((s) => t.db.run(sql.raw(s))) as [never, ...never[]]);

  it('answers the whole list to a call without paging, streamed, and a 304 for the same version', async () => {
    const res = await t.get(`${API.galleryItems}?language=en`);
    expect(res.status).toBe(200);
    const items = Items.parse(res.body);
    expect(items).toHaveLength(3000);
    expect(new Set(items.map((i) => i.id)).size).toBe(3000);
    expect(items[0]!.title).toBe('Photo 3000');
    const again = await t.get(`${API.galleryItems}?language=en`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('pages with a cursor in a Link header and the total in a header, still a JSON list', async () => {
    const seen: number[] = [];
    let next: string | null = `${API.galleryItems}?language=sv&limit=100&country=Norge`;
    while (next) {
      const res: TestResponse = await t.get(next);
      expect(res.status).toBe(200);
      expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('750');
      const page = Items.parse(res.body);
      expect(page.every((i) => i.country === 'Norge')).toBe(true);
      seen.push(...page.map((i) => i.id));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
    }
    expect(seen).toHaveLength(750);
    expect(new Set(seen).size).toBe(750);
  });

  it('searches, filters and counts the filter options by the query string', async () => {
    const found = await t.get(`${API.galleryItems}?language=en&q=${MARKED_WORD.slice(0, 5).toLowerCase()}`);
    expect(Items.parse(found.body).map((i) => i.title)).toEqual([`Photo ${MARKED_ITEM}`]);
    expect(found.headers.get(TOTAL_COUNT_HEADER)).toBe('1');
    const facets = GalleryFacetsSchema.parse((await t.get(`${API.galleryFacets}?language=en&type=video`)).body);
    expect(facets.types).toEqual([
      { value: 'photo', count: 2700 },
      { value: 'video', count: 300 },
    ]);
    // Videos (every tenth item) fall in two of the four countries only.
    expect(facets.countries.map((c) => c.value)).toEqual(['Iceland', 'Sweden']);
  });

  it('gives a photo its neighbours in the filtered set, wrapping around', async () => {
    const first = Items.parse((await t.get(`${API.galleryItems}?language=en&limit=1&category=1`)).body)[0]!;
    const res = await t.get(`${API.galleryNeighbours(first.id)}?language=en&category=1`);
    const at = GalleryNeighboursSchema.parse(res.body);
    expect(at).toMatchObject({ position: 1, total: 1000 });
    expect(at.previous!.categories.map((c) => c.id)).toEqual([1]);
    expect((await t.get(`${API.galleryNeighbours(999999)}?language=en`)).status).toBe(404);
  });

  it('refuses a cursor it did not give, and a search too long, with a message', async () => {
    for (const q of ['limit=5&cursor=abc', `q=${'x'.repeat(201)}`, 'type=sculpture', 'limit=101']) {
      const res = await t.get(`${API.galleryItems}?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBeString();
    }
  });
});
