import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { getContentVersion } from '../lib/content-version';

/*
 * Whether a stored file may be served to everyone: only while a published, public thing uses its
 * asset. Everything else (a fresh upload, an unpublished photo, a client gallery's photo, an
 * inactive slide, a draft's photos) is served only to the back-office and, through its own
 * address, to a client gallery that holds it.
 */

/**
 * The one statement: a published public gallery item, an active hero slide, a published post's
 * header or one of its photos, a published collection's introduction, the About portrait, or the
 * poster of a video any of these show. Each is an indexed lookup by the asset's key (the
 * collections are few, their introductions read whole).
 */
export const publicUse = (hash: string) => sql`SELECT
  EXISTS (SELECT 1 FROM gallery_items g WHERE g.media_hash = ${hash} AND g.is_published = 1 AND g.is_private = 0)
  OR EXISTS (SELECT 1 FROM hero_images h WHERE h.media_hash = ${hash} AND h.is_active = 1)
  OR EXISTS (SELECT 1 FROM blog_posts p WHERE p.featured_media_hash = ${hash} AND p.is_published = 1)
  OR EXISTS (SELECT 1 FROM post_media pm JOIN blog_posts p ON p.id = pm.post_id AND p.is_published = 1 WHERE pm.media_hash = ${hash})
  OR EXISTS (SELECT 1 FROM collections c WHERE c.is_published = 1 AND (instr(c.intro_nl, ${hash}) > 0 OR instr(c.intro_en, ${hash}) > 0 OR instr(c.intro_sv, ${hash}) > 0))
  OR EXISTS (SELECT 1 FROM site_texts s WHERE s.id = 1 AND json_extract(s.data, '$.about.portraitMediaHash') = ${hash})
  OR EXISTS (
    SELECT 1 FROM media_assets v WHERE v.poster_file = ${hash} AND (
      EXISTS (SELECT 1 FROM gallery_items g WHERE g.media_hash = v.hash AND g.is_published = 1 AND g.is_private = 0)
      OR EXISTS (SELECT 1 FROM hero_images h WHERE h.media_hash = v.hash AND h.is_active = 1)
      OR EXISTS (SELECT 1 FROM blog_posts p WHERE p.featured_media_hash = v.hash AND p.is_published = 1)
      OR EXISTS (SELECT 1 FROM post_media pm JOIN blog_posts p ON p.id = pm.post_id AND p.is_published = 1 WHERE pm.media_hash = v.hash)
    )
  ) AS used`;

/** Answers per content version: every write that publishes or hides something bumps it, so a file follows at once. */
interface Known {
  version: number;
  used: Map<string, boolean>;
}
const known = new WeakMap<Db, Known>();
/** Keys remembered per version before the map starts again (a key and a flag: a few MB at most). */
const MAX_KNOWN = 50_000;

/** Whether a published, public thing uses the asset `hash` now. */
export async function isPublicAsset(db: Db, hash: string): Promise<boolean> {
  const version = await getContentVersion(db);
  let k = known.get(db);
  if (!k || k.version !== version || k.used.size >= MAX_KNOWN) {
    k = { version, used: new Map() };
    known.set(db, k);
  }
  const cached = k.used.get(hash);
  if (cached !== undefined) return cached;
  const [row] = await db.all<{ used: number }>(publicUse(hash));
  const used = Number(row?.used ?? 0) === 1;
  // Kept only if no write moved the version meanwhile (the answer may be older than it).
  if (known.get(db) === k) k.used.set(hash, used);
  return used;
}
