import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../lib/app-env';
import { mediaAssets, mediaJobs } from '../db/schema';
import { variantsOf } from './assets';
import { mediaDirs, variantKey } from './media-files';
import { shareCanvas } from './derivatives';

export interface SweepResult {
  /** Temp files of uploads and encodes that a stopped or killed server left behind. */
  tempFiles: number;
  /** Files under public/, private/ or originals/ that no media asset refers to (an upload never answered). */
  orphans: number;
  /** Derivatives an asset lists but whose file is gone (unlisted and queued again), and link-preview canvases a photo lacks. */
  requeued: number;
}

/** On a shared bucket, files younger than this are left alone (see below). */
const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Start-up repair after a crash or kill -9. Every write of the media pipeline goes to media/tmp and
 * is renamed into place, and rows are written only after their files exist, so what a crash can
 * leave is: temp files, finished files whose row was never written (orphans), and — if files were
 * lost — rows naming missing derivatives. Runs before the server accepts requests, so nothing of
 * this instance is in flight; media/tmp must not be shared with another running instance.
 */
export async function sweepMedia(ctx: AppContext): Promise<SweepResult> {
  const dirs = mediaDirs(ctx.env.mediaDir);
  const result: SweepResult = { tempFiles: 0, orphans: 0, requeued: 0 };
  for (const name of await readdir(dirs.tmp).catch(() => [] as string[])) {
    await rm(path.join(dirs.tmp, name), { recursive: true, force: true });
    result.tempFiles++;
  }

  // Objects of the store, listed once (one request per 1000 objects on a bucket).
  const store = dirs.store;
  const listed = [...(await store.list('public/')), ...(await store.list('private/')), ...(await store.list('originals/'))];
  const present = new Set(listed.map((o) => o.key));

  const assets = await ctx.db.select().from(mediaAssets);
  const keep = new Set<string>();
  for (const a of assets) {
    keep.add(a.originalFile);
    if (a.kind === 'video') keep.add(`public/${path.basename(a.originalFile)}`);
    const variants = variantsOf(a);
    const found = variants.filter((v) => present.has(variantKey(v)));
    for (const v of found) keep.add(variantKey(v));
    if (found.length !== variants.length && present.has(a.originalFile)) {
      const missing = variants.filter((v) => !found.includes(v));
      await ctx.db.update(mediaAssets).set({ variants: found }).where(eq(mediaAssets.hash, a.hash));
      await ctx.db
        .insert(mediaJobs)
        .values(missing.map((v) => ({ hash: a.hash, format: v.format, width: v.width })))
        .onConflictDoNothing();
      result.requeued += missing.length;
    }
    // Photos stored before link previews had their own canvas get one (see shareCanvas).
    const canvas = a.kind === 'photo' && a.width && a.height ? shareCanvas(a.width, a.height) : null;
    if (canvas && !variants.some((v) => v.format === 'share') && present.has(a.originalFile)) {
      const added = await ctx.db.insert(mediaJobs).values({ hash: a.hash, format: 'share', width: canvas.width }).onConflictDoNothing().returning().get();
      if (added) result.requeued++;
    }
  }
  // A derivative being remade by a queued job is not an orphan either: the job will list it.
  const jobs = await ctx.db.select({ hash: mediaJobs.hash }).from(mediaJobs);
  const queued = new Set(jobs.map((j) => j.hash));
  // A bucket is shared by every instance: a file younger than the grace may belong to an upload
  // another instance is finishing. This instance's own disk has nothing in flight at start-up.
  const graceMs = store.kind === 's3' ? ORPHAN_GRACE_MS : 0;
  const now = Date.now();
  for (const o of listed) {
    const derivative = o.key.startsWith('public/') || o.key.startsWith('private/');
    if (keep.has(o.key) || (derivative && queued.has(o.key.slice(o.key.indexOf('/') + 1, o.key.indexOf('/') + 65)))) continue;
    if (now - o.mtimeMs < graceMs) continue;
    await store.remove(o.key);
    result.orphans++;
  }
  return result;
}
