import sharp from 'sharp';

export type MediaKind = 'photo' | 'video';

export interface SniffedType {
  kind: MediaKind;
  mime: string;
  /** File extension used for the stored original. */
  ext: string;
  /** Short name for messages. */
  label: string;
}

/**
 * The prebuilt libvips in sharp reads AVIF through libheif but has no HEVC decoder, so
 * HEIC/HEIF photos (the iPhone default) can only be accepted where sharp was built with one.
 */
export const HEIC_DECODABLE = Boolean(
  (sharp.format as unknown as Record<string, { input?: { fileSuffix?: string[] } }>).heif?.input?.fileSuffix?.some((s) =>
    ['.heic', '.heif'].includes(s),
  ),
);

export const ACCEPTED_TYPES_TEXT = `JPEG, PNG, WebP, AVIF, TIFF${HEIC_DECODABLE ? ', HEIC/HEIF' : ''} photos and MP4, WebM, MOV videos`;

/** How many leading bytes `sniffType` wants to see (fewer is fine for a short file). */
export const SNIFF_BYTES = 4100;

const T = {
  jpeg: { kind: 'photo', mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  png: { kind: 'photo', mime: 'image/png', ext: 'png', label: 'PNG' },
  webp: { kind: 'photo', mime: 'image/webp', ext: 'webp', label: 'WebP' },
  avif: { kind: 'photo', mime: 'image/avif', ext: 'avif', label: 'AVIF' },
  tiff: { kind: 'photo', mime: 'image/tiff', ext: 'tif', label: 'TIFF' },
  heic: { kind: 'photo', mime: 'image/heic', ext: 'heic', label: 'HEIC' },
  mp4: { kind: 'video', mime: 'video/mp4', ext: 'mp4', label: 'MP4' },
  mov: { kind: 'video', mime: 'video/quicktime', ext: 'mov', label: 'MOV' },
  webm: { kind: 'video', mime: 'video/webm', ext: 'webm', label: 'WebM' },
} as const satisfies Record<string, SniffedType>;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
const MOV_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const ascii = (b: Uint8Array, start: number, end: number) => Buffer.from(b.subarray(start, end)).toString('latin1');

/**
 * The file type from its first bytes (magic numbers), never from the name or the client's
 * content type. Returns null for anything this product does not accept.
 */
export function sniffType(head: Uint8Array): SniffedType | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return T.jpeg;
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return T.png;
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return T.webp;
  if (b.length >= 4 && (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*')) return T.tiff;
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    // EBML header: WebM declares DocType "webm"; other Matroska files are not accepted.
    return ascii(b, 4, Math.min(b.length, 64)).includes('webm') ? T.webm : null;
  }
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const boxSize = Buffer.from(b.subarray(0, 4)).readUInt32BE(0);
    const major = ascii(b, 8, 12);
    const brands = [major];
    for (let i = 16; i + 4 <= Math.min(boxSize, b.length); i += 4) brands.push(ascii(b, i, i + 4));
    if (brands.includes('avif') || brands.includes('avis')) return T.avif;
    if (brands.some((x) => HEIF_BRANDS.has(x))) return T.heic;
    if (major === 'qt  ') return T.mov;
    if (/^(isom|iso\d|mp4\d|mp41|mp42|avc1|M4V |M4VH|M4VP|dash|mmp4|MSNV|NDAS|f4v |3gp\d|3g2\w)$/.test(major) || brands.includes('isom')) {
      return T.mp4;
    }
    return null;
  }
  // Old QuickTime files start with another top-level atom.
  if (b.length >= 8 && MOV_ATOMS.has(ascii(b, 4, 8))) return T.mov;
  return null;
}
