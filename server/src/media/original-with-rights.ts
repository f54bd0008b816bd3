import sharp from 'sharp';

/*
 * A full-size original as a client downloads it: the photographer's rights (XMP: creator,
 * copyright, licence) written in, and no GPS. A JPEG keeps its compressed picture bytes untouched:
 * only the header segments before the scan are rewritten, and the scan is streamed from the store
 * as it is. Other formats are written again at full size by libvips, which keeps no Exif at all.
 */

const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;
const APP13 = 0xed;
const XMP_ID = 'http://ns.adobe.com/xap/1.0/\0';
const XMP_EXT_ID = 'http://ns.adobe.com/xmp/extension/\0';
const EXIF_ID = 'Exif\0\0';
const GPS_IFD_TAG = 0x8825;
/** Bytes per value of each TIFF field type (1..12). */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];

const startsWith = (buf: Uint8Array, at: number, text: string) => {
  for (let i = 0; i < text.length; i++) if (buf[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/**
 * Empties the GPS directory of an Exif segment in place (same length, so no offset moves): its
 * entries and every value they point to become zeros, and the directory counts no entries.
 */
export function blankExifGps(seg: Uint8Array, tiffStart: number): void {
  const view = new DataView(seg.buffer, seg.byteOffset, seg.byteLength);
  const little = seg[tiffStart] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const inside = (at: number, len: number) => at >= 0 && at + len <= seg.length;
  const ifd0 = tiffStart + u32(tiffStart + 4);
  if (!inside(ifd0, 2)) return;
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) {
    const entry = ifd0 + 2 + i * 12;
    if (!inside(entry, 12) || u16(entry) !== GPS_IFD_TAG) continue;
    const gps = tiffStart + u32(entry + 8);
    if (!inside(gps, 2)) return;
    const n = u16(gps);
    for (let j = 0; j < n; j++) {
      const e = gps + 2 + j * 12;
      if (!inside(e, 12)) break;
      const size = (TYPE_SIZE[u16(e + 2)] ?? 1) * u32(e + 4);
      const valueAt = tiffStart + u32(e + 8);
      if (size > 4 && inside(valueAt, size)) seg.fill(0, valueAt, valueAt + size);
    }
    seg.fill(0, gps, Math.min(seg.length, gps + 2 + n * 12 + 4));
  }
}

function app1(payload: Uint8Array): Uint8Array {
  const seg = new Uint8Array(4 + payload.length);
  seg[0] = 0xff;
  seg[1] = APP1;
  new DataView(seg.buffer).setUint16(2, payload.length + 2);
  seg.set(payload, 4);
  return seg;
}

export interface RewrittenHead {
  /** The new header, up to (not including) the start of scan. */
  head: Uint8Array;
  /** Where the untouched rest of the original file starts. */
  restAt: number;
}

/**
 * Rewrites the header of a JPEG: the Exif is kept with its GPS blanked, the file's own XMP and
 * Photoshop/IPTC blocks (which may repeat the place) are dropped, and the rights XMP goes in.
 * `start` holds the first bytes of the file; null when they do not reach the start of scan.
 */
export function rewriteJpegHead(start: Uint8Array, xmp: string): RewrittenHead | null {
  if (start[0] !== 0xff || start[1] !== SOI) return null;
  const kept: Uint8Array[] = [start.subarray(0, 2)];
  const rights = app1(new TextEncoder().encode(XMP_ID + xmp));
  let placed = false;
  let at = 2;
  while (at + 4 <= start.length) {
    if (start[at] !== 0xff) return null;
    const marker = start[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === SOS) {
      if (!placed) kept.push(rights);
      const head = new Uint8Array(kept.reduce((n, k) => n + k.length, 0));
      let o = 0;
      for (const k of kept) {
        head.set(k, o);
        o += k.length;
      }
      return { head, restAt: at };
    }
    const len = (start[at + 2]! << 8) | start[at + 3]!;
    const end = at + 2 + len;
    if (end > start.length) return null;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    // The rights go in after the APPn run (JFIF, Exif), before the tables.
    if (!isApp && !placed) {
      kept.push(rights);
      placed = true;
    }
    const seg = start.slice(at, end);
    if (marker === APP1 && (startsWith(seg, 4, XMP_ID) || startsWith(seg, 4, XMP_EXT_ID))) {
      // dropped: the camera's or editor's XMP may carry GPS
    } else if (marker === APP13) {
      // dropped: IPTC may name the place
    } else {
      if (marker === APP1 && startsWith(seg, 4, EXIF_ID)) blankExifGps(seg, 4 + EXIF_ID.length);
      kept.push(seg);
    }
    at = end;
  }
  return null;
}

/** Longest JPEG header read looking for the scan: Exif is at most 64 KB, a few segments of it fit easily. */
const HEAD_BYTES = 1024 * 1024;

/** A file to hand out: its bytes as a stream made on demand, and their number. */
export interface OutgoingFile {
  size: number;
  ext: string;
  stream: () => ReadableStream<Uint8Array>;
}

/** Bytes one after the other as one stream; a Blob is read as the stream goes (a file is never read whole). */
export function concatStream(parts: (Uint8Array | Blob)[]): ReadableStream<Uint8Array> {
  async function* chunks() {
    for (const part of parts) {
      if (part instanceof Uint8Array) yield part;
      else for await (const chunk of part.stream()) yield chunk as Uint8Array;
    }
  }
  const it = chunks();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await it.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel() {
      await it.return(undefined);
    },
  });
}

/** The original with rights and without GPS (a JPEG's scan streamed from the stored file as it is). */
export async function originalWithRights(file: Blob, mime: string, xmp: string): Promise<OutgoingFile> {
  if (mime === 'image/jpeg') {
    const start = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
    const rewritten = rewriteJpegHead(start, xmp);
    if (rewritten) {
      const rest = file.slice(rewritten.restAt);
      return { size: rewritten.head.length + rest.size, ext: 'jpg', stream: () => concatStream([rewritten.head, rest]) };
    }
  }
  // Written again from the pixels: sharp keeps no Exif unless asked, so no GPS; the ICC profile stays.
  const input = Buffer.from(await file.arrayBuffer());
  let p = sharp(input, { failOn: 'none' }).rotate().keepIccProfile().withXmp(xmp);
  let ext = 'jpg';
  if (mime === 'image/png') [p, ext] = [p.png(), 'png'];
  else if (mime === 'image/tiff') [p, ext] = [p.tiff({ compression: 'lzw' }), 'tif'];
  else if (mime === 'image/webp') [p, ext] = [p.webp({ lossless: true }), 'webp'];
  else p = p.jpeg({ quality: 95, chromaSubsampling: '4:4:4' });
  const bytes = new Uint8Array(await p.toBuffer());
  return { size: bytes.length, ext, stream: () => concatStream([bytes]) };
}
