import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { clientGalleries, clientGalleryItems, galleryItems, mediaAssets, mediaJobs } from '../db/schema';
import { variantsOf } from './assets';
import { type DerivativeJob, downloadWidth, proofJobs } from './derivatives';
import { mediaQueueFor } from './media-queue';

/** What a client gallery needs made for its photos: proofs when it is watermarked, the web size when it offers it. */
export function clientFilesWanted(g: Pick<typeof clientGalleries.$inferSelect, 'proofWatermark' | 'downloads' | 'downloadSizes'>) {
  return { proof: g.proofWatermark, download: g.downloads !== 'none' && g.downloadSizes.includes('web') };
}

/** The web-size download's job for a photo `w` x `h`. */
export const downloadJob = (w: number, h: number): DerivativeJob => ({ format: 'download', width: downloadWidth(w, h) });

const BATCH = 400;

/**
 * Queues, through the media queue, the files a client gallery needs that its photos lack: made once
 * and kept with each photo (under media/private), shared by every gallery that shows it, and
 * written again when the rights, the title or the watermark change. Answers how many were queued.
 */
export async function queueClientFiles(db: Db, galleryId: number): Promise<number> {
  const g = await db.select().from(clientGalleries).where(eq(clientGalleries.id, galleryId)).get();
  if (!g) return 0;
  const want = clientFilesWanted(g);
  if (!want.proof && !want.download) return 0;
  let queued = 0;
  // A page of the gallery's photos at a time, by item id.
  for (let after = 0; ; ) {
    const rows = await db
      .select({ itemId: galleryItems.id, asset: mediaAssets })
      .from(clientGalleryItems)
      .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
      .innerJoin(mediaAssets, eq(mediaAssets.hash, galleryItems.mediaHash))
      .where(and(eq(clientGalleryItems.galleryId, galleryId), gt(clientGalleryItems.itemId, after), eq(mediaAssets.kind, 'photo')))
      .orderBy(asc(clientGalleryItems.itemId))
      .limit(BATCH);
    if (!rows.length) break;
    after = rows.at(-1)!.itemId;
    const jobs = rows.flatMap(({ asset }) => {
      if (!asset.width || !asset.height) return [];
      const have = new Set(variantsOf(asset).map((v) => `${v.format}:${v.width}`));
      const needed = [...(want.proof ? proofJobs(asset.width) : []), ...(want.download ? [downloadJob(asset.width, asset.height)] : [])];
      return needed.filter((j) => !have.has(`${j.format}:${j.width}`)).map((j) => ({ hash: asset.hash, format: j.format, width: j.width }));
    });
    for (let i = 0; i < jobs.length; i += BATCH) {
      queued += (await db.insert(mediaJobs).values(jobs.slice(i, i + BATCH)).onConflictDoNothing().returning({ id: mediaJobs.id })).length;
    }
    if (rows.length < BATCH) break;
  }
  if (queued) mediaQueueFor(db)?.kick();
  return queued;
}

/** Photos of these galleries whose proofs are still queued, by gallery. */
export async function proofsPendingOf(db: Db, galleryIds: number[]): Promise<Map<number, number>> {
  if (!galleryIds.length) return new Map();
  const rows = await db
    .select({ id: clientGalleryItems.galleryId, n: sql<number>`count(distinct ${mediaJobs.hash})` })
    .from(clientGalleryItems)
    .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
    .innerJoin(mediaJobs, and(eq(mediaJobs.hash, galleryItems.mediaHash), inArray(mediaJobs.format, ['proof', 'proof-jpeg'])))
    .where(inArray(clientGalleryItems.galleryId, galleryIds))
    .groupBy(clientGalleryItems.galleryId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
