import { EMBEDDED_TEXT_OPTIONS, embeddedTexts, type EmbeddedTexts } from '@portfolio/shared/photo-metadata';

/**
 * The photographer's own title, caption, place, country and keywords in a photo file (IPTC and
 * XMP from Lightroom or Photo Mechanic), read in the browser before the upload. The server's
 * reading of the camera data stays the record; this only fills the draft.
 */
export async function readEmbeddedTexts(file: File): Promise<EmbeddedTexts> {
  if (!file.type.startsWith('image/')) return embeddedTexts(null);
  try {
    const { default: exifr } = await import('exifr');
    return embeddedTexts(await exifr.parse(file, EMBEDDED_TEXT_OPTIONS));
  } catch {
    return embeddedTexts(null);
  }
}
