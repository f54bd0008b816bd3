import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import path from 'node:path';
import { GalleryItemCreateSchema, UploadResultSchema } from '@portfolio/shared';
import exifr from 'exifr';
import sharp from 'sharp';
import { uploadRoutes } from './uploads.admin-routes';
import { createItem, updateItem } from '../gallery/gallery.service';
import { updateSettings } from '../site/settings.service';
import { requeuePhotoDerivatives, startMediaQueue } from './media-queue';
import { imageOfKey } from './assets';
import { makeJpeg, makeTestCtx, mountForTest, multipart, type TestCtx } from './media-test-kit';
import { ENCODES_IMAGES } from '../../test/timeouts';

const CAMERA_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9', Artist: 'Owner Person', Software: 'Lightroom Classic' },
  IFD2: { DateTimeOriginal: '2024:02:11 21:34:05', BodySerialNumber: 'SN-998877' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await makeTestCtx();
});
afterAll(() => ctx.cleanup());

describe('rights in every public derivative', () => {
  it('JPEG, WebP and AVIF carry creator, copyright, credit, web statement and licensor URL as XMP, and no GPS, serial or owner', async () => {
    await updateSettings(ctx.db, {
      photographerName: 'Anna Berg',
      copyrightNotice: '© {year} {name}',
      creditLine: 'Anna Berg / Berg Wildlife',
      licenseUrl: 'https://berg.example/terms',
      licensingUrl: 'https://berg.example/licensing',
    });
    const app = mountForTest('/api/admin', uploadRoutes(ctx));
    const bytes = await makeJpeg({ width: 1200, height: 800, exif: CAMERA_EXIF });
    const res = await app.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name: 'owl.jpg', bytes, type: 'image/jpeg' }]) });
    expect(res.status).toBe(200);
    const up = UploadResultSchema.parse(await res.json());
    const queue = startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    await queue.stop();
    const image = (await imageOfKey(ctx.db, up.hash))!;
    const urls = [image.fallback, image.webp[0]!.url, image.avif[0]!.url];
    expect(urls.map((u) => path.extname(u))).toEqual(['.jpg', '.webp', '.avif']);

    for (const url of urls) {
      const file = path.join(ctx.env.mediaDir, 'public', url.replace('/media/', ''));
      const text = await Bun.file(file).text();
      // exifr reads JPEG and AVIF; WebP's XMP chunk is read from the bytes (it is stored as plain text).
      const xmp = text.slice(text.indexOf('<x:xmpmeta'), text.indexOf('</x:xmpmeta>'));
      expect(xmp, url).toContain('<dc:creator><rdf:Seq><rdf:li>Anna Berg</rdf:li></rdf:Seq></dc:creator>');
      expect(xmp, url).toContain('© 2025 Anna Berg');
      expect(xmp, url).toContain('<photoshop:Credit>Anna Berg / Berg Wildlife</photoshop:Credit>');
      expect(xmp, url).toContain('<xmpRights:WebStatement>https://berg.example/terms</xmpRights:WebStatement>');
      expect(xmp, url).toContain('<plus:LicensorURL>https://berg.example/licensing</plus:LicensorURL>');
      // libvips reads every format's metadata: the XMP is there and no Exif at all (so no GPS, serial, owner).
      const vips = await sharp(file).metadata();
      expect(vips.xmp?.toString('utf8'), url).toContain('Anna Berg / Berg Wildlife');
      expect(vips.exif, url).toBeUndefined();
      if (url.endsWith('.jpg')) {
        // exifr, as a photo site or search engine reads it.
        const meta = (await exifr.parse(file, { xmp: true })) as Record<string, unknown>;
        expect(meta.creator, url).toBe('Anna Berg');
        expect(meta.Credit, url).toBe('Anna Berg / Berg Wildlife');
        expect(meta.WebStatement, url).toBe('https://berg.example/terms');
        expect(await exifr.gps(file).catch(() => undefined), url).toBeFalsy();
      }
      for (const secret of ['SN-998877', 'Owner Person', 'Nikon', 'Lightroom']) expect(text.includes(secret), `${secret} in ${url}`).toBe(false);
    }
  }, ENCODES_IMAGES);

  it('a change of the settings writes the existing files again through the background queue', async () => {
    const app = mountForTest('/api/admin', uploadRoutes(ctx));
    const bytes = await makeJpeg({ width: 600, height: 400 });
    const up = UploadResultSchema.parse(await (await app.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name: 'fox.jpg', bytes, type: 'image/jpeg' }]) })).json());
    const file = path.join(ctx.env.mediaDir, 'public', up.url.replace('/media/', ''));
    expect(await Bun.file(file).text()).toContain('Anna Berg / Berg Wildlife');

    await updateSettings(ctx.db, { creditLine: 'Photo: Anna Berg' });
    // Until the queue has run, the previous file is served.
    expect(await Bun.file(file).text()).toContain('Anna Berg / Berg Wildlife');
    expect(await requeuePhotoDerivatives(ctx.db)).toBeGreaterThan(0);
    const queue = startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    await queue.stop();
    const text = await Bun.file(file).text();
    expect(text).toContain('<photoshop:Credit>Photo: Anna Berg</photoshop:Credit>');
    expect(text).not.toContain('Anna Berg / Berg Wildlife');
  }, ENCODES_IMAGES);

  it("the title of a photo's first item, and a new title later, are written into its files through the background queue, and only into its own", async () => {
    const app = mountForTest('/api/admin', uploadRoutes(ctx));
    const upload = async (name: string, width: number) =>
      UploadResultSchema.parse(await (await app.request('/api/admin/upload', { method: 'POST', body: multipart('file', [{ name, bytes: await makeJpeg({ width, height: 400 }), type: 'image/jpeg' }]) })).json());
    const [lynx, otter] = [await upload('lynx.jpg', 610), await upload('otter.jpg', 620)];
    const item = await createItem(ctx.db, GalleryItemCreateSchema.parse({ url: lynx.url, title: 'Lynx in snow' }));
    await createItem(ctx.db, GalleryItemCreateSchema.parse({ url: otter.url, title: 'Otter' }));
    const queue = startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    const fileOf = (url: string) => path.join(ctx.env.mediaDir, 'public', url.replace('/media/', ''));
    // The files made at upload, before the photo had a title, carry the title its item gave it.
    for (const url of [lynx.url, ...(await imageOfKey(ctx.db, lynx.hash))!.webp.map((v) => v.url), ...(await imageOfKey(ctx.db, lynx.hash))!.avif.map((v) => v.url)]) {
      expect(await Bun.file(fileOf(url)).text(), url).toContain('<rdf:li xml:lang="x-default">Lynx in snow</rdf:li>');
    }
    const otterBefore = await Bun.file(fileOf(otter.url)).bytes();

    await updateItem(ctx.db, item.id, { title: 'Lynx at dusk' });
    await queue.drain();
    await queue.stop();
    for (const url of [lynx.url, ...(await imageOfKey(ctx.db, lynx.hash))!.webp.map((v) => v.url)]) {
      const text = await Bun.file(fileOf(url)).text();
      expect(text, url).toContain('<rdf:li xml:lang="x-default">Lynx at dusk</rdf:li>');
      expect(text, url).not.toContain('Lynx in snow');
    }
    // Another photo's files are left as they were.
    expect(Buffer.from(await Bun.file(fileOf(otter.url)).bytes()).equals(Buffer.from(otterBefore))).toBe(true);
  }, ENCODES_IMAGES);
});
