import { type ClientPhotoAdmin, type ClientPhotoPage, titleFromFileName } from '@portfolio/shared';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  blogPosts,
  clientGalleryDownloads,
  clientGalleryFavourites,
  clientGalleryItems,
  galleryItems,
  heroImages,
  mediaAssets,
  postMedia,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import { isoRequired } from '../lib/dates';
import { mediaByKey } from '../media/assets';
import { queueClientFiles } from '../media/client-files';
import { bumpStatement, contentChanged } from '../lib/content-version';

type GalleryRow = typeof galleryItems.$inferSelect;

/** Where the admin screen loads a private photo's file: with its session (the public /media refuses it). */
export const ADMIN_PRIVATE_MEDIA = '/api/admin/client-galleries/media';

/** Thumbnails for the admin by item id: a private asset's through the admin's own route. */
export async function adminThumbnails(db: Db, rows: Pick<GalleryRow, 'id' | 'mediaHash' | 'thumbnailUrl'>[]): Promise<Map<number, string | null>> {
  const hashes = rows.map((r) => r.mediaHash).filter((h): h is string => !!h);
  const [media, privates] = await Promise.all([
    mediaByKey(db, hashes),
    hashes.length ? db.select({ hash: mediaAssets.hash }).from(mediaAssets).where(and(inArray(mediaAssets.hash, [...new Set(hashes)].slice(0, 500)), eq(mediaAssets.isPrivate, true))) : [],
  ]);
  const isPrivate = new Set(privates.map((p) => p.hash));
  return new Map(
    rows.map((r) => {
      const url = (r.mediaHash ? media.get(r.mediaHash)?.thumbnailUrl : r.thumbnailUrl) ?? null;
      if (!url || !r.mediaHash || !isPrivate.has(r.mediaHash)) return [r.id, url];
      return [r.id, `${ADMIN_PRIVATE_MEDIA}/${url.slice(url.lastIndexOf('/') + 1)}`];
    }),
  );
}

/**
 * Keyset cursors: "<position>.<id>" inside a gallery; anything else (edited by hand, `abc`,
 * `Infinity.1`) is a 400 with a message.
 */
export function readCursor(cursor: string | undefined): number[] | null {
  if (!cursor) return null;
  const values = /^\d{1,15}\.\d{1,15}$/.test(cursor) ? cursor.split('.').map(Number) : [];
  if (values.length !== 2 || !values.every(Number.isSafeInteger)) throw new AppError('bad_request', 'Invalid cursor');
  return values;
}

async function toPhotos(db: Db, rows: { item: GalleryRow; originalName: string | null }[], extra: (id: number) => Partial<ClientPhotoAdmin> = () => ({})): Promise<ClientPhotoAdmin[]> {
  const thumbs = await adminThumbnails(db, rows.map((r) => r.item));
  return rows.map(({ item, originalName }) => ({
    id: item.id,
    title: item.title,
    fileName: originalName,
    thumbnailUrl: thumbs.get(item.id) ?? null,
    isPrivate: item.isPrivate,
    isPublished: item.isPublished,
    ...extra(item.id),
  }));
}

/** The gallery's photos in their order, one page at a time, with the client's hearts and downloads. */
export async function galleryPhotosPage(db: Db, galleryId: number, query: { cursor?: string; limit: number }): Promise<ClientPhotoPage> {
  const after = readCursor(query.cursor);
  const keyset = after ? sql`(${clientGalleryItems.position}, ${clientGalleryItems.itemId}) > (${after[0]}, ${after[1]})` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ item: galleryItems, position: clientGalleryItems.position, originalName: mediaAssets.originalName, comment: clientGalleryFavourites.comment, favAt: clientGalleryFavourites.createdAt })
      .from(clientGalleryItems)
      .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
      .leftJoin(mediaAssets, eq(mediaAssets.hash, galleryItems.mediaHash))
      .leftJoin(clientGalleryFavourites, and(eq(clientGalleryFavourites.galleryId, galleryId), eq(clientGalleryFavourites.itemId, galleryItems.id)))
      .where(and(eq(clientGalleryItems.galleryId, galleryId), keyset))
      .orderBy(asc(clientGalleryItems.position), asc(clientGalleryItems.itemId))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(clientGalleryItems).where(eq(clientGalleryItems.galleryId, galleryId)).get(),
  ]);
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.item.id);
  const downloads = new Map(
    ids.length
      ? (
          await db
            .select({ id: clientGalleryDownloads.itemId, n: count() })
            .from(clientGalleryDownloads)
            .where(and(eq(clientGalleryDownloads.galleryId, galleryId), inArray(clientGalleryDownloads.itemId, ids)))
            .groupBy(clientGalleryDownloads.itemId)
        ).map((r) => [r.id, r.n])
      : [],
  );
  const favs = new Map(page.filter((r) => r.favAt).map((r) => [r.item.id, { comment: r.comment, at: isoRequired(r.favAt!) }]));
  const items = await toPhotos(db, page, (id) => ({ favourite: favs.get(id) ?? null, downloads: downloads.get(id) ?? 0 }));
  const last = page.at(-1);
  return { items, total: total?.n ?? 0, next: rows.length > query.limit && last ? `${last.position}.${last.item.id}` : null };
}

async function nextPosition(db: Db, galleryId: number): Promise<number> {
  const row = await db.select({ p: max(clientGalleryItems.position) }).from(clientGalleryItems).where(eq(clientGalleryItems.galleryId, galleryId)).get();
  return (row?.p ?? -1) + 1;
}

/** Adds photos of the gallery (videos and unknown ids are skipped) and queues the files it shows or hands out for them; returns how many were added. */
export async function addPhotos(db: Db, galleryId: number, itemIds: number[]): Promise<number> {
  const ids = [...new Set(itemIds)];
  const found = (await db.select({ id: galleryItems.id }).from(galleryItems).where(and(inArray(galleryItems.id, ids), eq(galleryItems.type, 'photo')))).map((r) => r.id);
  if (!found.length) return 0;
  const start = await nextPosition(db, galleryId);
  const order = new Map(ids.map((id, i) => [id, i]));
  const values = found.sort((a, b) => order.get(a)! - order.get(b)!).map((itemId, i) => ({ galleryId, itemId, position: start + i }));
  const added = await db.insert(clientGalleryItems).values(values).onConflictDoNothing().returning({ id: clientGalleryItems.itemId });
  if (added.length) await queueClientFiles(db, galleryId);
  return added.length;
}

/** Takes photos out of the gallery; a private photo no other client gallery shows is deleted with it. */
export async function removePhotos(db: Db, galleryId: number, itemIds: number[]): Promise<number> {
  const ids = [...new Set(itemIds)];
  const removed = await db
    .delete(clientGalleryItems)
    .where(and(eq(clientGalleryItems.galleryId, galleryId), inArray(clientGalleryItems.itemId, ids)))
    .returning({ id: clientGalleryItems.itemId });
  const gone = removed.map((r) => r.id);
  if (gone.length) {
    await db
      .delete(galleryItems)
      .where(and(inArray(galleryItems.id, gone), eq(galleryItems.isPrivate, true), sql`not exists (select 1 from ${clientGalleryItems} where ${clientGalleryItems.itemId} = ${galleryItems.id})`));
  }
  return gone.length;
}

/** An asset nothing public shows: no public gallery item, hero slide, post header or post photo. */
const notPublicallyUsed = (hash: string) =>
  and(
    sql`not exists (select 1 from ${galleryItems} where ${galleryItems.mediaHash} = ${hash} and ${galleryItems.isPrivate} = 0)`,
    sql`not exists (select 1 from ${heroImages} where ${heroImages.mediaHash} = ${hash})`,
    sql`not exists (select 1 from ${blogPosts} where ${blogPosts.featuredMediaHash} = ${hash})`,
    sql`not exists (select 1 from ${postMedia} where ${postMedia.mediaHash} = ${hash})`,
  );

/**
 * Makes private photos of uploads and adds them to the gallery. Their asset is marked private
 * (unless the same file is already shown publicly), so a public file's XMP never carries their
 * title; /media serves them to the back-office only (nothing public uses them).
 */
export async function addPrivatePhotos(db: Db, galleryId: number, hashes: string[]): Promise<number> {
  const keys = [...new Set(hashes)];
  const assets = await db.select().from(mediaAssets).where(inArray(mediaAssets.hash, keys));
  const missing = keys.filter((k) => !assets.some((a) => a.hash === k));
  if (missing.length) throw new AppError('unprocessable', `No upload with the key ${missing[0]}: upload the file first`);
  if (assets.some((a) => a.kind !== 'photo')) throw new AppError('unprocessable', 'A client gallery holds photos only');
  await db.batch([bumpStatement(db), ...assets.map((a) => db.update(mediaAssets).set({ isPrivate: true }).where(and(eq(mediaAssets.hash, a.hash), notPublicallyUsed(a.hash))))]);
  const order = new Map(keys.map((k, i) => [k, i]));
  const rows = await db
    .insert(galleryItems)
    .values(
      assets
        .sort((a, b) => order.get(a.hash)! - order.get(b.hash)!)
        .map((a) => ({
          type: 'photo' as const,
          title: titleFromFileName(a.originalName ?? ''),
          isPublished: false,
          isPrivate: true,
          mediaHash: a.hash,
          dateTaken: a.dateTaken,
          metadata: a.metadata,
          width: a.width,
          height: a.height,
        })),
    )
    .returning({ id: galleryItems.id });
  contentChanged(db);
  return addPhotos(db, galleryId, rows.map((r) => r.id));
}
