import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, UploadResultSchema, type UploadResult } from '@portfolio/shared';
import exifr from 'exifr';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/app';
import { imageOfKey } from './assets';
import { type MediaQueue, startMediaQueue } from './media-queue';
import { multipart } from './media-test-kit';
import { ENCODES_IMAGES } from '../../test/timeouts';

/** A flat blue-grey photo: any mark shows as a change of the pixels in its corner. */
const BASE = { r: 58, g: 95, b: 122 };
const CAMERA_EXIF = {
  IFD0: { Make: 'Canon', Model: 'EOS R5', Artist: 'Owner Person' },
  IFD2: { BodySerialNumber: 'SN-445566' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '69/1 38/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 57/1 0/1' },
};

let dataDir: string;
let t: TestApp;
let queue: MediaQueue;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'watermark-test-'));
  t = await createTestApp('memory', { DATA_DIR: dataDir });
  queue = startMediaQueue({ db: t.db, env: t.env }, { workers: 1 });
});
afterAll(async () => {
  await queue.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (p: string, form: FormData) => t.app.request(p, { method: 'POST', headers: { Authorization: `Bearer ${t.token}` }, body: form });

async function uploadPhoto(name: string): Promise<UploadResult> {
  const bytes = await sharp({ create: { width: 2000, height: 1334, channels: 3, background: BASE } })
    .jpeg({ quality: 95 })
    .withExif(CAMERA_EXIF)
    .toBuffer();
  const res = await post('/api/admin/upload', multipart('file', [{ name, bytes, type: 'image/jpeg' }]));
  expect(res.status).toBe(200);
  return UploadResultSchema.parse(await res.json());
}

/** Every public file of an upload with its width, once the background queue is done. */
async function filesOf(up: UploadResult) {
  await queue.drain();
  const image = (await imageOfKey(t.db, up.hash))!;
  return [{ url: image.fallback, width: Math.min(1600, image.width) }, ...image.webp, ...image.avif].map((f) => ({
    url: f.url,
    width: f.width,
    file: path.join(dataDir, 'media', 'public', f.url.replace('/media/', '')),
  }));
}

/** The largest difference from the photo's own colour inside a corner box of a file. */
async function cornerChange(file: string, corner: 'bottom-right' | 'top-left'): Promise<number> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = { w: Math.round(info.width * 0.45), h: Math.round(info.height * 0.12) };
  const x0 = corner === 'bottom-right' ? info.width - box.w : 0;
  const y0 = corner === 'bottom-right' ? info.height - box.h : 0;
  let most = 0;
  for (let y = y0; y < y0 + box.h; y++) {
    for (let x = x0; x < x0 + box.w; x++) {
      const o = (y * info.width + x) * info.channels;
      most = Math.max(most, Math.abs(data[o]! - BASE.r), Math.abs(data[o + 1]! - BASE.g), Math.abs(data[o + 2]! - BASE.b));
    }
  }
  return most;
}

describe('watermark', () => {
  it('is off by default, and refuses bad settings with the reason', async () => {
    expect((await t.get(API.admin.settings)).body.watermark).toMatchObject({ enabled: false });
    const opacity = await t.request('PUT', API.admin.settings, { body: { watermark: { opacity: 5 } } });
    expect(opacity.status).toBe(400);
    expect(opacity.body.message).toBe('Opacity is at most 1');
    const width = await t.request('PUT', API.admin.settings, { body: { watermark: { minWidth: 1000 } } });
    expect(width.status).toBe(400);
    expect(width.body.message).toContain('480, 960, 1600, 2560');
    const noLogo = await t.request('PUT', API.admin.settings, { body: { watermark: { enabled: true, kind: 'logo' } } });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.message).toBe('Upload a logo first, or choose a text watermark');
    const notImage = await post(API.admin.watermarkLogo, multipart('file', [{ name: 'logo.png', bytes: new TextEncoder().encode('not a picture at all'), type: 'image/png' }]));
    expect(notImage.status).toBe(415);
    expect(((await notImage.json()) as { message: string }).message).toBeString();
  });

  it('a text mark is on the files from its width on, never below, and the files keep their rights and lose the camera data', async () => {
    const off = await filesOf(await uploadPhoto('before.jpg'));
    for (const f of off) expect(await cornerChange(f.file, 'bottom-right'), `${f.url} without a watermark`).toBeLessThan(12);

    const res = await t.request('PUT', API.admin.settings, {
      body: { photographerName: 'Anna Berg', watermark: { enabled: true, kind: 'text', text: '© Anna Berg', position: 'bottom-right', opacity: 1, minWidth: 960 } },
    });
    expect(res.status).toBe(200);
    // Photos that were there get the mark through the background queue, new uploads at once.
    for (const files of [off, await filesOf(await uploadPhoto('after.jpg'))]) {
      await queue.drain();
      expect(files.map((f) => path.extname(f.url)).sort()).toEqual(['.avif', '.avif', '.avif', '.jpg', '.webp', '.webp', '.webp']);
      for (const f of files) {
        const change = await cornerChange(f.file, 'bottom-right');
        if (f.width >= 960) expect(change, `${f.url} (${f.width} px) carries the mark`).toBeGreaterThan(80);
        else expect(change, `${f.url} (${f.width} px) stays clean`).toBeLessThan(12);
        const text = await Bun.file(f.file).text();
        expect(text, f.url).toContain('<rdf:li>Anna Berg</rdf:li>');
        for (const secret of ['SN-445566', 'Owner Person', 'Canon']) expect(text.includes(secret), `${secret} in ${f.url}`).toBe(false);
        expect((await sharp(f.file).metadata()).exif, f.url).toBeUndefined();
        if (f.url.endsWith('.jpg')) expect(await exifr.gps(f.file).catch(() => undefined), f.url).toBeFalsy();
      }
    }
  }, ENCODES_IMAGES);

  it('an uploaded logo can be the mark, and turning the mark off writes the files clean again', async () => {
    const up = await uploadPhoto('logo-test.jpg');
    const logo = await sharp({ create: { width: 400, height: 200, channels: 4, background: { r: 230, g: 20, b: 20, alpha: 1 } } }).png().toBuffer();
    const res = await post(API.admin.watermarkLogo, multipart('file', [{ name: 'logo.png', bytes: logo, type: 'image/png' }]));
    expect(res.status).toBe(200);
    const stored = (await res.json()) as { logo: string; preview: string };
    expect(stored.preview).toStartWith('data:image/png;base64,');
    expect((await t.get(API.admin.watermarkLogo)).body.logo).toBe(stored.logo);
    const saved = await t.request('PUT', API.admin.settings, { body: { watermark: { enabled: true, kind: 'logo', position: 'top-left', opacity: 0.8, minWidth: 1600 } } });
    expect(saved.status).toBe(200);
    expect(saved.body.watermark.logo).toBe(stored.logo);
    for (const f of await filesOf(up)) {
      const change = await cornerChange(f.file, 'top-left');
      if (f.width >= 1600) expect(change, `${f.url} (${f.width} px) carries the logo`).toBeGreaterThan(80);
      else expect(change, `${f.url} (${f.width} px) stays clean`).toBeLessThan(12);
    }

    await t.request('PUT', API.admin.settings, { body: { watermark: { enabled: false } } });
    for (const f of await filesOf(up)) expect(await cornerChange(f.file, 'top-left'), `${f.url} after the mark was turned off`).toBeLessThan(12);
  }, ENCODES_IMAGES);
});
