import { sanitizeRichText } from '@portfolio/shared/sanitize-rich-text';
import { asc, eq, gt } from 'drizzle-orm';
import { contentChanged } from '../lib/content-version';
import type { Db } from './db-type';
import { blogPosts, collections } from './schema';

const BATCH = 200;

/** An optional rich text as stored: sanitized, blank as null. */
export const sanitizedOrNull = (text: string | null | undefined): string | null => {
  if (text === null || text === undefined) return null;
  return sanitizeRichText(text) || null;
};

/**
 * Rich text is sanitized when it is written (posts, collections' introductions), and the site
 * shows it as stored. This brings texts stored before that (editor documents as JSON, HTML of an
 * older client) to the same form: at every start, after the migrations, a batch of rows at a
 * time; a text already in that form is left alone (sanitizing it again gives the same HTML).
 * Returns how many rows it rewrote.
 */
export async function sanitizeStoredTexts(db: Db): Promise<number> {
  const posts = await eachBatch(
    (after) =>
      db
        .select({ id: blogPosts.id, contentNl: blogPosts.contentNl, contentEn: blogPosts.contentEn, contentSv: blogPosts.contentSv })
        .from(blogPosts)
        .where(gt(blogPosts.id, after))
        .orderBy(asc(blogPosts.id))
        .limit(BATCH),
    async ({ id, ...texts }) => {
      const next = { contentNl: sanitizeRichText(texts.contentNl), contentEn: texts.contentEn === null ? null : sanitizeRichText(texts.contentEn), contentSv: texts.contentSv === null ? null : sanitizeRichText(texts.contentSv) };
      if (sameTexts(texts, next)) return true;
      await db.update(blogPosts).set(next).where(eq(blogPosts.id, id));
      return false;
    },
  );
  const intros = await eachBatch(
    (after) =>
      db
        .select({ id: collections.id, introNl: collections.introNl, introEn: collections.introEn, introSv: collections.introSv })
        .from(collections)
        .where(gt(collections.id, after))
        .orderBy(asc(collections.id))
        .limit(BATCH),
    async ({ id, ...texts }) => {
      const next = { introNl: sanitizedOrNull(texts.introNl), introEn: sanitizedOrNull(texts.introEn), introSv: sanitizedOrNull(texts.introSv) };
      if (sameTexts(texts, next)) return true;
      await db.update(collections).set(next).where(eq(collections.id, id));
      return false;
    },
  );
  if (posts + intros) contentChanged(db);
  return posts + intros;
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
