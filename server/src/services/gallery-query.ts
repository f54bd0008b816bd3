import type { AdminGalleryFilter, GalleryFacets, GalleryFilter, Language } from '@portfolio/shared';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import type { GalleryRow } from '../db/mappers';
import { galleryItemCategories, galleryItems } from '../db/schema';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { cellConditions } from '../places/cell-query';

/*
 * The gallery's queries, run by the database at any size: filters on indexes, text search on the
 * FTS5 table `gallery_search` (kept in step by triggers, see migration 0010), keyset paging on
 * the order's index, facet counts and neighbours by COUNT and keyset. Public pages, the public
 * API, the sitemap and the back-office build on these.
 */

/** Who asks: the public sees published items only and never matches a sensitive item's place. */
export interface GalleryScope {
  audience: 'public' | 'admin';
  /** The language country names are compared and counted in. */
  language: Language;
  /** Degrees the public's positions are rounded to (site settings): needed by the filter `cell` only. */
  precision?: number;
}

/** The smallest date JavaScript knows: undated items sort after every dated one. */
const UNDATED = -8640000000000000;

/** The country as `language` shows it (blank English or Swedish falls back to Dutch); indexed per language. */
export function countryIn(language: Language): SQL {
  if (language === 'nl') return sql`${galleryItems.country}`;
  const own = language === 'en' ? galleryItems.countryEn : galleryItems.countrySv;
  return sql`(CASE WHEN trim(${own}) <> '' THEN ${own} ELSE ${galleryItems.country} END)`;
}

/** The FTS5 columns each audience searches: the public never matches a sensitive item's place. */
const SEARCH_COLUMNS = { public: '{title description place categories}', admin: '' } as const;

/**
 * The visitor's words as an FTS5 query: every word must match, each as a prefix (search as you
 * type). Words are split as the table's tokenizer splits them, so quotes and operators are inert.
 */
export function searchQuery(text: string, audience: GalleryScope['audience']): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu)?.slice(0, 12);
  if (!words?.length) return null;
  const terms = words.map((w) => `"${w}"*`).join(' ');
  const columns = SEARCH_COLUMNS[audience];
  return columns ? `${columns} : (${terms})` : terms;
}

/** Items whose texts match the search (ids from the FTS table). */
function matching(query: string): SQL {
  return sql`${galleryItems.id} IN (SELECT rowid FROM gallery_search WHERE gallery_search MATCH ${query})`;
}

/**
 * The WHERE conditions of a filter for a scope. Back-office filters (published state, dates) are
 * added here for the admin audience, so every list, count and neighbour query sees the same set.
 */
export function galleryConditions(filter: GalleryFilter & AdminGalleryFilter, scope: GalleryScope): SQL[] {
  const out: SQL[] = [];
  // A client gallery's private photos are shown only there (and managed on its screen): never
  // published, and out of every gallery list, the public's and the back-office's.
  out.push(eq(galleryItems.isPrivate, false));
  if (scope.audience === 'public') out.push(eq(galleryItems.isPublished, true));
  else out.push(...adminConditions(filter));
  if (filter.type) out.push(eq(galleryItems.type, filter.type));
  if (filter.country) out.push(sql`${countryIn(scope.language)} = ${filter.country}`);
  if (filter.category) {
    out.push(inArray(galleryItems.id, sql`(SELECT ${galleryItemCategories.itemId} FROM ${galleryItemCategories} WHERE ${galleryItemCategories.categoryId} = ${filter.category})`));
  }
  if (filter.collection) {
    out.push(sql`${galleryItems.id} IN (SELECT ci.item_id FROM collection_items ci JOIN collections c ON c.id = ci.collection_id AND c.is_published = 1 WHERE c.slug = ${filter.collection})`);
  }
  if (filter.cell) out.push(...cellConditions(filter.cell, scope.audience === 'public' ? scope.precision : undefined));
  const query = filter.q ? searchQuery(filter.q, scope.audience) : null;
  if (filter.q && !query) out.push(sql`0`);
  if (query) out.push(matching(query));
  return out;
}

const DAY_MS = 86_400_000;

/** The back-office's own filters: published state and the days taken (both ends included). */
function adminConditions(filter: AdminGalleryFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.published) out.push(eq(galleryItems.isPublished, filter.published === 'published'));
  if (filter.takenFrom) out.push(gte(galleryItems.dateTaken, new Date(Date.parse(filter.takenFrom))));
  if (filter.takenTo) out.push(lt(galleryItems.dateTaken, new Date(Date.parse(filter.takenTo) + DAY_MS)));
  return out;
}

const where = (conditions: SQL[]) => (conditions.length ? and(...conditions) : undefined);

/** One sort key of an order: an SQL expression, its direction, and how to read it off a row. */
interface OrderKey {
  sql: SQL;
  desc: boolean;
  of: (row: GalleryRow) => number | string;
}

const NEWEST: OrderKey[] = [
  { sql: sql`ifnull(${galleryItems.dateTaken}, ${sql.raw(String(UNDATED))})`, desc: true, of: (r) => r.dateTaken?.getTime() ?? UNDATED },
  { sql: sql`${galleryItems.createdAt}`, desc: true, of: (r) => r.createdAt.getTime() },
  { sql: sql`${galleryItems.id}`, desc: true, of: (r) => r.id },
];
/** The photographer's own order: the order key (see gallery-order.ts), compared as text. */
const MY_ORDER: OrderKey[] = [
  { sql: sql`${galleryItems.position}`, desc: false, of: (r) => r.position },
  { sql: sql`${galleryItems.id}`, desc: true, of: (r) => r.id },
];
/** Featured items first, the rest after them, each part in `keys`. */
const featuredFirst = (keys: OrderKey[]): OrderKey[] => [{ sql: sql`${galleryItems.featured}`, desc: true, of: (r) => (r.featured ? 1 : 0) }, ...keys];

/**
 * The orders a gallery can be listed in, each ending in the id so every item has one place.
 * Every order needs an index on its keys (migration 0010 for 'newest', 0011 for the back-office's,
 * 0014 for "My order" and featured first); a new order is one more entry here.
 */
export const GALLERY_ORDERS = {
  /** Newest taken first, undated last, then newest added. */
  newest: NEWEST,
  /** "My order": each item's fractional key, the newest of equal keys first (see gallery-order.ts). */
  manual: MY_ORDER,
  /** The home page's gallery section: featured first. */
  featuredNewest: featuredFirst(NEWEST),
  featuredPosition: featuredFirst(MY_ORDER),
  /** The back-office's other orders (migration 0011 has their indexes). Newest reversed: undated first, then oldest taken. */
  oldest: [
    { sql: sql`ifnull(${galleryItems.dateTaken}, ${sql.raw(String(UNDATED))})`, desc: false, of: (r) => r.dateTaken?.getTime() ?? UNDATED },
    { sql: sql`${galleryItems.createdAt}`, desc: false, of: (r) => r.createdAt.getTime() },
    { sql: sql`${galleryItems.id}`, desc: false, of: (r) => r.id },
  ],
  /** Newest added first. */
  added: [
    { sql: sql`${galleryItems.createdAt}`, desc: true, of: (r) => r.createdAt.getTime() },
    { sql: sql`${galleryItems.id}`, desc: true, of: (r) => r.id },
  ],
  /** By title, A to Z. */
  title: [
    { sql: sql`${galleryItems.title}`, desc: false, of: (r) => r.title },
    { sql: sql`${galleryItems.id}`, desc: false, of: (r) => r.id },
  ],
} satisfies Record<string, OrderKey[]>;
export type GalleryOrderName = keyof typeof GALLERY_ORDERS;

const orderBy = (keys: OrderKey[], reverse = false) => keys.map((k) => (k.desc !== reverse ? sql`${k.sql} DESC` : sql`${k.sql} ASC`));

/**
 * Rows strictly after `values` in the order (before it when `reverse`), written so SQLite reads a
 * range of the order's index: the first key bounds the range, the rest break ties.
 */
function after(keys: OrderKey[], values: Array<number | string>, reverse = false): SQL {
  const past = (k: OrderKey, v: number | string) => (k.desc !== reverse ? sql`${k.sql} < ${v}` : sql`${k.sql} > ${v}`);
  const branches = keys.map((k, i) => and(...keys.slice(0, i).map((e, j) => sql`${e.sql} = ${values[j]}`), past(k, values[i]!))!);
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/** The opaque cursor of a row: its sort keys. */
export function cursorOf(row: GalleryRow, order: GalleryOrderName = 'newest'): string {
  return encodeCursor(GALLERY_ORDERS[order].map((k) => k.of(row)));
}

export interface PageRequest {
  filter: GalleryFilter;
  scope: GalleryScope;
  order?: GalleryOrderName;
  limit: number;
  /** The cursor of the last row of the previous page. */
  cursor?: string;
  /** A condition of the caller's own besides the filter. */
  where?: SQL;
}

/** One page of rows in the order, and the cursor of the next page (null on the last). */
export async function galleryRowsPage(db: Db, { filter, scope, order = 'newest', limit, cursor, where: extra }: PageRequest): Promise<{ rows: GalleryRow[]; nextCursor: string | null }> {
  const keys = GALLERY_ORDERS[order];
  const conditions = galleryConditions(filter, scope);
  if (extra) conditions.push(extra);
  if (cursor) conditions.push(after(keys, decodeCursor(cursor, keys.length)));
  const rows = await db.select().from(galleryItems).where(where(conditions)).orderBy(...orderBy(keys)).limit(limit + 1);
  const more = rows.length > limit;
  if (more) rows.pop();
  return { rows, nextCursor: more ? cursorOf(rows.at(-1)!, order) : null };
}

/** Every row of a filtered gallery in order, read a batch at a time (memory stays flat). */
export async function* eachGalleryRows(db: Db, filter: GalleryFilter, scope: GalleryScope, order: GalleryOrderName = 'newest', batch = 250): AsyncGenerator<GalleryRow[]> {
  let cursor: string | undefined;
  do {
    const page = await galleryRowsPage(db, { filter, scope, order, limit: batch, cursor });
    if (page.rows.length) yield page.rows;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** How many items the filtered gallery holds. */
export async function galleryTotal(db: Db, filter: GalleryFilter, scope: GalleryScope, extra?: SQL): Promise<number> {
  const row = await db.select({ n: count() }).from(galleryItems).where(where([...galleryConditions(filter, scope), ...(extra ? [extra] : [])])).get();
  return row?.n ?? 0;
}

/** Counts per type, country and category id; each dimension leaves its own filter out. */
export async function galleryFacetCounts(db: Db, filter: GalleryFilter, scope: GalleryScope) {
  const country = countryIn(scope.language);
  const [types, countries, categories] = await Promise.all([
    db
      .select({ value: galleryItems.type, count: count() })
      .from(galleryItems)
      .where(where(galleryConditions({ ...filter, type: undefined }, scope)))
      .groupBy(galleryItems.type),
    db
      .select({ value: sql<string>`${country}`, count: count() })
      .from(galleryItems)
      .where(where([...galleryConditions({ ...filter, country: undefined }, scope), sql`${country} IS NOT NULL AND ${country} <> ''`]))
      .groupBy(country),
    // CROSS JOIN keeps SQLite's join order: the links in category order (their covering index),
    // each item looked up by id, so no temporary table is needed to group (about 40% faster).
    db.all<{ id: number; count: number }>(sql`
      SELECT ${galleryItemCategories.categoryId} AS id, count(*) AS count
      FROM ${galleryItemCategories} CROSS JOIN ${galleryItems} ON ${galleryItems.id} = ${galleryItemCategories.itemId}
      WHERE ${where(galleryConditions({ ...filter, category: undefined }, scope)) ?? sql`1`}
      GROUP BY ${galleryItemCategories.categoryId}`),
  ]);
  return { types: types as GalleryFacets['types'], countries, categories };
}

/** Where `row` stands in the filtered set and the rows before and after it (wrapping at both ends). */
export async function galleryNeighbourRows(db: Db, row: GalleryRow, filter: GalleryFilter, scope: GalleryScope, order: GalleryOrderName = 'newest') {
  const keys = GALLERY_ORDERS[order];
  const values = keys.map((k) => k.of(row));
  const conditions = galleryConditions(filter, scope);
  const first = (extra: SQL | null, reverse: boolean) =>
    db
      .select()
      .from(galleryItems)
      .where(where(extra ? [...conditions, extra] : conditions))
      .orderBy(...orderBy(keys, reverse))
      .limit(1)
      .get();
  const [before, total, next, previous] = await Promise.all([
    db.select({ n: count() }).from(galleryItems).where(where([...conditions, after(keys, values, true)])).get(),
    galleryTotal(db, filter, scope),
    first(after(keys, values), false),
    first(after(keys, values, true), true),
  ]);
  const [wrapNext, wrapPrevious] = await Promise.all([next ? next : first(null, false), previous ? previous : first(null, true)]);
  const alone = (other: GalleryRow | undefined) => (!other || other.id === row.id ? null : other);
  return { position: (before?.n ?? 0) + 1, total, next: alone(wrapNext), previous: alone(wrapPrevious) };
}
