import * as exifr from 'exifr';
import { cameraFactsFromExif, type PhotoMetadata } from '@portfolio/shared';
import { embeddedTexts, type EmbeddedTexts } from '@portfolio/shared/photo-metadata';

export interface ExifInfo {
  /** The camera's wall clock as UTC (see cameraFactsFromExif); null when the file carries no date. */
  dateTaken: string | null;
  metadata: PhotoMetadata | null;
  latitude: number | null;
  longitude: number | null;
  /** The photographer's own title, caption, place, country and keywords (IPTC/XMP), for the draft. */
  texts: EmbeddedTexts;
}

/** Only the blocks we use: camera (IFD0), exposure (Exif), GPS, and the photographer's texts (IPTC, XMP). Skipping ICC and the rest keeps this fast. */
const OPTIONS = {
  tiff: true,
  ifd0: { pick: ['Make', 'Model', 'DateTime'] },
  exif: { pick: ['DateTimeOriginal', 'CreateDate', 'LensModel', 'FocalLength', 'FNumber', 'ExposureTime', 'ISO'] },
  gps: true,
  ifd1: false,
  interop: false,
  xmp: true,
  icc: false,
  iptc: true,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  mergeOutput: true,
};

const EMPTY: ExifInfo = { dateTaken: null, metadata: null, latitude: null, longitude: null, texts: embeddedTexts(null) };

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
  const facts = cameraFactsFromExif(raw);
  return {
    ...facts,
    latitude: facts.metadata?.latitude ?? null,
    longitude: facts.metadata?.longitude ?? null,
    texts: embeddedTexts(raw),
  };
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
