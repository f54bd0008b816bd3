import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * ffmpeg/ffprobe, found on PATH. Without ffprobe a video's size is unknown; without ffmpeg no
 * video can be published (its metadata cannot be removed), and the upload is refused.
 */
export const FFPROBE = Bun.which('ffprobe');
export const FFMPEG = Bun.which('ffmpeg');

export interface VideoProbe {
  width: number | null;
  height: number | null;
  duration: number | null;
  createdAt: Date | null;
}

/** Size, duration and recording time; null when ffprobe is missing, throws when it cannot read the file. */
export async function probeVideo(file: string): Promise<VideoProbe | null> {
  if (!FFPROBE) return null;
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
    timeout: 30_000,
    maxBuffer: 4 * 1024 * 1024,
  });
  const info = JSON.parse(stdout) as {
    format?: { duration?: string; tags?: Record<string, string> };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string; tags?: Record<string, string>; side_data_list?: { rotation?: number }[] }[];
  };
  const v = info.streams?.find((s) => s.codec_type === 'video');
  if (!v) throw new Error('no video stream');
  const duration = Number(info.format?.duration ?? v.duration);
  const rotation = Math.abs(Number(v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? v.tags?.rotate ?? 0));
  const swap = rotation === 90 || rotation === 270;
  const created = info.format?.tags?.creation_time ?? v.tags?.creation_time;
  const createdAt = created ? new Date(created) : null;
  return {
    width: (swap ? v.height : v.width) ?? null,
    height: (swap ? v.width : v.height) ?? null,
    duration: Number.isFinite(duration) ? Math.round(duration * 1000) / 1000 : null,
    createdAt: createdAt && !Number.isNaN(createdAt.getTime()) && createdAt.getTime() > 0 ? createdAt : null,
  };
}

/** Writes one frame (at 1 s, or the start of a shorter clip) as a JPEG; false when not possible. */
export async function extractPoster(file: string, out: string, duration: number | null): Promise<boolean> {
  if (!FFMPEG) return false;
  const at = duration !== null && duration < 2 ? 0 : 1;
  try {
    await run(FFMPEG, ['-v', 'error', '-y', '-ss', String(at), '-i', file, '-frames:v', '1', '-q:v', '2', '-f', 'image2', out], {
      timeout: 60_000,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The public copy of a video: the same streams without container metadata (phones write the
 * recording place into MP4/MOV), with the index up front for quick start. Answers why not when
 * ffmpeg is missing or fails: the upload must then not be published.
 */
export async function publicVideoCopy(file: string, out: string, ext: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!FFMPEG) return { ok: false, reason: 'ffmpeg is not installed' };
  const movflags = ext === 'webm' ? [] : ['-movflags', '+faststart'];
  try {
    await run(
      FFMPEG,
      ['-v', 'error', '-y', '-i', file, '-map', '0', '-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1', ...movflags, '-f', ext === 'webm' ? 'webm' : ext === 'mov' ? 'mov' : 'mp4', out],
      { timeout: 10 * 60_000 },
    );
    return { ok: true };
  } catch (err) {
    const detail = String((err as { stderr?: string }).stderr || (err as Error).message || err).trim().split('\n').slice(-1)[0];
    return { ok: false, reason: `ffmpeg could not rewrite it (${detail})` };
  }
}
