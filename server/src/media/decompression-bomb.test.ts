import { describe, expect, it } from 'bun:test';
import { deflateSync } from 'node:zlib';
import { API } from '@portfolio/shared';
import sharp from 'sharp';
import { createTestApp } from '../../test/app';
import { multipart } from './media-test-kit';

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(Bun.hash.crc32(body) >>> 0);
  return Buffer.concat([head, body, crc]);
}

/** A grey 50,000 x 50,000 PNG of a few kilobytes: rows of zeros, deflated (the first rows of it). */
function pngBomb(side = 50_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = deflateSync(Buffer.alloc((side + 1) * 64));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

/** A real 16 x 16 JPEG whose frame header (SOF0) claims 60,000 x 60,000 pixels. */
async function jpegClaimingHugeSize(): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#88aa66' } }).jpeg({ progressive: false }).toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(60_000, sof + 5); // height
  jpeg.writeUInt16BE(60_000, sof + 7); // width
  return jpeg;
}

describe('decompression bombs', () => {
  for (const [name, make, type] of [
    ['a 50,000 x 50,000 PNG', async () => pngBomb(), 'image/png'],
    ['a small JPEG that declares 60,000 x 60,000 pixels', jpegClaimingHugeSize, 'image/jpeg'],
  ] as const) {
    it(`refuses ${name} from its header with 422, storing nothing`, async () => {
      const t = await createTestApp();
      const bytes = await make();
      expect(bytes.length).toBeLessThan(1024 * 1024);
      const res = await t.app.request(API.admin.upload, {
        method: 'POST',
        headers: { Authorization: `Bearer ${t.token}` },
        body: multipart('file', [{ name: type === 'image/png' ? 'bomb.png' : 'bomb.jpg', bytes, type }]),
      });
      expect(res.status).toBe(422);
      expect((await res.json()).message).toMatch(/is too large: \d+ × \d+ pixels \(at most 250 megapixels\)/);
      expect(await t.count('mediaAssets')).toBe(0);
    });
  }
});
