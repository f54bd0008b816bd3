/**
 * The one check of a media file's type from its first bytes (magic numbers), never from its name or
 * a client's content type. The server refuses an upload with it and the desktop import uses it to
 * pick files, so a file the import accepts is a file the server accepts.
 */
export type MediaKind = 'photo' | 'video';

export interface SniffedType {
  kind: MediaKind;
  mime: string;
  /** File extension used for the stored original. */
  ext: string;
  /** Short name for messages. */
  label: string;
}

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

/** Extensions of the accepted types: a file named like this whose bytes don't match is a damaged copy. */
export const MEDIA_EXTENSIONS = new Set([
  'jpg', 'jpeg', 'jpe', 'png', 'webp', 'avif', 'tif', 'tiff', 'heic', 'heif', 'hif', 'mp4', 'm4v', 'webm', 'mov', 'qt',
]);

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);
/**
 * ISO-BMFF video brands cameras and phones write: ISO/MP4 generations, AVC, Sony's XAVC S/HS
 * (major brand `XAVC`, compatible `mp42`, `iso2`), Nikon/Panasonic (`NDAS`), Sony Xperia (`MSNV`),
 * Apple's M4V, 3GPP, DASH and F4V.
 */
const MP4_BRANDS = new Set([
  'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'mp71', 'avc1', 'dash', 'mmp4', 'M4V ', 'M4VH', 'M4VP',
  'MSNV', 'XAVC', 'NDAS', 'f4v ', '3gp4', '3gp5', '3gp6', '3g2a',
]);
/**
 * Raw photos in an ISO-BMFF box (Canon CR3 is `crx ` with `isom` compatible): not something the
 * site can show, and never to be taken for a video because of that `isom`.
 */
const RAW_BRANDS = new Set(['crx ']);
/** Old QuickTime files start with another top-level atom. */
const MOV_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, Math.min(end, b.length)));

/** The file's type, or null for anything this product does not accept. */
export function sniffType(b: Uint8Array): SniffedType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return T.jpeg;
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return T.png;
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return T.webp;
  if (b.length >= 4 && (ascii(b, 0, 4) === 'II*\0' || ascii(b, 0, 4) === 'MM\0*')) return T.tiff;
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) {
    // EBML header: WebM declares DocType "webm"; other Matroska files are not accepted.
    return ascii(b, 4, 64).includes('webm') ? T.webm : null;
  }
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') return isoBmffType(b);
  if (b.length >= 8 && MOV_ATOMS.has(ascii(b, 4, 8))) return T.mov;
  return null;
}

/** An ISO-BMFF file by its `ftyp` box: the major brand, then the compatible ones. */
function isoBmffType(b: Uint8Array): SniffedType | null {
  const boxSize = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const major = ascii(b, 8, 12);
  const brands = [major];
  for (let i = 16; i + 4 <= Math.min(boxSize, b.length); i += 4) brands.push(ascii(b, i, i + 4));
  if (RAW_BRANDS.has(major)) return null;
  if (brands.some((x) => AVIF_BRANDS.has(x))) return T.avif;
  if (brands.some((x) => HEIF_BRANDS.has(x))) return T.heic;
  if (major === 'qt  ') return T.mov;
  if (brands.some((x) => MP4_BRANDS.has(x))) return T.mp4;
  // Apple's own files sometimes put `qt  ` among the compatible brands only.
  if (brands.includes('qt  ')) return T.mov;
  return null;
}

/** The lower-case extension of a file name, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}
