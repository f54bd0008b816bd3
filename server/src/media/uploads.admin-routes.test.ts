import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UploadResultSchema } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { createApp } from '../app';
import { mediaAssets, mediaJobs } from '../db/schema';
import { adminToken, listFiles, makeJpeg, makeTestCtx, mountForTest, multipart, type TestCtx } from './media-test-kit';
import { FFMPEG } from './video';
import { uploadRoutes } from './uploads.admin-routes';
import { ENCODES_IMAGES } from '../../test/timeouts';

const GPS_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9' },
  IFD2: {
    DateTimeOriginal: '2024:02:11 21:34:05',
    FNumber: '28/10',
    ExposureTime: '1/250',
    ISOSpeedRatings: '400',
    FocalLength: '35/1',
    LensModel: 'NIKKOR Z 24-70mm f/2.8 S',
  },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};

let ctx: TestCtx;
let app: ReturnType<typeof mountForTest>;

beforeAll(async () => {
  ctx = await makeTestCtx({ env: { MAX_IMAGE_UPLOAD_MB: '1', MAX_VIDEO_UPLOAD_MB: '2' } });
  app = mountForTest('/api/admin', uploadRoutes(ctx));
});
afterAll(() => ctx.cleanup());

const upload = (field: string, files: { name: string; bytes: Uint8Array; type?: string }[], pathName = '/api/admin/upload') =>
  app.request(pathName, { method: 'POST', body: multipart(field, files) });

const assetCount = async () => Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(mediaAssets).get())!.n);
const jobCount = async () => Number((await ctx.db.select({ n: sql<number>`count(*)` }).from(mediaJobs).get())!.n);
const publicFile = (url: string) => path.join(ctx.env.mediaDir, 'public', url.replace('/media/', ''));

/** Expects the upload to be refused with `status` and to leave the media folder and the DB as they were. */
async function expectRefused(res: Response | Promise<Response>, status: number, before: { files: string[]; assets: number; jobs: number }) {
  const r = await res;
  expect(r.status).toBe(status);
  const body = (await r.json()) as { message: string };
  expect(body.message.length).toBeGreaterThan(10);
  expect(listFiles(ctx.env.mediaDir)).toEqual(before.files);
  expect(await assetCount()).toBe(before.assets);
  expect(await jobCount()).toBe(before.jobs);
  return body.message;
}
const snapshot = async () => ({ files: listFiles(ctx.env.mediaDir), assets: await assetCount(), jobs: await jobCount() });

describe('POST /api/admin/upload', () => {
  it('requires authentication in the full app', async () => {
    const full = createApp(ctx);
    const bytes = await makeJpeg({ width: 200, height: 120 });
    const anon = await full.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name: 'a.jpg', bytes }]) });
    expect(anon.status).toBe(401);
    const token = await adminToken(ctx);
    const ok = await full.request('/api/admin/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: multipart('file', [{ name: 'a.jpg', bytes }]),
    });
    expect(ok.status).toBe(200);
  }, ENCODES_IMAGES);

  it('reads Exif and GPS, answers the share JPEG and writes derivatives without any Exif', async () => {
    const bytes = await makeJpeg({ width: 1200, height: 800, exif: GPS_EXIF });
    const res = await upload('file', [{ name: 'svalbard-night.jpg', bytes, type: 'image/jpeg' }]);
    expect(res.status).toBe(200);
    const body = UploadResultSchema.parse(await res.json());
    expect(body.type).toBe('photo');
    expect(body.mime).toBe('image/jpeg');
    expect(body.url).toMatch(/^\/media\/[a-f0-9]{64}-1200\.jpg$/);
    expect(body.thumbnailUrl).toMatch(/-960\.webp$/);
    expect(body.width).toBe(1200);
    expect(body.height).toBe(800);
    expect(body.dateTaken).toBe('2024-02-11T21:34:05.000Z');
    expect(body.metadata).toMatchObject({ Make: 'Nikon', Model: 'Z 9', FNumber: 2.8, ExposureTime: 0.004, ISO: 400, FocalLength: 35 });
    expect(body.metadata?.LensModel).toContain('NIKKOR');
    expect(body.metadata?.latitude).toBeCloseTo(78.22, 2);
    expect(body.metadata?.longitude).toBeCloseTo(15.65, 2);
    expect(body.image?.webp.map((s) => s.width)).toEqual([480, 960]);
    expect(body.image?.placeholder).toStartWith('data:image/webp;base64,');
    expect(body.image?.fallback).toBe(body.url);

    const files = [body.url, ...body.image!.webp.map((s) => s.url)].map(publicFile);
    for (const f of files) {
      const meta = await sharp(f).metadata();
      expect(meta.exif).toBeUndefined();
      expect(await exifr.gps(f).catch(() => undefined)).toBeFalsy();
      expect((await Bun.file(f).text()).includes('Nikon')).toBe(false);
    }
    // Originals stay private, outside the public folder.
    expect(listFiles(path.join(ctx.env.mediaDir, 'originals'))).toContain(`${body.hash}.jpg`);
  }, ENCODES_IMAGES);

  it('turns Exif orientation 6 and 8 upright', async () => {
    for (const orientation of [6, 8]) {
      const bytes = await makeJpeg({ width: 600, height: 300, orientation, seed: orientation });
      const body = UploadResultSchema.parse(await (await upload('file', [{ name: `o${orientation}.jpg`, bytes }])).json());
      expect([body.width, body.height]).toEqual([300, 600]);
      const share = await sharp(publicFile(body.url)).metadata();
      expect([share.width, share.height]).toEqual([300, 600]);
      expect(share.orientation ?? 1).toBe(1);
      const webp = await sharp(publicFile(body.image!.webp.at(-1)!.url)).metadata();
      expect(webp.height!).toBeGreaterThan(webp.width!);
    }
  }, ENCODES_IMAGES);

  it('gives every photo a link-preview JPEG of at least 1200 x 630: a panorama whole on a 1.91:1 canvas, a small photo on a 1200 x 630 one', async () => {
    const cases = [
      { name: 'panorama.jpg', width: 3000, height: 1000, preview: { width: 1600, height: 838 }, own: true },
      { name: 'small.jpg', width: 800, height: 600, preview: { width: 1200, height: 630 }, own: true },
      { name: 'landscape.jpg', width: 1500, height: 1000, preview: { width: 1500, height: 1000 }, own: false },
    ];
    for (const [i, c] of cases.entries()) {
      const bytes = await makeJpeg({ width: c.width, height: c.height, seed: 60 + i });
      const body = UploadResultSchema.parse(await (await upload('file', [{ name: c.name, bytes }])).json());
      const share = body.image!.share!;
      expect({ width: share.width, height: share.height }, c.name).toEqual(c.preview);
      const file = await sharp(publicFile(share.url)).metadata();
      expect({ width: file.width, height: file.height }, c.name).toEqual(c.preview);
      // Its own file only where the share JPEG would not do; never cropped: the bands are the canvas.
      expect(share.url !== body.url, c.name).toBe(c.own);
      expect((await Bun.file(publicFile(share.url)).text()).includes('<x:xmpmeta'), `${c.name} carries the rights`).toBe(true);
    }
  }, ENCODES_IMAGES);

  it('never makes a derivative wider than the original', async () => {
    const bytes = await makeJpeg({ width: 320, height: 200, seed: 7 });
    const body = UploadResultSchema.parse(await (await upload('file', [{ name: 'small.jpg', bytes }])).json());
    expect(body.image!.webp.map((s) => s.width)).toEqual([320]);
    expect((await sharp(publicFile(body.url)).metadata()).width).toBe(320);
    const jobs = await ctx.db.select().from(mediaJobs).where(sql`${mediaJobs.hash} = ${body.hash}`);
    expect(jobs.map((j) => `${j.format}${j.width}`)).toEqual(['avif320']);
  }, ENCODES_IMAGES);

  it('takes the type from the bytes: a PNG named .jpg is stored as PNG', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#336699' } }).png().toBuffer();
    const res = await upload('file', [{ name: 'holiday.jpg', bytes: png, type: 'image/jpeg' }]);
    expect(res.status).toBe(200);
    const body = UploadResultSchema.parse(await res.json());
    expect(body.mime).toBe('image/png');
    expect(listFiles(path.join(ctx.env.mediaDir, 'originals'))).toContain(`${body.hash}.png`);
  }, ENCODES_IMAGES);

  it.skipIf(!FFMPEG)('takes a Sony XAVC S clip (ftyp brand XAVC) as MP4', async () => {
    const file = path.join(ctx.dataDir, 'C0001.MP4');
    execFileSync(FFMPEG!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=5:duration=1', '-pix_fmt', 'yuv420p', '-brand', 'XAVC', file]);
    const bytes = readFileSync(file);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('XAVC');
    const res = await upload('file', [{ name: 'C0001.MP4', bytes }]);
    expect(res.status).toBe(200);
    expect(UploadResultSchema.parse(await res.json()).mime).toBe('video/mp4');
  }, ENCODES_IMAGES);

  it('refuses a text file named .jpg with 415 and keeps nothing', async () => {
    const before = await snapshot();
    const msg = await expectRefused(
      upload('file', [{ name: 'notes.jpg', bytes: new TextEncoder().encode('hello, this is not a photo at all'), type: 'image/jpeg' }]),
      415,
      before,
    );
    expect(msg).toContain('JPEG');
    expect(msg).toContain('MP4');
  });

  it('refuses a truncated JPEG with 422 and keeps nothing', async () => {
    const full = await makeJpeg({ width: 800, height: 600, seed: 3 });
    const before = await snapshot();
    const msg = await expectRefused(upload('file', [{ name: 'cut.jpg', bytes: full.subarray(0, Math.floor(full.length * 0.6)) }]), 422, before);
    expect(msg).toMatch(/damaged or incomplete/);
  }, ENCODES_IMAGES);

  it('refuses a photo over MAX_IMAGE_UPLOAD_MB with 413 and keeps nothing', async () => {
    const big = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const before = await snapshot();
    await expectRefused(upload('file', [{ name: 'huge.png', bytes: big }]), 413, before);
  }, ENCODES_IMAGES);

  it('stores the same bytes once and answers the same URL', async () => {
    const bytes = await makeJpeg({ width: 500, height: 300, seed: 11 });
    const a = UploadResultSchema.parse(await (await upload('file', [{ name: 'one.jpg', bytes }])).json());
    const before = await snapshot();
    const b = UploadResultSchema.parse(await (await upload('file', [{ name: 'two.jpg', bytes }])).json());
    expect(b.url).toBe(a.url);
    expect(b.hash).toBe(a.hash);
    expect(await snapshot()).toEqual(before);
  }, ENCODES_IMAGES);

  it('answers 400 without a file', async () => {
    const res = await app.request('/api/admin/upload', { method: 'POST', body: multipart('other', []) });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/admin/upload/bulk', () => {
  it('answers one entry per file in the field files', async () => {
    const one = await makeJpeg({ width: 300, height: 200, seed: 21 });
    const two = await makeJpeg({ width: 310, height: 200, seed: 22 });
    const res = await upload('files', [{ name: 'a.jpg', bytes: one }, { name: 'b.jpg', bytes: two }], '/api/admin/upload/bulk');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { files: unknown[] };
    const files = body.files.map((f) => UploadResultSchema.parse(f));
    expect(files.map((f) => f.fileName)).toEqual(['a.jpg', 'b.jpg']);
    expect(files.every((f) => f.url.startsWith('/media/'))).toBe(true);
  }, ENCODES_IMAGES);
});

describe('POST /api/admin/media/lookup', () => {
  it('finds stored hashes and ignores unknown ones', async () => {
    const bytes = await makeJpeg({ width: 300, height: 200, seed: 31 });
    const up = UploadResultSchema.parse(await (await upload('file', [{ name: 'x.jpg', bytes }])).json());
    const res = await app.request('/api/admin/media/lookup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hashes: [up.hash, 'f'.repeat(64)] }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ found: [{ hash: up.hash, url: up.url, galleryItemIds: [] }] });
    const bad = await app.request('/api/admin/media/lookup', { method: 'POST', body: JSON.stringify({ hashes: ['nope'] }) });
    expect(bad.status).toBe(400);
  }, ENCODES_IMAGES);
});
