import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { makeCategory, makeHero, makeItem, makeMessage, makePost } from '../../test/factories';
import { fediFollowers, newsletterSubscribers } from '../db/schema';

/*
 * Every /api/admin route the app has, found in its routing table (so a route added later is walked
 * too): its answers are never kept by a cache, whoever asks and whatever it answers, and a list that
 * pages refuses a cursor it did not make with a 400, never a 500.
 */

interface Route {
  method: string;
  path: string;
}

function adminRoutes(t: TestApp): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const r of (t.app as unknown as { routes: Route[] }).routes) {
    if (!r.path.startsWith('/api/admin/') || r.method === 'ALL' || r.path.includes('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(r);
  }
  return out;
}

/** Two of everything a list pages through, so every paged list has a second page. */
async function seed(t: TestApp) {
  const items = [await makeItem(t.db, { title: 'Sneeuwuil' }), await makeItem(t.db, { title: 'Oehoe' }), await makeItem(t.db, { title: 'Velduil' })];
  for (let i = 0; i < 2; i++) {
    await makePost(t.db);
    await makeHero(t.db);
    await makeCategory(t.db);
    await makeMessage(t.db);
  }
  await t.db.insert(newsletterSubscribers).values([{ email: 'a@example.org' }, { email: 'b@example.org' }]);
  await t.db.insert(fediFollowers).values(['a', 'b'].map((h) => ({ actorId: `https://social.example/users/${h}`, inbox: `https://social.example/users/${h}/inbox`, handle: `@${h}@social.example`, host: 'social.example' })));
  const collection = (await t.request('POST', API.admin.collections, { body: { titleNl: 'Uilen' } })).body.id as number;
  expect((await t.request('POST', API.admin.collectionItems(collection), { body: { itemIds: items.map((i) => i.id) } })).status).toBe(200);
  const gallery = (await t.request('POST', API.admin.clientGalleries, { body: { name: 'Polar Magazine', password: null } })).body.id as number;
  expect((await t.request('POST', API.admin.clientGalleryPhotos(gallery), { body: { itemIds: items.map((i) => i.id) } })).status).toBe(200);
  return { item: items[0]!.id, collection, gallery };
}

function address(path: string, ids: { item: number; collection: number; gallery: number }, missing = false): string {
  const id = missing ? 999_999 : path.startsWith('/api/admin/collections') ? ids.collection : path.startsWith('/api/admin/client-galleries') ? ids.gallery : ids.item;
  return path
    .replace(/:id\b/g, String(id))
    .replace(':itemId', String(missing ? 999_999 : ids.item))
    .replace(':kind', 'photo')
    .replace(':host', 'social.example')
    .replace(':list', 'pages')
    .replace(':name', 'nothing.jpg');
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');
/** Cursors no list made: not base64 JSON, another shape, a text where a number belongs, an endless number, a fraction. */
const MALFORMED = ['abc', 'Infinity.1', '1.5.2', b64('{"a":1}'), b64('[1e999,1]'), b64('[1e999]'), b64('["a","b"]'), b64('[1,2,3,4,5]'), b64('[1.5,2]'), b64('[null,1]'), b64('[1e400,"x",1]'), '99999999999999999999999', 'a'.repeat(400)];

/** The admin lists that page with a cursor (each must refuse a malformed one). */
const PAGED = [
  API.admin.blogPosts,
  API.admin.galleryItems,
  API.admin.galleryPicker,
  API.admin.heroImages,
  API.admin.categories,
  '/api/admin/collections/:id/items',
  API.admin.messages,
  API.admin.subscribers,
  '/api/admin/client-galleries/:id/photos',
  API.admin.shopOrders,
  API.admin.fediFollowers,
  '/api/admin/stats/site/:list',
];

const nextCursorOf = (res: { headers: Headers; body: unknown }) =>
  /rel="next"/.test(res.headers.get('link') ?? '') || (typeof res.body === 'object' && res.body !== null && typeof (res.body as { nextCursor?: unknown }).nextCursor === 'string');

describe('every admin route', () => {
  it('answers with Cache-Control: no-store, to the admin and to anyone else, found or not, read or written', async () => {
    const t = await createTestApp();
    const ids = await seed(t);
    const routes = adminRoutes(t);
    // The routing table holds every screen's routes (the shop, orders, fediverse, client galleries and the exports among them).
    for (const p of [API.admin.shopOrdersCsv, API.admin.subscribersCsv, API.admin.shopSettings, API.admin.fediverse, API.admin.clientGalleries, API.admin.siteTexts]) {
      expect(routes.some((r) => r.path === p)).toBe(true);
    }
    expect(routes.length).toBeGreaterThan(90);
    // Sign-outs last: they end the session the walk uses.
    const last = (r: Route) => (r.path.startsWith(API.admin.logout) ? 1 : 0);
    for (const r of [...routes].sort((a, b) => last(a) - last(b))) {
      const checks: [string, Awaited<ReturnType<TestApp['request']>>][] = [];
      if (r.method === 'GET') {
        checks.push([`${r.method} ${r.path}`, await t.get(address(r.path, ids))]);
        checks.push([`${r.method} ${r.path} (missing)`, await t.get(address(r.path, ids, true))]);
      } else {
        // Writes to things that do not exist (or with an empty body): refused or done, never kept by a cache.
        checks.push([`${r.method} ${r.path}`, await t.request(r.method, address(r.path, ids, true), { body: {} })]);
      }
      checks.push([`${r.method} ${r.path} (no session)`, await t.request(r.method, address(r.path, ids), { token: null, body: r.method === 'GET' ? undefined : {} })]);
      for (const [what, res] of checks) {
        expect(res.headers.get('cache-control'), `${what}: ${res.status}`).toBe('no-store');
        expect(res.status, `${what}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  }, 120_000);

  it('refuses a malformed cursor with 400 and a message on every list that pages; no other route fails on one', async () => {
    const t = await createTestApp();
    const ids = await seed(t);
    const gets = adminRoutes(t).filter((r) => r.method === 'GET');
    for (const p of PAGED) expect(gets.some((r) => r.path === p), p).toBe(true);
    for (const r of gets) {
      const base = address(r.path, ids);
      const first = await t.get(`${base}?limit=1`);
      // A list that hands out cursors is one of the paged lists this test knows.
      if (nextCursorOf(first)) expect(PAGED, `${r.path} pages: add it to PAGED`).toContain(r.path);
      for (const cursor of MALFORMED) {
        const res = await t.get(`${base}?limit=1&cursor=${encodeURIComponent(cursor)}`);
        const what = `${r.path}?cursor=${cursor.slice(0, 30)}: ${res.status} ${res.text.slice(0, 120)}`;
        expect(res.status, what).toBeLessThan(500);
        if (PAGED.includes(r.path)) {
          expect(res.status, what).toBe(400);
          expect(typeof res.body.message, what).toBe('string');
        }
      }
    }
  }, 120_000);
});
