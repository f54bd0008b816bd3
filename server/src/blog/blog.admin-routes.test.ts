import { describe, expect, it } from 'bun:test';
import { API, BlogPostAdminListItemSchema, BlogPostAdminSchema, DUTCH_REQUIRED_MESSAGE } from '@portfolio/shared';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';

const form = { titleNl: 'Noorderlicht boven IJsland!', contentNl: '<p>Tekst</p>', isPublished: false };

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/blog/posts`, () => {
    it('creates a draft with a slug from the Dutch title, and -2, -3 for taken slugs', async () => {
      const t = await createTestApp(kind);
      const slugs = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.request('POST', API.admin.blogPosts, { body: form });
        expect(res.status).toBe(201);
        const post = BlogPostAdminSchema.parse(res.body);
        expect(post.publishedAt).toBeNull();
        slugs.push(post.slug);
      }
      expect(slugs).toEqual(['noorderlicht-boven-ijsland', 'noorderlicht-boven-ijsland-2', 'noorderlicht-boven-ijsland-3']);
    });

    it('stores empty English/Swedish content as null and empty optional text as null', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.blogPosts, {
        body: { ...form, titleEn: '  ', contentEn: '<p></p>', contentSv: '', excerptNl: '' },
      });
      expect(res.body).toMatchObject({ titleEn: null, contentEn: null, contentSv: null, excerptNl: null });
    });

    it('accepts content as an editor document and stores it as sanitized HTML', async () => {
      const t = await createTestApp(kind);
      const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hoi' }] }] };
      const res = await t.request('POST', API.admin.blogPosts, { body: { ...form, contentNl: doc } });
      expect(res.status).toBe(201);
      expect(res.body.contentNl).toBe('<p>Hoi</p>');
      // HTML is sanitized when it is written: the site shows it as stored.
      const html = await t.request('PUT', API.admin.blogPost(res.body.id), { body: { ...form, contentNl: '<p onclick="x()">Hoi<script>alert(1)</script></p>', contentEn: '<p>Hi <a href="javascript:alert(1)">x</a></p>' } });
      expect(html.body.contentNl).toBe('<p>Hoi</p>');
      expect(html.body.contentEn).toMatch(/^<p>Hi <a[^>]*>x<\/a><\/p>$/);
      expect(html.body.contentEn).not.toContain('javascript:');
    });

    it('sets publishedAt when first published and keeps it; the slug stays once published', async () => {
      const t = await createTestApp(kind);
      const created = BlogPostAdminSchema.parse((await t.request('POST', API.admin.blogPosts, { body: form })).body);
      const renamed = await t.request('PUT', API.admin.blogPost(created.id), { body: { ...form, titleNl: 'Walvissen' } });
      expect(renamed.body.slug).toBe('walvissen');
      const published = BlogPostAdminSchema.parse(
        (await t.request('PUT', API.admin.blogPost(created.id), { body: { ...form, titleNl: 'Walvissen', isPublished: true } })).body,
      );
      expect(published.publishedAt).not.toBeNull();
      await Bun.sleep(5);
      const again = BlogPostAdminSchema.parse(
        (await t.request('PUT', API.admin.blogPost(created.id), { body: { ...form, titleNl: 'Orka', isPublished: true } })).body,
      );
      expect(again.publishedAt).toBe(published.publishedAt);
      expect(again.slug).toBe('walvissen');
      expect(again.titleNl).toBe('Orka');
      const unpublished = await t.request('PUT', API.admin.blogPost(created.id), { body: { ...form, isPublished: false } });
      expect(unpublished.body.isPublished).toBe(false);
    });

    it('lists, gets and deletes posts', async () => {
      const t = await createTestApp(kind);
      const post = (await t.request('POST', API.admin.blogPosts, { body: { ...form, featuredImage: '/media/h.jpg' } })).body;
      const list = z.array(BlogPostAdminListItemSchema).parse((await t.get(API.admin.blogPosts)).body);
      expect(list[0]).toMatchObject({ id: post.id, title: form.titleNl, headerImage: '/media/h.jpg', isPublished: false });
      expect(BlogPostAdminSchema.parse((await t.get(API.admin.blogPost(post.id))).body).id).toBe(post.id);
      expect((await t.request('DELETE', API.admin.blogPost(post.id))).status).toBe(200);
      expect(await t.count('blogPosts')).toBe(0);
    });

    it('requires the Dutch title and content, and validates the rest', async () => {
      const t = await createTestApp(kind);
      for (const body of [{ contentNl: '<p>x</p>' }, { titleNl: 'x' }, { titleNl: 'x', contentNl: '<p> </p>' }]) {
        const res = await t.request('POST', API.admin.blogPosts, { body });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(DUTCH_REQUIRED_MESSAGE);
      }
      expect((await t.request('POST', API.admin.blogPosts, { body: { ...form, titleNl: 'x'.repeat(301) } })).status).toBe(400);
      expect((await t.request('POST', API.admin.blogPosts, { body: { ...form, isPublished: 1 } })).status).toBe(400);
      expect((await t.request('POST', API.admin.blogPosts, { raw: '[' })).status).toBe(400);
      const missing = await t.get(API.admin.blogPost(12));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Blog post not found');
      expect((await t.request('PUT', API.admin.blogPost(12), { body: form })).status).toBe(404);
      expect((await t.request('DELETE', API.admin.blogPost(12))).status).toBe(404);
      expect(await t.count('blogPosts')).toBe(0);
    });
  });
}
