import type { GalleryPickerPage, GalleryPickerQuerySchema } from '@portfolio/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { clientGalleryItems, collectionItems, galleryItems } from '../db/schema';
import { mediaByKey } from '../media/assets';
import { assertCollectionExists } from '../collections/collections.service';
import { getGalleryRow } from '../client-galleries/client-galleries.service';
import { adminThumbnails } from '../client-galleries/client-gallery-photos.service';
import { adminScope } from './gallery.service';
import { galleryRowsPage, galleryTotal } from './gallery-query';

type PickerQuery = z.output<typeof GalleryPickerQuerySchema>;

/** The ones of `itemIds` already in what the picker picks for (a collection or a client gallery). */
async function alreadyIn(db: Db, q: PickerQuery, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const rows = q.collectionId
    ? await db
        .select({ id: collectionItems.itemId })
        .from(collectionItems)
        .where(and(eq(collectionItems.collectionId, q.collectionId), inArray(collectionItems.itemId, itemIds)))
    : q.clientGalleryId
      ? await db
          .select({ id: clientGalleryItems.itemId })
          .from(clientGalleryItems)
          .where(and(eq(clientGalleryItems.galleryId, q.clientGalleryId), inArray(clientGalleryItems.itemId, itemIds)))
      : [];
  return new Set(rows.map((r) => r.id));
}

/**
 * The one candidates answer of the back-office's photo picker (a post's figures, a portrait, a
 * collection's photos, a client gallery's photos): newest added first, one page per call (keyset
 * on the order's index), found by the back-office gallery's search (FTS5) and filters, or a client
 * gallery's private photos; each marked when it is already in the collection or client gallery
 * given. Thumbnails of private photos come through the admin's own route.
 */
export async function pickerPage(db: Db, q: PickerQuery): Promise<GalleryPickerPage> {
  if (q.collectionId) await assertCollectionExists(db, q.collectionId);
  if (q.clientGalleryId) await getGalleryRow(db, q.clientGalleryId);
  const filter = { q: q.q, type: q.type, country: q.country, category: q.category, published: q.published };
  const scope = q.private ? { ...adminScope, privateItems: true } : adminScope;
  const stored = q.stored ? isNotNull(galleryItems.mediaHash) : undefined;
  const [page, total] = await Promise.all([
    galleryRowsPage(db, { filter, scope, order: 'added', limit: q.limit, cursor: q.cursor, where: stored }),
    galleryTotal(db, filter, scope, stored),
  ]);
  const ids = page.rows.map((r) => r.id);
  const [media, thumbnails, marked] = await Promise.all([mediaByKey(db, page.rows.map((r) => r.mediaHash)), adminThumbnails(db, page.rows), alreadyIn(db, q, ids)]);
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
        thumbnailUrl: thumbnails.get(r.id) ?? null,
        width: m?.width ?? r.width ?? null,
        height: m?.height ?? r.height ?? null,
        isPublished: r.isPublished,
        dateTaken: r.dateTaken ? r.dateTaken.toISOString() : null,
        alreadyIn: marked.has(r.id),
      };
    }),
    nextCursor: page.nextCursor,
    total,
  };
}
