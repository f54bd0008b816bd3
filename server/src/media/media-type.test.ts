import { describe, expect, it } from 'bun:test';
import { mediaKeyOfUrl } from './media-files';
import { HEIC_DECODABLE, sniffType } from './media-type';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const ftyp = (major: string, ...compat: string[]) => {
  const size = 16 + compat.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compat, 'mdat');
};

describe('sniffType', () => {
  it('recognises every accepted type from its first bytes', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe1]))?.mime).toBe('image/jpeg');
    expect(sniffType(bytes('\x89PNG\r\n\x1a\n'))?.mime).toBe('image/png');
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
    expect(sniffType(bytes('II*\0'))?.mime).toBe('image/tiff');
    expect(sniffType(bytes('MM\0*'))?.mime).toBe('image/tiff');
    expect(sniffType(ftyp('avif', 'mif1', 'miaf'))?.mime).toBe('image/avif');
    expect(sniffType(ftyp('mif1', 'avif'))?.mime).toBe('image/avif');
    expect(sniffType(ftyp('heic', 'mif1'))?.mime).toBe('image/heic');
    expect(sniffType(ftyp('isom', 'iso2', 'avc1', 'mp41'))?.mime).toBe('video/mp4');
    expect(sniffType(ftyp('mp42', 'isom'))?.mime).toBe('video/mp4');
    expect(sniffType(ftyp('qt  ', 'qt  '))?.mime).toBe('video/quicktime');
    expect(sniffType(bytes([0, 0, 0, 8], 'wide'))?.mime).toBe('video/quicktime');
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'))?.mime).toBe('video/webm');
  });

  it('refuses everything else', () => {
    expect(sniffType(bytes('GIF89a'))).toBeNull();
    expect(sniffType(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffType(bytes('hello world, not a photo'))).toBeNull();
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });

  it('knows whether this sharp can decode HEIC (the prebuilt one cannot)', () => {
    expect(typeof HEIC_DECODABLE).toBe('boolean');
  });
});

describe('mediaKeyOfUrl', () => {
  const h = 'ab'.repeat(32);
  it('finds the asset hash in every public name shape', () => {
    for (const u of [`/media/${h}-960.webp`, `/media/${h}-480.avif`, `/media/${h}-1600.jpg`, `/media/${h}.mp4`, `https://example.org/media/${h}-960.webp?x=1`]) {
      expect(mediaKeyOfUrl(u)).toBe(h);
    }
  });
  it('ignores outside and malformed URLs', () => {
    for (const u of ['https://example.org/a.jpg', `/media/${h}-960.gif`, `/uploads/${h}-960.webp`, `/media/../${h}.mp4`, '']) {
      expect(mediaKeyOfUrl(u)).toBeNull();
    }
  });
});
