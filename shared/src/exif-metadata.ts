import type { PhotoMetadata } from './contracts/media';

/**
 * Camera facts from a parsed Exif block (exifr's merged output), shared by the server's upload
 * path and the desktop import so both store the same thing for the same photo.
 *
 * Exif DateTimeOriginal is the camera's wall clock with no time zone, and exifr revives it as a
 * Date in the reading machine's zone. The wall-clock parts are stored as if they were UTC, so the
 * value never depends on where it was read; clients show it in UTC, which is the camera's clock.
 */
export function cameraFactsFromExif(raw: Record<string, unknown> | null | undefined): { dateTaken: string | null; metadata: PhotoMetadata | null } {
  if (!raw) return { dateTaken: null, metadata: null };
  const lat = num(raw.latitude);
  const lon = num(raw.longitude);
  // 0,0 is what cameras without a fix write.
  const gpsOk = lat !== undefined && lon !== undefined && Math.abs(lat) <= 90 && Math.abs(lon) <= 180 && !(lat === 0 && lon === 0);
  const iso = num(raw.ISO) ?? num(raw.ISOSpeedRatings) ?? (Array.isArray(raw.ISOSpeedRatings) ? num(raw.ISOSpeedRatings[0]) : undefined);
  const candidate: PhotoMetadata = {
    Make: str(raw.Make),
    Model: str(raw.Model),
    LensModel: str(raw.LensModel),
    FocalLength: num(raw.FocalLength),
    FNumber: num(raw.FNumber),
    ExposureTime: num(raw.ExposureTime),
    ISO: iso,
    latitude: gpsOk ? lat : undefined,
    longitude: gpsOk ? lon : undefined,
  };
  const metadata = Object.fromEntries(Object.entries(candidate).filter(([, v]) => v !== undefined)) as PhotoMetadata;
  const date = wallClockAsUtc(raw.DateTimeOriginal) ?? wallClockAsUtc(raw.CreateDate) ?? wallClockAsUtc(raw.DateTime);
  return { dateTaken: date?.toISOString() ?? null, metadata: Object.keys(metadata).length ? metadata : null };
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim().replace(/\0+$/, '').slice(0, 200) : undefined;
}

function num(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

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
