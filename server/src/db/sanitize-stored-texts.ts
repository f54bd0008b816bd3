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
  let changed = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: blogPosts.id, nl: blogPosts.contentNl, en: blogPosts.contentEn, sv: blogPosts.contentSv })
      .from(blogPosts)
      .where(gt(blogPosts.id, after))
      .orderBy(asc(blogPosts.id))
      .limit(BATCH);
    if (!rows.length) break;
    after = rows.at(-1)!.id;
    for (const r of rows) {
      const next = { contentNl: sanitizeRichText(r.nl), contentEn: r.en === null ? null : sanitizeRichText(r.en), contentSv: r.sv === null ? null : sanitizeRichText(r.sv) };
      if (next.contentNl === r.nl && next.contentEn === r.en && next.contentSv === r.sv) continue;
      await db.update(blogPosts).set(next).where(eq(blogPosts.id, r.id));
      changed++;
    }
  }
  for (let after = 0; ; ) {
    const rows = await db
      .select({ id: collections.id, nl: collections.introNl, en: collections.introEn, sv: collections.introSv })
      .from(collections)
      .where(gt(collections.id, after))
      .orderBy(asc(collections.id))
      .limit(BATCH);
    if (!rows.length) break;
    after = rows.at(-1)!.id;
    for (const r of rows) {
      const next = { introNl: sanitizedOrNull(r.nl), introEn: sanitizedOrNull(r.en), introSv: sanitizedOrNull(r.sv) };
      if (next.introNl === r.nl && next.introEn === r.en && next.introSv === r.sv) continue;
      await db.update(collections).set(next).where(eq(collections.id, r.id));
      changed++;
    }
  }
  if (changed) contentChanged(db);
  return changed;
}
