/**
 * Recognises the media types the server accepts from their first bytes, not from the file name:
 * JPEG, PNG, WebP, AVIF, TIFF, HEIC/HEIF, MP4, WebM, MOV — the same magic numbers the server's
 * media pipeline checks, so nothing is sent that the server would refuse for its type.
 */
export interface FileType {
  mime: string;
  kind: 'photo' | 'video';
}

/** Bytes needed to decide. */
export const FILE_TYPE_HEADER_BYTES = 64;

/** Extensions of the accepted types: a file named like this whose bytes don't match is reported as broken. */
export const MEDIA_EXTENSIONS = new Set([
  'jpg', 'jpeg', 'jpe', 'png', 'webp', 'avif', 'tif', 'tiff', 'heic', 'heif', 'hif', 'mp4', 'm4v', 'webm', 'mov', 'qt',
]);

const ascii = (b: Uint8Array, at: number, len: number) => String.fromCharCode(...b.subarray(at, at + len));

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'dash', 'M4V ', 'M4A ', 'MSNV', 'XAVC', 'f4v ', 'NDAS', '3gp4', '3gp5', '3g2a']);

export function detectFileType(b: Uint8Array): FileType | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', kind: 'photo' };
  if (b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a) return { mime: 'image/png', kind: 'photo' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return { mime: 'image/webp', kind: 'photo' };
  // TIFF: II*\0 or MM\0*.
  if ((ascii(b, 0, 2) === 'II' && b[2] === 0x2a && b[3] === 0) || (ascii(b, 0, 2) === 'MM' && b[2] === 0 && b[3] === 0x2a)) {
    return { mime: 'image/tiff', kind: 'photo' };
  }
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    // EBML: WebM declares DocType "webm"; other Matroska files are not accepted by the server.
    return ascii(b, 4, Math.min(b.length, FILE_TYPE_HEADER_BYTES) - 4).includes('webm') ? { mime: 'video/webm', kind: 'video' } : null;
  }
  if (ascii(b, 4, 4) === 'ftyp') {
    const size = (b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3];
    const brands = [ascii(b, 8, 4)];
    for (let at = 16; at + 4 <= Math.min(size, b.length); at += 4) brands.push(ascii(b, at, 4));
    if (brands.some((x) => AVIF_BRANDS.has(x))) return { mime: 'image/avif', kind: 'photo' };
    if (brands.some((x) => HEIF_BRANDS.has(x))) return { mime: 'image/heic', kind: 'photo' };
    if (brands[0] === 'qt  ') return { mime: 'video/quicktime', kind: 'video' };
    if (brands.some((x) => MP4_BRANDS.has(x))) return { mime: 'video/mp4', kind: 'video' };
    return null;
  }
  // Old QuickTime files start with a moov/mdat/wide/free atom instead of ftyp.
  if (['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(ascii(b, 4, 4))) return { mime: 'video/quicktime', kind: 'video' };
  return null;
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}
