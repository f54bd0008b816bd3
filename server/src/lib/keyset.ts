import { and, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { decodeCursor, encodeCursor } from './cursor';

/*
 * Keyset (cursor) paging for lists read by the database a page at a time: the next page starts
 * strictly after the sort keys of the last row, so page 500 costs what page 1 costs (OFFSET would
 * read and drop every row before it). Every order ends in a unique key (the id).
 */

/** One sort key: a column or expression, its direction, and how to read its stored value off a row. */
export interface KeysetKey<R> {
  sql: SQLiteColumn | SQL;
  desc: boolean;
  of: (row: R) => number | string;
  /** A text key (a name); the others are whole numbers (times, places, ids). A cursor's values must be of these kinds. */
  text?: boolean;
}

/** A page of a list, the size of the whole (filtered) list, and the cursor of the next page (null on the last). */
export interface ListPage<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** The kinds of a cursor's values in the order of `keys`. */
export const cursorKinds = (keys: readonly { text?: boolean }[]) => keys.map((k) => (k.text ? ('text' as const) : ('int' as const)));

export const orderByKeys = <R>(keys: KeysetKey<R>[]) => keys.map((k) => (k.desc ? sql`${k.sql} DESC` : sql`${k.sql} ASC`));

/** Rows strictly after `values` in the order of `keys`. */
export function afterKeys<R>(keys: KeysetKey<R>[], values: Array<number | string>): SQL {
  const branches = keys.map((k, i) => {
    const equal = keys.slice(0, i).map((e, j) => sql`${e.sql} = ${values[j]}`);
    return and(...equal, k.desc ? sql`${k.sql} < ${values[i]}` : sql`${k.sql} > ${values[i]}`)!;
  });
  return sql`(${sql.join(branches, sql` OR `)})`;
}

/**
 * One page of rows: `read` runs the list's query with the cursor's condition, the order and a
 * limit one above the page (to know whether another page follows).
 */
export async function readKeysetPage<R>(
  keys: KeysetKey<R>[],
  { limit, cursor }: { limit: number; cursor?: string },
  read: (after: SQL | undefined, orderBy: SQL[], limit: number) => Promise<R[]>,
): Promise<{ rows: R[]; nextCursor: string | null }> {
  const after = cursor ? afterKeys(keys, decodeCursor(cursor, cursorKinds(keys))) : undefined;
  const rows = await read(after, orderByKeys(keys), limit + 1);
  const more = rows.length > limit;
  if (more) rows.pop();
  const last = rows.at(-1);
  return { rows, nextCursor: more && last ? encodeCursor(keys.map((k) => k.of(last))) : null };
}
