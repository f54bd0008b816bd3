import { describe, expect, it } from 'vitest';
import { ENCODES_IMAGES, makeJpeg, sharp } from '../../../test/photos';
import { detectFileType } from './file-type';

const box = (type: string, ...brands: string[]) => {
  const body = Buffer.from(brands.join(''), 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length + 4);
  head.write('ftyp', 4, 'latin1');
  return Buffer.concat([head, Buffer.from(type, 'latin1'), Buffer.alloc(4), body]);
};

describe('detectFileType', () => {
  it('recognises real JPEG, PNG, WebP, AVIF and TIFF bytes', async () => {
    const img = sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } });
    expect(detectFileType(await makeJpeg())).toEqual({ mime: 'image/jpeg', kind: 'photo' });
    expect(detectFileType(await img.clone().png().toBuffer())?.mime).toBe('image/png');
    expect(detectFileType(await img.clone().webp().toBuffer())?.mime).toBe('image/webp');
    expect(detectFileType(await img.clone().avif({ effort: 0 }).toBuffer())?.mime).toBe('image/avif');
    expect(detectFileType(await img.clone().tiff().toBuffer())?.mime).toBe('image/tiff');
  }, ENCODES_IMAGES);

  it('recognises HEIC, MP4, MOV and WebM by their headers', () => {
    expect(detectFileType(box('heic', 'mif1', 'heic'))).toEqual({ mime: 'image/heic', kind: 'photo' });
    expect(detectFileType(box('isom', 'isom', 'mp41'))).toEqual({ mime: 'video/mp4', kind: 'video' });
    expect(detectFileType(box('qt  ', 'qt  '))).toEqual({ mime: 'video/quicktime', kind: 'video' });
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(8)]);
    expect(detectFileType(webm)).toEqual({ mime: 'video/webm', kind: 'video' });
  });

  it('refuses text, raw Matroska and short files', () => {
    expect(detectFileType(Buffer.from('this is not a photo at all'))).toBeNull();
    expect(detectFileType(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska'), Buffer.alloc(8)]))).toBeNull();
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
