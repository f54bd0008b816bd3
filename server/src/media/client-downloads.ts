import { slugify } from '@portfolio/shared';
import { makeZip } from 'client-zip';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientGalleryDownloads, clientGalleryFavourites, clientGalleryItems, galleryItems, mediaAssets } from '../db/schema';
import type { AppContext } from '../lib/app-env';
import type { ClientGalleryRow } from '../client-galleries/client-galleries.service';
import { type AssetRow, variantsOf } from './assets';
import { mediaDirs, PUBLIC_NAME_RE } from './media-files';
import { concatStream, type OutgoingFile, originalWithRights } from './original-with-rights';
import { rightsXmpFor } from './rights-xmp';

type Size = 'web' | 'original';

/** The stored key of a derivative `name` if it belongs to a photo of this gallery, else null. */
export async function galleryFileKey(db: Db, galleryId: number, name: string): Promise<string | null> {
  const m = PUBLIC_NAME_RE.exec(name);
  if (!m) return null;
  const found = await db
    .select({ id: galleryItems.id })
    .from(clientGalleryItems)
    .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
    .where(and(eq(clientGalleryItems.galleryId, galleryId), eq(galleryItems.mediaHash, m[1]!)))
    .get();
  return found ? `public/${name}` : null;
}

interface DownloadItem {
  id: number;
  title: string;
  asset: AssetRow;
}

/** The web size: the share JPEG (it already carries the rights XMP and never GPS, see derivatives.ts). */
function webFile(ctx: AppContext, asset: AssetRow): OutgoingFile | null {
  const jpeg = variantsOf(asset).filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
  if (!jpeg) return null;
  const blob = mediaDirs(ctx.env.mediaDir).store.blob(`public/${jpeg.file}`);
  return { size: blob.size, ext: 'jpg', stream: () => concatStream([blob]) };
}

async function fileOf(ctx: AppContext, item: DownloadItem, size: Size): Promise<OutgoingFile | null> {
  if (size === 'web') return webFile(ctx, item.asset);
  const store = mediaDirs(ctx.env.mediaDir).store;
  const xmp = await rightsXmpFor(ctx.db, ctx.env.publicUrl, item.asset.hash);
  return originalWithRights(store.blob(item.asset.originalFile), item.asset.mime, xmp);
}

/** A file name for the download: the uploaded file's own name, else the title; unique within one ZIP. */
function namer() {
  const used = new Set<string>();
  return (item: DownloadItem, ext: string) => {
    const base = (item.asset.originalName?.replace(/\.[^.]+$/, '') || slugify(item.title) || `photo-${item.id}`).replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
    let name = `${base}.${ext}`;
    for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base}-${i}.${ext}`;
    used.add(name.toLowerCase());
    return name;
  };
}

/** The gallery's photos to download: all, the client's hearts, or one; in the gallery's order. */
async function downloadItems(db: Db, galleryId: number, which: 'all' | 'favourites' | number): Promise<DownloadItem[]> {
  let query = db
    .select({ id: galleryItems.id, title: galleryItems.title, asset: mediaAssets })
    .from(clientGalleryItems)
    .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
    .innerJoin(mediaAssets, eq(mediaAssets.hash, galleryItems.mediaHash))
    .$dynamic();
  const conditions = [eq(clientGalleryItems.galleryId, galleryId), eq(mediaAssets.kind, 'photo')];
  if (which === 'favourites') {
    query = query.innerJoin(clientGalleryFavourites, and(eq(clientGalleryFavourites.galleryId, galleryId), eq(clientGalleryFavourites.itemId, galleryItems.id)));
  } else if (typeof which === 'number') {
    conditions.push(eq(galleryItems.id, which));
  }
  return query.where(and(...conditions)).orderBy(asc(clientGalleryItems.position), asc(clientGalleryItems.itemId));
}

async function recordDownloads(db: Db, galleryId: number, itemIds: number[], size: Size, via: 'photo' | 'zip') {
  const at = new Date();
  for (let i = 0; i < itemIds.length; i += 400) {
    await db.insert(clientGalleryDownloads).values(itemIds.slice(i, i + 400).map((itemId) => ({ galleryId, itemId, size, via, at })));
  }
}

/** One photo of the gallery as a file, or null when it is not there. */
export async function singleDownload(ctx: AppContext, row: ClientGalleryRow, itemId: number, size: Size): Promise<{ name: string; file: OutgoingFile } | null> {
  const [item] = await downloadItems(ctx.db, row.id, itemId);
  if (!item) return null;
  const file = await fileOf(ctx, item, size);
  if (!file) return null;
  await recordDownloads(ctx.db, row.id, [item.id], size, 'photo');
  return { name: namer()(item, file.ext), file };
}

/**
 * The photos as one ZIP, streamed: each file is read from the store while it is written into the
 * archive (client-zip stores, no compression: photos do not shrink), so neither the server's memory
 * nor its disk ever holds the archive. Null when there is nothing to put in it.
 */
export async function zipDownload(ctx: AppContext, row: ClientGalleryRow, which: 'all' | 'favourites', size: Size): Promise<ReadableStream<Uint8Array> | null> {
  const items = await downloadItems(ctx.db, row.id, which);
  if (!items.length) return null;
  await recordDownloads(ctx.db, row.id, items.map((i) => i.id), size, 'zip');
  const name = namer();
  async function* entries() {
    for (const item of items) {
      const file = await fileOf(ctx, item, size);
      if (!file) continue;
      yield { name: name(item, file.ext), lastModified: item.asset.dateTaken ?? item.asset.createdAt, size: file.size, input: file.stream() };
    }
  }
  return makeZip(entries(), { buffersAreUTF8: true });
}
