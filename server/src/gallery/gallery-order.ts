import { generateKeyBetween } from 'fractional-indexing';
import type { GalleryOrderChoice } from '@portfolio/shared';
import { and, asc, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { galleryItems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { writeContent } from '../lib/content-version';
import type { GalleryOrderName } from './gallery-query';
import { getSettings } from '../site/settings.service';

/**
 * The order the public gallery is listed in: the photographer's choice (Settings), and for the
 * home page's gallery section featured items first.
 */
export async function publicOrder(db: Db, { featuredFirst = false } = {}): Promise<GalleryOrderName> {
  const choice: GalleryOrderChoice = (await getSettings(db)).galleryOrder;
  if (featuredFirst) return choice === 'manual' ? 'featuredPosition' : 'featuredNewest';
  return choice;
}

/*
 * "My order": each item holds a fractional key (`position`), compared as text. Putting an item
 * between two others gives it a key between theirs, so a move writes one row whatever the size of
 * the gallery; nothing is renumbered.
 */

/*
 * The order is that of the gallery's items, never a client gallery's private ones (they have their
 * own order): reading only those lets SQLite seek in its index (is_private, position) instead of
 * reading every key, so a create or a move costs the same with 100 items as with 100,000.
 */
const inGallery = eq(galleryItems.isPrivate, false);

/** A key before every item: where a new upload goes (the newest first, until the photographer moves it). */
export async function firstPosition(db: Db): Promise<string> {
  const row = await db.select({ first: min(galleryItems.position) }).from(galleryItems).where(inGallery).get();
  return generateKeyBetween(null, row?.first ?? null);
}

/**
 * Moves an item right after another (or first, with null): one row written, the content version
 * bumped. Null when either item does not exist.
 */
export async function moveItem(db: Db, id: number, afterId: number | null): Promise<string | null> {
  const item = await db.select({ id: galleryItems.id }).from(galleryItems).where(eq(galleryItems.id, id)).get();
  if (!item) return null;
  let position: string;
  if (afterId === null) position = await firstPosition(db);
  else {
    if (afterId === id) throw new AppError('bad_request', 'An item cannot be placed after itself');
    const after = await db.select({ position: galleryItems.position }).from(galleryItems).where(eq(galleryItems.id, afterId)).get();
    if (!after) return null;
    // The next key after it (items sharing its key stay together, before the moved one).
    const next = await db
      .select({ position: galleryItems.position })
      .from(galleryItems)
      .where(and(inGallery, gt(galleryItems.position, after.position)))
      .orderBy(asc(galleryItems.position))
      .limit(1)
      .get();
    position = generateKeyBetween(after.position, next?.position ?? null);
  }
  await writeContent(db, [db.update(galleryItems).set({ position }).where(eq(galleryItems.id, id))]);
  return position;
}
