import { describe, expect, it } from 'bun:test';
import { API, BlogPostSchema, BlogPostSummarySchema, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DB_KINDS, type TestResponse, createTestApp } from '../../test/app';
import { makePost } from '../../test/factories';
import { blogPosts } from '../db/schema';
import { bumpContentVersion } from '../lib/content-version';

for (const kind of DB_KINDS) {
  describe(`[${kind}] GET /api/blog/posts`, () => {
    it('lists published posts newest first, with limit and language fallback', async () => {
      const t = await createTestApp(kind);
      const at = (s: string) => ({ isPublished: true, publishedAt: new Date(s) });
      const a = await makePost(t.db, { ...at('2024-01-01'), titleNl: 'Vos', titleEn: 'Fox', excerptNl: 'Kort' });
      const b = await makePost(t.db, { ...at('2024-05-01'), titleNl: 'Uil', titleSv: '' });
      const c = await makePost(t.db, at('2023-01-01'));
      await makePost(t.db, { isPublished: false });
      const all = z.array(BlogPostSummarySchema).parse((await t.get(API.blogPosts)).body);
      expect(all.map((p) => p.id)).toEqual([b.id, a.id, c.id]);
      const preview = z.array(BlogPostSummarySchema).parse((await t.get(`${API.blogPosts}?limit=2`)).body);
      expect(preview).toHaveLength(2);
      const en = (await t.get(`${API.blogPosts}?language=en`)).body as { id: number; title: string; excerpt: string }[];
      expect(en.find((p) => p.id === a.id)).toMatchObject({ title: 'Fox', excerpt: 'Kort' });
      const sv = (await t.get(`${API.blogPosts}?language=sv`)).body as { id: number; title: string }[];
      expect(sv.find((p) => p.id === b.id)!.title).toBe('Uil');
      expect((await t.get(`${API.blogPosts}?language=fr`)).status).toBe(400);
    });

    it('pages by cursor in a Link header, with the number of posts in a header', async () => {
      const t = await createTestApp(kind);
      for (let i = 1; i <= 5; i++) await makePost(t.db, { isPublished: true, publishedAt: new Date(Date.UTC(2024, 0, i)), titleNl: `Bericht ${i}` });
      const titles: string[] = [];
      let next: string | null = `${API.blogPosts}?language=nl&limit=2`;
      while (next) {
        const res: TestResponse = await t.get(next);
        expect(res.headers.get(TOTAL_COUNT_HEADER)).toBe('5');
        titles.push(...z.array(BlogPostSummarySchema).parse(res.body).map((p) => p.title));
        next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1] ?? null;
      }
      expect(titles).toEqual(['Bericht 5', 'Bericht 4', 'Bericht 3', 'Bericht 2', 'Bericht 1']);
      expect((await t.get(`${API.blogPosts}?limit=2&cursor=nope`)).status).toBe(400);
    });

    it('answers the whole blog to a call without paging, streamed past its batches, and a 304 for the same version', async () => {
      const t = await createTestApp(kind);
      const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000);
      await t.db.insert(blogPosts).values(
        Array.from({ length: 230 }, (_, i) => ({ slug: `dag-${i}`, titleNl: `Dag ${i}`, contentNl: '<p>Inhoud</p>', isPublished: i % 10 !== 0, publishedAt: day(i), createdAt: day(i), updatedAt: day(i) })),
      );
      await bumpContentVersion(t.db);
      const res = await t.get(`${API.blogPosts}?language=en`);
      expect(res.status).toBe(200);
      const titles = z.array(BlogPostSummarySchema).parse(res.body).map((p) => p.title);
      const published = Array.from({ length: 230 }, (_, i) => 229 - i).filter((i) => i % 10 !== 0);
      expect(titles).toEqual(published.map((i) => `Dag ${i}`));
      expect((await t.get(`${API.blogPosts}?language=en`, { headers: { 'If-None-Match': res.headers.get('etag')! } })).status).toBe(304);
    });
  });

  describe(`[${kind}] GET /api/blog/posts/:slug`, () => {
    it('answers the post in the asked language and counts a view once per visitor and day, never for bots', async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: 'on' });
      const post = await makePost(t.db, {
        slug: 'walvis',
        isPublished: true,
        publishedAt: new Date(),
        titleNl: 'Walvis',
        titleEn: 'Whale',
        contentNl: '<p>NL</p>',
        contentEn: null,
        featuredImage: '/media/w.jpg',
      });
      const visitor = (ip: string, userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15') => ({
        headers: { 'X-Forwarded-For': ip, 'User-Agent': userAgent },
      });
      const first = await t.get(`${API.blogPost('walvis')}?language=en`, visitor('203.0.113.1'));
      expect(first.status).toBe(200);
      const body = BlogPostSchema.parse(first.body);
      expect(body).toMatchObject({ title: 'Whale', content: '<p>NL</p>', headerImage: '/media/w.jpg', viewCount: 1 });
      expect(first.headers.get('cache-control')).toBe('no-store');
      // Ten reloads by the same visitor count once.
      for (let i = 0; i < 10; i++) expect((await t.get(API.blogPost('walvis'), visitor('203.0.113.1'))).body.viewCount).toBe(1);
      expect((await t.request('POST', API.blogPostView('walvis'), visitor('203.0.113.1'))).body.viewCount).toBe(1);
      // Crawlers and scripts never count.
      expect((await t.get(API.blogPost('walvis'), visitor('203.0.113.9', 'Googlebot/2.1 (+http://www.google.com/bot.html)'))).body.viewCount).toBe(1);
      expect((await t.get(API.blogPost('walvis'), { headers: { 'X-Forwarded-For': '203.0.113.8' } })).body.viewCount).toBe(1);
      // Another visitor counts.
      const second = await t.get(API.blogPost('walvis'), visitor('203.0.113.2'));
      expect(second.body.viewCount).toBe(2);
      const row = await t.db.select().from(blogPosts).where(eq(blogPosts.id, post.id)).get();
      expect(row!.viewCount).toBe(2);
    });

    it('answers 404 for an unpublished or missing post and counts nothing', async () => {
      const t = await createTestApp(kind);
      await makePost(t.db, { slug: 'concept', isPublished: false });
      for (const slug of ['concept', 'does-not-exist']) {
        const res = await t.get(API.blogPost(slug));
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Blog post not found');
      }
      const row = await t.db.select().from(blogPosts).where(eq(blogPosts.slug, 'concept')).get();
      expect(row!.viewCount).toBe(0);
    });

    it('shows new content after an edit', async () => {
      const t = await createTestApp(kind);
      const post = await makePost(t.db, { slug: 'zee', isPublished: true, publishedAt: new Date(), titleNl: 'Zee' });
      expect((await t.get(API.blogPost('zee'))).body.title).toBe('Zee');
      await t.request('PUT', API.admin.blogPost(post.id), { body: { titleNl: 'Oceaan', contentNl: '<p>x</p>', isPublished: true } });
      expect((await t.get(API.blogPost('zee'))).body.title).toBe('Oceaan');
    });
  });
}
