import { RICH_TEXT_RULES_VERSION } from '@portfolio/shared/rich-text-policy';
import { sanitizeRichText } from '@portfolio/shared/sanitize-rich-text';
import { asc, eq, getTableColumns, gt, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { contentChanged } from '../lib/content-version';
import type { Db } from './db-type';
import { blogPosts, collections, dataJobs } from './schema';

const BATCH = 200;

/** An optional rich text as stored: sanitized, blank as null. */
export const sanitizedOrNull = (text: string | null | undefined): string | null => {
  if (text === null || text === undefined) return null;
  return sanitizeRichText(text) || null;
};

const JOB = 'sanitize-stored-texts';

/**
 * Runs sanitizeStoredTexts at a start (after the migrations) once for each version of the
 * rich-text rules: a database whose texts were brought to the current rules is not read again.
 * A run cut short is not recorded, so the next start does it again. Answers how many rows it
 * rewrote, or null when there was nothing to do.
 */
export async function sanitizeStoredTextsOnce(db: Db): Promise<number | null> {
  const done = await db.select({ version: dataJobs.version }).from(dataJobs).where(eq(dataJobs.name, JOB)).get();
  if (done?.version === RICH_TEXT_RULES_VERSION) return null;
  const changed = await sanitizeStoredTexts(db);
  const record = { version: RICH_TEXT_RULES_VERSION, doneAt: new Date() };
  await db.insert(dataJobs).values({ name: JOB, ...record }).onConflictDoUpdate({ target: dataJobs.name, set: record });
  return changed;
}

/**
 * Rich text is sanitized when it is written (posts, collections' introductions), and the site
 * shows it as stored. This brings texts stored before that, or under older rules (editor
 * documents as JSON, HTML of an older client), to the same form, a batch of rows at a time; a
 * text already in that form is left alone (sanitizing it again gives the same HTML). Returns how
 * many rows it rewrote.
 */
export async function sanitizeStoredTexts(db: Db): Promise<number> {
  // A post's Dutch text is required (never null); the others may be missing, and an introduction left blank is none.
  const posts = await sanitizeColumns(db, blogPosts, ['contentNl', 'contentEn', 'contentSv'] satisfies (keyof typeof blogPosts.$inferSelect)[], (text) => (text === null ? null : sanitizeRichText(text)));
  const intros = await sanitizeColumns(db, collections, ['introNl', 'introEn', 'introSv'] satisfies (keyof typeof collections.$inferSelect)[], sanitizedOrNull);
  if (posts + intros) contentChanged(db);
  return posts + intros;
}

/**
 * Rewrites the rows of `table` whose rich texts (`columns`) are not in the sanitized form yet, which
 * `clean` gives. Returns how many rows it changed.
 */
async function sanitizeColumns(db: Db, table: typeof blogPosts | typeof collections, columns: readonly string[], clean: (text: string | null) => string | null): Promise<number> {
  const all: Record<string, SQLiteColumn> = getTableColumns(table);
  const selection: Record<string, SQL<string | null>> = Object.fromEntries(columns.map((name) => [name, sql<string | null>`${all[name]}`]));
  return eachBatch(
    (after) => db.select({ id: table.id, texts: selection }).from(table).where(gt(table.id, after)).orderBy(asc(table.id)).limit(BATCH),
    async ({ id, texts }) => {
      const next = Object.fromEntries(columns.map((name) => [name, clean(texts[name] ?? null)]));
      if (sameTexts(texts, next)) return true;
      await db.update(table).set(next).where(eq(table.id, id));
      return false;
    },
  );
}

const sameTexts = (a: Record<string, string | null>, b: Record<string, string | null>) => Object.keys(b).every((k) => a[k] === b[k]);

/** Reads rows a batch at a time in id order; `keep` answers true for a row it left as it was. Returns how many it changed. */
async function eachBatch<R extends { id: number }>(read: (after: number) => Promise<R[]>, keep: (row: R) => Promise<boolean>): Promise<number> {
  let changed = 0;
  for (let rows = await read(0); rows.length; rows = await read(rows.at(-1)!.id)) {
    for (const row of rows) if (!(await keep(row))) changed++;
  }
  return changed;
}
