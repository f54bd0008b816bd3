import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The repository root, found from the working directory (vitest, Playwright and bun start in different places). */
export function repoRoot(): string {
  let dir = process.cwd();
  while (!existsSync(path.join(dir, 'server/package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

// sharp is a dependency of the server workspace; the desktop app itself never needs it.
const require = createRequire(path.join(repoRoot(), 'server/package.json'));
type SharpFactory = typeof import('sharp').default;
export const sharp = require('sharp') as SharpFactory;

/** The time-out of a test that encodes images with sharp: a busy 2-core machine needs far more than the default. */
export const ENCODES_IMAGES = 120_000;

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Makes every photo's bytes different. */
  seed?: number;
  make?: string;
  model?: string;
  date?: string;
  gps?: { lat: number; lon: number };
  /** Add an embedded IFD1 thumbnail (sharp doesn't write one). */
  quality?: number;
}

const dms = (v: number) => {
  const a = Math.abs(v);
  const d = Math.floor(a);
  const m = Math.floor((a - d) * 60);
  const s = Math.round(((a - d) * 60 - m) * 60 * 100);
  return `${d}/1 ${m}/1 ${s}/100`;
};

/** A real JPEG with camera Exif (and GPS when asked), written by sharp as STACK 4b describes. */
export async function makeJpeg(opts: PhotoOptions = {}): Promise<Buffer> {
  const { width = 64, height = 48, seed = 1 } = opts;
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (x >>> 16) & 0xff;
  }
  const exif: Record<string, Record<string, string>> = {
    IFD0: { Make: opts.make ?? 'Nikon', Model: opts.model ?? 'Z 9' },
    IFD2: {
      DateTimeOriginal: opts.date ?? '2024:06:12 14:03:00',
      FNumber: '28/10',
      ExposureTime: '1/250',
      ISOSpeedRatings: '400',
      FocalLength: '35/1',
      LensModel: 'NIKKOR Z 100-400mm f/4.5-5.6 VR S',
    },
  };
  if (opts.gps) {
    exif.IFD3 = {
      GPSLatitudeRef: opts.gps.lat >= 0 ? 'N' : 'S',
      GPSLatitude: dms(opts.gps.lat),
      GPSLongitudeRef: opts.gps.lon >= 0 ? 'E' : 'W',
      GPSLongitude: dms(opts.gps.lon),
    };
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: opts.quality ?? 80 })
    .withExif(exif)
    .toBuffer();
}

export async function writeFiles(root: string, files: Record<string, Buffer | string>): Promise<void> {
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(root, rel);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}
