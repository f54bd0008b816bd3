import { slugify } from '@portfolio/shared';
import { makeZip } from 'client-zip';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientGalleryDownloads, clientGalleryFavourites, clientGalleryItems, galleryItems, mediaAssets, mediaJobs } from '../db/schema';
import type { AppContext } from '../lib/app-env';
import type { ClientGalleryRow } from '../client-galleries/client-galleries.service';
import { type AssetRow, variantsOf } from './assets';
import { downloadJob } from './client-files';
import { downloadJpegNow } from './derivatives';
import { CLIENT_NAME_RE, mediaDirs, PUBLIC_NAME_RE, variantKey } from './media-files';
import { mediaQueueFor } from './media-queue';
import { imageSlots } from './memory';
import { concatStream, type OutgoingFile, originalWithRights } from './original-with-rights';
import { rightsXmpFor } from './rights-xmp';

type Size = 'web' | 'original';

/**
 * The stored key of a file `name` the client may view, if it belongs to a photo of this gallery,
 * else null: a watermarked gallery's proofs (under private/), or the site's own derivatives of a
 * gallery without the watermark. Never a download (those go through the download routes).
 */
export async function galleryFileKey(db: Db, row: Pick<ClientGalleryRow, 'id' | 'proofWatermark'>, name: string): Promise<string | null> {
  const proof = CLIENT_NAME_RE.exec(name);
  const m = row.proofWatermark ? (proof?.[3] === 'p' ? proof : null) : PUBLIC_NAME_RE.exec(name);
  if (!m) return null;
  const found = await db
    .select({ id: galleryItems.id })
    .from(clientGalleryItems)
    .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
    .where(and(eq(clientGalleryItems.galleryId, row.id), eq(galleryItems.mediaHash, m[1]!)))
    .get();
  if (!found) return null;
  return row.proofWatermark ? `private/${name}` : `public/${name}`;
}

interface DownloadItem {
  id: number;
  title: string;
  asset: AssetRow;
}

/**
 * The web size: the photo's `download` file (a JPEG of at most 2048 px on its long edge, sRGB, with
 * the rights XMP, never a watermark or GPS; made by the media queue and kept). When the queue has
 * not made it yet, it is made now for this download (one heavy image at a time, like the queue's)
 * and its job stays queued.
 */
async function webFile(ctx: AppContext, asset: AssetRow): Promise<OutgoingFile | null> {
  const store = mediaDirs(ctx.env.mediaDir).store;
  const made = variantsOf(asset).find((v) => v.format === 'download');
  const size = made ? await store.size(variantKey(made)) : null;
  if (made && size !== null) return { size, ext: 'jpg', stream: () => concatStream([store.blob(variantKey(made))]) };
  if (!asset.width || !asset.height) return null;
  await ctx.db.insert(mediaJobs).values({ hash: asset.hash, ...downloadJob(asset.width, asset.height) }).onConflictDoNothing();
  mediaQueueFor(ctx.db)?.kick();
  const xmp = await rightsXmpFor(ctx.db, ctx.env.publicUrl, asset.hash);
  const original = await store.local(asset.originalFile);
  try {
    const bytes = new Uint8Array(await imageSlots.run(false, () => downloadJpegNow(original.path, xmp)));
    return { size: bytes.length, ext: 'jpg', stream: () => concatStream([bytes]) };
  } finally {
    await original.release().catch(() => {});
  }
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
