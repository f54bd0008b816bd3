import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { FFMPEG } from '../media/video';
import { DEMO_VIDEO } from './demo-content';
import { sceneSvg } from './demo-scenes';

const run = promisify(execFile);

/** Frame size and length of the demo film: small enough to make in a few seconds on two cores. */
const W = 960;
const H = 540;
const SECONDS = 4;
const FPS = 25;

/**
 * A short H.264 film for the demo: a slow pan across a wider aurora scene, made with ffmpeg.
 * Null (with a log line) when ffmpeg is not installed or fails; the demo then has photos only.
 */
export async function makeDemoVideo(log?: (msg: string) => void, ffmpeg: string | null = FFMPEG): Promise<Buffer | null> {
  if (!ffmpeg) {
    log?.('Demo content: no demo video, ffmpeg is not installed');
    return null;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'demo-video-'));
  try {
    const still = path.join(dir, 'scene.png');
    const out = path.join(dir, 'demo.mp4');
    // A scene 1.5 times as wide as the frame, so the crop can travel across it.
    const wide = Math.round(W * 1.5);
    await writeFile(still, await sharp(Buffer.from(sceneSvg(DEMO_VIDEO.scene, DEMO_VIDEO.seed, wide, H, DEMO_VIDEO.variant))).png().toBuffer());
    const frames = SECONDS * FPS;
    await run(
      ffmpeg,
      ['-v', 'error', '-y', '-loop', '1', '-framerate', String(FPS), '-i', still, '-frames:v', String(frames),
        '-vf', `crop=${W}:${H}:x='(in_w-out_w)*n/${frames}':y=0,format=yuv420p`,
        '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28', '-movflags', '+faststart', out],
      { timeout: 120_000 },
    );
    return await readFile(out);
  } catch (err) {
    log?.(`Demo content: no demo video, ffmpeg failed (${err instanceof Error ? err.message.split('\n')[0] : String(err)})`);
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
