import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UploadResultSchema } from '@portfolio/shared';
import { makeJpeg, makeTestCtx, mountForTest, multipart, type TestCtx } from './media-test-kit';
import { FFMPEG } from './video';
import { uploadRoutes } from './uploads.admin-routes';
import { mediaRoutes } from './media.routes';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { makeItem } from '../../test/factories';

let ctx: TestCtx;
let app: ReturnType<typeof mountForTest>;
let photo: ReturnType<typeof UploadResultSchema.parse>;

beforeAll(async () => {
  ctx = await makeTestCtx();
  app = mountForTest('/api/admin', uploadRoutes(ctx));
  app.route('/media', mediaRoutes(ctx));
  const bytes = await makeJpeg({ width: 400, height: 300 });
  photo = UploadResultSchema.parse(await (await app.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name: 'p.jpg', bytes }]) })).json());
  // A published photo's files are public (media-privacy.test.ts has the rest).
  await makeItem(ctx.db, { mediaHash: photo.hash, isPublished: true });
}, ENCODES_IMAGES);
afterAll(() => ctx.cleanup());

describe('GET /media/:name', () => {
  it('serves a derivative with its type and an immutable cache header', async () => {
    const res = await app.request(photo.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const webp = await app.request(photo.thumbnailUrl!);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const again = await app.request(photo.url, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for unknown names, the folder itself and the private originals', async () => {
    for (const p of ['/media/', '/media', `/media/${'a'.repeat(64)}-480.webp`, `/media/${photo.hash}.jpg`, '/media/tmp']) {
      expect((await app.request(p)).status).toBe(404);
    }
  });

  it('never leaves the media folder', async () => {
    const name = photo.url.slice('/media/'.length);
    const attempts = [
      '/media/../portfolio.db',
      '/media/..%2fportfolio.db',
      '/media/%2e%2e/portfolio.db',
      '/media/%2e%2e%2fportfolio.db',
      '/media/..%5cportfolio.db',
      '/media/..\\portfolio.db',
      '/media/%2fetc%2fpasswd',
      '/media//etc/passwd',
      `/media/..%2fpublic%2f${name}`,
      `/media/x%2f${name}`,
      `/media/%2e%2e%2foriginals%2f${photo.hash}.jpg`,
      '/media/%252e%252e%252fportfolio.db',
    ];
    for (const p of attempts) {
      const res = await app.request(`http://localhost${p}`);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
    }
  });
});

describe.skipIf(!FFMPEG)('video upload and Range requests', () => {
  let video: ReturnType<typeof UploadResultSchema.parse>;
  let bytes: Buffer;

  beforeAll(async () => {
    const file = path.join(ctx.dataDir, 'clip.mp4');
    // A phone writes where it recorded into the MP4; the public copy must not carry it.
    execFileSync(FFMPEG!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x120:rate=10:duration=2', '-pix_fmt', 'yuv420p', '-metadata', 'location=+78.2232+015.6500/', '-movflags', 'use_metadata_tags', file]);
    const uploaded = readFileSync(file);
    expect(uploaded.includes('+78.2232')).toBe(true);
    const res = await app.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name: 'clip.mp4', bytes: uploaded }]) });
    expect(res.status).toBe(200);
    video = UploadResultSchema.parse(await res.json());
    await makeItem(ctx.db, { type: 'video', mediaHash: video.hash, isPublished: true });
    bytes = readFileSync(path.join(ctx.env.mediaDir, 'public', `${video.hash}.mp4`));
  }, ENCODES_IMAGES);

  it('stores the video as uploaded with a poster, size and duration', async () => {
    expect(video.type).toBe('video');
    expect(video.mime).toBe('video/mp4');
    expect(video.url).toBe(`/media/${video.hash}.mp4`);
    expect([video.width, video.height]).toEqual([160, 120]);
    expect(video.metadata?.duration).toBeCloseTo(2, 0);
    expect(video.thumbnailUrl).toMatch(/^\/media\/[a-f0-9]{64}-160\.webp$/);
    expect(video.image?.width).toBe(160);
    const full = await app.request(video.url);
    expect(full.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await full.arrayBuffer()).equals(bytes)).toBe(true);
    expect(bytes.includes('+78.2232')).toBe(false);
  });

  it('answers 206 with exactly the requested bytes', async () => {
    const res = await app.request(video.url, { headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await app.request(video.url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const open = await app.request(video.url, { headers: { range: `bytes=${bytes.length - 5}-` } });
    expect((await open.arrayBuffer()).byteLength).toBe(5);
  });

  it('takes a poster sent by the admin in the field poster', async () => {
    const clip = path.join(ctx.dataDir, 'clip2.webm');
    execFileSync(FFMPEG!, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=128x96:rate=5:duration=1', '-c:v', 'libvpx-vp9', clip]);
    const poster = await makeJpeg({ width: 640, height: 480, seed: 5 });
    const form = multipart('file', [{ name: 'clip2.webm', bytes: readFileSync(clip) }]);
    form.append('poster', new File([new Uint8Array(poster)], 'poster.jpg'));
    const res = await app.request('/api/admin/upload', { method: 'POST', body: form });
    expect(res.status).toBe(200);
    const body = UploadResultSchema.parse(await res.json());
    expect(body.mime).toBe('video/webm');
    expect(body.url).toBe(`/media/${body.hash}.webm`);
    expect(body.image?.width).toBe(640);
    expect(body.thumbnailUrl).toMatch(/-480\.webp$/);
    expect(body.thumbnailUrl).not.toContain(body.hash);
  }, ENCODES_IMAGES);

  it('answers 416 for a range past the end', async () => {
    const res = await app.request(video.url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });
});
