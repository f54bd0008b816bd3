import { describe, expect, it } from 'bun:test';
import { API, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { DB_KINDS, type TestApp, createTestApp } from '../../test/app';
import { makeCategory, makeHero, makeItem, makeMessage, makePost } from '../../test/factories';
import { newsletterSubscribers } from '../db/schema';

/** Follows the `Link: <…>; rel="next"` headers from `first`, collecting the ids of every page. */
async function walk(t: TestApp, first: string, rowsOf: (body: any) => { id: number }[] = (b) => b) {
  const ids: number[] = [];
  const totals = new Set<string | null>();
  let pages = 0;
  let next: string | null = first;
  while (next) {
    const res: { status: number; headers: Headers; body: any } = await t.get(next);
    expect(res.status).toBe(200);
    ids.push(...rowsOf(res.body).map((r) => r.id));
    totals.add(res.headers.get(TOTAL_COUNT_HEADER));
    next = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
    pages++;
  }
  return { ids, totals: [...totals], pages };
}

for (const kind of DB_KINDS) {
  describe(`[${kind}] admin lists, paged with ?limit=&cursor=`, () => {
    it('page the blog posts, messages, hero images and categories in the order of the whole list', async () => {
      const t = await createTestApp(kind);
      for (let n = 0; n < 7; n++) {
        const at = new Date(Date.UTC(2026, 0, 1 + (n % 3)));
        await makePost(t.db, { createdAt: at, updatedAt: at });
        await makeMessage(t.db, { createdAt: at });
        await makeHero(t.db, { displayOrder: n % 2 });
        await makeCategory(t.db, { name: `Cat ${n % 4}` });
      }
      for (const path of [API.admin.blogPosts, API.admin.messages, API.admin.heroImages, API.admin.categories]) {
        const whole = await t.get(path);
        expect(whole.status).toBe(200);
        expect(whole.body).toHaveLength(7);
        const paged = await walk(t, `${path}?limit=3`);
        expect({ path, ids: paged.ids }).toEqual({ path, ids: whole.body.map((r: { id: number }) => r.id) });
        expect(paged.pages).toBe(3);
        expect(paged.totals).toEqual(['7']);
      }
    });

    it('counts a page of categories’ gallery items with the database', async () => {
      const t = await createTestApp(kind);
      const [a, b] = [await makeCategory(t.db, { name: 'Aurora' }), await makeCategory(t.db, { name: 'Birds' })];
      for (let n = 0; n < 5; n++) await makeItem(t.db, {}, n < 3 ? [a.id, b.id] : [b.id]);
      const page = await t.get(`${API.admin.categories}?limit=1`);
      expect(page.body.map((c: { name: string; itemCount: number }) => [c.name, c.itemCount])).toEqual([['Aurora', 3]]);
      const rest = await t.get(page.headers.get('link')!.slice(1, page.headers.get('link')!.indexOf('>')));
      expect(rest.body.map((c: { name: string; itemCount: number }) => [c.name, c.itemCount])).toEqual([['Birds', 5]]);
    });

    it('pages the filtered subscribers and keeps the counts beside them', async () => {
      const t = await createTestApp(kind);
      for (let n = 0; n < 5; n++) {
        await t.db.insert(newsletterSubscribers).values({ email: `reader${n}@example.com`, status: n < 4 ? 'confirmed' : 'pending', unsubscribeToken: `token-${n}-0123456789abcdef` });
      }
      const whole = await t.get(`${API.admin.subscribers}?status=confirmed`);
      const paged = await walk(t, `${API.admin.subscribers}?status=confirmed&limit=3`, (b) => b.subscribers);
      expect(paged.ids).toEqual(whole.body.subscribers.map((s: { id: number }) => s.id));
      expect(paged.ids).toHaveLength(4);
      expect(paged.totals).toEqual(['4']);
      const first = await t.get(`${API.admin.subscribers}?status=confirmed&limit=3`);
      expect(first.body.counts).toEqual({ pending: 1, confirmed: 4, unsubscribed: 0 });
    });

    it('exports every subscriber once in the CSV, written a page at a time', async () => {
      const t = await createTestApp(kind);
      const rows = Array.from({ length: 1203 }, (_, n) => ({ email: `reader${n}@example.com`, unsubscribeToken: `token-${n}-0123456789abcdef` }));
      for (let at = 0; at < rows.length; at += 300) await t.db.insert(newsletterSubscribers).values(rows.slice(at, at + 300));
      const csv = await t.app.request(API.admin.subscribersCsv, { headers: { Authorization: `Bearer ${t.token}` } });
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines).toHaveLength(1 + 1203);
      expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(1203);
    });

    it('answers 400 with a message for a bad limit or a cursor that is not one of ours', async () => {
      const t = await createTestApp(kind);
      for (const q of ['limit=0', 'limit=abc', 'limit=100000', 'cursor=nonsense']) {
        const res = await t.get(`${API.admin.blogPosts}?${q}`);
        expect({ q, status: res.status }).toEqual({ q, status: 400 });
        expect(typeof res.body.message).toBe('string');
      }
    });

    it('requires authentication for a page as for the list', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('GET', `${API.admin.messages}?limit=2`, { token: null });
      expect(res.status).toBe(401);
    });
  });
}
