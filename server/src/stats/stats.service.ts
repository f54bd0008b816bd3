import type { AdminStats } from '@portfolio/shared';
import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { blogPosts, categories, contactMessages, galleryItems, shopOrders } from '../db/schema';

export async function getStats(db: Db): Promise<AdminStats> {
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [posts, published, items, cats, messages, unread, review, orders] = await db.batch([
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.isPublished, true)),
    db.select({ n: count() }).from(galleryItems),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(contactMessages),
    db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
    // The admin list's "To review" filter, counted by the index on is_published.
    db.select({ n: count() }).from(galleryItems).where(eq(galleryItems.isPublished, false)),
    // Orders not opened yet, counted by the partial index on seen_at (migration 0025).
    db.select({ n: count() }).from(shopOrders).where(isNull(shopOrders.seenAt)),
  ]);
  return {
    blogPosts: n(posts),
    publishedPosts: n(published),
    galleryItems: n(items),
    categories: n(cats),
    contactMessages: n(messages),
    unreadMessages: n(unread),
    reviewItems: n(review),
    newOrders: n(orders),
  };
}
