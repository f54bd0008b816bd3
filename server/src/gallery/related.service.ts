import type { GalleryItem, Language } from '@portfolio/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { galleryItems } from '../db/schema';
import { toPublicItems } from './gallery.service';
import { publicItemAs } from './public-item';

/** How many related photos a photo's page shows. */
export const RELATED_LIMIT = 8;
/** Taken within this of each other counts as "near in time". */
const NEAR_MS = 14 * 86_400_000;
/** Candidates per source: each is read from an index around the photo, so the cost does not grow with the gallery. */
const PER_SOURCE = { collection: 40, category: 120, country: 40, time: 30 };
/** Positions within this many degrees (about 50 km) are the same place. */
const SAME_PLACE_DEGREES = 0.5;

/** 1 when the gallery item aliased `g` has a sensitive location (itself or a category). */
const sensitiveOf = (g: string) =>
  sql.raw(`(${g}.sensitive_location = 1 OR EXISTS (SELECT 1 FROM gallery_item_categories sc JOIN categories c ON c.id = sc.category_id WHERE sc.item_id = ${g}.id AND c.sensitive_location = 1))`);

/**
 * Ids of up to 8 published photos related to `id`, most in common first: each shared published
 * collection and each shared category counts one, and so do the same country, the same place and
 * being taken within two weeks; ties go to the nearest in time.
 *
 * One statement. The candidates come from bounded index ranges around the photo (its neighbours in
 * each collection, the nearest ids in each of its categories, the nearest dates in its country and
 * in the whole gallery), so it stays fast at 100,000 photos (bench/related). The place counts only
 * when neither photo's location is sensitive: no ranking may tell where a sensitive photo was made.
 */
export async function relatedIds(db: Db, id: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(sql`
    WITH me AS MATERIALIZED (
      SELECT g.id, g.date_taken AS taken, g.country, g.location, g.latitude AS lat, g.longitude AS lon, ${sensitiveOf('g')} AS sensitive
      FROM gallery_items g WHERE g.id = ${id} AND ${publicItemAs('g')}
    ),
    my_collections AS MATERIALIZED (
      SELECT ci.collection_id, ci.position FROM collection_items ci
      JOIN collections c ON c.id = ci.collection_id AND c.is_published = 1
      WHERE ci.item_id = ${id}
    ),
    my_categories AS MATERIALIZED (SELECT category_id FROM gallery_item_categories WHERE item_id = ${id}),
    candidates AS MATERIALIZED (
      SELECT item_id AS id FROM (
        SELECT ci.item_id FROM my_collections m JOIN collection_items ci
          ON ci.collection_id = m.collection_id AND ci.position BETWEEN m.position - ${PER_SOURCE.collection} AND m.position + ${PER_SOURCE.collection}
      )
      UNION SELECT item_id FROM (
        SELECT gc.item_id FROM my_categories m JOIN gallery_item_categories gc
          ON gc.category_id = m.category_id AND gc.item_id BETWEEN ${id} - ${PER_SOURCE.category * 20} AND ${id} + ${PER_SOURCE.category * 20}
        ORDER BY abs(gc.item_id - ${id}) LIMIT ${PER_SOURCE.category}
      )
      UNION SELECT id FROM (
        SELECT g.id FROM gallery_items g WHERE g.country = (SELECT country FROM me) AND g.date_taken >= (SELECT taken FROM me) ORDER BY g.date_taken LIMIT ${PER_SOURCE.country}
      )
      UNION SELECT id FROM (
        SELECT g.id FROM gallery_items g WHERE g.country = (SELECT country FROM me) AND g.date_taken < (SELECT taken FROM me) ORDER BY g.date_taken DESC LIMIT ${PER_SOURCE.country}
      )
      UNION SELECT id FROM (
        SELECT g.id FROM gallery_items g WHERE ${publicItemAs('g')} AND g.date_taken >= (SELECT taken FROM me) ORDER BY g.date_taken LIMIT ${PER_SOURCE.time}
      )
      UNION SELECT id FROM (
        SELECT g.id FROM gallery_items g WHERE ${publicItemAs('g')} AND g.date_taken < (SELECT taken FROM me) ORDER BY g.date_taken DESC LIMIT ${PER_SOURCE.time}
      )
    ),
    scored AS MATERIALIZED (
      SELECT g.id,
        (SELECT count(*) FROM collection_items ci WHERE ci.item_id = g.id AND ci.collection_id IN (SELECT collection_id FROM my_collections))
        + (SELECT count(*) FROM gallery_item_categories gc WHERE gc.item_id = g.id AND gc.category_id IN (SELECT category_id FROM my_categories))
        + (g.country IS NOT NULL AND g.country = me.country)
        + (me.sensitive = 0 AND (
            (g.location IS NOT NULL AND g.location = me.location)
            OR (g.latitude IS NOT NULL AND me.lat IS NOT NULL AND abs(g.latitude - me.lat) < ${SAME_PLACE_DEGREES} AND abs(g.longitude - me.lon) < ${SAME_PLACE_DEGREES})
          ) AND NOT ${sensitiveOf('g')})
        + (g.date_taken IS NOT NULL AND me.taken IS NOT NULL AND abs(g.date_taken - me.taken) <= ${NEAR_MS}) AS shared,
        abs(coalesce(g.date_taken, 0) - coalesce(me.taken, 0)) AS apart
      -- CROSS JOIN keeps this order: the few candidates first, then each one's row by its key.
      FROM me CROSS JOIN candidates c CROSS JOIN gallery_items g ON g.id = c.id
      WHERE g.id <> me.id AND ${publicItemAs('g')}
    )
    SELECT id FROM scored WHERE shared > 0 ORDER BY shared DESC, apart ASC, id DESC LIMIT ${RELATED_LIMIT}
  `);
  return rows.map((r) => Number(r.id));
}

/** The related photos of `id` as the public sees them (see relatedIds). */
export async function relatedItems(db: Db, id: number, lang: Language): Promise<GalleryItem[]> {
  const ids = await relatedIds(db, id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(galleryItems).where(inArray(galleryItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toPublicItems(db, ids.flatMap((i) => byId.get(i) ?? []), lang);
}
