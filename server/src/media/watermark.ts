import { COPYRIGHT_YEAR, copyrightText, type SiteSettings, type Watermark } from '@portfolio/shared';
import { decodeInput } from './decode';
import sharp, { type OverlayOptions } from 'sharp';
import type { Db } from '../db/db-type';
import { getSettings, getWatermarkLogo } from '../site/settings.service';

/** A watermark that is on, with what it draws: its text, or the logo's PNG. */
export interface WatermarkMark {
  watermark: Watermark;
  text: string;
  logo: Buffer | null;
}

/** Share of the image width kept clear between the mark and the edge. */
const MARGIN = 0.025;
/** Text height and logo width as shares of the image width. */
const TEXT_SIZE = 0.022;
const LOGO_WIDTH = 0.18;
/** A generous average advance of a sans-serif letter, in ems, to size the text's box. */
const LETTER_WIDTH = 0.62;

/** The watermark as the settings stand (the text defaults to the copyright notice), or null when it is off. */
export async function watermarkFrom(settings: SiteSettings, loadLogo: () => Promise<{ hash: string; png: Buffer } | null>): Promise<WatermarkMark | null> {
  const w = settings.watermark;
  if (!w.enabled) return null;
  const text = w.text || copyrightText(settings, COPYRIGHT_YEAR) || `© ${COPYRIGHT_YEAR} ${settings.photographerName}`;
  if (w.kind === 'text') return { watermark: w, text, logo: null };
  const logo = await loadLogo();
  return logo && logo.hash === w.logo ? { watermark: w, text, logo: logo.png } : null;
}

export async function watermarkFor(db: Db): Promise<WatermarkMark | null> {
  return watermarkFrom(await getSettings(db), () => getWatermarkLogo(db));
}

/**
 * The mark of a watermarked client gallery's proofs: the site's watermark as designed in the
 * settings (text or logo, place, opacity), whether or not it is switched on for the public files;
 * a logo watermark without its logo draws the text instead.
 */
export async function proofMarkFrom(settings: SiteSettings, loadLogo: () => Promise<{ hash: string; png: Buffer } | null>): Promise<WatermarkMark> {
  const designed = { ...settings, watermark: { ...settings.watermark, enabled: true } };
  const mark = await watermarkFrom(designed, loadLogo);
  return mark ?? (await watermarkFrom({ ...designed, watermark: { ...designed.watermark, kind: 'text' } }, loadLogo))!;
}

export async function proofMarkFor(db: Db): Promise<WatermarkMark> {
  return proofMarkFrom(await getSettings(db), () => getWatermarkLogo(db));
}

/** Small tiles and placeholders never carry the mark; files from its smallest width on do. */
export function watermarkApplies(mark: WatermarkMark | null | undefined, width: number): mark is WatermarkMark {
  return !!mark && width >= mark.watermark.minWidth;
}

/** Where a box of `w` x `h` sits on an image of `width` x `height`. */
function place(position: Watermark['position'], width: number, height: number, w: number, h: number) {
  const margin = Math.round(width * MARGIN);
  const left = position.endsWith('left') ? margin : position.endsWith('right') ? width - w - margin : Math.round((width - w) / 2);
  const top = position.startsWith('top') ? margin : position.startsWith('bottom') ? height - h - margin : Math.round((height - h) / 2);
  return { left: Math.max(0, left), top: Math.max(0, top) };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The mark for an image `width` x `height` pixels, ready for sharp's composite. */
export async function watermarkOverlay(mark: WatermarkMark, width: number, height: number): Promise<OverlayOptions> {
  const { position, opacity } = mark.watermark;
  const room = width - 2 * Math.round(width * MARGIN);
  if (mark.logo) {
    const logo = decodeInput(mark.logo).ensureAlpha().resize({ width: Math.max(16, Math.round(width * LOGO_WIDTH)), withoutEnlargement: true });
    // The logo's own transparency, times the chosen opacity.
    const { data, info } = await logo.raw().toBuffer({ resolveWithObject: true });
    for (let i = 3; i < data.length; i += 4) data[i] = Math.round(data[i]! * opacity);
    const input = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
    return { input, ...place(position, width, height, info.width, info.height) };
  }
  const size = Math.max(10, Math.min(Math.round(width * TEXT_SIZE), Math.floor(room / (mark.text.length * LETTER_WIDTH))));
  const w = Math.min(room, Math.ceil(mark.text.length * size * LETTER_WIDTH) + size);
  const h = Math.ceil(size * 1.5);
  const anchor = position.endsWith('left') ? ['start', size / 2] : position.endsWith('right') ? ['end', w - size / 2] : ['middle', w / 2];
  // White letters with a thin dark outline read on light and dark photos alike.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<text x="${anchor[1]}" y="${Math.round(size * 1.1)}" text-anchor="${anchor[0]}" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="${size}" font-weight="600" ` +
    `fill="#ffffff" fill-opacity="${opacity}" stroke="#000000" stroke-opacity="${(opacity * 0.35).toFixed(3)}" stroke-width="${Math.max(1, size / 24).toFixed(2)}">${xml(mark.text)}</text></svg>`;
  const input = await sharp(Buffer.from(svg)).png().toBuffer();
  return { input, ...place(position, width, height, w, h) };
}
