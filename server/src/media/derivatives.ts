import sharp from 'sharp';
import { AppError } from '../lib/app-error';
import { decodeInput, MAX_INPUT_PIXELS, tooManyPixels } from './decode';
import { derivativeName, type MediaDirs, publish, removeQuietly, tempPath } from './media-files';
import { watermarkApplies, watermarkOverlay, type WatermarkMark } from './watermark';

export type VariantFormat = 'webp' | 'avif' | 'jpeg';

/** One derivative file that exists under media/public (the shape stored in media_assets.variants). */
export interface Variant {
  format: VariantFormat;
  width: number;
  height: number;
  file: string;
}

export interface DerivativeJob {
  format: VariantFormat;
  width: number;
}

/** What a public file carries besides its pixels: the rights as XMP (rights-xmp.ts) and, from its width on, the watermark. */
export interface FileMarks {
  xmp?: string;
  watermark?: WatermarkMark | null;
}

/** Responsive widths; never upscaled. */
export const WIDTHS = [480, 960, 1600, 2560] as const;
/** The JPEG answered as the upload `url`, for sharing and old browsers. */
export const SHARE_WIDTH = 1600;
/** WebP widths made while the upload waits: what a visitor's grid and lightbox ask for first. */
export const FAST_WEBP_WIDTHS = [480, 960];
const PLACEHOLDER_WIDTH = 16;

const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 50, effort: 4 } as const;
/**
 * Above the share width the AVIF encoder (aom through libheif) is the server's largest single use of
 * memory: at effort 3 a 2560 px encode needs about 40 MB less and a third of the time, for a file
 * about 10 % larger.
 */
const LARGE_AVIF = { quality: 50, effort: 3 } as const;
const JPEG = { quality: 82, progressive: true, mozjpeg: false } as const;

/**
 * sharp runs each pipeline on the libuv pool; libvips threads per pipeline are set here on purpose
 * (the default is 1 on glibc without jemalloc). The decoded-image cache is off: every original is
 * read once per batch, so caching only costs memory.
 */
export function configureSharp(threads: number): void {
  sharp.concurrency(Math.max(1, threads));
  sharp.cache(false);
}

/** The widths to make for an image `w` pixels wide (upright). */
export function plannedWidths(w: number): number[] {
  const ws: number[] = WIDTHS.filter((x) => x <= w);
  if (!ws.length) return [w];
  // A 2400 px photo also gets a 2400 derivative rather than topping out at 1600.
  if (w < WIDTHS.at(-1)! && w > ws.at(-1)! * 1.25) ws.push(w);
  return ws;
}

export interface ImageProbe {
  /** Pixel size after applying the Exif orientation. */
  width: number;
  height: number;
  format: string;
}

/** Reads the header only; a file sharp cannot even open is a corrupt upload (422). */
export async function probeImage(file: string, label = 'The image'): Promise<ImageProbe> {
  let probe: ImageProbe;
  try {
    // The header only (no pixels are decoded): the size is checked against the limit below.
    const m = await sharp(file, { limitInputPixels: false }).metadata();
    const w = m.autoOrient?.width ?? m.width;
    const h = m.autoOrient?.height ?? m.height;
    if (!w || !h) throw new Error('no size');
    probe = { width: w, height: h, format: m.format ?? 'unknown' };
  } catch {
    throw new AppError('unprocessable', `${label} could not be read: the file is damaged or incomplete.`);
  }
  // Read from the header: a decompression bomb is refused before anything is decoded.
  if (probe.width * probe.height > MAX_INPUT_PIXELS) throw new AppError('unprocessable', tooManyPixels(label, probe.width, probe.height));
  return probe;
}

/**
 * The width every derivative of an image `w` pixels wide is resized from: its largest planned
 * width or the share JPEG's, whichever is wider. One width per original (not per batch of jobs),
 * so a file remade later, by the queue or on a restored site, has the same bytes as the first.
 */
export const decodeWidth = (w: number): number => Math.max(plannedWidths(w).at(-1)!, Math.min(SHARE_WIDTH, w));

/** Decodes the original once (upright, sRGB) at `width` into raw pixels. */
async function decodeTo(file: string, width: number) {
  return decodeInput(file, { failOn: 'truncated' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type Decoded = Awaited<ReturnType<typeof decodeTo>>;

function fromRaw(d: Decoded) {
  return sharp(d.data, { raw: { width: d.info.width, height: d.info.height, channels: d.info.channels } });
}

async function writeVariant(dirs: MediaDirs, hash: string, d: Decoded, job: DerivativeJob, marks: FileMarks = {}): Promise<Variant> {
  let p = fromRaw(d);
  // The rights (see rights-xmp.ts); the pixels come decoded, so no other metadata of the original follows.
  if (marks.xmp) p = p.withXmp(marks.xmp);
  const width = Math.min(job.width, d.info.width);
  if (width < d.info.width) p = p.resize({ width });
  if (watermarkApplies(marks.watermark, width)) {
    p = p.composite([await watermarkOverlay(marks.watermark, width, Math.round((d.info.height * width) / d.info.width))]);
  }
  if (job.format === 'webp') p = p.webp(WEBP);
  else if (job.format === 'avif') p = p.avif(job.width > SHARE_WIDTH ? LARGE_AVIF : AVIF);
  else p = p.flatten({ background: '#ffffff' }).jpeg(JPEG);
  const name = derivativeName(hash, job.width, job.format);
  const tmp = tempPath(dirs, `.${job.format}`);
  try {
    const info = await p.toFile(tmp);
    await publish(dirs, tmp, `public/${name}`);
    return { format: job.format, width: info.width, height: info.height, file: name };
  } catch (err) {
    await removeQuietly(tmp);
    throw err;
  }
}

export interface FastResult {
  variants: Variant[];
  placeholder: string;
  /** Derivatives left for the background queue. */
  later: DerivativeJob[];
}

/**
 * The work an upload waits for: one full decode of the original (which also proves the file is
 * whole: a truncated or corrupt image fails here with 422), then the small WebPs, the share JPEG
 * and the blur placeholder from those decoded pixels. Everything else is returned as `later`.
 */
export async function makeFastDerivatives(dirs: MediaDirs, hash: string, file: string, probe: ImageProbe, marks?: FileMarks): Promise<FastResult> {
  const widths = plannedWidths(probe.width);
  const shareWidth = Math.min(SHARE_WIDTH, probe.width);
  const fastWebp = widths.filter((w) => FAST_WEBP_WIDTHS.includes(w) || w < FAST_WEBP_WIDTHS[0]!);
  if (!fastWebp.length) fastWebp.push(widths[0]!);
  let decoded: Decoded;
  try {
    decoded = await decodeTo(file, decodeWidth(probe.width));
  } catch {
    throw new AppError('unprocessable', 'The image could not be decoded: the file is damaged or incomplete.');
  }
  const jobs: DerivativeJob[] = [...fastWebp.map((width) => ({ format: 'webp' as const, width })), { format: 'jpeg', width: shareWidth }];
  const placeholderP = fromRaw(decoded).resize({ width: PLACEHOLDER_WIDTH }).webp({ quality: 40 }).toBuffer();
  const results = await Promise.allSettled([...jobs.map((j) => writeVariant(dirs, hash, decoded, j, marks)), placeholderP]);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    for (const r of results) {
      if (r.status === 'fulfilled' && typeof r.value === 'object' && 'file' in r.value) await dirs.store.remove(`public/${r.value.file}`);
    }
    throw (failed as PromiseRejectedResult).reason;
  }
  const variants = results.slice(0, jobs.length).map((r) => (r as PromiseFulfilledResult<Variant>).value);
  const placeholder = `data:image/webp;base64,${((results.at(-1) as PromiseFulfilledResult<Buffer>).value).toString('base64')}`;
  const later: DerivativeJob[] = [
    ...widths.filter((w) => !fastWebp.includes(w)).map((width) => ({ format: 'webp' as const, width })),
    ...widths.map((width) => ({ format: 'avif' as const, width })),
  ];
  return { variants, placeholder, later };
}

/** Runs one piece of heavy work (a decode or an encode), e.g. inside an image slot. */
export type Gate = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Background work for one asset: decode the original once, then write every job's file in turn.
 * Each step passes through `gate` on its own, so an upload waits for one encode, never a batch.
 */
export async function makeDerivatives(
  dirs: MediaDirs,
  hash: string,
  file: string,
  jobs: DerivativeJob[],
  onDone: (v: Variant, index: number) => Promise<void>,
  /** Asked between jobs; false stops the batch there (the jobs left stay queued). */
  keepGoing: () => boolean = () => true,
  gate: Gate = (work) => work(),
  /** The rights and the watermark every file carries. */
  marks?: FileMarks,
): Promise<void> {
  if (!jobs.length) return;
  const { width } = await probeImage(file);
  const decoded = await gate(() => decodeTo(file, decodeWidth(width)));
  // One at a time: a job is one heavy encode, and the queue decides how many run in parallel.
  for (const [i, job] of jobs.entries()) {
    if (!keepGoing()) return;
    await onDone(await gate(() => writeVariant(dirs, hash, decoded, job, marks)), i);
  }
}
