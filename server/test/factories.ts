import type { Db } from '../src/db/client';
import { blogPosts, categories, contactMessages, galleryItemCategories, galleryItems, heroImages } from '../src/db/schema';
import { bumpContentVersion } from '../src/services/content-version';

let seq = 0;
const next = () => ++seq;

export async function makeCategory(db: Db, o: Partial<typeof categories.$inferInsert> = {}) {
  const n = next();
  const row = await db.insert(categories).values({ name: `Categorie ${n}`, ...o }).returning().get();
  await bumpContentVersion(db);
  return row;
}

export async function makeItem(db: Db, o: Partial<typeof galleryItems.$inferInsert> = {}, categoryIds: number[] = []) {
  const n = next();
  const row = await db
    .insert(galleryItems)
    .values({ url: `/media/photo-${n}.jpg`, title: `Photo ${n}`, ...o })
    .returning()
    .get();
  if (categoryIds.length) await db.insert(galleryItemCategories).values(categoryIds.map((categoryId) => ({ itemId: row.id, categoryId })));
  await bumpContentVersion(db);
  return row;
}

export async function makePost(db: Db, o: Partial<typeof blogPosts.$inferInsert> = {}) {
  const n = next();
  const now = new Date();
  const row = await db
    .insert(blogPosts)
    .values({ slug: `post-${n}`, titleNl: `Bericht ${n}`, contentNl: '<p>Inhoud</p>', createdAt: now, updatedAt: now, ...o })
    .returning()
    .get();
  await bumpContentVersion(db);
  return row;
}

export async function makeHero(db: Db, o: Partial<typeof heroImages.$inferInsert> = {}) {
  const n = next();
  const row = await db.insert(heroImages).values({ url: `/media/hero-${n}.jpg`, alt: `Hero ${n}`, ...o }).returning().get();
  await bumpContentVersion(db);
  return row;
}

export async function makeMessage(db: Db, o: Partial<typeof contactMessages.$inferInsert> = {}) {
  const n = next();
  return db
    .insert(contactMessages)
    .values({ name: `Sender ${n}`, email: `s${n}@example.com`, subject: 'general', message: 'Hello', ...o })
    .returning()
    .get();
}
