import type { GalleryPickerPage, GalleryPickerQuerySchema } from '@portfolio/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { collectionItems, galleryItems } from '../db/schema';
import { mediaByKey } from '../media/assets';
import { assertCollectionExists } from '../collections/collections.service';
import { adminScope } from './gallery.service';
import { galleryRowsPage, galleryTotal } from './gallery-query';

/** The ones of `itemIds` that are in the collection. */
async function inCollection(db: Db, collectionId: number, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .select({ id: collectionItems.itemId })
    .from(collectionItems)
    .where(and(eq(collectionItems.collectionId, collectionId), inArray(collectionItems.itemId, itemIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The gallery's items for a picker (a post's figures, a portrait, a collection's photos): newest
 * added first, one page per call (keyset on the order's index), found by the back-office
 * gallery's search and filters, each marked when it is already in the given collection.
 */
export async function pickerPage(db: Db, q: z.output<typeof GalleryPickerQuerySchema>): Promise<GalleryPickerPage> {
  if (q.collectionId) await assertCollectionExists(db, q.collectionId);
  const filter = { q: q.q, type: q.type, country: q.country, category: q.category };
  const stored = q.stored ? isNotNull(galleryItems.mediaHash) : undefined;
  const [page, total] = await Promise.all([
    galleryRowsPage(db, { filter, scope: adminScope, order: 'added', limit: q.limit, cursor: q.cursor, where: stored }),
    galleryTotal(db, filter, adminScope, stored),
  ]);
  const ids = page.rows.map((r) => r.id);
  const [media, chosen] = await Promise.all([mediaByKey(db, page.rows.map((r) => r.mediaHash)), q.collectionId ? inCollection(db, q.collectionId, ids) : new Set<number>()]);
  return {
    items: page.rows.map((r) => {
      const m = r.mediaHash ? media.get(r.mediaHash) : undefined;
      return {
        id: r.id,
        type: r.type,
        title: r.title,
        alt: r.alt || r.title,
        mediaHash: m ? r.mediaHash : null,
        url: m?.url ?? r.url ?? null,
        thumbnailUrl: m?.thumbnailUrl ?? r.thumbnailUrl ?? null,
        width: m?.width ?? r.width ?? null,
        height: m?.height ?? r.height ?? null,
        isPublished: r.isPublished,
        dateTaken: r.dateTaken ? r.dateTaken.toISOString() : null,
        inCollection: chosen.has(r.id),
      };
    }),
    nextCursor: page.nextCursor,
    total,
  };
}
