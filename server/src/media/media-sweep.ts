import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app';
import { mediaAssets, mediaJobs } from '../db/schema';
import { variantsOf } from './assets';
import { mediaDirs } from './media-files';

export interface SweepResult {
  /** Temp files of uploads and encodes that a stopped or killed server left behind. */
  tempFiles: number;
  /** Files under public/ or originals/ that no media asset refers to (an upload never answered). */
  orphans: number;
  /** Derivatives an asset lists but whose file is gone: unlisted and queued again. */
  requeued: number;
}

const exists = (file: string) => stat(file).then((s) => s.isFile(), () => false);

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

  const assets = await ctx.db.select().from(mediaAssets);
  const keep = new Set<string>();
  for (const a of assets) {
    keep.add(a.originalFile);
    if (a.kind === 'video') keep.add(`public/${path.basename(a.originalFile)}`);
    const variants = variantsOf(a);
    const present: typeof variants = [];
    for (const v of variants) {
      if (await exists(path.join(dirs.public, v.file))) {
        present.push(v);
        keep.add(`public/${v.file}`);
      }
    }
    if (present.length !== variants.length && (await exists(path.join(dirs.root, a.originalFile)))) {
      const missing = variants.filter((v) => !present.includes(v));
      await ctx.db.update(mediaAssets).set({ variants: present }).where(eq(mediaAssets.hash, a.hash));
      await ctx.db
        .insert(mediaJobs)
        .values(missing.map((v) => ({ hash: a.hash, format: v.format, width: v.width })))
        .onConflictDoNothing();
      result.requeued += missing.length;
    }
  }
  // A derivative being remade by a queued job is not an orphan either: the job will list it.
  const jobs = await ctx.db.select({ hash: mediaJobs.hash }).from(mediaJobs);
  const queued = new Set(jobs.map((j) => j.hash));
  for (const sub of ['public', 'originals'] as const) {
    for (const name of await readdir(path.join(dirs.root, sub)).catch(() => [] as string[])) {
      const rel = `${sub}/${name}`;
      if (keep.has(rel) || (sub === 'public' && queued.has(name.slice(0, 64)))) continue;
      await rm(path.join(dirs.root, rel), { force: true });
      result.orphans++;
    }
  }
  return result;
}
