import sharp, { type Sharp } from 'sharp';
import { AppError } from '../lib/app-error';
import { decodeInput, MAX_INPUT_PIXELS, tooManyPixels } from './decode';
import { CLIENT_WEB_SIZE } from '@portfolio/shared';
import { type ClientFormat, derivativeName, isClientFormat, type MediaDirs, publish, removeQuietly, tempPath, variantKey } from './media-files';
import { watermarkApplies, watermarkOverlay, type WatermarkMark } from './watermark';

/**
 * `share`: the link-preview JPEG of a photo whose 1600 px JPEG is too small or too wide for
 * previews (see shareCanvas). The client galleries' own files (under media/private): `proof` and
 * `proof-jpeg`, what a watermarked gallery shows (WebP at the planned widths, the JPEG at the share
 * width), and `download`, the web size (see downloadWidth).
 */
export type VariantFormat = 'webp' | 'avif' | 'jpeg' | 'share' | ClientFormat;

/** One derivative file that exists under media/public or media/private (the shape stored in media_assets.variants). */
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

/**
 * What a file carries besides its pixels: the rights as XMP (rights-xmp.ts) and, on public files
 * from its width on, the watermark; proofs carry `proof` (the site's watermark as designed, drawn
 * whatever its on/off switch and smallest width), downloads no mark at all.
 */
export interface FileMarks {
  xmp?: string;
  watermark?: WatermarkMark | null;
  proof?: WatermarkMark | null;
}

/** Responsive widths; never upscaled. */
export const WIDTHS = [480, 960, 1600, 2560] as const;
/** The JPEG answered as the upload `url`, for sharing and old browsers. */
export const SHARE_WIDTH = 1600;
/** WebP widths made while the upload waits: what a visitor's grid and lightbox ask for first. */
export const FAST_WEBP_WIDTHS = [480, 960];
const PLACEHOLDER_WIDTH = 16;

/** Link previews (Open Graph, X, Slack…) want at least this, and draw it at 1.91:1. */
export const SHARE_MIN = { width: 1200, height: 630 } as const;
const PREVIEW_RATIO = 1.91;
/** The bands around a photo on its share canvas: the site's night blue. */
const SHARE_BACKGROUND = { r: 11, g: 20, b: 34 };

/**
 * The canvas of a photo's link-preview JPEG, or null when its share JPEG (1600 px wide, never
 * upscaled) already is at least 1200 x 630. The photo is never cropped nor upscaled: a panorama
 * (wider than 1.91:1) gets bands above and below up to 1.91:1, so a preview shows it whole; a photo
 * narrower than 1200 px gets bands around it up to 1200 x 630. See docs/decisions.md.
 */
export function shareCanvas(width: number, height: number): { width: number; height: number } | null {
  const drawnWidth = Math.min(SHARE_WIDTH, width);
  const drawnHeight = Math.round((height * drawnWidth) / width);
  if (drawnWidth >= SHARE_MIN.width && drawnHeight >= SHARE_MIN.height) return null;
  const canvasWidth = Math.max(drawnWidth, SHARE_MIN.width);
  const panorama = drawnWidth / drawnHeight > PREVIEW_RATIO;
  return { width: canvasWidth, height: Math.max(drawnHeight, SHARE_MIN.height, panorama ? Math.round(canvasWidth / PREVIEW_RATIO) : 0) };
}

const WEBP = { quality: 80, effort: 4 } as const;
const AVIF = { quality: 50, effort: 4 } as const;
/**
 * Above the share width the AVIF encoder (aom through libheif) is the server's largest single use of
 * memory: at effort 3 a 2560 px encode needs about 40 MB less and a third of the time, for a file
 * about 10 % larger.
 */
const LARGE_AVIF = { quality: 50, effort: 3 } as const;
const JPEG = { quality: 82, progressive: true, mozjpeg: false } as const;
/** The web-size download is a file to keep and post: a higher quality than the site's own JPEGs. */
const DOWNLOAD_JPEG = { quality: 90, progressive: true, mozjpeg: false, chromaSubsampling: '4:4:4' } as const;

/**
 * sharp runs each pipeline on the libuv pool; libvips threads per pipeline are set here on purpose
 * (the default is 1 on glibc without jemalloc). The decoded-image cache is off: every original is
 * read once per batch, so caching only costs memory.
 */
export function configureSharp(threads: number): void {
  sharp.concurrency(Math.max(1, threads));
  sharp.cache(false);
}

/** The width of the web-size download of an image `w` x `h` (upright): at most CLIENT_WEB_SIZE on its long edge, never upscaled. */
export function downloadWidth(w: number, h: number): number {
  const scale = Math.min(1, CLIENT_WEB_SIZE / Math.max(w, h));
  return Math.max(1, Math.round(w * scale));
}

/** The jobs that make a photo's proofs: WebP at the planned widths and the JPEG at the share width. */
export function proofJobs(w: number): DerivativeJob[] {
  return [...plannedWidths(w).map((width) => ({ format: 'proof' as const, width })), { format: 'proof-jpeg', width: Math.min(SHARE_WIDTH, w) }];
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

/** The photo drawn as its share JPEG (watermark included), centred on the share canvas. */
async function onShareCanvas(d: Decoded, marks: FileMarks): Promise<Sharp> {
  const width = Math.min(SHARE_WIDTH, d.info.width);
  const height = Math.round((d.info.height * width) / d.info.width);
  let photo = fromRaw(d).resize({ width });
  if (watermarkApplies(marks.watermark, width)) photo = photo.composite([await watermarkOverlay(marks.watermark, width, height)]);
  const drawn = await photo.raw().toBuffer({ resolveWithObject: true });
  const canvas = shareCanvas(d.info.width, d.info.height) ?? { width, height };
  const left = Math.floor((canvas.width - drawn.info.width) / 2);
  const top = Math.floor((canvas.height - drawn.info.height) / 2);
  return fromRaw(drawn).extend({
    left,
    right: canvas.width - drawn.info.width - left,
    top,
    bottom: canvas.height - drawn.info.height - top,
    background: SHARE_BACKGROUND,
  });
}

/** The web-size download from decoded pixels: a JPEG `width` wide with the rights, sRGB and said so by its profile (a file the client keeps may meet a colour-managed editor). */
function downloadJpeg(d: Decoded, width: number, height: number, xmp: string | undefined): Sharp {
  let p = fromRaw(d);
  // Both sides from the original's, so a file made from a smaller decode has the same size.
  if (width !== d.info.width || height !== d.info.height) p = p.resize({ width, height, fit: 'fill' });
  if (xmp) p = p.withXmp(xmp);
  return p.flatten({ background: '#ffffff' }).withIccProfile('srgb').jpeg(DOWNLOAD_JPEG);
}

/** A file for client galleries only: a proof (marked at every width) or the clean web-size download. */
async function writeClientVariant(
  dirs: MediaDirs,
  hash: string,
  d: Decoded,
  job: DerivativeJob & { format: ClientFormat },
  marks: FileMarks,
  original: { width: number; height: number },
): Promise<Variant> {
  const width = Math.min(job.width, d.info.width);
  if (job.format === 'download') return publishVariant(dirs, hash, job, downloadJpeg(d, width, Math.max(1, Math.round((original.height * width) / original.width)), marks.xmp));
  let p = fromRaw(d);
  if (width < d.info.width) p = p.resize({ width });
  if (marks.xmp) p = p.withXmp(marks.xmp);
  if (marks.proof) p = p.composite([await watermarkOverlay(marks.proof, width, Math.round((d.info.height * width) / d.info.width))]);
  return publishVariant(dirs, hash, job, job.format === 'proof' ? p.webp(WEBP) : p.flatten({ background: '#ffffff' }).jpeg(JPEG));
}

/**
 * The web-size download of the original `file` made now, for a photo whose queued one is not made
 * yet: the same pixels and marks, handed out and not kept (the queue's file follows).
 */
export async function downloadJpegNow(file: string, xmp: string): Promise<Buffer> {
  const { width, height } = await probeImage(file);
  const w = downloadWidth(width, height);
  return downloadJpeg(await decodeTo(file, w), w, Math.max(1, Math.round((height * w) / width)), xmp).toBuffer();
}

async function writeVariant(dirs: MediaDirs, hash: string, d: Decoded, job: DerivativeJob, marks: FileMarks = {}, original?: { width: number; height: number }): Promise<Variant> {
  if (isClientFormat(job.format)) return writeClientVariant(dirs, hash, d, job as DerivativeJob & { format: ClientFormat }, marks, original ?? d.info);
  if (job.format === 'share') {
    let share = await onShareCanvas(d, marks);
    if (marks.xmp) share = share.withXmp(marks.xmp);
    return publishVariant(dirs, hash, job, share.jpeg(JPEG));
  }
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
  return publishVariant(dirs, hash, job, p);
}

/** Encodes `p` into the public file of `job` and hands it to the store. */
async function publishVariant(dirs: MediaDirs, hash: string, job: DerivativeJob, p: Sharp): Promise<Variant> {
  const name = derivativeName(hash, job.width, job.format);
  const tmp = tempPath(dirs, `.${name.slice(name.lastIndexOf('.') + 1)}`);
  try {
    const info = await p.toFile(tmp);
    await publish(dirs, tmp, variantKey({ format: job.format, file: name }));
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
  const canvas = shareCanvas(probe.width, probe.height);
  const jobs: DerivativeJob[] = [
    ...fastWebp.map((width) => ({ format: 'webp' as const, width })),
    { format: 'jpeg', width: shareWidth },
    ...(canvas ? [{ format: 'share' as const, width: canvas.width }] : []),
  ];
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
  const probe = await probeImage(file);
  const { width } = probe;
  const decoded = await gate(() => decodeTo(file, decodeWidth(width)));
  // One at a time: a job is one heavy encode, and the queue decides how many run in parallel.
  for (const [i, job] of jobs.entries()) {
    if (!keepGoing()) return;
    // The web-size download of a photo 1600 to 2000 px wide needs more than the shared decode.
    const from = job.width > decoded.info.width && decoded.info.width < width ? await gate(() => decodeTo(file, job.width)) : decoded;
    await onDone(await gate(() => writeVariant(dirs, hash, from, job, marks, probe)), i);
  }
}
