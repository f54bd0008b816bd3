import { afterAll, describe, expect, it } from 'bun:test';
import { S3Client } from 'bun';
import { UploadResultSchema } from '@portfolio/shared';
import { createApp } from '../app';
import { storeFor } from './media-store';
import { createBackup, restoreBackup } from '../backup/backup.service';
import { type S3Server, startS3 } from '../../test/s3';
import { adminToken, listFiles, makeJpeg, makeTestCtx, multipart, type TestCtx } from './media-test-kit';
import { mediaQueueFor, requeuePhotoDerivatives, startMediaQueue } from './media-queue';
import { updateSettings } from '../site/settings.service';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from '../env';
import { sweepMedia } from './media-sweep';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { makeItem } from '../../test/factories';

const s3 = await startS3(['media', 'restored']);
if (typeof s3 === 'string') console.warn(`[s3] skipping the S3 media store tests: ${s3}`);
const made: TestCtx[] = [];
afterAll(async () => {
  for (const c of made) {
    await mediaQueueFor(c.db)?.stop();
    c.cleanup();
  }
  if (typeof s3 !== 'string') await s3.stop();
});

const bucket = (name: string) => {
  const env = (s3 as S3Server).env(name);
  return new S3Client({ endpoint: env.S3_ENDPOINT, bucket: name, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' });
};
const keys = async (name: string) => ((await bucket(name).list({ maxKeys: 1000 })).contents ?? []).map((o) => o.key).sort();

describe.skipIf(typeof s3 === 'string')('media on an S3-compatible store (MEDIA_STORE=s3)', () => {
  it('stores uploads and derivatives in the bucket, serves them with Range, keeps the original private, and dedups', async () => {
    const ctx = await makeTestCtx({ env: (s3 as S3Server).env('media') });
    made.push(ctx);
    const app = createApp(ctx);
    const token = await adminToken(ctx);
    const bytes = await makeJpeg({ width: 1300, height: 800, seed: 31 });
    const upload = () =>
      app.request('/api/admin/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: multipart('file', [{ name: 'a.jpg', bytes }]) });
    const res = await upload();
    expect(res.status).toBe(200);
    const body = UploadResultSchema.parse(await res.json());
    const stored = await keys('media');
    expect(stored).toContain(`originals/${body.hash}.jpg`);
    expect(stored).toContain(`public/${body.url.slice('/media/'.length)}`);
    // Nothing but temp space on the local disk.
    expect(listFiles(ctx.env.mediaDir).filter((f) => !f.startsWith('tmp/'))).toEqual([]);

    // Nothing public uses the upload yet: the back-office alone sees it, streamed from the bucket.
    expect((await app.request(body.url)).status).toBe(404);
    const admin = { Authorization: `Bearer ${token}` };
    const mine = await app.request(body.url, { headers: admin });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    await makeItem(ctx.db, { mediaHash: body.hash, isPublished: true });
    const whole = await app.request(body.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const full = new Uint8Array(await whole.arrayBuffer());
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(full);
    const part = await app.request(body.url, { headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${full.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(full.slice(10, 20));
    // The original is never answered.
    expect((await app.request(`/media/${body.hash}.jpg`)).status).toBe(404);

    // The queue makes the rest from the original in the bucket.
    const q = startMediaQueue(ctx, { workers: 1, log: () => {} });
    await q.drain();
    const after = await keys('media');
    expect(after.filter((k) => k.endsWith('.avif')).length).toBeGreaterThan(0);
    // Same bytes again: the stored asset, no new object.
    expect(UploadResultSchema.parse(await (await upload()).json()).hash).toBe(body.hash);
    expect(await keys('media')).toEqual(after);
    // The start-up clean-up lists the bucket and keeps every named object.
    expect((await sweepMedia(ctx)).orphans).toBe(0);
    expect(await keys('media')).toEqual(after);

    // Backup from the bucket, restore into another bucket: the same objects, byte for byte.
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-s3-'));
    const target = mkdtempSync(path.join(tmpdir(), 'restore-s3-'));
    try {
      const manifest = await createBackup({ client: ctx.db.$client, databaseUrl: ctx.env.databaseUrl, store: storeFor(ctx.env.mediaDir) }, dir);
      expect(manifest.missing).toEqual([]);
      const targetEnv = loadEnv({ DATA_DIR: target, ...(s3 as S3Server).env('restored') });
      const { configureMediaStore } = await import('./media-store');
      await restoreBackup(dir, { dataDir: target, databaseUrl: targetEnv.databaseUrl, store: configureMediaStore(targetEnv) });
      const restored = await keys('restored');
      expect(restored).toEqual(manifest.files.map((f) => f.path.slice('media/'.length)).sort());
      for (const k of restored) {
        expect(new Uint8Array(await bucket('restored').file(k).arrayBuffer())).toEqual(new Uint8Array(await bucket('media').file(k).arrayBuffer()));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(target, { recursive: true, force: true });
    }
  }, ENCODES_IMAGES);

  it('redirects /media to MEDIA_PUBLIC_URL for public files only; the others never go there', async () => {
    const ctx = await makeTestCtx({ env: { ...(s3 as S3Server).env('media'), MEDIA_PUBLIC_URL: 'https://cdn.example.com/public' } });
    made.push(ctx);
    const app = createApp(ctx);
    const token = await adminToken(ctx);
    const bytes = await makeJpeg({ width: 700, height: 500, seed: 53 });
    const res = await app.request('/api/admin/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: multipart('file', [{ name: 'cdn.jpg', bytes }]) });
    const body = UploadResultSchema.parse(await res.json());
    const name = body.url.slice('/media/'.length);
    const hidden = await app.request(body.url);
    expect([hidden.status, hidden.headers.get('location'), hidden.headers.get('cache-control')]).toEqual([404, null, 'no-store']);
    const mine = await app.request(body.url, { headers: { Authorization: `Bearer ${token}` } });
    expect([mine.status, mine.headers.get('location'), mine.headers.get('cache-control')]).toEqual([200, null, 'private, no-store']);
    await makeItem(ctx.db, { mediaHash: body.hash, isPublished: true });
    const shown = await app.request(body.url);
    expect(shown.status).toBe(301);
    expect(shown.headers.get('location')).toBe(`https://cdn.example.com/public/${name}`);
    expect(shown.headers.get('cache-control')).toContain('immutable');
  }, ENCODES_IMAGES);
});

describe.skipIf(typeof s3 === 'string')('rights XMP on an S3-compatible store', () => {
  it('writes the rights into the derivatives in the bucket, and writes them again there after a settings change', async () => {
    const ctx = await makeTestCtx({ env: (s3 as S3Server).env('media') });
    made.push(ctx);
    await updateSettings(ctx.db, { photographerName: 'Anna Berg', creditLine: 'Berg / S3' });
    const app = createApp(ctx);
    const token = await adminToken(ctx);
    const bytes = await makeJpeg({ width: 700, height: 500, seed: 47 });
    const res = await app.request('/api/admin/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: multipart('file', [{ name: 'x.jpg', bytes }]) });
    const body = UploadResultSchema.parse(await res.json());
    const key = `public/${body.url.slice('/media/'.length)}`;
    expect(await bucket('media').file(key).text()).toContain('<photoshop:Credit>Berg / S3</photoshop:Credit>');

    await updateSettings(ctx.db, { creditLine: 'Photo: Anna Berg' });
    expect(await requeuePhotoDerivatives(ctx.db)).toBeGreaterThan(0);
    const queue = startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    const text = await bucket('media').file(key).text();
    expect(text).toContain('<photoshop:Credit>Photo: Anna Berg</photoshop:Credit>');
    expect(text).not.toContain('Berg / S3');
  }, ENCODES_IMAGES);
});
