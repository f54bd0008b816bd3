import type { Collection, CollectionItemsPage, CollectionListPage, CollectionRef, CollectionSummary, Language } from '@portfolio/shared';
import { and, asc, count, desc, eq, gt, inArray, lt, max, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { type CollectionRow, type CollectionStats, languageOf, localized, toCollectionCover, toCollectionSummary } from '../db/mappers';
import { collectionItems, collections, galleryItems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { mediaByKey } from '../media/assets';
import { COLLECTION_NOT_FOUND } from './collections.service';
import { decodeNumberCursor, encodeCursor } from '../lib/cursor';
import { toPublicItems } from '../gallery/gallery.service';
import { isPublicItem, publicItemAs } from '../gallery/public-item';

/** Photos per page of a collection, and collections per page of the list. */
export const COLLECTION_PAGE_SIZE = 60;
export const COLLECTIONS_PAGE_SIZE = 24;

const published = eq(collections.isPublished, true);

/** Counts, months and covers of the given collections: published items only, in three lookups. */
async function summaries(db: Db, rows: CollectionRow[], lang: Language): Promise<CollectionSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stats = await db
    .select({ id: collectionItems.collectionId, n: count(), first: min(galleryItems.dateTaken), last: max(galleryItems.dateTaken) })
    .from(collectionItems)
    .innerJoin(galleryItems, and(eq(galleryItems.id, collectionItems.itemId), isPublicItem()))
    .where(inArray(collectionItems.collectionId, ids))
    .groupBy(collectionItems.collectionId);
  const byId = new Map<number, CollectionStats>(stats.map((s) => [s.id, { itemCount: s.n, first: s.first, last: s.last }]));
  // The chosen cover when it is published, else the first published item.
  const firstPublished = sql<number | null>`(SELECT ci.item_id FROM collection_items ci JOIN gallery_items fi ON fi.id = ci.item_id AND ${publicItemAs('fi')} WHERE ci.collection_id = ${collections.id} ORDER BY ci.position, ci.item_id LIMIT 1)`;
  const coverId = sql`coalesce((SELECT ci.id FROM gallery_items ci WHERE ci.id = ${collections.coverItemId} AND ${publicItemAs('ci')}), ${firstPublished})`;
  const covers = await db
    .select({ collectionId: collections.id, item: galleryItems })
    .from(collections)
    .innerJoin(galleryItems, eq(galleryItems.id, coverId))
    .where(inArray(collections.id, ids));
  const media = await mediaByKey(db, covers.map((c) => c.item.mediaHash));
  const coverOf = new Map(covers.map((c) => [c.collectionId, toCollectionCover(c.item, lang, media)]));
  return rows.map((r) => toCollectionSummary(r, lang, byId.get(r.id) ?? { itemCount: 0, first: null, last: null }, coverOf.get(r.id) ?? null));
}

/** Published collections, last changed first, a page at a time. */
export async function listPublicCollections(db: Db, lang: Language, cursor?: string, limit = COLLECTIONS_PAGE_SIZE): Promise<CollectionListPage> {
  const after = decodeNumberCursor(cursor, 2);
  const where = after
    ? and(published, or(lt(collections.updatedAt, new Date(after[0])), and(eq(collections.updatedAt, new Date(after[0])), lt(collections.id, after[1]))))
    : published;
  const [rows, total] = await Promise.all([
    db.select().from(collections).where(where).orderBy(desc(collections.updatedAt), desc(collections.id)).limit(limit + 1),
    db.select({ n: count() }).from(collections).where(published).get(),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: await summaries(db, page, lang), nextCursor: rows.length > limit && last ? encodeCursor([last.updatedAt.getTime(), last.id]) : null, total: total?.n ?? 0 };
}

async function publishedRow(db: Db, slug: string): Promise<CollectionRow> {
  const row = await db.select().from(collections).where(and(eq(collections.slug, slug), published)).get();
  if (!row) throw new AppError('not_found', COLLECTION_NOT_FOUND);
  return row;
}

/** A page of a published collection's published photos, in the photographer's order. */
export async function collectionItemsPage(db: Db, slug: string, lang: Language, cursor?: string, limit = COLLECTION_PAGE_SIZE): Promise<CollectionItemsPage> {
  return itemsPage(db, (await publishedRow(db, slug)).id, lang, cursor, limit);
}

async function itemsPage(db: Db, id: number, lang: Language, cursor: string | undefined, limit: number): Promise<CollectionItemsPage> {
  const after = decodeNumberCursor(cursor, 2);
  const base = and(eq(collectionItems.collectionId, id), isPublicItem());
  const where = after ? and(base, or(gt(collectionItems.position, after[0]), and(eq(collectionItems.position, after[0]), gt(collectionItems.itemId, after[1])))) : base;
  const [rows, total] = await Promise.all([
    db
      .select({ position: collectionItems.position, item: galleryItems })
      .from(collectionItems)
      .innerJoin(galleryItems, eq(galleryItems.id, collectionItems.itemId))
      .where(where)
      .orderBy(asc(collectionItems.position), asc(collectionItems.itemId))
      .limit(limit + 1),
    db.select({ n: count() }).from(collectionItems).innerJoin(galleryItems, eq(galleryItems.id, collectionItems.itemId)).where(base).get(),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await toPublicItems(db, page.map((r) => r.item), lang),
    nextCursor: rows.length > limit && last ? encodeCursor([last.position, last.item.id]) : null,
    total: total?.n ?? 0,
  };
}

/** A published collection with its introduction and the first page of its photos. */
export async function getPublicCollection(db: Db, slug: string, lang: Language, limit = COLLECTION_PAGE_SIZE): Promise<Collection> {
  const row = await publishedRow(db, slug);
  const [[summary], items] = await Promise.all([summaries(db, [row], lang), itemsPage(db, row.id, lang, undefined, limit)]);
  return { ...summary!, intro: localized(lang, row.introNl, row.introEn, row.introSv), introLang: languageOf(lang, row.introEn, row.introSv), items };
}

/** The published collections a photo is in, by title. */
export async function collectionsOfItem(db: Db, itemId: number, lang: Language): Promise<CollectionRef[]> {
  const rows = await db
    .select({ slug: collections.slug, titleNl: collections.titleNl, titleEn: collections.titleEn, titleSv: collections.titleSv })
    .from(collectionItems)
    .innerJoin(collections, and(eq(collections.id, collectionItems.collectionId), published))
    .where(eq(collectionItems.itemId, itemId));
  return rows.map((r) => ({ slug: r.slug, title: localized(lang, r.titleNl, r.titleEn, r.titleSv), titleLang: languageOf(lang, r.titleEn, r.titleSv) })).sort((a, b) => a.title.localeCompare(b.title));
}

/** Every published collection's slug and last change, for the sitemap and feeds (a collection count is small). */
export async function publishedCollectionSlugs(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: collections.slug, updatedAt: collections.updatedAt }).from(collections).where(published).orderBy(desc(collections.updatedAt));
}
