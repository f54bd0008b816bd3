import { sanitizedOrNull } from '../db/sanitize-stored-texts';
import {
  slugify,
  withSlugSuffix,
  type CollectionAdmin,
  type CollectionInputSchema,
  type CollectionUpdateSchema,
  type CollectionItemsAdminPage,
} from '@portfolio/shared';
import { and, asc, count, desc, eq, gt, inArray, like, lt, max, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import type { Db } from '../db/db-type';
import { type CollectionRow, toCollectionAdmin } from '../db/mappers';
import { collectionItems, collections, galleryItems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { mediaByKey } from '../media/assets';
import { writeContent } from '../lib/content-version';
import { decodeNumberCursor, encodeCursor } from '../lib/cursor';

export const COLLECTION_NOT_FOUND = 'Collection not found';

export type CollectionInput = z.output<typeof CollectionInputSchema>;
export type CollectionUpdate = z.output<typeof CollectionUpdateSchema>;

/** Rows per multi-row INSERT, well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 300;

async function getRow(db: Db, id: number): Promise<CollectionRow> {
  const row = await db.select().from(collections).where(eq(collections.id, id)).get();
  if (!row) throw new AppError('not_found', COLLECTION_NOT_FOUND);
  return row;
}

/** Throws not found unless the collection exists. */
export async function assertCollectionExists(db: Db, id: number): Promise<void> {
  await getRow(db, id);
}

/** Item counts and cover thumbnails of the given collections, in two lookups. */
async function toAdmin(db: Db, rows: CollectionRow[]): Promise<CollectionAdmin[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const counts = new Map(
    (await db.select({ id: collectionItems.collectionId, n: count() }).from(collectionItems).where(inArray(collectionItems.collectionId, ids)).groupBy(collectionItems.collectionId)).map((r) => [r.id, r.n]),
  );
  // The cover, else the first item.
  const firstItem = sql<number | null>`(SELECT ${collectionItems.itemId} FROM ${collectionItems} WHERE ${collectionItems.collectionId} = ${collections.id} ORDER BY ${collectionItems.position}, ${collectionItems.itemId} LIMIT 1)`;
  const covers = await db
    .select({ id: collections.id, hash: galleryItems.mediaHash, thumb: galleryItems.thumbnailUrl, url: galleryItems.url })
    .from(collections)
    .innerJoin(galleryItems, eq(galleryItems.id, sql`coalesce(${collections.coverItemId}, ${firstItem})`))
    .where(inArray(collections.id, ids));
  const media = await mediaByKey(db, covers.map((c) => c.hash));
  const thumbs = new Map(covers.map((c) => [c.id, (c.hash ? media.get(c.hash)?.thumbnailUrl : null) ?? c.thumb ?? c.url]));
  return rows.map((r) => toCollectionAdmin(r, counts.get(r.id) ?? 0, thumbs.get(r.id) ?? null));
}

export async function listAdminCollections(db: Db): Promise<CollectionAdmin[]> {
  return toAdmin(db, await db.select().from(collections).orderBy(desc(collections.updatedAt), desc(collections.id)));
}

export async function getAdminCollection(db: Db, id: number): Promise<CollectionAdmin> {
  return (await toAdmin(db, [await getRow(db, id)]))[0]!;
}

/** Slug from the Dutch title; taken slugs get -2, -3 ... appended. */
async function uniqueSlug(db: Db, title: string, exceptId?: number): Promise<string> {
  const base = slugify(title) || 'collectie';
  const rows = await db
    .select({ slug: collections.slug, id: collections.id })
    .from(collections)
    .where(or(eq(collections.slug, base), like(collections.slug, `${base.replace(/[%_\\]/g, '\\$&')}-%`)));
  const taken = new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug));
  for (let n = 1; ; n++) {
    const candidate = withSlugSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

export const PRIVATE_NOT_COLLECTED = 'A private photo of a client gallery cannot be in a collection';

/**
 * Throws unless every id is a photo of the gallery that may be shown in a collection: a client
 * gallery's private photo never may (409), so a collection, its cover and its neighbours never show one.
 */
async function assertItemsCollectable(db: Db, ids: number[], path: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.select({ n: count(), privates: sql<number>`coalesce(sum(${galleryItems.isPrivate}), 0)` }).from(galleryItems).where(inArray(galleryItems.id, ids)).get();
  if ((found?.n ?? 0) !== ids.length) throw new AppError('bad_request', 'Some of these photos do not exist', [{ path, message: 'Some of these photos do not exist' }]);
  if (Number(found?.privates ?? 0) > 0) throw new AppError('conflict', PRIVATE_NOT_COLLECTED, [{ path, message: PRIVATE_NOT_COLLECTED }]);
}

const isUniqueError = (err: unknown) => String((err as Error)?.message ?? err).includes('UNIQUE');

/** The introductions sent, as stored: sanitized (the site shows them as stored), blank as null. */
function sanitizedIntros<T extends Partial<Pick<CollectionInput, 'introNl' | 'introEn' | 'introSv'>>>(input: T): T {
  const out = { ...input };
  for (const key of ['introNl', 'introEn', 'introSv'] as const) if (out[key] !== undefined) out[key] = sanitizedOrNull(out[key]);
  return out;
}

export async function createCollection(db: Db, input: CollectionInput): Promise<CollectionAdmin> {
  if (input.coverItemId) await assertItemsCollectable(db, [input.coverItemId], 'coverItemId');
  for (let attempt = 0; ; attempt++) {
    const now = new Date();
    try {
      const [rows] = await writeContent(db, [
        db.insert(collections).values({ ...sanitizedIntros(input), coverItemId: input.coverItemId ?? null, slug: await uniqueSlug(db, input.titleNl), createdAt: now, updatedAt: now }).returning(),
      ]);
      return getAdminCollection(db, rows[0]!.id);
    } catch (err) {
      // Two saves racing for one slug: the unique index refuses one; try again with the next suffix.
      if (!isUniqueError(err) || attempt >= 3) throw err;
    }
  }
}

/**
 * Saves the fields sent; the others keep their values. The slug follows the Dutch title until the
 * collection is first published; then its address stays.
 */
export async function updateCollection(db: Db, id: number, input: CollectionUpdate): Promise<CollectionAdmin> {
  const current = await getRow(db, id);
  if (input.coverItemId) await assertItemsCollectable(db, [input.coverItemId], 'coverItemId');
  const set = sanitizedIntros(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<CollectionInput>);
  const renamed = set.titleNl !== undefined && set.titleNl !== current.titleNl;
  const slug = !current.isPublished && renamed ? await uniqueSlug(db, set.titleNl!, id) : current.slug;
  await writeContent(db, [db.update(collections).set({ ...set, slug, updatedAt: new Date() }).where(eq(collections.id, id))]);
  return getAdminCollection(db, id);
}

/** Deletes the collection; its photos stay in the gallery. */
export async function deleteCollection(db: Db, id: number): Promise<void> {
  await getRow(db, id);
  await writeContent(db, [db.delete(collectionItems).where(eq(collectionItems.collectionId, id)), db.delete(collections).where(eq(collections.id, id))]);
}

const touch = (db: Db, id: number) => db.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id));

/** A page of the collection's items in their order; the cursor is the last one's place. */
export async function listCollectionItemsAdmin(db: Db, id: number, cursor: string | undefined, limit = 100): Promise<CollectionItemsAdminPage> {
  await getRow(db, id);
  const after = decodeNumberCursor(cursor, 2);
  const where = [eq(collectionItems.collectionId, id)];
  if (after) where.push(or(gt(collectionItems.position, after[0]), and(eq(collectionItems.position, after[0]), gt(collectionItems.itemId, after[1])))!);
  const [rows, total] = await Promise.all([
    db
      .select({ itemId: collectionItems.itemId, position: collectionItems.position, title: galleryItems.title, hash: galleryItems.mediaHash, thumb: galleryItems.thumbnailUrl, url: galleryItems.url, isPublished: galleryItems.isPublished })
      .from(collectionItems)
      .innerJoin(galleryItems, eq(galleryItems.id, collectionItems.itemId))
      .where(and(...where))
      .orderBy(asc(collectionItems.position), asc(collectionItems.itemId))
      .limit(limit + 1),
    db.select({ n: count() }).from(collectionItems).where(eq(collectionItems.collectionId, id)).get(),
  ]);
  const page = rows.slice(0, limit);
  const media = await mediaByKey(db, page.map((r) => r.hash));
  // Positions are kept dense (0, 1, 2 ...), so an item's position is its place.
  const items = page.map((r) => ({ itemId: r.itemId, index: r.position, title: r.title, thumbnailUrl: (r.hash ? media.get(r.hash)?.thumbnailUrl : null) ?? r.thumb ?? r.url, isPublished: r.isPublished }));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor([last.position, last.itemId]) : null, total: total?.n ?? 0 };
}

/** Appends the photos in the order sent; photos already in the collection keep their place. Returns how many were added. */
export async function addItems(db: Db, id: number, itemIds: number[]): Promise<number> {
  await getRow(db, id);
  const ids = [...new Set(itemIds)];
  await assertItemsCollectable(db, ids, 'itemIds');
  const { statements, added } = await appendStatements(db, id, ids);
  if (statements.length) await writeContent(db, statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
  return added;
}

/**
 * The writes that put these photos at the end of a collection (those already in it keep their
 * place), and how many they add: for addItems, and for a bulk job that adds a filter's photos a
 * batch at a time. No statements when every photo is in it already.
 */
export async function appendStatements(db: Db, id: number, ids: number[]): Promise<{ statements: BatchItem<'sqlite'>[]; added: number }> {
  const present = new Set(
    (await db.select({ itemId: collectionItems.itemId }).from(collectionItems).where(and(eq(collectionItems.collectionId, id), inArray(collectionItems.itemId, ids)))).map((r) => r.itemId),
  );
  const fresh = ids.filter((itemId) => !present.has(itemId));
  if (fresh.length === 0) return { statements: [], added: 0 };
  const end = (await db.select({ p: max(collectionItems.position) }).from(collectionItems).where(eq(collectionItems.collectionId, id)).get())?.p ?? -1;
  const rows = fresh.map((itemId, i) => ({ collectionId: id, itemId, position: end + 1 + i }));
  const statements: BatchItem<'sqlite'>[] = [touch(db, id)];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) statements.push(db.insert(collectionItems).values(rows.slice(i, i + INSERT_CHUNK)).onConflictDoNothing());
  return { statements, added: fresh.length };
}

async function positionOf(db: Db, id: number, itemId: number): Promise<number> {
  const row = await db.select({ p: collectionItems.position }).from(collectionItems).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.itemId, itemId))).get();
  if (!row) throw new AppError('not_found', 'This photo is not in the collection');
  return row.p;
}

/** Takes a photo out of the collection (not out of the gallery); the ones after it move up. */
export async function removeItem(db: Db, id: number, itemId: number): Promise<void> {
  await getRow(db, id);
  const p = await positionOf(db, id, itemId);
  await writeContent(db, [
    touch(db, id),
    db.delete(collectionItems).where(and(eq(collectionItems.collectionId, id), eq(collectionItems.itemId, itemId))),
    db.update(collectionItems).set({ position: sql`${collectionItems.position} - 1` }).where(and(eq(collectionItems.collectionId, id), gt(collectionItems.position, p))),
  ]);
}

/** Moves a photo to place `index` (0-based; past the end: last); the ones between shift by one. */
export async function moveItem(db: Db, id: number, itemId: number, index: number): Promise<void> {
  await getRow(db, id);
  const from = await positionOf(db, id, itemId);
  const total = (await db.select({ n: count() }).from(collectionItems).where(eq(collectionItems.collectionId, id)).get())?.n ?? 0;
  const to = Math.min(index, total - 1);
  if (to === from) return;
  const inCollection = eq(collectionItems.collectionId, id);
  const shift =
    to > from
      ? db.update(collectionItems).set({ position: sql`${collectionItems.position} - 1` }).where(and(inCollection, gt(collectionItems.position, from), sql`${collectionItems.position} <= ${to}`))
      : db.update(collectionItems).set({ position: sql`${collectionItems.position} + 1` }).where(and(inCollection, sql`${collectionItems.position} >= ${to}`, lt(collectionItems.position, from)));
  await writeContent(db, [
    touch(db, id),
    shift,
    db.update(collectionItems).set({ position: to }).where(and(inCollection, eq(collectionItems.itemId, itemId))),
  ]);
}
