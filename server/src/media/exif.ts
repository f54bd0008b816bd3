import type { PhotoMetadata } from '@portfolio/shared';
import exifr from 'exifr';

export interface ExifFacts {
  dateTaken: Date | null;
  metadata: PhotoMetadata | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().replace(/\0+$/, '').slice(0, 200) : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Exif DateTimeOriginal has no time zone, and exifr turns it into a local-time Date. Re-reading
 * the wall-clock parts as UTC makes the stored value independent of the server's TZ.
 */
function wallClockAsUtc(v: unknown): Date | null {
  if (v instanceof Date && !Number.isNaN(v.getTime())) {
    return new Date(Date.UTC(v.getFullYear(), v.getMonth(), v.getDate(), v.getHours(), v.getMinutes(), v.getSeconds()));
  }
  if (typeof v === 'string') {
    const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(v);
    if (m) return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
  }
  return null;
}

/** Camera facts from a photo file's Exif; a file without (readable) Exif gives nulls. */
export async function readExif(file: string | Buffer): Promise<ExifFacts> {
  let raw: Record<string, unknown> | undefined;
  try {
    raw = await exifr.parse(file, {
      tiff: true,
      exif: true,
      gps: true,
      ifd1: false,
      interop: false,
      xmp: false,
      icc: false,
      iptc: false,
      translateValues: false,
      reviveValues: true,
    });
  } catch {
    raw = undefined;
  }
  if (!raw) return { dateTaken: null, metadata: null };
  const lat = num(raw.latitude);
  const lon = num(raw.longitude);
  const gpsOk = lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);
  const metadata: PhotoMetadata = {
    Make: str(raw.Make),
    Model: str(raw.Model),
    LensModel: str(raw.LensModel),
    FocalLength: num(raw.FocalLength),
    FNumber: num(raw.FNumber),
    ExposureTime: num(raw.ExposureTime),
    ISO: num(raw.ISO) ?? num(raw.ISOSpeedRatings) ?? (Array.isArray(raw.ISOSpeedRatings) ? num(raw.ISOSpeedRatings[0]) : undefined),
    latitude: gpsOk ? lat : undefined,
    longitude: gpsOk ? lon : undefined,
  };
  for (const k of Object.keys(metadata) as (keyof PhotoMetadata)[]) if (metadata[k] === undefined) delete metadata[k];
  const dateTaken = wallClockAsUtc(raw.DateTimeOriginal) ?? wallClockAsUtc(raw.CreateDate) ?? null;
  return { dateTaken, metadata: Object.keys(metadata).length ? metadata : null };
}

/** The metadata without GPS, for anything a visitor can see. */
export function withoutGps(meta: PhotoMetadata | null | undefined): PhotoMetadata | null {
  if (!meta) return null;
  const { latitude: _lat, longitude: _lon, ...rest } = meta;
  return rest;
}
