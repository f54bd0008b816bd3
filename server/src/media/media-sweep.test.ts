import { afterAll, describe, expect, it } from 'bun:test';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mediaAssets, mediaJobs } from '../db/schema';
import { variantsOf } from './assets';
import { ingestBytes } from './ingest.service';
import { listFiles, makeJpeg, makeTestCtx, type TestCtx } from './media-test-kit';
import { sweepMedia } from './media-sweep';
import { ENCODES_IMAGES } from '../../test/timeouts';

const made: TestCtx[] = [];
afterAll(() => made.forEach((c) => c.cleanup()));

describe('sweepMedia (start-up clean-up)', () => {
  it('removes temp files and files no asset names, keeps every named file, and queues missing derivatives again', async () => {
    const ctx = await makeTestCtx();
    made.push(ctx);
    const up = await ingestBytes(ctx, await makeJpeg({ width: 1000, height: 700, seed: 9 }), 'a.jpg');
    const media = ctx.env.mediaDir;
    const before = listFiles(media);
    writeFileSync(path.join(media, 'tmp', 'abc.upload'), 'half an upload');
    writeFileSync(path.join(media, 'public', `${'f'.repeat(64)}-1600.jpg`), 'never answered');
    writeFileSync(path.join(media, 'originals', `${'f'.repeat(64)}.jpg`), 'never answered');
    const asset = (await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.hash, up.hash)).get())!;
    const lost = variantsOf(asset).find((v) => v.format === 'webp')!;
    rmSync(path.join(media, 'public', lost.file));
    await ctx.db.delete(mediaJobs);

    const result = await sweepMedia(ctx);
    expect(result).toEqual({ tempFiles: 1, orphans: 2, requeued: 1 });
    expect(listFiles(media)).toEqual(before.filter((f) => f !== `public/${lost.file}`));
    const after = (await ctx.db.select().from(mediaAssets).where(eq(mediaAssets.hash, up.hash)).get())!;
    expect(variantsOf(after).map((v) => v.file)).not.toContain(lost.file);
    const jobs = await ctx.db.select().from(mediaJobs);
    expect(jobs.map((j) => `${j.format}${j.width}`)).toEqual([`${lost.format}${lost.width}`]);
  }, ENCODES_IMAGES);
});
