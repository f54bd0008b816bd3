import type { Db } from '../src/db/db-type';
import { blogPosts, categories, contactMessages, galleryItemCategories, galleryItems, heroImages } from '../src/db/schema';
import { mediaRefOf } from '../src/media/media-ref';
import { addPostMedia, mediaKeysInTexts, storedKeys } from '../src/media/post-media';
import { bumpContentVersion } from '../src/lib/content-version';

/** A row's media as the API stores it: a URL of a stored upload becomes its key. */
const stored = async (db: Db, o: { url?: string | null; mediaHash?: string | null }, fallbackUrl: string) =>
  o.mediaHash || o.url !== undefined ? mediaRefOf(db, { mediaHash: o.mediaHash, url: o.url }) : { url: fallbackUrl, mediaHash: null };

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
    .values({ title: `Photo ${n}`, ...o, ...(await stored(db, o, `/media/photo-${n}.jpg`)) })
    .returning()
    .get();
  if (categoryIds.length) await db.insert(galleryItemCategories).values(categoryIds.map((categoryId) => ({ itemId: row.id, categoryId })));
  await bumpContentVersion(db);
  return row;
}

async function header(db: Db, o: Partial<typeof blogPosts.$inferInsert>) {
  if (!o.featuredImage && !o.featuredMediaHash) return {};
  const ref = await mediaRefOf(db, { mediaHash: o.featuredMediaHash, url: o.featuredImage });
  return { featuredImage: ref.url, featuredMediaHash: ref.mediaHash };
}

export async function makePost(db: Db, o: Partial<typeof blogPosts.$inferInsert> = {}) {
  const n = next();
  const now = new Date();
  const row = await db
    .insert(blogPosts)
    .values({ slug: `post-${n}`, titleNl: `Bericht ${n}`, contentNl: '<p>Inhoud</p>', createdAt: now, updatedAt: now, ...o, ...(await header(db, o)) })
    .returning()
    .get();
  const photos = await storedKeys(db, mediaKeysInTexts([row.contentNl, row.contentEn, row.contentSv]));
  await addPostMedia(db, row.id, photos);
  await bumpContentVersion(db);
  return row;
}

export async function makeHero(db: Db, o: Partial<typeof heroImages.$inferInsert> = {}) {
  const n = next();
  const row = await db
    .insert(heroImages)
    .values({ alt: `Hero ${n}`, ...o, ...(await stored(db, o, `/media/hero-${n}.jpg`)) })
    .returning()
    .get();
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
