import { describe, expect, it } from 'bun:test';
import { API, PhotoStatsSchema, PostStatsSchema, SiteStatsSchema, StatsPhotoRowSchema, StatsPostRowSchema, StatsRowSchema, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { z } from 'zod';
import { DB_KINDS, createTestApp, type TestApp } from '../../test/app';
import { statsDaily } from '../db/schema';
import { makeItem, makePost } from '../../test/factories';
import { newsletterSubscribers } from '../db/schema';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const send = (t: TestApp, events: unknown[], headers: Record<string, string> = {}) =>
  t.request('POST', API.events, { body: { events }, headers: { 'User-Agent': BROWSER, ...headers } });

for (const kind of DB_KINDS) {
  describe(`[${kind}] GET /api/admin/stats/site`, () => {
    it('requires authentication', async () => {
      const t = await createTestApp(kind);
      expect((await t.get(API.admin.siteStats, { token: null })).status).toBe(401);
      expect((await t.get(API.admin.photoStats(1), { token: null })).status).toBe(401);
      expect((await t.get(API.admin.postStats(1), { token: null })).status).toBe(401);
    });

    it('sums the kept days in the database: the top 20 pages and 12 photos, and totals over every key', async () => {
      const t = await createTestApp(kind);
      const today = new Date().toISOString().slice(0, 10);
      const rows = [];
      for (let d = 1; d <= 20; d++) {
        const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
        rows.push({ day, kind: 'site', key: '', views: 100, visitors: 10 });
        for (let p = 0; p < 60; p++) rows.push({ day, kind: 'page', key: `/page-${String(p).padStart(2, '0')}`, views: p + 1, visitors: 1 });
        for (let i = 1; i <= 40; i++) rows.push({ day, kind: 'photo_view', key: String(i), views: i, visitors: 1 });
      }
      for (let at = 0; at < rows.length; at += 400) await t.db.insert(statsDaily).values(rows.slice(at, at + 400));
      const stats = (await t.get(`${API.admin.siteStats}?days=30`)).body;
      expect(stats.pages).toHaveLength(20);
      expect(stats.pages[0]).toEqual({ key: '/page-59', views: 60 * 20, visitors: 20 });
      expect(stats.totals.imageViews).toBe(20 * ((40 * 41) / 2));
      expect(stats.totals.pageViews).toBe(20 * 100);
      expect(stats.series.find((s: { day: string }) => s.day === today)).toEqual({ day: today, visitors: 0, pageViews: 0 });
    });

    it("shows today's visitors, views, top photos and posts, languages, referrers and countries", async () => {
      const t = await createTestApp(kind, { COUNTRY_HEADER: 'CF-IPCountry' });
      const seal = await makeItem(t.db, { title: 'Seal', thumbnailUrl: '/media/seal-400.webp' });
      const fox = await makeItem(t.db, { title: 'Fox' });
      const post = await makePost(t.db, { slug: 'svalbard', titleNl: 'Svalbard', isPublished: true, publishedAt: new Date() });
      await send(t, [
        { type: 'pageview', path: '/sv', language: 'sv', referrer: 'https://duckduckgo.com/' },
        { type: 'image_view', photoId: seal.id },
        { type: 'image_navigate', photoId: fox.id, direction: 'next' },
        { type: 'image_navigate', photoId: seal.id, direction: 'previous' },
      ], { 'CF-IPCountry': 'SE' });
      await send(t, [
        { type: 'pageview', path: '/en/blog', language: 'en' },
        { type: 'post_click', slug: 'svalbard' },
        { type: 'pageview', path: '/en/blog/svalbard', language: 'en' },
        { type: 'contact_submit' },
      ], { 'User-Agent': `${BROWSER} Edg/140.0`, 'CF-IPCountry': 'NL' });
      await t.db.insert(newsletterSubscribers).values({ email: 'reader@example.com' });

      const res = await t.get(`${API.admin.siteStats}?days=7`);
      expect(res.status).toBe(200);
      const stats = SiteStatsSchema.parse(res.body);
      expect(stats.series).toHaveLength(7);
      expect(stats.series.at(-1)).toMatchObject({ visitors: 2, pageViews: 3 });
      expect(stats.totals).toEqual({
        visitors: 2,
        pageViews: 3,
        imageViews: 1,
        imageNavigations: 2,
        postClicks: 1,
        postReads: 1,
        contactSubmits: 1,
        newsletterSignups: 1,
      });
      expect(stats.topPhotos).toEqual([
        { id: seal.id, title: 'Seal', thumbnailUrl: '/media/seal-400.webp', views: 1, navigations: 1 },
        { id: fox.id, title: 'Fox', thumbnailUrl: fox.url, views: 0, navigations: 1 },
      ]);
      expect(stats.topPosts).toEqual([{ id: post.id, slug: 'svalbard', title: 'Svalbard', reads: 1, clicks: 1 }]);
      expect(stats.languages).toEqual([
        { key: 'en', views: 2, visitors: 1 },
        { key: 'sv', views: 1, visitors: 1 },
      ]);
      expect(stats.referrers).toEqual([{ key: 'duckduckgo.com', views: 1, visitors: 1 }]);
      expect(stats.countries.map((c) => c.key).sort()).toEqual(['NL', 'SE']);
      expect(stats.pages.map((p) => p.key).sort()).toEqual(['blog', 'home', 'post']);

      const photo = PhotoStatsSchema.parse((await t.get(API.admin.photoStats(seal.id))).body);
      expect(photo).toEqual({ views: { last30: 1, total: 1 }, navigations: { last30: 1, total: 1 } });
      const postStats = PostStatsSchema.parse((await t.get(API.admin.postStats(post.id))).body);
      expect(postStats).toEqual({ reads: { last30: 1, total: 1 }, clicks: { last30: 1, total: 1 } });
    });

    it('pages a ranked list by views with the whole count and a next link, today\'s raw events included', async () => {
      const t = await createTestApp(kind);
      const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const rows = Array.from({ length: 45 }, (_, p) => ({ day, kind: 'page', key: `/page-${String(p).padStart(2, '0')}`, views: p + 1, visitors: 1 }));
      await t.db.insert(statsDaily).values(rows);
      await send(t, [{ type: 'pageview', path: '/en/blog', language: 'en' }]);

      const keys: string[] = [];
      let next: string | null = `${API.admin.siteStatsList('pages')}?days=7&limit=20`;
      let pages = 0;
      while (next) {
        const res: { status: number; headers: Headers; body: unknown } = await t.get(next);
        expect(res.status).toBe(200);
        expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('46');
        keys.push(...z.array(StatsRowSchema).parse(res.body).map((r) => r.key));
        next = res.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
        pages++;
      }
      expect(pages).toBe(3);
      expect(keys).toHaveLength(46);
      expect(new Set(keys).size).toBe(46);
      expect(keys.slice(0, 2)).toEqual(['/page-44', '/page-43']);
      expect(keys).toContain('blog');

      const languages = await t.get(`${API.admin.siteStatsList('languages')}?days=7`);
      expect(languages.body).toEqual([{ key: 'en', views: 1, visitors: 1 }]);
      expect((await t.get(`${API.admin.siteStatsList('visitors')}?days=7`)).status).toBe(400);
      expect((await t.get(`${API.admin.siteStatsList('pages')}?days=7&cursor=nonsense`)).status).toBe(400);
      expect((await t.get(`${API.admin.siteStatsList('pages')}?days=7`, { token: null })).status).toBe(401);
    });

    it('pages the top photos and posts by both their counts, with titles, leaving deleted ones out', async () => {
      const t = await createTestApp(kind);
      const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const photos = [];
      for (let i = 0; i < 15; i++) photos.push(await makeItem(t.db, { title: `Photo ${i}` }));
      const rows = photos.flatMap((p, i) => [
        { day, kind: 'photo_view', key: String(p.id), views: i + 1, visitors: 1 },
        { day, kind: 'photo_nav', key: String(p.id), views: 2, visitors: 1 },
      ]);
      const post = await makePost(t.db, { slug: 'lofoten', titleNl: 'Lofoten', isPublished: true, publishedAt: new Date() });
      rows.push({ day, kind: 'post_read', key: String(post.id), views: 4, visitors: 2 }, { day, kind: 'post_click', key: String(post.id), views: 1, visitors: 1 });
      await t.db.insert(statsDaily).values(rows);

      const first = await t.get(`${API.admin.siteStatsList('photos')}?days=7&limit=12`);
      expect(first.status).toBe(200);
      expect(first.headers.get(TOTAL_COUNT_HEADER)).toBe('15');
      const top = z.array(StatsPhotoRowSchema).parse(first.body);
      expect(top).toHaveLength(12);
      expect(top[0]).toEqual({ id: photos[14]!.id, title: 'Photo 14', thumbnailUrl: photos[14]!.url, views: 15, navigations: 2 });
      const next = first.headers.get('link')?.match(/^<([^>]+)>; rel="next"$/)?.[1];
      const rest = z.array(StatsPhotoRowSchema).parse((await t.get(next!)).body);
      expect(rest.map((r) => r.title)).toEqual(['Photo 2', 'Photo 1', 'Photo 0']);

      const posts = await t.get(`${API.admin.siteStatsList('posts')}?days=7`);
      expect(z.array(StatsPostRowSchema).parse(posts.body)).toEqual([{ id: post.id, slug: 'lofoten', title: 'Lofoten', reads: 4, clicks: 1 }]);
    });

    it('answers 400 for a range that is not 7, 30 or 365 days', async () => {
      const t = await createTestApp(kind);
      expect((await t.get(`${API.admin.siteStats}?days=12`)).status).toBe(400);
      expect((await t.get(`${API.admin.siteStats}?days=365`)).status).toBe(200);
    });
  });
}
