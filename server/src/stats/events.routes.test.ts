import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { DB_KINDS, createTestApp, testSite, type TestApp } from '../../test/app';
import { makeItem, makePost } from '../../test/factories';
import { statsDaily, statsEvents, } from '../db/schema';
import { getSiteStats, rollupStats } from './visitor-stats.service';
import { statsLimits } from './events.routes';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const DAY_MS = 86_400_000;

const send = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.request('POST', API.events, { raw: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER, ...headers } });
const pageview = (path: string, extra: Record<string, unknown> = {}) => ({ type: 'pageview', path, language: 'en', ...extra });

for (const kind of DB_KINDS) {
  describe(`[${kind}] POST /api/events`, () => {
    it('answers 204 and keeps page views, photo views, viewer moves, post clicks and reads and contact submits', async () => {
      const t = await createTestApp(kind);
      const photo = await makeItem(t.db);
      const post = await makePost(t.db, { slug: 'ice', isPublished: true, publishedAt: new Date() });
      const res = await send(t, {
        events: [
          pageview('/sv/gallery', { referrer: 'https://www.example.org/some/page?q=1' }),
          { type: 'image_view', photoId: photo.id },
          { type: 'image_navigate', photoId: photo.id, direction: 'next' },
          { type: 'post_click', slug: 'ice' },
          pageview('/blog/ice', { language: 'nl' }),
          { type: 'contact_submit' },
        ],
      });
      expect(res.status).toBe(204);
      const rows = await t.db.select().from(statsEvents);
      expect(rows.map((r) => [r.kind, r.key, r.language, r.referrer])).toEqual([
        ['pageview', 'gallery', 'sv', 'example.org'],
        ['image_view', String(photo.id), '', ''],
        ['image_navigate', String(photo.id), '', ''],
        ['post_click', String(post.id), '', ''],
        ['pageview', 'post', 'nl', ''],
        ['post_read', String(post.id), '', ''],
        ['contact_submit', '', '', ''],
      ]);
      // One visitor: the same hash on every row, and no address or user agent anywhere.
      expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
      expect(JSON.stringify(rows)).not.toContain('Mozilla');
    });

    it('answers 400 for malformed JSON, unknown events, extra fields and empty or oversized batches', async () => {
      const t = await createTestApp(kind);
      for (const body of [
        '{not json',
        { events: [{ type: 'purchase' }] },
        { events: [pageview('/gallery', { email: 'a@b.c' })] },
        { events: [pageview('gallery')] },
        { events: [pageview('/', { language: 'de' })] },
        { events: [{ type: 'image_view', photoId: -1 }] },
        { events: [] },
        { events: Array.from({ length: 26 }, () => ({ type: 'contact_submit' })) },
        { events: [{ type: 'contact_submit' }], visitorId: 'abc' },
      ]) {
        const res = await send(t, body);
        expect(res.status).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
      expect(await t.count('statsEvents')).toBe(0);
      expect((await send(t, `{"events":[${'{"type":"contact_submit"},'.repeat(2000)}{"type":"contact_submit"}]}`)).status).toBe(413);
    });

    it('keeps nothing with Do Not Track or Global Privacy Control, nor from bots', async () => {
      const t = await createTestApp(kind);
      const batch = { events: [pageview('/')] };
      expect((await send(t, batch, { DNT: '1' })).status).toBe(204);
      expect((await send(t, batch, { 'Sec-GPC': '1' })).status).toBe(204);
      expect((await send(t, batch, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204);
      expect((await send(t, batch, { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0 Safari/537.36' })).status).toBe(204);
      expect((await send(t, batch, { 'User-Agent': '' })).status).toBe(204);
      expect(await t.count('statsEvents')).toBe(0);
      expect((await send(t, batch)).status).toBe(204);
      expect(await t.count('statsEvents')).toBe(1);
    });

    it('keeps nothing when STATS_ENABLED is off', async () => {
      const t = await createTestApp(kind, { STATS_ENABLED: 'off' });
      expect((await send(t, { events: [pageview('/')] })).status).toBe(204);
      expect(await t.count('statsEvents')).toBe(0);
    });

    it('drops photos and posts that are not published, and counts unknown addresses as one page', async () => {
      const t = await createTestApp(kind);
      const hidden = await makeItem(t.db, { isPublished: false });
      await makePost(t.db, { slug: 'draft' });
      await send(t, {
        events: [
          { type: 'image_view', photoId: hidden.id },
          { type: 'image_view', photoId: 999_999 },
          { type: 'post_click', slug: 'draft' },
          pageview('/blog/draft'),
          pageview('/en/wp-admin.php'),
        ],
      });
      const rows = await t.db.select().from(statsEvents);
      expect(rows.map((r) => [r.kind, r.key])).toEqual([
        ['pageview', '(other)'],
        ['pageview', '(other)'],
      ]);
    });

    it('counts every page of the table by its name (collections, the map, the shop\'s pages too), and none that is someone\'s own', async () => {
      const t = await createTestApp(kind);
      const site = await testSite();
      const photo = await makeItem(t.db);
      await makePost(t.db, { slug: 'ice', isPublished: true, publishedAt: new Date() });
      // An address of every page, in a language: its parameters name real things where they are checked.
      const sample: Record<string, string | number> = { id: photo.id, slug: 'ice', token: 'x'.repeat(32), action: 'confirm' };
      const address = (p: (typeof site.PUBLIC_PAGES)[number]) => `/sv${p.path === '/' ? '' : p.path.replace(/:(\w+)/g, (_, name: string) => String(sample[name] ?? 'x'))}`;
      const pages = site.PUBLIC_PAGES;
      for (let at = 0; at < pages.length; at += 20) await send(t, { events: pages.slice(at, at + 20).map((p) => pageview(address(p))) });
      const counted = (await t.db.select().from(statsEvents)).filter((r) => r.kind === 'pageview');
      const seen = pages.filter((p) => !p.unseen).map((p) => p.id);
      expect(counted.map((r) => r.key).sort()).toEqual([...seen].sort());
      expect(seen).toEqual(expect.arrayContaining(['collections', 'collection', 'map', 'cart', 'checkout']));
      // A client gallery, an order and a licence are someone's own: nothing of them is kept.
      expect(pages.filter((p) => p.unseen).map((p) => p.id).sort()).toEqual(['clientGallery', 'licence', 'order']);
      expect(JSON.stringify(counted)).not.toContain('xxxx');
      for (const r of counted) expect(r.language).toBe('sv');

      // On the dashboard they are pages of their own, by name.
      const day = counted[0]!.day;
      await rollupStats(t.db, statsLimits(t.env), Date.now() + DAY_MS);
      const folded = await t.db.select().from(statsDaily);
      expect(folded.filter((r) => r.kind === 'page' && r.day === day).map((r) => r.key).sort()).toEqual([...seen].sort());
    });

    it('refuses a flood from one address (429) and caps the events kept per day', async () => {
      const t = await createTestApp(kind, { STATS_RATE_LIMIT: '30', STATS_MAX_EVENTS_PER_DAY: '40' });
      const batch = { events: Array.from({ length: 10 }, () => pageview('/')) };
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(t, batch)).status);
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      expect(await t.count('statsEvents')).toBe(30);

      const capped = await createTestApp(kind, { STATS_MAX_EVENTS_PER_DAY: '25' });
      for (let i = 0; i < 5; i++) expect((await send(capped, batch)).status).toBe(204);
      expect(await capped.count('statsEvents')).toBe(25);
    });

    it('keeps the country from COUNTRY_HEADER and no referrer for the site itself', async () => {
      const t = await createTestApp(kind, { COUNTRY_HEADER: 'CF-IPCountry', PUBLIC_URL: 'https://photos.example.com' });
      await send(t, { events: [pageview('/', { referrer: 'https://photos.example.com/en/blog' })] }, { 'CF-IPCountry': 'se' });
      await send(t, { events: [pageview('/', { referrer: 'javascript:alert(1)' })] }, { 'CF-IPCountry': 'XX' });
      const rows = await t.db.select().from(statsEvents);
      expect(rows.map((r) => [r.country, r.referrer])).toEqual([
        ['SE', ''],
        ['', ''],
      ]);
    });

    it('folds a day into daily rows when the day is over, and keeps nothing that identifies a visitor', async () => {
      const t = await createTestApp(kind, { STATS_MAX_KEYS_PER_DAY: '2' });
      const photo = await makeItem(t.db);
      await send(t, { events: [pageview('/en'), pageview('/sv/gallery'), { type: 'image_view', photoId: photo.id }] });
      await send(t, { events: [pageview('/nl'), pageview('/blog'), pageview('/en/gallery')] }, { 'User-Agent': OTHER_BROWSER });
      await send(t, { events: [pageview('/en')] }, { 'User-Agent': OTHER_BROWSER });
      expect(await t.count('statsSalts')).toBe(1);

      // The clock moves to the next day.
      const tomorrow = Date.now() + DAY_MS;
      await rollupStats(t.db, statsLimits(t.env), tomorrow);
      expect(await t.count('statsEvents')).toBe(0);
      expect(await t.count('statsSalts')).toBe(0);
      const daily = await t.db.select().from(statsDaily);
      for (const row of daily) expect(row.key).not.toMatch(/^[0-9a-f]{16}$/);
      const byKind = (k: string) =>
        daily
          .filter((r) => r.kind === k)
          .map((r) => [r.key, r.views, r.visitors])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(byKind('site')).toEqual([['', 6, 2]]);
      // Two keys a day at most: the rest of the pages is '(other)'.
      expect(byKind('page')).toEqual([
        ['(other)', 1, 1],
        ['gallery', 2, 2],
        ['home', 3, 2],
      ]);
      // A plain address (/blog) is in the language the page was drawn in.
      expect(byKind('language')).toEqual([
        ['(other)', 1, 1],
        ['en', 4, 2],
        ['nl', 1, 1],
      ]);
      expect(byKind('photo_view')).toEqual([[String(photo.id), 1, 1]]);

      // Rolling up again adds nothing; the dashboard of the next day still shows the day before.
      await rollupStats(t.db, statsLimits(t.env), tomorrow);
      const stats = await getSiteStats(t.db, 7, statsLimits(t.env), tomorrow);
      expect(stats.totals).toMatchObject({ visitors: 2, pageViews: 6, imageViews: 1 });
      expect(stats.series.at(-2)).toMatchObject({ visitors: 2, pageViews: 6 });
      expect(stats.series.at(-1)).toMatchObject({ visitors: 0, pageViews: 0 });
    });

    it('deletes daily rows older than STATS_RETENTION_DAYS', async () => {
      const t = await createTestApp(kind, { STATS_RETENTION_DAYS: '3' });
      await send(t, { events: [pageview('/')] });
      await rollupStats(t.db, statsLimits(t.env), Date.now() + DAY_MS);
      expect(await t.count('statsDaily')).toBeGreaterThan(0);
      await rollupStats(t.db, statsLimits(t.env), Date.now() + 5 * DAY_MS);
      expect(await t.count('statsDaily')).toBe(0);
    });
  });
}
