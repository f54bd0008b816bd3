import { describe, expect, it } from 'bun:test';
import { API, type GalleryItemAdmin, GalleryPickerPageSchema } from '@portfolio/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { makeCategory } from '../../test/factories';
import { ingestBytes } from '../media/ingest.service';
import { makeJpeg } from '../media/media-test-kit';
import { ENCODES_IMAGES } from '../../test/timeouts';

const create = async (t: TestApp, body: Record<string, unknown>) => {
  const res = await t.request<GalleryItemAdmin>('POST', API.admin.galleryItems, { body: { url: `/media/${String(body.title)}.jpg`, ...body } });
  expect(res.status).toBe(201);
  return res.body;
};
const publicTitles = async (t: TestApp) => ((await t.get(`${API.galleryItems}?language=en`)).body as { title: string }[]).map((i) => i.title);
const myOrder = async (t: TestApp) =>
  ((await t.get(API.admin.galleryItems)).body as GalleryItemAdmin[])
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : b.id - a.id))
    .map((i) => i.title);

describe('review before publishing', () => {
  it('keeps a new item out of the public gallery until it is published, listed under "To review"', async () => {
    const t = await createTestApp();
    // As the site's own uploads send it (the specification's call without it publishes at once).
    const waiting = await create(t, { title: 'DSCN0021', isPublished: false });
    await create(t, { title: 'Puffin' });
    expect(waiting.isPublished).toBe(false);
    expect(await publicTitles(t)).toEqual(['Puffin']);
    expect((await t.app.request(`/en/gallery/${waiting.id}`)).status).toBe(404);
    const review = (await t.get(`${API.admin.galleryItems}?status=review`)).body as GalleryItemAdmin[];
    expect(review.map((i) => i.title)).toEqual(['DSCN0021']);
    expect(((await t.get(`${API.admin.galleryItems}?status=published`)).body as GalleryItemAdmin[]).map((i) => i.title)).toEqual(['Puffin']);
    expect((await t.get(`${API.admin.galleryItems}?status=later`)).status).toBe(400);

    const bulk = await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [waiting.id], updates: { isPublished: true } } });
    expect(bulk.status).toBe(200);
    expect((await publicTitles(t)).sort()).toEqual(['DSCN0021', 'Puffin']);
    expect((await t.get(`${API.admin.galleryItems}?status=review`)).body).toEqual([]);
  }, ENCODES_IMAGES);
});

describe('my order and featured', () => {
  it('puts a new item first, moves one item by writing one key, and refuses unknown items', async () => {
    const t = await createTestApp();
    const a = await create(t, { title: 'A' });
    const b = await create(t, { title: 'B' });
    const c = await create(t, { title: 'C' });
    expect(await myOrder(t)).toEqual(['C', 'B', 'A']);

    const top = await t.request('POST', API.admin.galleryItemMove(a.id), { body: { afterId: null } });
    expect(top.status).toBe(200);
    expect(await myOrder(t)).toEqual(['A', 'C', 'B']);
    await t.request('POST', API.admin.galleryItemMove(c.id), { body: { afterId: b.id } });
    expect(await myOrder(t)).toEqual(['A', 'B', 'C']);
    await t.request('POST', API.admin.galleryItemMove(a.id), { body: { afterId: b.id } });
    expect(await myOrder(t)).toEqual(['B', 'A', 'C']);
    // Only the moved item's key changed.
    const after = (await t.get(API.admin.galleryItem(c.id))).body as GalleryItemAdmin;
    const again = await t.request('POST', API.admin.galleryItemMove(b.id), { body: { afterId: c.id } });
    expect(again.status).toBe(200);
    expect(((await t.get(API.admin.galleryItem(c.id))).body as GalleryItemAdmin).position).toBe(after.position);
    expect(await myOrder(t)).toEqual(['A', 'C', 'B']);

    expect((await t.request('POST', API.admin.galleryItemMove(999), { body: { afterId: null } })).status).toBe(404);
    expect((await t.request('POST', API.admin.galleryItemMove(a.id), { body: { afterId: 999 } })).status).toBe(404);
    expect((await t.request('POST', API.admin.galleryItemMove(a.id), { body: { afterId: a.id } })).status).toBe(400);
    expect((await t.request('POST', API.admin.galleryItemMove(a.id), { body: {} })).status).toBe(400);
  });

  it('marks an item featured', async () => {
    const t = await createTestApp();
    const a = await create(t, { title: 'A', isPublished: true });
    const res = await t.request('PUT', API.admin.galleryItem(a.id), { body: { featured: true } });
    expect(res.status).toBe(200);
    expect(res.body.featured).toBe(true);
    expect((await t.request('PUT', API.admin.galleryItem(a.id), { body: { featured: 'yes' } })).status).toBe(400);
  });
});

describe('choose from gallery', () => {
  it('pages the gallery newest added first on the server, narrowed by the gallery\'s search and filters', async () => {
    const t = await createTestApp();
    const birds = await makeCategory(t.db, { name: 'Vogels' });
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const up = await ingestBytes(t, await makeJpeg({ width: 64, height: 48, seed: i }), `p${i}.jpg`);
      const item = await create(t, { url: undefined, mediaHash: up.hash, title: i % 2 ? `Papegaaiduiker ${i}` : `Rendier ${i}`, categoryIds: i === 1 ? [birds.id] : [] });
      made.push(item.id);
    }
    // Media outside this site cannot be placed in a post by key: offered only where a key is not needed.
    const outside = await create(t, { title: 'Outside', url: 'https://elsewhere.example/x.jpg' });
    const all = GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?limit=2`)).body);
    expect(all.total).toBe(6);
    expect(all.items.map((p) => [p.id, p.mediaHash])).toEqual([[outside.id, null], [made[4], expect.stringMatching(/^[0-9a-f]{64}$/)]]);

    const first = GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?limit=2&stored=1`)).body);
    expect(first.total).toBe(5);
    expect(first.items.map((p) => p.id)).toEqual([made[4], made[3]]);
    expect(first.items[0]!.mediaHash).toMatch(/^[0-9a-f]{64}$/);
    const second = GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?limit=2&stored=1&cursor=${first.nextCursor}`)).body);
    expect(second.items.map((p) => p.id)).toEqual([made[2], made[1]]);
    const last = GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?limit=2&stored=1&cursor=${second.nextCursor}`)).body);
    expect(last.nextCursor).toBeNull();
    expect(last.items).toHaveLength(1);

    const found = GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?q=${encodeURIComponent('papegaai')}`)).body);
    expect(found.items.map((p) => p.title)).toEqual(['Papegaaiduiker 3', 'Papegaaiduiker 1']);
    // Search operators are words like any other.
    expect(GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?q=%25`)).body).items).toEqual([]);
    const inCategory = GalleryPickerPageSchema.parse((await t.get(`${API.admin.galleryPicker}?category=${birds.id}`)).body);
    expect(inCategory.items.map((p) => p.title)).toEqual(['Papegaaiduiker 1']);
    expect((await t.get(`${API.admin.galleryPicker}?limit=500`)).status).toBe(400);
    expect((await t.get(`${API.admin.galleryPicker}?collectionId=424242`)).status).toBe(404);
    expect((await t.get(API.admin.galleryPicker, { token: null })).status).toBe(401);
  }, ENCODES_IMAGES);
});

describe('the public gallery in the chosen order', () => {
  it('lists newest first by default, "My order" when chosen, and featured first for the home page', async () => {
    const t = await createTestApp();
    const old = await create(t, { title: 'Old', isPublished: true, dateTaken: '2020-01-01T00:00:00Z' });
    await create(t, { title: 'New', isPublished: true, dateTaken: '2024-01-01T00:00:00Z' });
    const mid = await create(t, { title: 'Mid', isPublished: true, dateTaken: '2022-01-01T00:00:00Z' });
    const page = async (query = '') => ((await t.get(`${API.galleryItems}?language=en&limit=10${query}`)).body as { title: string }[]).map((i) => i.title);
    expect(await page()).toEqual(['New', 'Mid', 'Old']);

    await t.request('POST', API.admin.galleryItemMove(old.id), { body: { afterId: null } });
    // The order is the photographer's choice: newest first until "My order" is chosen.
    expect(await page()).toEqual(['New', 'Mid', 'Old']);
    expect((await t.request('PUT', API.admin.settings, { body: { galleryOrder: 'manual' } })).status).toBe(200);
    expect(await page()).toEqual(['Old', 'Mid', 'New']);
    expect(await publicTitles(t)).toEqual(['Old', 'Mid', 'New']);

    await t.request('PUT', API.admin.galleryItem(mid.id), { body: { featured: true } });
    expect(await page('&featured=first')).toEqual(['Mid', 'Old', 'New']);
    // The whole list the home page's section reads, featured first.
    expect(((await t.get(`${API.galleryItems}?language=en&featured=first`)).body as { title: string }[]).map((i) => i.title)).toEqual(['Mid', 'Old', 'New']);
    await t.request('PUT', API.admin.settings, { body: { galleryOrder: 'newest' } });
    expect(await page('&featured=first')).toEqual(['Mid', 'New', 'Old']);
    // Paging by cursor through a featured-first order.
    const first = await t.get(`${API.galleryItems}?language=en&limit=1&featured=first`);
    const next = first.headers.get('link')!.match(/<([^>]+)>/)![1]!;
    expect(((await t.get(next)).body as { title: string }[]).map((i) => i.title)).toEqual(['New']);
    expect((await t.request('PUT', API.admin.settings, { body: { galleryOrder: 'random' } })).status).toBe(400);
  }, ENCODES_IMAGES);
});
