import { describe, expect, it } from 'bun:test';
import { API, AdminStatsSchema } from '@portfolio/shared';
import { DB_KINDS, createTestApp } from '../../test/app';
import { makeCategory, makeItem, makeMessage, makePost } from '../../test/factories';

for (const kind of DB_KINDS) {
  describe(`[${kind}] GET /api/admin/stats`, () => {
    it('counts posts, published posts, items, items to review, categories, messages and unread messages', async () => {
      const t = await createTestApp(kind);
      await makePost(t.db);
      await makePost(t.db, { isPublished: true, publishedAt: new Date() });
      await makeItem(t.db);
      await makeItem(t.db, { isPublished: false });
      await makeItem(t.db, { isPublished: false });
      await makeCategory(t.db);
      await makeMessage(t.db);
      await makeMessage(t.db, { isRead: true });
      const res = await t.get(API.admin.stats);
      expect(AdminStatsSchema.parse(res.body)).toEqual({
        blogPosts: 2,
        publishedPosts: 1,
        galleryItems: 3,
        categories: 1,
        contactMessages: 2,
        unreadMessages: 1,
        reviewItems: 2,
        newOrders: 0,
      });
    });
  });
}
