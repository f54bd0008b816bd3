import { and, eq, type SQL, sql } from 'drizzle-orm';
import { galleryItems } from '../db/schema';

/*
 * What the public may see of the gallery, stated once: a published item that is not a client
 * gallery's private photo. Every public read (lists, the stream, an item, its neighbours and related
 * photos, collections and their covers, the map, search, feeds, the sitemap, page data and the
 * statistics) asks this; the search and counts tables keep the same rule in their triggers
 * (migrations 0017 and 0020), and so do the fediverse account's (migration 0022: what its outbox
 * lists and its followers receive). A private photo is never published either; the second condition keeps
 * it out whatever an edit did.
 */

/** The condition on `gallery_items` (drizzle). */
export const isPublicItem = (): SQL => and(eq(galleryItems.isPublished, true), eq(galleryItems.isPrivate, false))!;

/** The same condition on an alias of `gallery_items` in hand-written SQL (`g` in `FROM gallery_items g`). */
export const publicItemAs = (alias: string): SQL => sql.raw(`(${alias}.is_published = 1 AND ${alias}.is_private = 0)`);

/**
 * The same condition checked on each row rather than looked up in an index (`+` keeps SQLite from
 * using the public indexes): for a read of a range of ids, which the primary key answers.
 */
export const isPublicRow = (): SQL => sql`(+${galleryItems.isPublished} = 1 AND +${galleryItems.isPrivate} = 0)`;
