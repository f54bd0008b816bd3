import { cameraFactsFromExif, type PhotoMetadata } from '@portfolio/shared';
import exifr from 'exifr';

export interface ExifFacts {
  dateTaken: Date | null;
  metadata: PhotoMetadata | null;
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
  const facts = cameraFactsFromExif(raw);
  return { dateTaken: facts.dateTaken ? new Date(facts.dateTaken) : null, metadata: facts.metadata };
}

/** The metadata without GPS, for anything a visitor can see. */
export function withoutGps(meta: PhotoMetadata | null | undefined): PhotoMetadata | null {
  if (!meta) return null;
  const { latitude: _lat, longitude: _lon, ...rest } = meta;
  return rest;
}
