import { describe, expect, it } from 'bun:test';
import { eq } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentVersion, mediaJobs } from '../db/schema';
import { getAsset, imageOfKey } from './assets';
import { ingestBytes } from './ingest.service';
import { MediaQueue, startMediaQueue } from './media-queue';
import { makeJpeg, makeTestCtx } from './media-test-kit';
import { ENCODES_IMAGES } from '../../test/timeouts';

describe('media queue', () => {
  it('makes the remaining derivatives after a restart and lists them in answers', async () => {
    const first = await makeTestCtx();
    const up = await ingestBytes(first, await makeJpeg({ width: 1700, height: 1000 }), 'wide.jpg');
    expect(up.image!.webp.map((s) => s.width)).toEqual([480, 960]);
    expect(up.image!.avif).toEqual([]);
    const jobs = await first.db.select().from(mediaJobs);
    expect(jobs.map((j) => `${j.format}${j.width}`).sort()).toEqual(['avif1600', 'avif480', 'avif960', 'webp1600']);
    first.db.$client.close();

    // A new process on the same data dir: the jobs are found again and done.
    const second = await makeTestCtx({ dataDir: first.dataDir });
    try {
      const q = startMediaQueue(second, { workers: 1 });
      await q.drain();
      await q.stop();
      expect(await second.db.select().from(mediaJobs)).toEqual([]);
      const row = (await getAsset(second.db, up.hash))!;
      const img = (await imageOfKey(second.db, up.hash))!;
      expect(img.webp.map((s) => s.width)).toEqual([480, 960, 1600]);
      expect(img.avif.map((s) => s.width)).toEqual([480, 960, 1600]);
      for (const s of [...img.avif, ...img.webp]) expect(existsSync(path.join(second.env.mediaDir, 'public', s.url.slice(7)))).toBe(true);
      expect(row.variants).toHaveLength(7);
      const v = await second.db.select().from(contentVersion).get();
      expect(v?.version).toBeGreaterThan(0);
    } finally {
      second.cleanup();
    }
  }, ENCODES_IMAGES);

  it('counts a failing job and gives up after the last attempt', async () => {
    const ctx = await makeTestCtx();
    try {
      const up = await ingestBytes(ctx, await makeJpeg({ width: 500, height: 300 }), 'x.jpg');
      const row = (await getAsset(ctx.db, up.hash))!;
      await Bun.write(path.join(ctx.env.mediaDir, row.originalFile), 'gone');
      const q = new MediaQueue(ctx, { maxAttempts: 2, log: () => {} });
      await q.drain();
      const jobs = await ctx.db.select().from(mediaJobs);
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((j) => j.attempts === 2 && j.lastError)).toBe(true);
      expect(await q.pending()).toBe(0);
    } finally {
      ctx.cleanup();
    }
  }, ENCODES_IMAGES);

  it("makes a client gallery's proofs before older work, finding them by their index", async () => {
    const ctx = await makeTestCtx();
    try {
      const older = await ingestBytes(ctx, await makeJpeg({ width: 1700, height: 1000, seed: 5 }), 'older.jpg');
      const proofed = await ingestBytes(ctx, await makeJpeg({ width: 900, height: 600, seed: 6 }), 'proofed.jpg');
      // The newer photo's own later jobs are done; its proof is queued after the older photo's work.
      await ctx.db.delete(mediaJobs).where(eq(mediaJobs.hash, proofed.hash));
      const proof = (await ctx.db.insert(mediaJobs).values({ hash: proofed.hash, format: 'proof', width: 480 }).returning().get())!;
      const q = new MediaQueue(ctx, { workers: 1 });
      expect(await q.runOnce()).toBe(true);
      expect(q.processed).toEqual([proof.id]);
      expect((await ctx.db.select().from(mediaJobs).where(eq(mediaJobs.hash, older.hash))).length).toBe(4);
      const plan = await ctx.db.$client.execute(
        "EXPLAIN QUERY PLAN SELECT hash FROM media_jobs WHERE format in ('proof', 'proof-jpeg') AND attempts < 3 AND (claimed_until IS NULL OR claimed_until < 1) ORDER BY id LIMIT 1",
      );
      expect(plan.rows.map((r) => String(r.detail)).join(' | ')).toContain('media_jobs_proofs_idx');
    } finally {
      ctx.cleanup();
    }
  }, ENCODES_IMAGES);
});
