import { describe, expect, it } from 'bun:test';
import { API, LANGUAGES } from '@portfolio/shared';
import { createTestApp, type TestApp, type TestResponse } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';
import { collectionItems, collections, mediaAssets } from '../db/schema';

/*
 * A client gallery's private photo never reaches a public answer, whatever the database holds: here
 * it is even marked published (as a bulk edit once could), sits in a published collection as its
 * cover, shares a category, a country, a place and days with a public photo, and matches the
 * searches. Every public read is asked, in every language, and none names it.
 */

const SITE = 'https://photos.example';
const PRIVATE_HASH = 'c0ffee'.padEnd(64, '0');
const SLUG = 'noorderlicht';
/** Everything the private photo is known by: its texts, its place, its file's name and key. */
const SECRETS = ['Zeldzaamnest', 'Rarenest', 'Sällsyntbo', 'Klantwerk', 'Verborgenplek', 'Geheimland', 'Secretland', 'klant-opdracht-0042', PRIVATE_HASH];

async function content(t: TestApp) {
  const owls = await makeCategory(t.db, { name: 'Uilen', nameEn: 'Owls', nameSv: 'Ugglor' });
  const open = await makeItem(
    t.db,
    { title: 'Sneeuwuil', titleEn: 'Snowy owl', location: 'Tromsø', country: 'Noorwegen', countryEn: 'Norway', dateTaken: new Date('2024-02-10T12:00:00Z'), metadata: { latitude: 69.65, longitude: 18.95 } },
    [owls.id],
  );
  const other = await makeItem(t.db, { title: 'Oehoe', location: 'Tromsø', country: 'Noorwegen', dateTaken: new Date('2024-02-12T12:00:00Z'), metadata: { latitude: 69.66, longitude: 18.96 } }, [owls.id]);
  await t.db.insert(mediaAssets).values({ hash: PRIVATE_HASH, kind: 'photo', mime: 'image/jpeg', size: 1000, originalFile: `${PRIVATE_HASH}.jpg`, originalName: 'klant-opdracht-0042.jpg', width: 1200, height: 800, isPrivate: true });
  const hidden = await makeItem(
    t.db,
    {
      title: 'Zeldzaamnest',
      titleEn: 'Rarenest',
      titleSv: 'Sällsyntbo',
      description: 'Klantwerk',
      location: 'Verborgenplek',
      country: 'Geheimland',
      countryEn: 'Secretland',
      dateTaken: new Date('2024-02-11T12:00:00Z'),
      metadata: { latitude: 69.65, longitude: 18.95 },
      mediaHash: PRIVATE_HASH,
      isPrivate: true,
      // The worst a write could have left: marked published. The public still never sees it.
      isPublished: true,
      featured: true,
    },
    [owls.id],
  );
  const story = await t.db.insert(collections).values({ slug: SLUG, titleNl: 'Noorderlicht', isPublished: true, coverItemId: hidden.id }).returning().get();
  await t.db.insert(collectionItems).values([hidden, open, other].map((item, position) => ({ collectionId: story.id, itemId: item.id, position })));
  return { open, other, hidden, owls };
}

/** Every public read: lists, the stream, items, neighbours, related, collections, map, search, facets, feeds, sitemaps, pages and page data. */
function publicAddresses(ids: number[], category: number): string[] {
  const out = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/photos-1.xml', '/rss.xml', '/', '/gallery', `${API.galleryItems}?featured=first`, `${API.galleryItems}?featured=first&limit=2`];
  for (const l of LANGUAGES) {
    // Prefixes (the search matches them) that are not the secrets themselves: a results page names what was searched.
    const searches = ['Zeldzaam', 'Rare', 'Sällsynt', 'Verborgen', 'Geheim', 'Secret', 'klant', 'Klantw'];
    out.push(`${API.galleryItems}?language=${l}`, `${API.galleryItems}?language=${l}&limit=2`, `${API.galleryFacets}?language=${l}`, `${API.galleryCategories}?language=${l}`);
    out.push(...searches.flatMap((q) => [`${API.galleryItems}?language=${l}&limit=10&q=${encodeURIComponent(q)}`, `${API.galleryFacets}?language=${l}&q=${encodeURIComponent(q)}`, `/${l}/gallery?q=${encodeURIComponent(q)}`]));
    out.push(`${API.galleryItems}?language=${l}&limit=10&category=${category}`, `${API.galleryItems}?language=${l}&limit=10&country=Noorwegen`, `${API.galleryItems}?language=${l}&limit=10&collection=${SLUG}`);
    out.push(`${API.galleryItems}?language=${l}&limit=10&cell=18,69,19,70`, `${API.galleryFacets}?language=${l}&cell=18,69,19,70`, `${API.map}?language=${l}`, `${API.map}?language=${l}&view=18,69,19,70`);
    out.push(`${API.collections}?language=${l}`, `${API.collection(SLUG)}?language=${l}`, `${API.collectionItems(SLUG)}?language=${l}`);
    for (const id of ids) {
      out.push(`${API.galleryItem(id)}?language=${l}`, `${API.galleryItemContext(id)}?language=${l}`);
      out.push(`${API.galleryNeighbours(id)}?language=${l}`, `${API.galleryNeighbours(id)}?language=${l}&collection=${SLUG}`, `${API.galleryNeighbours(id)}?language=${l}&category=${category}`);
      out.push(`/${l}/gallery/${id}`, `/${l}/gallery/${id}?collection=${SLUG}`, `${API.pageData}?path=${encodeURIComponent(`/${l}/gallery/${id}?collection=${SLUG}`)}`);
    }
    out.push(`/${l}`, `/${l}/gallery`, `/${l}/gallery?category=${category}`, `/${l}/map`, `/${l}/collections`, `/${l}/collections/${SLUG}`, `/${l}/rss.xml`, `/${l}/collections/rss.xml`);
    for (const page of [`/${l}`, `/${l}/gallery`, `/${l}/collections`, `/${l}/collections/${SLUG}`, `/${l}/map`]) out.push(`${API.pageData}?path=${encodeURIComponent(page)}`);
  }
  return out;
}

describe('private stays private', () => {
  it('no public read names a private photo, even one marked published, in a collection and its cover', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const { open, other, hidden, owls } = await content(t);
    const seen: string[] = [];
    for (const address of publicAddresses([open.id, other.id], owls.id)) {
      const res = await t.app.request(address);
      expect(res.status, address).toBeLessThan(400);
      const text = await res.text();
      seen.push(text);
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${address}`).toBe(false);
      // Neither its id: no link, no neighbour, no cover leads to it.
      expect(new RegExp(`gallery/${hidden.id}\\b|"id":${hidden.id}\\b|"itemId":${hidden.id}\\b`).test(text), `id ${hidden.id} in ${address}`).toBe(false);
    }
    // The private photo's own addresses are not found.
    for (const l of LANGUAGES) {
      for (const address of [`${API.galleryItem(hidden.id)}?language=${l}`, `${API.galleryItemContext(hidden.id)}?language=${l}`, `${API.galleryNeighbours(hidden.id)}?language=${l}&collection=${SLUG}`, `/${l}/gallery/${hidden.id}`]) {
        const res = await t.app.request(address);
        expect(res.status, address).toBe(404);
        const text = await res.text();
        for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${address}`).toBe(false);
      }
    }
    // The public photos are all there, the collection counts and walks them only, with a public cover.
    const all = seen.join('\n');
    expect(all).toContain('Sneeuwuil');
    expect(all).toContain('Oehoe');
    const collection = (await t.get(`${API.collection(SLUG)}?language=nl`)).body;
    expect(collection).toMatchObject({ itemCount: 2, cover: { alt: 'Sneeuwuil' } });
    const walk = (await t.get(`${API.galleryNeighbours(open.id)}?language=nl&collection=${SLUG}`)).body;
    expect(walk).toMatchObject({ position: 1, total: 2, previous: { id: other.id }, next: { id: other.id } });
    expect((await t.get(`${API.map}?language=en`)).body.total).toBe(2);

    // Statistics: its views are not counted.
    const beacon = await t.request('POST', API.events, { body: { events: [{ type: 'image_view', photoId: hidden.id }, { type: 'image_view', photoId: open.id }, { type: 'pageview', path: `/en/gallery/${hidden.id}`, language: 'en' }] },
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0' },
    });
    expect(beacon.status).toBe(204);
    const photos = (await t.get(`${API.admin.siteStatsList('photos')}?days=7`)).body as { id: number }[];
    expect(photos.map((p) => p.id)).toEqual([open.id]);
  }, 120_000);
});

describe('writes refuse a private photo where the public would see it', () => {
  async function withPrivate() {
    const t = await createTestApp();
    const open = await makeItem(t.db, { title: 'Sneeuwuil' });
    const hidden = await makeItem(t.db, { title: 'Zeldzaamnest', isPrivate: true, isPublished: false });
    return { t, open, hidden };
  }

  it('bulk edit skips private photos and says how many', async () => {
    const { t, open, hidden } = await withPrivate();
    const res = await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [open.id, hidden.id], updates: { isPublished: true, location: 'Tromsø' } } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Updated 1 items successfully; skipped 1 private photo of client galleries', updated: 1, skipped: 1 });
    expect((await t.get(API.admin.galleryItem(hidden.id))).body).toMatchObject({ isPublished: false, location: null });
    expect((await t.get(`${API.galleryItem(hidden.id)}?language=en`)).status).toBe(404);
  });

  it('a bulk job over chosen ids leaves private photos out and counts them as skipped', async () => {
    const { t, open, hidden } = await withPrivate();
    await t.request('PUT', API.admin.galleryItem(open.id), { body: { isPublished: false } });
    const created = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'publish', selection: { itemIds: [open.id, hidden.id] } } });
    expect(created.status).toBe(202);
    expect(created.body).toMatchObject({ total: 1, skipped: 1 });
    let job = created.body;
    for (let i = 0; i < 200 && job.status !== 'done' && job.status !== 'failed'; i++) {
      await Bun.sleep(25);
      job = (await t.get(API.admin.galleryBulkJob(job.id))).body;
    }
    expect(job).toMatchObject({ status: 'done', total: 1, done: 1, changed: 1, skipped: 1 });
    expect((await t.get(API.admin.galleryItem(hidden.id))).body.isPublished).toBe(false);
    expect((await t.get(API.admin.galleryItem(open.id))).body.isPublished).toBe(true);
  });

  it('a collection refuses a private photo as a member and as its cover (409), with the reason', async () => {
    const { t, open, hidden } = await withPrivate();
    const created = await t.request('POST', API.admin.collections, { body: { titleNl: 'Noorderlicht', isPublished: true } });
    const add = await t.request('POST', API.admin.collectionItems(created.body.id), { body: { itemIds: [open.id, hidden.id] } });
    expect(add.status).toBe(409);
    expect(add.body.message).toBe('A private photo of a client gallery cannot be in a collection');
    expect((await t.get(API.admin.collectionItems(created.body.id))).body.total).toBe(0);
    const cover = await t.request('PUT', API.admin.collection(created.body.id), { body: { coverItemId: hidden.id } });
    expect(cover.status).toBe(409);
    expect(cover.body.issues).toEqual([{ path: 'coverItemId', message: 'A private photo of a client gallery cannot be in a collection' }]);
    const newOne = await t.request('POST', API.admin.collections, { body: { titleNl: 'Nest', coverItemId: hidden.id } });
    expect(newOne.status).toBe(409);
    expect((await t.request('POST', API.admin.collectionItems(created.body.id), { body: { itemIds: [open.id] } })).status).toBe(200);
  });
});

describe('public cursors carry nothing the answer hides', () => {
  it("a sensitive photo's exact time taken cannot be read from a page's cursor, in any order", async () => {
    const t = await createTestApp();
    const taken = new Date('2024-06-15T04:30:00Z');
    const nest = await makeItem(t.db, { title: 'Nest', dateTaken: taken, sensitiveLocation: true });
    for (let i = 0; i < 3; i++) await makeItem(t.db, { title: `Open ${i}`, dateTaken: new Date(Date.UTC(2024, i, 1)) });
    const secrets = [String(taken.getTime()), taken.toISOString(), '2024-06-15', String(nest.createdAt.getTime())];
    const seen: string[] = [];
    for (const query of ['', '&featured=first']) {
      let next: string | null = `${API.galleryItems}?language=en&limit=1${query}`;
      while (next) {
        const res: TestResponse = await t.get(next);
        expect(res.status).toBe(200);
        const link: string | null = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
        const cursor = link ? new URL(link, 'http://x').searchParams.get('cursor')! : null;
        if (cursor) seen.push(Buffer.from(cursor, 'base64url').toString());
        next = link;
      }
      // The public item itself shows the month only.
      const items = (await t.get(`${API.galleryItems}?language=en${query}`)).body as { id: number; dateTaken: string }[];
      expect(items.find((i) => i.id === nest.id)!.dateTaken).toBe('2024-06');
    }
    expect(seen.length).toBeGreaterThan(4);
    for (const decoded of seen) for (const secret of secrets) expect(decoded.includes(secret), decoded).toBe(false);
    // The page's own next link too.
    const html = await (await t.app.request('/en/gallery')).text();
    for (const secret of secrets) expect(html.includes(secret)).toBe(false);
  });
});
