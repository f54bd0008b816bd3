import {
  type AdminGalleryFacets,
  type AdminGalleryFilter,
  type AdminGallerySort,
  BULK_EDIT_TEXT_FIELDS,
  GALLERY_ITEM_TYPES,
  titleFromFileName,
  type BulkEditRequestSchema,
  type GalleryFacets,
  type GalleryFilter,
  type GalleryItem,
  type GalleryItemAdmin,
  type GalleryItemCreateSchema,
  type GalleryItemUpdateSchema,
  type GalleryNeighbours,
  type GalleryPage,
  type Language,
} from '@portfolio/shared';
import type { z } from 'zod';
import { and, count, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { type CategoryRow, type GalleryRow, itemShareImage, toGalleryItem, toGalleryItemAdmin } from '../db/mappers';
import { categories, galleryItemCategories, galleryItems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { jsonArrayStream } from '../lib/json-array-stream';
import { findAsset, mediaByKey } from '../media/assets';
import { mediaRefOf } from '../media/media-ref';
import { requeuePhotoDerivatives } from '../media/media-queue';
import { collectionNeighbourRows } from '../collections/collection-neighbours';
import { assertCategoriesExist, listPublicCategories } from './categories.service';
import { bumpStatement, contentChanged, writeContent } from '../lib/content-version';
import { firstPosition, publicOrder } from './gallery-order';
import { getSettings } from '../site/settings.service';
import { isPublicItem, isPublicRow } from './public-item';
import { eachGalleryRows, galleryFacetCounts, galleryNeighbourRows, galleryRowsPage, type GalleryScope, galleryTotal, publicSearchHits } from './gallery-query';

export const GALLERY_ITEM_NOT_FOUND = 'Gallery item not found';
export const PRIVATE_NOT_PUBLISHED = 'A private photo of a client gallery cannot be published';

/** Rows per multi-row INSERT, well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 400;


/** A new item as the API validated it (dateTaken, metadata and size come from the upload when absent). */
export type GalleryCreateInput = z.output<typeof GalleryItemCreateSchema>;
/** The fields an edit sends; the others keep their values. */
export type GalleryUpdateInput = z.output<typeof GalleryItemUpdateSchema>;

export type BulkEditInput = z.output<typeof BulkEditRequestSchema>;

/** Categories of the given items (or of every item when ids is null), grouped by item id. */
async function categoriesByItem(db: Db, ids: number[] | null): Promise<Map<number, CategoryRow[]>> {
  const rows = await db
    .select({ itemId: galleryItemCategories.itemId, category: categories })
    .from(galleryItemCategories)
    .innerJoin(categories, eq(categories.id, galleryItemCategories.categoryId))
    .where(ids ? inArray(galleryItemCategories.itemId, ids) : undefined)
    .orderBy(categories.name);
  const map = new Map<number, CategoryRow[]>();
  for (const r of rows) {
    const list = map.get(r.itemId);
    if (list) list.push(r.category);
    else map.set(r.itemId, [r.category]);
  }
  return map;
}

/** Public items of rows, in their order: categories and media read for these rows only. */
export async function toPublicItems(db: Db, rows: GalleryRow[], lang: Language): Promise<GalleryItem[]> {
  if (rows.length === 0) return [];
  const [cats, media] = await Promise.all([categoriesByItem(db, rows.map((r) => r.id)), mediaByKey(db, rows.map((r) => r.mediaHash))]);
  return rows.map((r) => toGalleryItem(r, lang, cats.get(r.id) ?? [], media));
}

/** What the public may match; a map square (filter `cell`) is compared at the photographer's precision. */
async function publicScope(db: Db, language: Language, filter: GalleryFilter = {}): Promise<GalleryScope> {
  return { audience: 'public', language, precision: filter.cell ? (await getSettings(db)).mapPrecision : undefined };
}

/**
 * One page of the public gallery, filtered, with the total and the next page's cursor; in the
 * photographer's chosen order, featured items first when asked (the home page's section).
 */
export async function publicGalleryPage(db: Db, q: { filter: GalleryFilter; language: Language; limit: number; cursor?: string; featuredFirst?: boolean }): Promise<GalleryPage> {
  const [scope, order, hits] = await Promise.all([
    publicScope(db, q.language, q.filter),
    publicOrder(db, { featuredFirst: q.featuredFirst }),
    q.filter.q ? publicSearchHits(db, q.filter.q) : undefined,
  ]);
  const [page, total] = await Promise.all([galleryRowsPage(db, { filter: q.filter, scope, order, limit: q.limit, cursor: q.cursor, hits }), galleryTotal(db, q.filter, scope, undefined, hits)]);
  return { items: await toPublicItems(db, page.rows, q.language), total, nextCursor: page.nextCursor };
}

/** The public gallery's filter options with their counts (see GalleryFacetsSchema). */
export async function publicGalleryFacets(db: Db, filter: GalleryFilter, language: Language): Promise<GalleryFacets> {
  const countsOf = async () => galleryFacetCounts(db, filter, await publicScope(db, language, filter));
  const [counts, names] = await Promise.all([countsOf(), listPublicCategories(db, language)]);
  const byId = new Map(counts.categories.map((c) => [c.id, c.count]));
  return {
    types: GALLERY_ITEM_TYPES.map((value) => ({ value, count: counts.types.find((t) => t.value === value)?.count ?? 0 })),
    countries: counts.countries
      .sort((a, b) => a.value.localeCompare(b.value, language))
      .map((c) => ({ value: c.value, count: c.count, lang: c.own ? language : 'nl' })),
    // Categories with items, and the chosen one even when the other filters leave it empty.
    categories: names.filter((c) => byId.has(c.id) || c.id === filter.category).map((c) => ({ id: c.id, name: c.name, nameLang: c.nameLang, count: byId.get(c.id) ?? 0 })),
  };
}

/** A published item in one language, or null. */
export async function getPublicItem(db: Db, id: number, lang: Language): Promise<GalleryItem | null> {
  const row = await publishedRow(db, id);
  return row ? (await toPublicItems(db, [row], lang))[0]! : null;
}

const publishedRow = (db: Db, id: number) => db.select().from(galleryItems).where(and(eq(galleryItems.id, id), isPublicItem())).get();

/** Where a published item stands in the filtered public gallery, with its neighbours; null when there is no such item. */
export async function publicNeighbours(db: Db, id: number, filter: GalleryFilter, language: Language): Promise<GalleryNeighbours | null> {
  const row = await publishedRow(db, id);
  if (!row) return null;
  // In a collection the viewer walks its photos in the photographer's order.
  const hits = filter.q ? await publicSearchHits(db, filter.q) : undefined;
  const found = filter.collection ? await collectionNeighbourRows(db, row, filter.collection) : await galleryNeighbourRows(db, row, filter, await publicScope(db, language, filter), await publicOrder(db), hits);
  const [previous = null, next = null] = await Promise.all([
    found.previous ? toPublicItems(db, [found.previous], language).then((l) => l[0]) : null,
    found.next ? toPublicItems(db, [found.next], language).then((l) => l[0]) : null,
  ]);
  return { position: found.position, total: found.total, previous, next };
}

/** When the newest published item was added (the gallery's last change for the sitemap). */
export async function newestPublishedItem(db: Db): Promise<string | null> {
  const row = await db.select({ at: max(galleryItems.createdAt) }).from(galleryItems).where(isPublicItem()).get();
  return row?.at ? new Date(row.at).toISOString() : null;
}

/** The chunks of `size` ids (id 1 to size is chunk 0) that hold a published item. */
export async function publishedIdChunks(db: Db, size: number): Promise<number[]> {
  const chunk = sql<number>`(${galleryItems.id} - 1) / ${sql.raw(String(Math.trunc(size)))}`;
  const rows = await db.selectDistinct({ chunk }).from(galleryItems).where(isPublicItem()).orderBy(chunk);
  return rows.map((r) => Number(r.chunk));
}

/** Whether the chunk of `size` ids numbered `chunk` (see publishedIdChunks) holds a published item: a read of its range of ids. */
export async function publishedIdChunkExists(db: Db, size: number, chunk: number): Promise<boolean> {
  const row = await db
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(and(isPublicRow(), gt(galleryItems.id, chunk * size), lte(galleryItems.id, (chunk + 1) * size)))
    .limit(1)
    .get();
  return Boolean(row);
}

/**
 * The sitemap's entries of published items with ids in (after, upTo], by id, at most `limit`: a read
 * of that range of the primary key, of the few columns an entry needs.
 */
export async function sitemapPhotosBetween(db: Db, after: number, upTo: number, limit: number): Promise<{ id: number; createdAt: Date; image: string | null }[]> {
  const rows = await db
    .select({ id: galleryItems.id, createdAt: galleryItems.createdAt, type: galleryItems.type, url: galleryItems.url, thumbnailUrl: galleryItems.thumbnailUrl, mediaHash: galleryItems.mediaHash, width: galleryItems.width, height: galleryItems.height })
    .from(galleryItems)
    .where(and(isPublicRow(), gt(galleryItems.id, after), lte(galleryItems.id, upTo)))
    .orderBy(galleryItems.id)
    .limit(limit);
  const media = await mediaByKey(db, rows.map((r) => r.mediaHash));
  return rows.map((r) => ({ id: r.id, createdAt: r.createdAt, image: itemShareImage(r, media) }));
}

/**
 * Every published item, newest first, as a JSON array written a batch at a time: the whole list
 * the specification's unpaged call asks for, without holding it in memory.
 */
export function streamPublicItems(db: Db, lang: Language, { featuredFirst = false } = {}): ReadableStream<Uint8Array> {
  return jsonArrayStream(async function* () {
    const scope = await publicScope(db, lang);
    for await (const rows of eachGalleryRows(db, {}, scope, await publicOrder(db, { featuredFirst }))) yield await toPublicItems(db, rows, lang);
  });
}

async function toAdmin(db: Db, rows: GalleryRow[]): Promise<GalleryItemAdmin[]> {
  if (rows.length === 0) return [];
  const [cats, media] = await Promise.all([categoriesByItem(db, rows.map((r) => r.id)), mediaByKey(db, rows.map((r) => r.mediaHash))]);
  return rows.map((r) => toGalleryItemAdmin(r, cats.get(r.id) ?? [], media));
}

/** The back-office sees every item; countries are compared and listed as English names them. */
export const adminScope: GalleryScope = { audience: 'admin', language: 'en' };

/**
 * Every item, newest first, as the specification's whole list: written a batch at a time, so the
 * server's memory does not grow with the archive.
 */
export function streamAdminItems(db: Db, filter: AdminGalleryFilter = {}): ReadableStream<Uint8Array> {
  return jsonArrayStream(async function* () {
    for await (const rows of eachGalleryRows(db, filter, adminScope)) yield await toAdmin(db, rows);
  });
}

/** One page of the back-office gallery, filtered, searched and sorted by the database, with the total. */
export async function adminGalleryPage(
  db: Db,
  q: { filter: AdminGalleryFilter; sort: AdminGallerySort; limit: number; cursor?: string },
): Promise<{ items: GalleryItemAdmin[]; total: number; nextCursor: string | null }> {
  const [page, total] = await Promise.all([
    galleryRowsPage(db, { filter: q.filter, scope: adminScope, order: q.sort, limit: q.limit, cursor: q.cursor }),
    galleryTotal(db, q.filter, adminScope),
  ]);
  return { items: await toAdmin(db, page.rows), total, nextCursor: page.nextCursor };
}

/** How many items match the filter, and the countries to filter by with their counts (the country filter left out). */
export async function adminGalleryFacets(db: Db, filter: AdminGalleryFilter): Promise<AdminGalleryFacets> {
  const [total, counts] = await Promise.all([galleryTotal(db, filter, adminScope), galleryFacetCounts(db, filter, adminScope)]);
  return { total, countries: counts.countries.sort((a, b) => a.value.localeCompare(b.value, 'en')).map((c) => ({ value: c.value, count: c.count })) };
}

export async function getAdminItem(db: Db, id: number): Promise<GalleryItemAdmin> {
  const row = await db.select().from(galleryItems).where(eq(galleryItems.id, id)).get();
  if (!row) throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
  return (await toAdmin(db, [row]))[0]!;
}

function linkStatements(db: Db, pairs: { itemId: number; categoryId: number }[]) {
  const out = [];
  for (let i = 0; i < pairs.length; i += INSERT_CHUNK) {
    out.push(db.insert(galleryItemCategories).values(pairs.slice(i, i + INSERT_CHUNK)).onConflictDoNothing());
  }
  return out;
}

/**
 * Creates an item. Facts the payload leaves out (date taken, camera metadata, size, thumbnail)
 * come from the stored upload, when the item's media is one.
 */
export async function createItem(db: Db, input: GalleryCreateInput): Promise<GalleryItemAdmin> {
  await assertCategoriesExist(db, input.categoryIds);
  const ref = await mediaRefOf(db, input);
  const asset = ref.mediaHash ? await findAsset(db, ref.mediaHash) : null;
  const { categoryIds, mediaHash: _key, url: _url, thumbnailUrl, title, metadata, dateTaken, ...fields } = input;
  // The photo's first files were made at upload, before it had a title: the first item showing it
  // writes them again with the title in their XMP (rights-xmp.ts).
  const firstShowing = ref.mediaHash ? !(await db.select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.mediaHash, ref.mediaHash)).get()) : false;
  const row = await db
    .insert(galleryItems)
    .values({
      ...fields,
      url: ref.url,
      thumbnailUrl: thumbnailUrl ?? asset?.thumbnailUrl ?? null,
      // Every item has a title, so its photo has alt text: without one, the file's name gives it.
      title: title || titleFromFileName(asset?.originalName ?? ref.url ?? ''),
      dateTaken: dateTaken ? new Date(dateTaken) : (asset?.dateTaken ?? null),
      metadata: metadata ?? asset?.metadata ?? null,
      width: asset?.width ?? null,
      height: asset?.height ?? null,
      mediaHash: ref.mediaHash,
      position: await firstPosition(db),
    })
    .returning()
    .get();
  const ids = [...new Set(categoryIds)];
  await db.batch([bumpStatement(db), ...linkStatements(db, ids.map((categoryId) => ({ itemId: row.id, categoryId })))]);
  contentChanged(db);
  if (firstShowing && ref.mediaHash) await requeuePhotoDerivatives(db, { hashes: [ref.mediaHash] });
  return getAdminItem(db, row.id);
}

/** Changes the fields sent; categoryIds, when sent, replace the item's categories. */
export async function updateItem(db: Db, id: number, input: GalleryUpdateInput): Promise<GalleryItemAdmin> {
  const before = await db.select({ title: galleryItems.title, mediaHash: galleryItems.mediaHash, isPrivate: galleryItems.isPrivate }).from(galleryItems).where(eq(galleryItems.id, id)).get();
  if (!before) throw new AppError('not_found', GALLERY_ITEM_NOT_FOUND);
  if (before.isPrivate && input.isPublished) throw new AppError('conflict', PRIVATE_NOT_PUBLISHED);
  if (input.categoryIds) await assertCategoriesExist(db, input.categoryIds);
  const { categoryIds, ...fields } = input;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  const statements = [];
  if (Object.keys(set).length > 0) statements.push(db.update(galleryItems).set(set).where(eq(galleryItems.id, id)));
  if (categoryIds) {
    statements.push(db.delete(galleryItemCategories).where(eq(galleryItemCategories.itemId, id)));
    statements.push(...linkStatements(db, [...new Set(categoryIds)].map((categoryId) => ({ itemId: id, categoryId }))));
  }
  await db.batch([bumpStatement(db), ...statements]);
  contentChanged(db);
  // The title travels in every file of the photo (its XMP): they are written again in the background.
  if (input.title !== undefined && input.title !== before.title && before.mediaHash) await requeuePhotoDerivatives(db, { hashes: [before.mediaHash] });
  return getAdminItem(db, id);
}

export async function deleteItem(db: Db, id: number): Promise<void> {
  await getAdminItem(db, id);
  await writeContent(db, deleteItemsStatements(db, [id]));
}

/**
 * Bulk edit: empty or omitted fields keep their values; chosen categories are added to
 * the ones each item already has. Unknown item ids are skipped, and so are a client gallery's
 * private photos (never published, never edited with the public ones). Answers how many items
 * changed and how many private photos were left as they were.
 */
export async function bulkEdit(db: Db, { itemIds, updates }: BulkEditInput): Promise<{ updated: number; skipped: number }> {
  const ids = [...new Set(itemIds)];
  await assertCategoriesExist(db, updates.categoryIds ?? []);
  const found = await db.select({ id: galleryItems.id, isPrivate: galleryItems.isPrivate }).from(galleryItems).where(inArray(galleryItems.id, ids));
  const editable = found.filter((r) => !r.isPrivate).map((r) => r.id);
  const skipped = found.length - editable.length;
  if (editable.length === 0) return { updated: 0, skipped };
  await db.batch([bumpStatement(db), ...bulkEditStatements(db, editable, updates)]);
  contentChanged(db);
  return { updated: editable.length, skipped };
}

/** The statements of a bulk edit of these (existing) items; the caller runs them in one batch. */
export function bulkEditStatements(db: Db, ids: number[], updates: BulkEditInput['updates']) {
  const categoryIds = [...new Set(updates.categoryIds ?? [])];
  const set: Record<string, unknown> = {};
  for (const key of BULK_EDIT_TEXT_FIELDS) {
    const v = updates[key];
    if (typeof v === 'string' && v.trim() !== '') set[key] = v;
  }
  if (typeof updates.isPublished === 'boolean') set.isPublished = updates.isPublished;
  if (typeof updates.sensitiveLocation === 'boolean') set.sensitiveLocation = updates.sensitiveLocation;
  if (updates.saleMode) set.saleMode = updates.saleMode === 'default' ? null : updates.saleMode;
  const statements = [];
  if (Object.keys(set).length > 0) statements.push(db.update(galleryItems).set(set).where(inArray(galleryItems.id, ids)));
  statements.push(...linkStatements(db, ids.flatMap((itemId) => categoryIds.map((categoryId) => ({ itemId, categoryId })))));
  return statements;
}

const deleteLinks = (db: Db, ids: number[]) => db.delete(galleryItemCategories).where(inArray(galleryItemCategories.itemId, ids));
const deleteRows = (db: Db, ids: number[]) => db.delete(galleryItems).where(inArray(galleryItems.id, ids));

/** The statements deleting these items with their category links. */
export function deleteItemsStatements(db: Db, ids: number[]) {
  const statements: [ReturnType<typeof deleteLinks>, ReturnType<typeof deleteRows>] = [deleteLinks(db, ids), deleteRows(db, ids)];
  return statements;
}

export async function countItems(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(galleryItems).get())?.n ?? 0;
}
