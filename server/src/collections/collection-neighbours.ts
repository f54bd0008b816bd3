import { and, asc, count, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import type { GalleryRow } from '../db/mappers';
import { collectionItems, collections, galleryItems } from '../db/schema';
import { isPublicItem } from '../gallery/public-item';

/**
 * Where a photo stands in a published collection (its published photos in the photographer's
 * order), with the photos before and after it, wrapping at both ends: the viewer walks a
 * collection with these. Outside the collection, or in an unpublished one, it stands alone.
 */
export async function collectionNeighbourRows(db: Db, row: GalleryRow, slug: string) {
  const inCollection = and(eq(collections.slug, slug), eq(collections.isPublished, true), isPublicItem());
  const members = () =>
    db
      .select({ item: galleryItems, position: collectionItems.position })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .innerJoin(galleryItems, eq(galleryItems.id, collectionItems.itemId))
      .$dynamic();
  const mine = await members().where(and(inCollection, eq(galleryItems.id, row.id))).get();
  if (!mine) return { position: 1, total: 1, next: null, previous: null };
  const p = mine.position;
  const later = or(gt(collectionItems.position, p), and(eq(collectionItems.position, p), gt(collectionItems.itemId, row.id)))!;
  const earlier = or(lt(collectionItems.position, p), and(eq(collectionItems.position, p), lt(collectionItems.itemId, row.id)))!;
  const first = (extra: SQL | undefined, reverse: boolean) =>
    members()
      .where(and(inCollection, extra))
      .orderBy(reverse ? desc(collectionItems.position) : asc(collectionItems.position), reverse ? desc(collectionItems.itemId) : asc(collectionItems.itemId))
      .limit(1)
      .get();
  const counted = (extra?: SQL) =>
    db
      .select({ n: count() })
      .from(collectionItems)
      .innerJoin(collections, eq(collections.id, collectionItems.collectionId))
      .innerJoin(galleryItems, eq(galleryItems.id, collectionItems.itemId))
      .where(and(inCollection, extra))
      .get();
  const [before, total, next, previous] = await Promise.all([counted(earlier), counted(), first(later, false), first(earlier, true)]);
  const [wrapNext, wrapPrevious] = await Promise.all([next ?? first(undefined, false), previous ?? first(undefined, true)]);
  const alone = (other: { item: GalleryRow } | undefined) => (!other || other.item.id === row.id ? null : other.item);
  return { position: (before?.n ?? 0) + 1, total: total?.n ?? 1, next: alone(wrapNext), previous: alone(wrapPrevious) };
}
