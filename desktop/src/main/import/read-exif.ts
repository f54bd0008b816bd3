import * as exifr from 'exifr';
import type { PhotoMetadata } from '@portfolio/shared';

export interface ExifInfo {
  /** ISO 8601 with offset; null when the file carries no date. */
  dateTaken: string | null;
  metadata: PhotoMetadata | null;
  latitude: number | null;
  longitude: number | null;
}

/** Only the blocks we use: camera (IFD0), exposure (Exif) and GPS. Skipping XMP, ICC and IPTC keeps this fast. */
const OPTIONS = {
  tiff: true,
  ifd0: { pick: ['Make', 'Model', 'DateTime'] },
  exif: { pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'OffsetTime', 'LensModel', 'FocalLength', 'FNumber', 'ExposureTime', 'ISO'] },
  gps: true,
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  mergeOutput: true,
};

const EMPTY: ExifInfo = { dateTaken: null, metadata: null, latitude: null, longitude: null };

/**
 * Reads date taken, camera settings and GPS from bytes already in memory (the same buffer that is
 * hashed, so each file is read once). Videos carry no Exif: their date comes from the QuickTime
 * movie header. A file without metadata gives nulls, never an error.
 */
export async function readExif(bytes: Uint8Array, kind: 'photo' | 'video'): Promise<ExifInfo> {
  if (kind === 'video') return { ...EMPTY, dateTaken: quickTimeCreationDate(bytes) };
  let raw: Record<string, unknown> | undefined;
  try {
    raw = await exifr.parse(bytes as Buffer, OPTIONS);
  } catch {
    return EMPTY;
  }
  if (!raw) return EMPTY;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
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
    ISO: num(raw.ISO),
    ...(gpsOk ? { latitude: lat, longitude: lon } : {}),
  };
  for (const k of Object.keys(metadata) as (keyof PhotoMetadata)[]) if (metadata[k] === undefined) delete metadata[k];
  const date = [raw.DateTimeOriginal, raw.CreateDate, raw.DateTime].find((d) => d instanceof Date && !Number.isNaN(d.getTime())) as Date | undefined;
  return {
    dateTaken: date ? toIsoWithOffset(date, str(raw.OffsetTimeOriginal) ?? str(raw.OffsetTime)) : null,
    metadata: Object.keys(metadata).length ? metadata : null,
    latitude: gpsOk ? lat! : null,
    longitude: gpsOk ? lon! : null,
  };
}

/**
 * exifr turns the camera's wall-clock DateTimeOriginal into a Date in the laptop's time zone.
 * With the camera's own offset (OffsetTimeOriginal, e.g. "+02:00") we keep the wall clock and that
 * offset; without it the laptop's zone is the best guess.
 */
export function toIsoWithOffset(local: Date, offset: string | undefined): string {
  if (offset && /^[+-]\d{2}:\d{2}$/.test(offset)) {
    const p = (n: number, w = 2) => String(n).padStart(w, '0');
    return `${p(local.getFullYear(), 4)}-${p(local.getMonth() + 1)}-${p(local.getDate())}T${p(local.getHours())}:${p(local.getMinutes())}:${p(local.getSeconds())}${offset}`;
  }
  return local.toISOString();
}

/** Embedded Exif preview (IFD1), as a data: URL for the draft table; null when absent or large. */
export async function readThumbnail(bytes: Uint8Array, maxBytes = 96 * 1024): Promise<string | null> {
  try {
    const thumb = await exifr.thumbnail(bytes as Buffer);
    if (!thumb || thumb.length === 0 || thumb.length > maxBytes) return null;
    return `data:image/jpeg;base64,${Buffer.from(thumb).toString('base64')}`;
  } catch {
    return null;
  }
}

/** creation_time of the first 'mvhd' box (seconds since 1904-01-01 UTC) of an MP4/MOV file. */
export function quickTimeCreationDate(bytes: Uint8Array): string | null {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = buf.indexOf('mvhd', 0, 'latin1');
  if (at < 0 || at + 16 > buf.length) return null;
  const version = buf[at + 4];
  const secs = version === 1 ? Number(buf.readBigUInt64BE(at + 8)) : buf.readUInt32BE(at + 8);
  if (!secs) return null;
  const ms = (secs - 2_082_844_800) * 1000;
  // Cameras without a clock write 0 or a date before digital video existed.
  return ms > Date.UTC(1995, 0, 1) && ms < Date.now() + 86_400_000 ? new Date(ms).toISOString() : null;
}
