import { describe, expect, it } from 'bun:test';
import { mediaKeyOfUrl } from './media-files';
import { sniffType } from '@portfolio/shared/media-type';
import sharp from 'sharp';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { HEIC_DECODABLE } from './media-type';

describe('sniffType on files this server makes', () => {
  it('recognises real JPEG, PNG, WebP, AVIF and TIFF bytes', async () => {
    const img = sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } });
    expect(sniffType(await img.clone().jpeg().toBuffer())?.mime).toBe('image/jpeg');
    expect(sniffType(await img.clone().png().toBuffer())?.mime).toBe('image/png');
    expect(sniffType(await img.clone().webp().toBuffer())?.mime).toBe('image/webp');
    expect(sniffType(await img.clone().avif({ effort: 0 }).toBuffer())?.mime).toBe('image/avif');
    expect(sniffType(await img.clone().tiff().toBuffer())?.mime).toBe('image/tiff');
  }, ENCODES_IMAGES);

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
