import type { AdminGalleryFilter, GalleryFacets, GalleryFilter, Language } from '@portfolio/shared';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import type { GalleryRow } from '../db/mappers';
import { galleryItemCategories, galleryItems, galleryPublicCounts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { cursorKinds } from '../lib/keyset';
import { cellConditions } from '../places/cell-query';
import { isPublicItem } from './public-item';

/*
 * The gallery's queries, run by the database at any size: filters on indexes, text search on the
 * FTS5 tables (kept in step by triggers, see migrations 0010 and 0017), keyset paging on the
 * order's index, neighbours by keyset. The public's counts (totals and filter options) of type,
 * country and category filters are read from `gallery_public_counts` (kept by triggers, migration
 * 0017), so they cost a few rows whatever the size of the archive; other counts are COUNTs.
 * Public pages, the public API, the sitemap and the back-office build on these.
 */

/** Who asks: the public sees published items only and never matches a sensitive item's place. */
export interface GalleryScope {
  audience: 'public' | 'admin';
  /** The language country names are compared and counted in. */
  language: Language;
  /** Degrees the public's positions are rounded to (site settings): needed by the filter `cell` only. */
  precision?: number;
  /** The back-office's pickers for a client gallery: its private photos instead of the gallery's own. */
  privateItems?: boolean;
}

/** The smallest date JavaScript knows: undated items sort after every dated one. */
const UNDATED = -8640000000000000;

/** The country as `language` shows it (blank English or Swedish falls back to Dutch); indexed per language. */
export function countryIn(language: Language): SQL {
  if (language === 'nl') return sql`${galleryItems.country}`;
  const own = language === 'en' ? galleryItems.countryEn : galleryItems.countrySv;
  return sql`(CASE WHEN trim(${own}) <> '' THEN ${own} ELSE ${galleryItems.country} END)`;
}

/** 1 when an item's country in `language` is its own name there, 0 when the Dutch one stands in. */
function countryOwnIn(language: Language): SQL {
  if (language === 'nl') return sql`1`;
  const own = language === 'en' ? galleryItems.countryEn : galleryItems.countrySv;
  return sql`ifnull(trim(${own}) <> '', 0)`;
}

/**
 * The FTS5 table each audience searches: the public's holds public items only and never a
 * sensitive item's place (migration 0017), so what it finds, and how many, is what the public may see.
 */
const SEARCH_TABLES = { public: 'gallery_public_search', admin: 'gallery_search' } as const;

/**
 * The visitor's words as an FTS5 query: every word must match, each as a prefix (search as you
 * type). Words are split as the tables' tokenizer splits them, so quotes and operators are inert.
 */
export function searchQuery(text: string): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu)?.slice(0, 12);
  if (!words?.length) return null;
  return words.map((w) => `"${w}"*`).join(' ');
}

/**
 * The MATCH of a search in the audience's table: the public's also holds each item's filter keys
 * (column `facets`, migration 0024), so the visitor's words are matched in its `text` only.
 */
const matchOf = (query: string, audience: GalleryScope['audience']) => (audience === 'public' ? `{text} : (${query})` : query);

/** Ids the audience's search table finds. */
const found = (query: string, audience: GalleryScope['audience']) => {
  const table = sql.raw(SEARCH_TABLES[audience]);
  return sql`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ${matchOf(query, audience)}`;
};

/** Items whose texts match the search. */
function matching(query: string, audience: GalleryScope['audience']): SQL {
  return sql`${galleryItems.id} IN (${found(query, audience)})`;
}

/**
 * Up to this many hits, a search's rows are read by id and sorted; past it the order's index is
 * read from the start and each row looked up in the hits (a page is found after a few rows).
 */
const FEW_HITS = 1000;

/** What a public search finds: how many items (exact), and their ids when they are few. */
export interface SearchHits {
  count: number;
  ids: number[] | null;
}

/** The public search's hits, read once for a page and its total. */
export async function publicSearchHits(db: Db, text: string): Promise<SearchHits> {
  const query = searchQuery(text);
  if (!query) return { count: 0, ids: [] };
  const few = await db.all<{ id: number }>(sql`${found(query, 'public')} LIMIT ${FEW_HITS + 1}`);
  if (few.length <= FEW_HITS) return { count: few.length, ids: few.map((r) => Number(r.id)) };
  return { count: await searchCount(db, matchOf(query, 'public')), ids: null };
}

/** How many public items an FTS5 query of the public search table finds: read from the index alone. */
async function searchCount(db: Db, match: string): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM gallery_public_search WHERE gallery_public_search MATCH ${match}`);
  return Number(row?.n ?? 0);
}

/** The search's condition when its hits are known: by id when few, else looked up per row (`+` keeps the id off the index). */
const byHits = (hits: SearchHits, query: string): SQL =>
  hits.ids ? (hits.ids.length ? inArray(galleryItems.id, hits.ids) : sql`0`) : sql`+${galleryItems.id} IN (${found(query, 'public')})`;

/**
 * The WHERE conditions of a filter for a scope. Back-office filters (published state, dates) are
 * added here for the admin audience, so every list, count and neighbour query sees the same set.
 * `hits`: a public search's hits read beforehand (publicSearchHits), to choose how rows are found.
 */
export function galleryConditions(filter: GalleryFilter & AdminGalleryFilter, scope: GalleryScope, hits?: SearchHits): SQL[] {
  const out: SQL[] = [];
  // A client gallery's private photos are shown only there (and managed on its screen): never
  // published, and out of every gallery list, the public's and the back-office's.
  if (scope.audience === 'public') out.push(isPublicItem());
  else out.push(eq(galleryItems.isPrivate, scope.privateItems === true), ...adminConditions(filter));
  if (filter.type) out.push(eq(galleryItems.type, filter.type));
  if (filter.country) out.push(sql`${countryIn(scope.language)} = ${filter.country}`);
  if (filter.category) {
    out.push(inArray(galleryItems.id, sql`(SELECT ${galleryItemCategories.itemId} FROM ${galleryItemCategories} WHERE ${galleryItemCategories.categoryId} = ${filter.category})`));
  }
  if (filter.collection) {
    out.push(sql`${galleryItems.id} IN (SELECT ci.item_id FROM collection_items ci JOIN collections c ON c.id = ci.collection_id AND c.is_published = 1 WHERE c.slug = ${filter.collection})`);
  }
  if (filter.cell) out.push(...cellConditions(filter.cell, scope.audience === 'public' ? scope.precision : undefined));
  const query = filter.q ? searchQuery(filter.q) : null;
  if (filter.q && !query) out.push(sql`0`);
  if (query) out.push(hits && scope.audience === 'public' ? byHits(hits, query) : matching(query, scope.audience));
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
  /** A text key (the order key, a title); the others are whole numbers. */
  text?: boolean;
}

const NEWEST: OrderKey[] = [
  { sql: sql`ifnull(${galleryItems.dateTaken}, ${sql.raw(String(UNDATED))})`, desc: true, of: (r) => r.dateTaken?.getTime() ?? UNDATED },
  { sql: sql`${galleryItems.createdAt}`, desc: true, of: (r) => r.createdAt.getTime() },
  { sql: sql`${galleryItems.id}`, desc: true, of: (r) => r.id },
];
/** The photographer's own order: the order key (see gallery-order.ts), compared as text. */
const MY_ORDER: OrderKey[] = [
  { sql: sql`${galleryItems.position}`, desc: false, of: (r) => r.position, text: true },
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
    { sql: sql`${galleryItems.title}`, desc: false, of: (r) => r.title, text: true },
    { sql: sql`${galleryItems.id}`, desc: false, of: (r) => r.id },
  ],
} satisfies Record<string, OrderKey[]>;
export type GalleryOrderName = keyof typeof GALLERY_ORDERS;

const orderBy = (keys: OrderKey[], reverse = false) => keys.map((k) => (k.desc !== reverse ? sql`${k.sql} DESC` : sql`${k.sql} ASC`));

/**
 * Rows strictly after `values` in the order (before it when `reverse`), written so SQLite reads a
 * range of the order's index: the first key bounds the range (stated on its own, so the index is
 * read from there on), the rest break ties.
 */
function after(keys: OrderKey[], values: Array<number | string>, reverse = false): SQL {
  const past = (k: OrderKey, v: number | string) => (k.desc !== reverse ? sql`${k.sql} < ${v}` : sql`${k.sql} > ${v}`);
  const branches = keys.map((k, i) => and(...keys.slice(0, i).map((e, j) => sql`${e.sql} = ${values[j]}`), past(k, values[i]!))!);
  // The OR alone reads the index from its start; the bound on the first key starts the read at the cursor.
  const first = keys[0]!;
  const bound = first.desc !== reverse ? sql`${first.sql} <= ${values[0]!}` : sql`${first.sql} >= ${values[0]!}`;
  return sql`(${bound} AND (${sql.join(branches, sql` OR `)}))`;
}

/**
 * The cursor after a row: its id only, a public value. The sort keys (a sensitive photo's exact
 * time taken among them) never leave the server: the next page reads them from the row.
 */
export function cursorOf(row: Pick<GalleryRow, 'id'>): string {
  return encodeCursor([row.id]);
}

/**
 * The sort keys a cursor stands for: the row it names, read again (one lookup by id). A row deleted
 * since is a 400 (the pages then show the first page). Cursors of before, which held the keys
 * themselves, are read as they were.
 */
async function keysOfCursor(db: Db, cursor: string, keys: OrderKey[]): Promise<Array<number | string>> {
  let values: Array<number | string>;
  try {
    values = decodeCursor(cursor, 1);
  } catch {
    return decodeCursor(cursor, cursorKinds(keys));
  }
  const id = values[0];
  const row = Number.isSafeInteger(id) ? await db.select().from(galleryItems).where(eq(galleryItems.id, id as number)).get() : undefined;
  if (!row) throw new AppError('bad_request', 'Invalid cursor');
  return keys.map((k) => k.of(row));
}

export interface PageRequest {
  filter: GalleryFilter;
  scope: GalleryScope;
  order?: GalleryOrderName;
  limit: number;
  /** The cursor of the last row of the previous page. */
  cursor?: string;
  /** A public search's hits, when read beforehand. */
  hits?: SearchHits;
  /** A condition of the caller's own besides the filter. */
  where?: SQL;
}

/** One page of rows in the order, and the cursor of the next page (null on the last). */
export async function galleryRowsPage(db: Db, request: PageRequest): Promise<{ rows: GalleryRow[]; nextCursor: string | null }> {
  const { filter, scope, order = 'newest', limit, cursor, hits, where: extra } = request;
  if (filter.q && hits && !hits.ids) {
    const found = await manyHitsPage(db, request, hits);
    if (found) return found;
  }
  const keys = GALLERY_ORDERS[order];
  const conditions = galleryConditions(filter, scope, hits);
  if (extra) conditions.push(extra);
  if (cursor) conditions.push(after(keys, await keysOfCursor(db, cursor, keys)));
  const rows = await db.select().from(galleryItems).where(where(conditions)).orderBy(...orderBy(keys)).limit(limit + 1);
  const more = rows.length > limit;
  if (more) rows.pop();
  return { rows, nextCursor: more ? cursorOf(rows.at(-1)!) : null };
}

/** Stretches of the order a search with many hits reads before it reads its hits whole, and their longest. */
const STRETCHES = 4;
const MAX_STRETCH = 4000;

/**
 * A page of a public search with many hits, without reading every hit: the gallery (its other
 * filters applied) is read in its order a stretch at a time from the order's index (ids and sort
 * keys only), and each stretch's ids are looked up in the search by their range of ids (one lookup
 * per stretch). Ids mostly follow the order (items are added as they are taken), so a stretch's
 * range is narrow; when it is not, or the hits are too sparse for a few stretches, null: the
 * caller reads the hits whole.
 */
async function manyHitsPage(db: Db, { filter, scope, order = 'newest', limit, cursor, where: extra }: PageRequest, hits: SearchHits) {
  const query = searchQuery(filter.q!);
  if (!query) return null;
  const keys = GALLERY_ORDERS[order];
  const base = [...galleryConditions({ ...filter, q: undefined }, scope), ...(extra ? [extra] : [])];
  const picked: number[] = [];
  let lastId = 0;
  let from = cursor ? await keysOfCursor(db, cursor, keys) : null;
  // A first stretch long enough for a page at the hits' share of the gallery, then twice as long each time.
  const share = hits.count / Math.max(1, await galleryTotal(db, {}, scope));
  let stretch = Math.min(MAX_STRETCH, Math.ceil(((limit + 1) * 1.5) / Math.max(share, 0.001)) + limit);
  for (let round = 0; round < STRETCHES; round++, stretch = Math.min(MAX_STRETCH, stretch * 2)) {
    const part = await db.all<{ id: number; k: string }>(sql`
      SELECT ${galleryItems.id} AS id, json_array(${sql.join(keys.map((k) => k.sql), sql`, `)}) AS k FROM ${galleryItems}
      WHERE ${and(...base, ...(from ? [after(keys, from)] : []))} ORDER BY ${sql.join(orderBy(keys), sql`, `)} LIMIT ${stretch}`);
    if (part.length) {
      const ids = part.map((r) => Number(r.id));
      const low = Math.min(...ids);
      const high = Math.max(...ids);
      if (high - low > stretch * 50 && high - low > hits.count) return null;
      // Bound as integers: FTS5 reads a range of rowids only when its ends are integers (numbers bind as reals).
      const inRange = await db.all<{ id: number }>(sql`SELECT rowid AS id FROM gallery_public_search WHERE gallery_public_search MATCH ${matchOf(query, 'public')} AND rowid BETWEEN CAST(${low} AS INTEGER) AND CAST(${high} AS INTEGER)`);
      const found = new Set(inRange.map((r) => Number(r.id)));
      for (const row of part) {
        if (!found.has(Number(row.id))) continue;
        if (picked.length === limit) return { rows: await rowsByIds(db, picked), nextCursor: cursorOf({ id: lastId }) };
        picked.push(Number(row.id));
        lastId = Number(row.id);
      }
    }
    if (part.length < stretch) return { rows: await rowsByIds(db, picked), nextCursor: null };
    from = JSON.parse(part.at(-1)!.k) as Array<number | string>;
  }
  return null;
}

/** Rows by id, in the order of `ids`. */
async function rowsByIds(db: Db, ids: number[]): Promise<GalleryRow[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(galleryItems).where(inArray(galleryItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
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

/** Whether a filter sets nothing but `keys` (an empty value sets nothing, as galleryConditions reads it). */
const onlySets = (filter: GalleryFilter, keys: string[]) => Object.entries(filter).every(([key, value]) => !value || keys.includes(key));

/**
 * Whether the public counts table answers a filter's counts: type, country and category filters
 * only (a search, a collection or a map cell is counted over its items).
 */
const countedByTable = (filter: GalleryFilter, scope: GalleryScope, extra?: SQL) => scope.audience === 'public' && !extra && onlySets(filter, ['type', 'country', 'category']);

/**
 * The counts table's rows of a filter, one dimension left out (its own options are counted with
 * the other filters applied). Category 0 holds the items themselves, each other category its items.
 */
function countRows(filter: GalleryFilter, scope: GalleryScope, leaveOut: 'type' | 'country' | 'category' | null): SQL {
  const out = [leaveOut === 'category' ? sql`${galleryPublicCounts.categoryId} <> 0` : sql`${galleryPublicCounts.categoryId} = ${filter.category ?? 0}`];
  if (filter.type && leaveOut !== 'type') out.push(sql`${galleryPublicCounts.type} = ${filter.type}`);
  if (filter.country && leaveOut !== 'country') out.push(sql`${countedCountry(scope.language)} = ${filter.country}`);
  return and(...out)!;
}

/** The country column of the counts in a language. */
const countedCountry = (language: Language) =>
  ({ nl: galleryPublicCounts.countryNl, en: galleryPublicCounts.countryEn, sv: galleryPublicCounts.countrySv })[language];

/** Whether the counts' country in a language is the item's own name there (Dutch always is). */
const countedCountryOwn = (language: Language): SQL =>
  language === 'nl' ? sql`1` : sql`${language === 'en' ? galleryPublicCounts.countryEnOwn : galleryPublicCounts.countrySvOwn}`;

const summed = sql<number>`sum(${galleryPublicCounts.n})`.mapWith(Number);

/**
 * How many items the filtered gallery holds (`extra`: a condition of the caller's own; `hits`: a
 * public search's, read beforehand).
 */
export async function galleryTotal(db: Db, filter: GalleryFilter, scope: GalleryScope, extra?: SQL, hits?: SearchHits): Promise<number> {
  if (countedByIndex(filter, scope, extra)) {
    // A public search alone: its table holds public items only, so its hits are the total.
    if (hits && onlySets(filter, ['q'])) return hits.count;
    const query = searchQuery(filter.q!);
    return query ? searchCount(db, indexMatch(query, filter, scope.language, null)) : 0;
  }
  if (countedByTable(filter, scope, extra)) {
    const row = await db.select({ n: summed }).from(galleryPublicCounts).where(countRows(filter, scope, null)).get();
    return row?.n ?? 0;
  }
  const row = await db.select({ n: count() }).from(galleryItems).where(where([...galleryConditions(filter, scope, hits), ...(extra ? [extra] : [])])).get();
  return row?.n ?? 0;
}

/** A country option: `own` is 1 when some of its items have the name in the asked language, 0 when it is only the Dutch one in its place. */
type CountryCount = { value: string; count: number; own: number };
type FacetCounts = { types: GalleryFacets['types']; countries: CountryCount[]; categories: { id: number; count: number }[] };

/** Counts per type, country and category id; each dimension leaves its own filter out (`hits`: a public search's, when read beforehand). */
export async function galleryFacetCounts(db: Db, filter: GalleryFilter, scope: GalleryScope, hits?: SearchHits): Promise<FacetCounts> {
  if (countedByTable(filter, scope)) return tableFacetCounts(db, filter, scope);
  if (countedByIndex(filter, scope)) {
    const query = searchQuery(filter.q!);
    return query ? indexFacetCounts(db, filter, scope, query) : { types: [], countries: [], categories: [] };
  }
  // Another public search (in a collection, a map square): its hits read once for the three counts.
  if (filter.q && scope.audience === 'public' && !hits) hits = await publicSearchHits(db, filter.q);
  const country = countryIn(scope.language);
  const [types, countries, categories] = await Promise.all([
    db
      .select({ value: galleryItems.type, count: count() })
      .from(galleryItems)
      .where(where(galleryConditions({ ...filter, type: undefined }, scope, hits)))
      .groupBy(galleryItems.type),
    db
      .select({ value: sql<string>`${country}`, count: count(), own: sql<number>`max(${countryOwnIn(scope.language)})`.mapWith(Number) })
      .from(galleryItems)
      .where(where([...galleryConditions({ ...filter, country: undefined }, scope, hits), sql`${country} IS NOT NULL AND ${country} <> ''`]))
      .groupBy(country),
    categoryCounts(db, filter, scope, hits),
  ]);
  return { types: types as GalleryFacets['types'], countries, categories };
}

/** Items per category id, the category filter left out. */
function categoryCounts(db: Db, filter: GalleryFilter, scope: GalleryScope, hits?: SearchHits) {
  const query = filter.q ? searchQuery(filter.q) : null;
  if (query && hits && !hits.ids && scope.audience === 'public') {
    // Many hits of a public search: the links of each hit, read from the search index on (three to
    // ten times faster at 100,000 items than checking every link against the hits).
    const table = sql.raw(SEARCH_TABLES.public);
    return db.all<{ id: number; count: number }>(sql`
      SELECT ${galleryItemCategories.categoryId} AS id, count(*) AS count
      FROM ${table}
        CROSS JOIN ${galleryItemCategories} ON ${galleryItemCategories.itemId} = ${table}.rowid
        CROSS JOIN ${galleryItems} ON ${galleryItems.id} = ${table}.rowid
      WHERE ${table} MATCH ${matchOf(query, 'public')} AND ${where(galleryConditions({ ...filter, q: undefined, category: undefined }, scope)) ?? sql`1`}
      GROUP BY ${galleryItemCategories.categoryId}`);
  }
  // CROSS JOIN keeps SQLite's join order: the links in category order (their covering index),
  // each item looked up by id, so no temporary table is needed to group (about 40% faster).
  return db.all<{ id: number; count: number }>(sql`
    SELECT ${galleryItemCategories.categoryId} AS id, count(*) AS count
    FROM ${galleryItemCategories} CROSS JOIN ${galleryItems} ON ${galleryItems.id} = ${galleryItemCategories.itemId}
    WHERE ${where(galleryConditions({ ...filter, category: undefined }, scope, hits)) ?? sql`1`}
    GROUP BY ${galleryItemCategories.categoryId}`);
}

/** The same counts read from the public counts table: a few rows, whatever the size of the archive. */
async function tableFacetCounts(db: Db, filter: GalleryFilter, scope: GalleryScope): Promise<FacetCounts> {
  const country = countedCountry(scope.language);
  const some = sql`sum(${galleryPublicCounts.n}) > 0`;
  const [types, countries, categories] = await Promise.all([
    db
      .select({ value: galleryPublicCounts.type, count: summed })
      .from(galleryPublicCounts)
      .where(countRows(filter, scope, 'type'))
      .groupBy(galleryPublicCounts.type)
      .having(some),
    db
      .select({ value: country, count: summed, own: sql<number>`max(CASE WHEN ${galleryPublicCounts.n} > 0 THEN ${countedCountryOwn(scope.language)} ELSE 0 END)`.mapWith(Number) })
      .from(galleryPublicCounts)
      .where(and(countRows(filter, scope, 'country'), sql`${country} <> ''`))
      .groupBy(country)
      .having(some),
    db
      .select({ id: galleryPublicCounts.categoryId, count: summed })
      .from(galleryPublicCounts)
      .where(countRows(filter, scope, 'category'))
      .groupBy(galleryPublicCounts.categoryId)
      .having(some),
  ]);
  return { types: types as GalleryFacets['types'], countries, categories };
}

/**
 * Whether the public search index answers a filter's total and counts: a public search with type,
 * country and category filters only (its `facets` column holds those keys, migration 0024).
 */
const countedByIndex = (filter: GalleryFilter, scope: GalleryScope, extra?: SQL) =>
  scope.audience === 'public' && !extra && Boolean(filter.q) && onlySets(filter, ['q', 'type', 'country', 'category']);

/** The keys of the public search's `facets` column (see migration 0024), quoted for FTS5. */
const hex = (s: string) => Buffer.from(s, 'utf8').toString('hex');
const typeKey = (type: string) => `"ty${type.replace(/"/g, '""')}"`;
const categoryKey = (id: number) => `"ca${Math.trunc(id)}"`;
/**
 * A country as `language` shows it ('' for none); `own` (English, Swedish): 1 for the item's own
 * name there, 0 for the Dutch one in its place.
 */
function countryKey(language: Language, name: string, own: number): string {
  const prefix = { nl: 'cn', en: 'ce', sv: 'cs' }[language];
  if (!name) return `"${prefix}x"`;
  return language === 'nl' ? `"${prefix}${hex(name)}"` : `"${prefix}${own ? 1 : 0}${hex(name)}"`;
}
/** Every item that shows the country `name` in `language`, by its own name or the Dutch one. */
const shownCountryKey = (language: Language, name: string) => (language === 'nl' ? countryKey(language, name, 1) : `(${countryKey(language, name, 1)} OR ${countryKey(language, name, 0)})`);

type Dimension = 'type' | 'country' | 'category';

/**
 * The FTS5 query of a public search with its type, country and category filters (one dimension
 * left out, its own options being counted) and `key`, an option being counted.
 */
function indexMatch(query: string, filter: GalleryFilter, language: Language, leaveOut: Dimension | null, key?: string): string {
  const keys: string[] = [];
  if (filter.type && leaveOut !== 'type') keys.push(typeKey(filter.type));
  if (filter.country && leaveOut !== 'country') keys.push(shownCountryKey(language, filter.country));
  if (filter.category && leaveOut !== 'category') keys.push(categoryKey(filter.category));
  if (key) keys.push(key);
  return keys.length ? `${matchOf(query, 'public')} AND {facets} : (${keys.join(' AND ')})` : matchOf(query, 'public');
}

/** An option of a dimension: its key in the index and how many public items hold it (the search aside). */
interface Option<T> {
  value: T;
  key: string;
  n: number;
}

/**
 * A public search's filter counts, read from the search index: the options the gallery holds under
 * the other filters come from the counts table, and each is counted as the search AND its key, a
 * read of the shorter list that skips through the longer. Every item has one type and one country
 * (or none), so the largest of those is what the others leave of the total: a search counts about
 * as many index entries as it finds items, per dimension (a few ms for a word every one of 100,000
 * items has), and a rare word almost none.
 */
async function indexFacetCounts(db: Db, filter: GalleryFilter, scope: GalleryScope, query: string): Promise<FacetCounts> {
  const { language } = scope;
  const country = countedCountry(language);
  const own = countedCountryOwn(language);
  const some = sql`sum(${galleryPublicCounts.n}) > 0`;
  const [types, countries, categories] = await Promise.all([
    db.select({ value: galleryPublicCounts.type, n: summed }).from(galleryPublicCounts).where(countRows(filter, scope, 'type')).groupBy(galleryPublicCounts.type).having(some),
    db
      .select({ value: country, own: sql<number>`${own}`.mapWith(Number), n: summed })
      .from(galleryPublicCounts)
      .where(countRows(filter, scope, 'country'))
      .groupBy(country, own)
      .having(some),
    db.select({ id: galleryPublicCounts.categoryId, n: summed }).from(galleryPublicCounts).where(countRows(filter, scope, 'category')).groupBy(galleryPublicCounts.categoryId).having(some),
  ]);
  // One count per FTS5 query, however many dimensions ask for it.
  const known = new Map<string, Promise<number>>();
  const countOf = (leaveOut: Dimension, key?: string) => {
    const match = indexMatch(query, filter, language, leaveOut, key);
    let n = known.get(match);
    if (!n) known.set(match, (n = searchCount(db, match)));
    return n;
  };
  const each = <T>(options: Option<T>[], leaveOut: Dimension) => Promise.all(options.map(async (o) => ({ value: o.value, count: await countOf(leaveOut, o.key) })));
  /** Options of which every item holds exactly one: all but the largest counted, the largest is the rest. */
  const oneEach = async <T>(options: Option<T>[], leaveOut: Dimension) => {
    if (!options.length) return [];
    const largest = options.reduce((a, b) => (b.n > a.n ? b : a));
    const counted = await each(
      options.filter((o) => o !== largest),
      leaveOut,
    );
    const total = await countOf(leaveOut);
    return [...counted, { value: largest.value, count: total - counted.reduce((sum, o) => sum + o.count, 0) }];
  };
  // Keys of the country options; an English or Swedish name may come in two (its own, the Dutch one's).
  const countryOptions = new Map<string, Option<{ name: string; own: number }>>();
  for (const c of countries) {
    const key = countryKey(language, c.value, c.own);
    const known = countryOptions.get(key);
    if (known) known.n += c.n;
    else countryOptions.set(key, { value: { name: c.value, own: c.own }, key, n: c.n });
  }
  const [typeCounts, countryCounts, categoryCounts] = await Promise.all([
    oneEach(
      types.map((t) => ({ value: t.value, key: typeKey(t.value), n: t.n })),
      'type',
    ),
    oneEach([...countryOptions.values()], 'country'),
    each(
      categories.map((c) => ({ value: c.id, key: categoryKey(c.id), n: c.n })),
      'category',
    ),
  ]);
  const byCountry = new Map<string, CountryCount>();
  for (const { value, count } of countryCounts) {
    if (!count || !value.name) continue;
    const seen = byCountry.get(value.name) ?? { value: value.name, count: 0, own: 0 };
    byCountry.set(value.name, { value: value.name, count: seen.count + count, own: Math.max(seen.own, value.own) });
  }
  return {
    types: typeCounts.filter((t) => t.count).map((t) => ({ value: t.value, count: t.count })) as GalleryFacets['types'],
    countries: [...byCountry.values()],
    categories: categoryCounts.filter((c) => c.count).map((c) => ({ id: c.value, count: c.count })),
  };
}

/** Where `row` stands in the filtered set and the rows before and after it (wrapping at both ends). */
export async function galleryNeighbourRows(db: Db, row: GalleryRow, filter: GalleryFilter, scope: GalleryScope, order: GalleryOrderName = 'newest', hits?: SearchHits) {
  const keys = GALLERY_ORDERS[order];
  const values = keys.map((k) => k.of(row));
  const conditions = galleryConditions(filter, scope, hits);
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
    galleryTotal(db, filter, scope, undefined, hits),
    first(after(keys, values), false),
    first(after(keys, values, true), true),
  ]);
  const [wrapNext, wrapPrevious] = await Promise.all([next ? next : first(null, false), previous ? previous : first(null, true)]);
  const alone = (other: GalleryRow | undefined) => (!other || other.id === row.id ? null : other);
  return { position: (before?.n ?? 0) + 1, total, next: alone(wrapNext), previous: alone(wrapPrevious) };
}
