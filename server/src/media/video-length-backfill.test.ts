import { describe, expect, it } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { mediaAssets } from '../db/schema';
import { createTestApp } from '../../test/app';
import { mediaDirs } from './media-files';
import { FFMPEG, FFPROBE } from './video';
import { backfillVideoLengths } from './video-length-backfill';

describe.skipIf(!FFMPEG || !FFPROBE)('films stored without their length', () => {
  it('get it from their original in the background, once', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-length-'));
    const t = await createTestApp('memory', { DATA_DIR: dataDir });
    const clip = path.join(dataDir, 'clip.mp4');
    execFileSync(FFMPEG!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=2', '-pix_fmt', 'yuv420p', clip]);
    const hash = 'b'.repeat(64);
    await mediaDirs(t.env.mediaDir).store.put(clip, `originals/${hash}.mp4`, 'video/mp4');
    // As a film uploaded while ffprobe was missing: no length, and one whose file is gone.
    await t.db.insert(mediaAssets).values([
      { hash, kind: 'video', mime: 'video/mp4', size: 1000, originalFile: `originals/${hash}.mp4`, metadata: null },
      { hash: 'c'.repeat(64), kind: 'video', mime: 'video/mp4', size: 1000, originalFile: `originals/${'c'.repeat(64)}.mp4`, metadata: null },
    ]);

    const notes: string[] = [];
    expect(await backfillVideoLengths(t, (m) => notes.push(m))).toBe(1);
    const row = await t.db.select().from(mediaAssets).where(eq(mediaAssets.hash, hash)).get();
    expect((row!.metadata as { duration: number }).duration).toBeCloseTo(2, 0);
    expect(notes).toHaveLength(1);
    // A film with its length is not read again.
    expect(await backfillVideoLengths(t, () => {})).toBe(0);
  }, 60_000);
});
