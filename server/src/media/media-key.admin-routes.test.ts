import { describe, expect, it } from 'bun:test';
import { API, ONE_MEDIA_MESSAGE } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { DB_KINDS, createTestApp, type TestApp } from '../../test/app';
import { blogPosts, galleryItems, heroImages, mediaAssets, postMedia } from '../db/schema';
import { ingestBytes } from './ingest.service';
import { makeJpeg } from './media-test-kit';
import { UNKNOWN_MEDIA } from './media-ref';
import { ENCODES_IMAGES } from '../../test/timeouts';

const UNKNOWN = 'f'.repeat(64);

/** A photo uploaded through the ingest path, as the upload call stores it. */
const photo = async (t: TestApp, seed: number) => ingestBytes(t, await makeJpeg({ width: 800, height: 500, seed }), `photo-${seed}.jpg`);

/** Deleting the asset, straight in the database: what is left of the refusal. */
const deleting = (t: TestApp, hash: string) =>
  t.db
    .delete(mediaAssets)
    .where(eq(mediaAssets.hash, hash))
    .run()
    .then(
      () => 'deleted',
      (err: Error) => String(err.cause ?? err),
    );

for (const kind of DB_KINDS) {
  describe(`[${kind}] media referred to by key`, () => {
    it('creates a gallery item by key, or by a site media URL read as its key; the answer shows the asset', async () => {
      const t = await createTestApp(kind);
      const up = await photo(t, 11);
      const byKey = await t.request('POST', API.admin.galleryItems, { body: { mediaHash: up.hash, title: 'By key' } });
      expect(byKey.status).toBe(201);
      expect(byKey.body).toMatchObject({ url: up.url, thumbnailUrl: up.thumbnailUrl, mediaHash: up.hash, width: 800, height: 500 });
      expect(byKey.body.image.fallback).toBe(up.url);
      const byUrl = await t.request('POST', API.admin.galleryItems, { body: { url: up.url, title: 'By URL' } });
      expect(byUrl.status).toBe(201);
      expect(byUrl.body).toMatchObject({ url: up.url, thumbnailUrl: up.thumbnailUrl, mediaHash: up.hash });
      const rows = await t.db.select().from(galleryItems);
      expect(rows.map((r) => [r.url, r.mediaHash])).toEqual([
        [null, up.hash],
        [null, up.hash],
      ]);
      const listed = (await t.get(`${API.galleryItems}?language=en`)).body as { url: string; image: unknown }[];
      expect(listed.every((i) => i.url === up.url && i.image)).toBe(true);
      expect(await deleting(t, up.hash)).toContain('FOREIGN KEY');
    }, ENCODES_IMAGES);

    it('keeps a URL outside the site as a URL, and refuses an unknown key or two media at once', async () => {
      const t = await createTestApp(kind);
      const outside = await t.request('POST', API.admin.galleryItems, { body: { url: 'https://elsewhere.example/fox.jpg', title: 'Outside' } });
      expect(outside.status).toBe(201);
      expect(outside.body).toMatchObject({ url: 'https://elsewhere.example/fox.jpg', mediaHash: null, image: null });
      const unknown = await t.request('POST', API.admin.galleryItems, { body: { mediaHash: UNKNOWN, title: 'Nothing' } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe(UNKNOWN_MEDIA);
      const up = await photo(t, 12);
      for (const body of [{ title: 'None' }, { title: 'Both', mediaHash: up.hash, url: up.url }]) {
        const res = await t.request('POST', API.admin.galleryItems, { body });
        expect(res.status).toBe(400);
        expect(JSON.stringify(res.body)).toContain(ONE_MEDIA_MESSAGE);
      }
      expect(await t.count('galleryItems')).toBe(1);
    }, ENCODES_IMAGES);

    it('creates and changes a hero slide by key or by URL', async () => {
      const t = await createTestApp(kind);
      const [a, b] = [await photo(t, 13), await photo(t, 14)];
      const slide = await t.request('POST', API.admin.heroImages, { body: { mediaHash: a.hash, alt: 'Fjord' } });
      expect(slide.status).toBe(201);
      expect(slide.body).toMatchObject({ url: a.url, mediaHash: a.hash });
      expect(slide.body.image.fallback).toBe(a.url);
      const changed = await t.request('PUT', API.admin.heroImage(slide.body.id), { body: { url: b.url } });
      expect(changed.body).toMatchObject({ url: b.url, mediaHash: b.hash });
      const row = (await t.db.select().from(heroImages).where(eq(heroImages.id, slide.body.id)).get())!;
      expect([row.url, row.mediaHash]).toEqual([null, b.hash]);
      const unknown = await t.request('POST', API.admin.heroImages, { body: { mediaHash: UNKNOWN, alt: 'Nothing' } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe(UNKNOWN_MEDIA);
      expect(((await t.get(API.heroImages)).body as { url: string }[]).map((h) => h.url)).toEqual([b.url]);
      expect(await deleting(t, b.hash)).toContain('FOREIGN KEY');
    }, ENCODES_IMAGES);

    it("lists a post's header image by key and the photos of its text from their data-media attribute or their src", async () => {
      const t = await createTestApp(kind);
      const [header, inText, oldText] = [await photo(t, 15), await photo(t, 16), await photo(t, 17)];
      const contentNl = `<p>Uil</p><img src="${inText.url}" data-media="${inText.hash}" alt="Uil">`;
      const doc = { type: 'doc', content: [{ type: 'image', attrs: { src: oldText.url, alt: 'Vos' } }] };
      const created = await t.request('POST', API.admin.blogPosts, {
        body: { titleNl: 'Uilen', contentNl, contentEn: doc, featuredMediaHash: header.hash, isPublished: true },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ featuredImage: header.url, featuredMediaHash: header.hash });
      const keys = (await t.db.select().from(postMedia).where(eq(postMedia.postId, created.body.id))).map((r) => r.mediaHash).sort();
      expect(keys).toEqual([inText.hash, oldText.hash].sort());

      const nl = (await t.get(`${API.blogPost(created.body.slug)}?language=nl`)).body;
      expect(nl.headerImage).toBe(header.url);
      expect(nl.image.fallback).toBe(header.url);
      expect(Object.keys(nl.contentImages)).toEqual([inText.url]);
      const en = (await t.get(`${API.blogPost(created.body.slug)}?language=en`)).body;
      expect(Object.keys(en.contentImages)).toEqual([oldText.url]);

      // A client that sends the header image's URL: read as its key, once.
      const byUrl = await t.request('PUT', API.admin.blogPost(created.body.id), { body: { titleNl: 'Uilen', contentNl: '<p>Geen foto</p>', contentEn: '', featuredImage: inText.url } });
      expect(byUrl.status).toBe(200);
      expect(byUrl.body).toMatchObject({ featuredImage: inText.url, featuredMediaHash: inText.hash });
      const row = (await t.db.select().from(blogPosts).where(eq(blogPosts.id, created.body.id)).get())!;
      expect([row.featuredImage, row.featuredMediaHash]).toEqual([null, inText.hash]);
      expect(await t.db.select().from(postMedia).where(eq(postMedia.postId, created.body.id))).toEqual([]);

      const unknown = await t.request('POST', API.admin.blogPosts, { body: { titleNl: 'Niets', contentNl: '<p>x</p>', featuredMediaHash: UNKNOWN } });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe(UNKNOWN_MEDIA);
      expect(await deleting(t, inText.hash)).toContain('FOREIGN KEY');
    }, ENCODES_IMAGES);
  });
}
