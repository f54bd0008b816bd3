import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../lib/app-env';
import { mediaAssets } from '../db/schema';
import { bumpContentVersion } from '../lib/content-version';
import { mediaDirs } from './media-files';
import { FFPROBE, probeVideo } from './video';

const BATCH = 20;

/**
 * Films stored without their length (uploaded while ffprobe was missing) get it from their
 * original, a few at a time in the background after start-up; each is read once per start, and
 * one that cannot be read is left as it is. Returns how many got their length.
 */
export async function backfillVideoLengths({ db, env }: AppContext, log: (msg: string) => void = console.warn): Promise<number> {
  if (!FFPROBE) return 0;
  const store = mediaDirs(env.mediaDir).store;
  let after = '';
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ hash: mediaAssets.hash, originalFile: mediaAssets.originalFile, metadata: mediaAssets.metadata })
      .from(mediaAssets)
      .where(and(eq(mediaAssets.kind, 'video'), gt(mediaAssets.hash, after), sql`json_extract(coalesce(${mediaAssets.metadata}, '{}'), '$.duration') IS NULL`))
      .orderBy(asc(mediaAssets.hash))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.hash;
      let original: Awaited<ReturnType<typeof store.local>> | null = null;
      try {
        original = await store.local(row.originalFile);
        const duration = (await probeVideo(original.path))?.duration ?? null;
        if (duration === null) continue;
        const metadata = { ...((row.metadata as Record<string, unknown> | null) ?? {}), duration };
        await db.update(mediaAssets).set({ metadata }).where(eq(mediaAssets.hash, row.hash));
        filled++;
      } catch (err) {
        log(`video length of ${row.hash.slice(0, 12)} could not be read: ${(err as Error).message}`);
      } finally {
        await original?.release();
      }
    }
  }
  // Pages and feeds that describe these films are made again with their length.
  if (filled > 0) await bumpContentVersion(db);
  return filled;
}
