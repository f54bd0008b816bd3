import { describe, expect, it } from 'bun:test';
import { API, LANGUAGES } from '@portfolio/shared';
import { CART_COOKIE, encodeCart } from '@portfolio/shared/shop-rules';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestResponse } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';
import { collectionItems, collections, fediObjects, mediaAssets, shopProducts } from '../db/schema';

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
const FAR_HASH = 'faa'.padEnd(64, '1');
const PUBLIC_HASH = 'abba'.padEnd(64, '2');
const SECRETS = ['Zeldzaamnest', 'Rarenest', 'Sällsyntbo', 'Klantwerk', 'Verborgenplek', 'Geheimland', 'Secretland', 'klant-opdracht-0042', PRIVATE_HASH, 'Pinguinkolonie', 'Zuidpoolkust', FAR_HASH];

async function content(t: TestApp) {
  const owls = await makeCategory(t.db, { name: 'Uilen', nameEn: 'Owls', nameSv: 'Ugglor' });
  // The site's fediverse account is on: its actor and outbox are public reads too.
  expect((await t.request('PUT', API.admin.settings, { body: { fediverseHandle: 'noorderlicht' } })).status).toBe(200);
  // A stored photo, so the shop offers it (prints and licences of the starter price list).
  await t.db.insert(mediaAssets).values({ hash: PUBLIC_HASH, kind: 'photo', mime: 'image/jpeg', size: 1000, originalFile: `${PUBLIC_HASH}.jpg`, originalName: 'sneeuwuil.jpg', width: 1200, height: 800 });
  const open = await makeItem(
    t.db,
    { title: 'Sneeuwuil', titleEn: 'Snowy owl', location: 'Tromsø', country: 'Noorwegen', countryEn: 'Norway', dateTaken: new Date('2024-02-10T12:00:00Z'), metadata: { latitude: 69.65, longitude: 18.95 }, mediaHash: PUBLIC_HASH },
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
  // Another, far from the public photos: the map's extent must not reach it.
  await t.db.insert(mediaAssets).values({ hash: FAR_HASH, kind: 'photo', mime: 'image/jpeg', size: 1000, originalFile: `${FAR_HASH}.jpg`, originalName: 'far.jpg', width: 1200, height: 800, isPrivate: true });
  const far = await makeItem(t.db, { title: 'Pinguinkolonie', location: 'Zuidpoolkust', country: 'Geheimland', dateTaken: new Date('2024-02-11T13:00:00Z'), metadata: { latitude: -70.5, longitude: 100.5 }, mediaHash: FAR_HASH, isPrivate: true, isPublished: true }, [owls.id]);
  const story = await t.db.insert(collections).values({ slug: SLUG, titleNl: 'Noorderlicht', isPublished: true, coverItemId: hidden.id }).returning().get();
  await t.db.insert(collectionItems).values([hidden, open, other].map((item, position) => ({ collectionId: story.id, itemId: item.id, position })));
  return { open, other, hidden, far, owls };
}

/** Every public read: lists, the stream, items, neighbours, related, collections, map, search, facets, feeds, sitemaps, pages and page data. */
function publicAddresses(ids: number[], category: number): string[] {
  const out = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/photos-1.xml', '/rss.xml', '/', '/gallery', `${API.galleryItems}?featured=first`, `${API.galleryItems}?featured=first&limit=2`];
  // The fediverse account: WebFinger, NodeInfo, the actor, its outbox and its pages (asked as a fediverse server asks).
  out.push('/.well-known/webfinger?resource=acct:noorderlicht@photos.example', '/nodeinfo/2.1', '/ap/actors/site', '/ap/actors/site/outbox', '/ap/actors/site/outbox?cursor=');
  for (const l of LANGUAGES) {
    // Prefixes (the search matches them) that are not the secrets themselves: a results page names what was searched.
    const searches = ['Zeldzaam', 'Rare', 'Sällsynt', 'Verborgen', 'Geheim', 'Secret', 'klant', 'Klantw'];
    out.push(`${API.galleryItems}?language=${l}`, `${API.galleryItems}?language=${l}&limit=2`, `${API.galleryFacets}?language=${l}`, `${API.galleryCategories}?language=${l}`);
    out.push(...searches.flatMap((q) => [`${API.galleryItems}?language=${l}&limit=10&q=${encodeURIComponent(q)}`, `${API.galleryFacets}?language=${l}&q=${encodeURIComponent(q)}`, `/${l}/gallery?q=${encodeURIComponent(q)}`]));
    out.push(`${API.galleryItems}?language=${l}&limit=10&category=${category}`, `${API.galleryItems}?language=${l}&limit=10&country=Noorwegen`, `${API.galleryItems}?language=${l}&limit=10&collection=${SLUG}`);
    out.push(`${API.galleryItems}?language=${l}&limit=10&cell=18,69,19,70`, `${API.galleryFacets}?language=${l}&cell=18,69,19,70`, `${API.map}?language=${l}`, `${API.map}?language=${l}&view=18,69,19,70`);
    out.push(`${API.collections}?language=${l}`, `${API.collection(SLUG)}?language=${l}`, `${API.collectionItems(SLUG)}?language=${l}`);
    for (const id of ids) {
      out.push(`/api/shop/offers/${id}?language=${l}`);
      out.push(`${API.galleryItem(id)}?language=${l}`, `${API.galleryItemContext(id)}?language=${l}`);
      out.push(`${API.galleryNeighbours(id)}?language=${l}`, `${API.galleryNeighbours(id)}?language=${l}&collection=${SLUG}`, `${API.galleryNeighbours(id)}?language=${l}&category=${category}`);
      out.push(`/${l}/gallery/${id}`, `/${l}/gallery/${id}?collection=${SLUG}`, `${API.pageData}?path=${encodeURIComponent(`/${l}/gallery/${id}?collection=${SLUG}`)}`);
    }
    out.push(`${API.map}?language=${l}&view=90,-80,110,-60`, `${API.galleryFacets}?language=${l}&cell=100,-71,101,-70`);
    out.push(`/${l}`, `/${l}/gallery`, `/${l}/gallery?category=${category}`, `/${l}/map`, `/${l}/collections`, `/${l}/collections/${SLUG}`, `/${l}/rss.xml`, `/${l}/collections/rss.xml`);
    for (const page of [`/${l}`, `/${l}/gallery`, `/${l}/collections`, `/${l}/collections/${SLUG}`, `/${l}/map`]) out.push(`${API.pageData}?path=${encodeURIComponent(page)}`);
  }
  return out;
}

describe('private stays private', () => {
  it('no public read names a private photo, even one marked published, in a collection and its cover', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const { open, other, hidden, far, owls } = await content(t);
    const seen: string[] = [];
    for (const address of publicAddresses([open.id, other.id], owls.id)) {
      const res = await t.app.request(address, address.startsWith('/ap/') ? { headers: { Accept: 'application/activity+json' } } : {});
      expect(res.status, address).toBeLessThan(400);
      const text = await res.text();
      seen.push(text);
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${address}`).toBe(false);
      // Neither its id: no link, no neighbour, no cover leads to it.
      for (const id of [hidden.id, far.id]) expect(new RegExp(`gallery/${id}\\b|"id":${id}\\b|"itemId":${id}\\b`).test(text), `id ${id} in ${address}`).toBe(false);
    }
    // The private photo's own addresses are not found.
    for (const l of LANGUAGES) {
      for (const address of [hidden.id, far.id].flatMap((id) => [`${API.galleryItem(id)}?language=${l}`, `${API.galleryItemContext(id)}?language=${l}`, `${API.galleryNeighbours(id)}?language=${l}&collection=${SLUG}`, `/${l}/gallery/${id}`])) {
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
    // Counts and extents are of the public photos only: the map's view stays around them (not the far
    // private one), the filters and the search index count two photos, one country, one category of two.
    const map = (await t.get(`${API.map}?language=en`)).body;
    expect(map.view.south).toBeGreaterThan(0);
    expect(map.view.east).toBeLessThan(90);
    // (A search for "uil" matches all four through their category, Uilen; the map's cell holds the
    // first public photo and the private one at its place, the second public one is rounded to the next.)
    for (const [q, n] of [['', 2], ['&q=uil', 2], [`&category=${owls.id}`, 2], ['&cell=18,69,19,70', 1]] as const) {
      const facets = (await t.get(`${API.galleryFacets}?language=nl${q}`)).body;
      expect(facets.types.find((f: { value: string }) => f.value === 'photo').count, q).toBe(n);
      expect(facets.countries.map((f: { value: string; count: number }) => [f.value, f.count]), q).toEqual([['Noorwegen', n]]);
    }
    const facets = (await t.get(`${API.galleryFacets}?language=nl`)).body as { categories: { value: string | number; count: number }[] };
    expect(facets.categories.map((c) => c.count)).toEqual([2]);

    // The shop: the public photo is for sale, the private ones are not, by any way in.
    expect((await t.get(`/api/shop/offers/${open.id}?language=en`)).body.prints.length).toBeGreaterThan(0);
    for (const id of [hidden.id, far.id]) expect((await t.get(`/api/shop/offers/${id}?language=en`)).body).toBeNull();
    const product = (await t.db.select().from(shopProducts).all()).find((p) => p.kind === 'print' && p.active)!;
    const add = await t.request('POST', `${API.shopCart}?language=en`, { body: { itemId: hidden.id, productId: product.id, quantity: 1, mode: 'add' } });
    expect(add.status).toBe(400);
    const cookie = { Cookie: `${CART_COOKIE}=${encodeCart([{ itemId: hidden.id, productId: product.id, quantity: 1 }, { itemId: far.id, productId: product.id, quantity: 1 }])}` };
    const cart = await t.get(`${API.shopCart}?language=en`, { headers: cookie });
    expect(cart.body.lines).toEqual([]);
    for (const l of LANGUAGES) {
      for (const page of [`/${l}/cart`, `/${l}/checkout`]) {
        const text = await (await t.app.request(page, { headers: cookie })).text();
        for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${page}`).toBe(false);
      }
    }
    const checkout = await t.request('POST', `${API.shopCheckout}?language=en`, {
      headers: cookie,
      body: { name: 'Ada', email: 'ada@example.org', method: 'invoice', acceptTerms: true, address: 'Storgata 1', postalCode: '9008', city: 'Tromsø', country: 'NO' },
    });
    expect(checkout.status).toBeGreaterThanOrEqual(400);
    expect(await t.count('shopOrders')).toBe(0);

    // The fediverse account: what its outbox lists and its followers are sent (a Create per row) is the public photos only.
    const objects = await t.db.select().from(fediObjects).all();
    expect(objects.filter((o) => o.kind === 'photo').map((o) => o.refId).sort()).toEqual([open.id, other.id].sort());
    // As the delivery queue leaves them once sent (no follower here to send to), then read as the outbox.
    await t.db.update(fediObjects).set({ state: 'sent', sentAt: new Date() });
    const outbox = await t.app.request('/ap/actors/site/outbox', { headers: { Accept: 'application/activity+json' } });
    expect(((await outbox.json()) as { totalItems: number }).totalItems).toBe(2);
    // A private photo's row, however it got there, is never made into a note.
    await t.db.insert(fediObjects).values({ kind: 'photo', refId: hidden.id, state: 'sent' });
    const page = await (await t.app.request('/ap/actors/site/outbox?cursor=', { headers: { Accept: 'application/activity+json' } })).text();
    for (const secret of SECRETS) expect(page.includes(secret), `${secret} in the outbox`).toBe(false);
    expect(page).toContain('Sneeuwuil');
    expect(page).toContain('Oehoe');
    const [row] = await t.db.select().from(fediObjects).where(eq(fediObjects.refId, hidden.id));
    expect((await t.app.request(`/ap/notes/${row!.id}`, { headers: { Accept: 'application/activity+json' } })).status).toBe(404);

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

describe('a photo that leaves the public leaves every kept answer at once', () => {
  it('the whole lists on disk, the sitemap, the feeds, the map, the filters and the shop follow an unpublish, a bulk edit, a bulk job and a delete', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    // The fifth stays public throughout.
    const titles = ['Alkekoning', 'Bergeend', 'Christusvogel', 'Dwergstern', 'Eidereend'];
    const items: Awaited<ReturnType<typeof makeItem>>[] = [];
    for (const [i, title] of titles.entries()) {
      const hash = `${i + 1}`.repeat(64);
      await t.db.insert(mediaAssets).values({ hash, kind: 'photo', mime: 'image/jpeg', size: 1000, originalFile: `${hash}.jpg`, originalName: `${title}.jpg`, width: 1200, height: 800 });
      items.push(await makeItem(t.db, { title, titleEn: title, country: `Land${title}`, featured: i === 0, metadata: { latitude: 60 + i * 5, longitude: 10 + i * 5 }, dateTaken: new Date(Date.UTC(2024, i, 1)), mediaHash: hash }));
    }
    // Every answer that is kept per content version (the unpaged lists as snapshot files on disk).
    const kept = [
      `${API.galleryItems}?language=en`,
      `${API.galleryItems}?language=nl&featured=first`,
      '/sitemaps/photos-1.xml',
      '/rss.xml',
      '/en/rss.xml',
      `${API.galleryFacets}?language=en`,
      `${API.map}?language=en`,
      '/en/gallery',
    ];
    const read = async () => {
      const out = new Map<string, { text: string; etag: string | null }>();
      for (const address of kept) {
        const res = await t.app.request(address, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(res.status, address).toBe(200);
        const body = res.headers.get('content-encoding') === 'gzip' ? Bun.gunzipSync(new Uint8Array(await res.arrayBuffer())) : new Uint8Array(await res.arrayBuffer());
        out.set(address, { text: new TextDecoder().decode(body), etag: res.headers.get('etag') });
      }
      return out;
    };
    /** The kept answers that name a photo: its title, its country or its page's address. */
    const shows = (answers: Map<string, { text: string }>, title: string) => {
      const id = items[titles.indexOf(title)]!.id;
      return [...answers].filter(([, a]) => a.text.includes(title) || a.text.includes(`Land${title}`) || new RegExp(`/gallery/${id}[<"/?]`).test(a.text)).map(([address]) => address);
    };
    const onMap = async () => (await t.get(`${API.map}?language=en`)).body.total as number;
    const offered = async (id: number) => (await t.get(`/api/shop/offers/${id}?language=en`)).body !== null;

    let before = await read();
    for (const title of titles) expect(shows(before, title), title).toEqual(expect.arrayContaining([`${API.galleryItems}?language=en`, `${API.galleryItems}?language=nl&featured=first`, '/sitemaps/photos-1.xml', `${API.galleryFacets}?language=en`, '/en/gallery']));
    expect(await onMap()).toBe(5);
    expect(await offered(items[0]!.id)).toBe(true);

    const leave = [
      async () => expect((await t.request('PUT', API.admin.galleryItem(items[0]!.id), { body: { isPublished: false } })).status).toBe(200),
      async () => expect((await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [items[1]!.id], updates: { isPublished: false } } })).status).toBe(200),
      async () => {
        const job = await t.request('POST', API.admin.galleryBulkJobs, { body: { action: 'unpublish', selection: { itemIds: [items[2]!.id] } } });
        expect(job.status).toBe(202);
        let state = job.body;
        for (let i = 0; i < 400 && state.status !== 'done' && state.status !== 'failed'; i++) {
          await Bun.sleep(25);
          state = (await t.get(API.admin.galleryBulkJob(job.body.id))).body;
        }
        expect(state.status).toBe('done');
      },
      async () => expect((await t.request('DELETE', API.admin.galleryItem(items[3]!.id))).status).toBeLessThan(300),
    ];
    for (const [i, step] of leave.entries()) {
      await step();
      const after = await read();
      expect(shows(after, titles[i]!), `${titles[i]} after step ${i + 1}`).toEqual([]);
      for (const title of titles.slice(i + 1)) expect(shows(after, title).length, `${title} still public`).toBeGreaterThanOrEqual(5);
      expect(await onMap()).toBe(4 - i);
      // A new content version: a cached copy is not answered again (the ETag names the version).
      for (const address of kept) if (before.get(address)!.etag) expect(after.get(address)!.etag, address).not.toBe(before.get(address)!.etag);
      if (i < 3) expect(await offered(items[i]!.id)).toBe(false);
      before = after;
    }
  }, 120_000);
});
