import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { UploadResultSchema } from '@portfolio/shared';
import { differenceCiede2000 } from 'culori';
import sharp from 'sharp';
import { uploadRoutes } from './uploads.admin-routes';
import { imageOfKey } from './assets';
import { startMediaQueue } from './media-queue';
import { makeTestCtx, mountForTest, multipart, type TestCtx } from './media-test-kit';
import { ENCODES_IMAGES } from '../../test/timeouts';

/** Saturated colours a wide-gamut camera file holds (all inside sRGB, so every screen can show them). */
const PATCHES: [number, number, number][] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [230, 30, 30],
  [30, 200, 60],
  [20, 60, 220],
  [250, 200, 0],
  [0, 180, 200],
  [200, 0, 160],
  [120, 60, 20],
  [245, 245, 245],
];
const PATCH = 90;

/** The patches as an sRGB picture: what the colour-managed original looks like. */
function patchPixels(): { data: Buffer; width: number; height: number } {
  const width = PATCH * PATCHES.length;
  const height = PATCH;
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(PATCHES[Math.floor(x / PATCH)]!, (y * width + x) * 3);
  return { data, width, height };
}

const s15Fixed16 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(Math.round(v * 65536));
  return b;
};
const xyzTag = (x: number, y: number, z: number) => Buffer.concat([Buffer.from('XYZ \0\0\0\0', 'latin1'), s15Fixed16(x), s15Fixed16(y), s15Fixed16(z)]);

/**
 * An Adobe RGB (1998) display profile (ICC v2, matrix and gamma 563/256), built here from the
 * colour space's published D50 colorants, so the test needs no profile file from elsewhere.
 */
export function adobeRgbProfile(): Buffer {
  const text = 'Adobe RGB (1998) compatible';
  const desc = Buffer.alloc(12 + text.length + 1 + 8 + 3 + 67);
  desc.write('desc', 0, 'latin1');
  desc.writeUInt32BE(text.length + 1, 8);
  desc.write(text, 12, 'latin1');
  const cprt = Buffer.concat([Buffer.from('text\0\0\0\0', 'latin1'), Buffer.from('No copyright, use freely\0', 'latin1')]);
  const curve = Buffer.from([...Buffer.from('curv', 'latin1'), 0, 0, 0, 0, 0, 0, 0, 1, 0x02, 0x33, 0, 0]);
  const tags: [string, Buffer][] = [
    ['desc', desc],
    ['cprt', cprt],
    ['wtpt', xyzTag(0.9642, 1, 0.8249)],
    ['rXYZ', xyzTag(0.60974, 0.31111, 0.01947)],
    ['gXYZ', xyzTag(0.20528, 0.62567, 0.06087)],
    ['bXYZ', xyzTag(0.14919, 0.06322, 0.74457)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
  const table = Buffer.alloc(4 + tags.length * 12);
  table.writeUInt32BE(tags.length, 0);
  const blocks: Buffer[] = [];
  let offset = 128 + table.length;
  tags.forEach(([sig, data], i) => {
    table.write(sig, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(data.length, 12 + i * 12);
    const padded = pad(data);
    blocks.push(padded);
    offset += padded.length;
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  header.write('mntrRGB XYZ ', 12, 'latin1');
  [2024, 1, 1, 0, 0, 0].forEach((v, i) => header.writeUInt16BE(v, 24 + i * 2));
  header.write('acsp', 36, 'latin1');
  s15Fixed16(0.9642).copy(header, 68);
  s15Fixed16(1).copy(header, 72);
  s15Fixed16(0.8249).copy(header, 76);
  return Buffer.concat([header, table, ...blocks]);
}

const rgb = ([r, g, b]: number[]) => ({ mode: 'rgb' as const, r: r! / 255, g: g! / 255, b: b! / 255 });
const deltaE = differenceCiede2000();

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await makeTestCtx();
});
afterAll(() => ctx.cleanup());

describe('true colour', () => {
  it('photos in Display P3 and Adobe RGB look the same in every derivative as the colour-managed original', async () => {
    const adobe = path.join(ctx.dataDir, 'adobe-rgb.icc');
    writeFileSync(adobe, adobeRgbProfile());
    const { data, width, height } = patchPixels();
    const app = mountForTest('/api/admin', uploadRoutes(ctx));
    const queue = startMediaQueue(ctx, { workers: 1 });

    for (const [space, profile] of [['Display P3', 'p3'], ['Adobe RGB', adobe]] as const) {
      // The camera file: the patches' colours in the wide space's own numbers, with its profile.
      const original = await sharp(data, { raw: { width, height, channels: 3 } }).withIccProfile(profile).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
      const numbers = await sharp(original).keepIccProfile().raw().toBuffer();
      // The numbers differ from the colours they stand for: a file read without its profile would fail the bound below.
      const unmanaged = PATCHES.map((p, i) => deltaE(rgb(p), rgb([...numbers.subarray((45 * width + i * PATCH + 45) * 3, (45 * width + i * PATCH + 45) * 3 + 3)])));
      expect(unmanaged.reduce((a, b) => a + b, 0) / unmanaged.length, space).toBeGreaterThan(2);

      const res = await app.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name: `${space}.jpg`, bytes: original, type: 'image/jpeg' }]) });
      expect(res.status, space).toBe(200);
      const up = UploadResultSchema.parse(await res.json());
      await queue.drain();
      const image = (await imageOfKey(ctx.db, up.hash))!;
      const files = [image.fallback, ...image.webp.map((v) => v.url), ...image.avif.map((v) => v.url)];
      expect(files.length, space).toBeGreaterThanOrEqual(5);
      for (const url of files) {
        const file = path.join(ctx.env.mediaDir, 'public', url.replace('/media/', ''));
        const { data: px, info } = await sharp(file).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
        const scale = info.width / width;
        const differences = PATCHES.map((p, i) => {
          const x = Math.round((i * PATCH + PATCH / 2) * scale);
          const y = Math.round((PATCH / 2) * scale);
          const o = (y * info.width + x) * info.channels;
          return deltaE(rgb(p), rgb([px[o]!, px[o + 1]!, px[o + 2]!]));
        });
        const mean = differences.reduce((a, b) => a + b, 0) / differences.length;
        expect(mean, `${space} ${url}`).toBeLessThan(2);
      }
    }
    await queue.stop();
  }, ENCODES_IMAGES);
});
