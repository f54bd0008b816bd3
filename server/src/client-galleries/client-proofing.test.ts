import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { API, type ClientGalleryAdmin, type ClientGalleryView, type ClientSelectionReopened, clientPaths, type UploadResult } from '@portfolio/shared';
import exifr from 'exifr';
import sharp from 'sharp';
import { readStoredZip } from '../../test/read-zip';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { testSite, testStaticRoot } from '../../test/app';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { waitFor } from '../../test/wait-for';
import { createApp } from '../app';
import { startMail } from '../mail/mail.service';
import { adminToken, makeTestCtx, multipart, type TestCtx } from '../media/media-test-kit';
import { type MediaQueue, startMediaQueue } from '../media/media-queue';

// Proofing and delivery: pick limits, a locked selection reopened by the photographer (with a
// mail to the client), download sizes, a download PIN and watermarked proofs, on the real app.

const GPS_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};
/** A flat blue-grey photo: a mark shows as a change of its pixels. */
const BASE = { r: 58, g: 95, b: 122 };

let ctx: TestCtx;
let app: ReturnType<typeof createApp>;
let auth: Record<string, string>;
let smtp: TestSmtp;
let queue: MediaQueue;
let stopMail: () => Promise<void>;
/** Upload keys: a landscape 3000 x 2000 and a portrait 1500 x 2400, both with GPS. */
const hashes: string[] = [];

const json = (body: unknown) => JSON.stringify(body);
const admin = (path: string, init: RequestInit = {}) =>
  app.request(path, { ...init, headers: { ...auth, ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...(init.headers as Record<string, string>) } });
const tokenOf = (g: ClientGalleryAdmin) => g.path!.split('/').pop()!;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

/** A client's browser: keeps the cookie the gallery sets (path-scoped to /c/<token>). */
function clientBrowser(ip = '192.0.2.10') {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const res = await app.request(path, {
      ...init,
      headers: { ...(cookie ? { Cookie: cookie } : {}), 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(init.headers as Record<string, string>) },
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
}

/** A flat photo `seed` (its one dark corner pixel makes each upload its own), with GPS; answers its upload key. */
async function uploadFlat(name: string, width: number, height: number, seed: number): Promise<string> {
  const dot = await sharp({ create: { width: 1, height: 1, channels: 3, background: { r: seed % 256, g: 0, b: 0 } } }).png().toBuffer();
  const bytes = await sharp({ create: { width, height, channels: 3, background: BASE } })
    .composite([{ input: dot, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif(GPS_EXIF)
    .toBuffer();
  const res = await admin(API.admin.upload, { method: 'POST', body: multipart('file', [{ name, bytes, type: 'image/jpeg' }]) });
  expect(res.status).toBe(200);
  return ((await res.json()) as UploadResult).hash;
}

/** A gallery with the photos `keys` (the two of the suite unless named), made with `fields`; answers it and its address's token. */
async function galleryWith(fields: Record<string, unknown>, keys = hashes): Promise<{ g: ClientGalleryAdmin; token: string }> {
  const created = await admin(API.admin.clientGalleries, { method: 'POST', body: json({ name: 'Lofoten for Nordic Light', language: 'sv', password: null, ...fields }) });
  expect(created.status).toBe(201);
  const g = (await created.json()) as ClientGalleryAdmin;
  const added = await admin(API.admin.clientGalleryUpload(g.id), { method: 'POST', body: json({ mediaHashes: keys }) });
  expect(added.status).toBe(201);
  return { g, token: tokenOf(g) };
}

const adminView = async (id: number) => (await (await admin(API.admin.clientGallery(id))).json()) as ClientGalleryAdmin;

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await makeTestCtx({
    env: { NOTIFY_EMAIL: 'photographer@example.org', SMTP_URL: smtp.url, PUBLIC_URL: 'https://photos.example.org', TRUST_PROXY: '1', MAIL_RATE_PER_MINUTE: '6000', STATIC_ROOT: testStaticRoot() },
  });
  app = createApp({ ...ctx, site: await testSite() });
  auth = { Authorization: `Bearer ${await adminToken(ctx)}` };
  stopMail = (await startMail({ db: ctx.db, env: ctx.env }, { pollMs: 20, retryBaseMs: 50, log: () => {} })).stop;
  // The proofs' mark: the site's watermark as designed, though it is off for the public files.
  const settings = await admin(API.admin.settings, { method: 'PUT', body: json({ watermark: { enabled: false, kind: 'text', text: 'PROOF COPY', position: 'center', opacity: 1 } }) });
  expect(settings.status).toBe(200);
  hashes.push(await uploadFlat('lofoten-3000.jpg', 3000, 2000, 1), await uploadFlat('lofoten-portrait.jpg', 1500, 2400, 2));
}, ENCODES_IMAGES);
afterAll(async () => {
  await queue?.stop();
  await stopMail();
  await smtp.stop();
  ctx.cleanup();
});

describe('pick limits and the locked selection', () => {
  it('refuses a heart above the limit in the client language and changes nothing; a comment on a chosen photo still saves', async () => {
    const { g, token } = await galleryWith({ maxPicks: 1 });
    expect(g.maxPicks).toBe(1);
    const client = clientBrowser();
    const view = (await (await client(`${clientPaths.gallery(token)}?lang=sv`)).json()) as ClientGalleryView;
    expect(view).toMatchObject({ maxPicks: 1, minPicks: null, favouriteCount: 0, selectionLocked: false });
    const [a, b] = view.photos;
    expect((await client(clientPaths.favourite(token, a!.id), { method: 'PUT', body: json({}) })).status).toBe(200);
    const over = await client(`${clientPaths.favourite(token, b!.id)}?lang=sv`, { method: 'PUT', body: json({ comment: 'Den här också' }) });
    expect(over.status).toBe(409);
    expect(await messageOf(over)).toBe('Du kan välja högst 1 bild. Ta bort ett hjärta först för att välja en annan.');
    expect((await client(clientPaths.favourite(token, a!.id), { method: 'PUT', body: json({ comment: 'Omslaget' }) })).status).toBe(200);
    const after = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    expect(after.favouriteCount).toBe(1);
    expect(after.photos.map((p) => [p.favourite, p.comment])).toEqual([
      [true, 'Omslaget'],
      [false, null],
    ]);
  });

  it('hearts sent at once never pass the limit together', async () => {
    const { token } = await galleryWith({ maxPicks: 1 });
    const client = clientBrowser();
    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    const answers = await Promise.all(view.photos.map((p) => client(clientPaths.favourite(token, p.id), { method: 'PUT', body: json({}) })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(((await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView).favouriteCount).toBe(1);
  });

  it('refuses a send under the minimum in the client language, and leaves the selection open', async () => {
    const { g, token } = await galleryWith({ minPicks: 2 });
    const client = clientBrowser();
    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    await client(clientPaths.favourite(token, view.photos[0]!.id), { method: 'PUT', body: json({}) });
    const send = await client(`${clientPaths.selection(token)}?lang=nl`, { method: 'POST' });
    expect(send.status).toBe(422);
    expect(await messageOf(send)).toBe("Kies minstens 2 foto's voordat je je selectie verstuurt (1 gekozen).");
    expect(await adminView(g.id)).toMatchObject({ selectionState: 'open', selectionSentAt: null, favouriteCount: 1 });
  });

  it('locks a sent selection until the photographer reopens it, and the reopening reaches the client by mail in their language', async () => {
    const { g, token } = await galleryWith({ minPicks: 1, clientEmail: 'editor@example.org' });
    const client = clientBrowser();
    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    const [a, b] = view.photos;
    await client(clientPaths.favourite(token, a!.id), { method: 'PUT', body: json({ comment: 'Omslag' }) });
    const sent = await client(clientPaths.selection(token), { method: 'POST' });
    expect(sent.status).toBe(200);
    const locked = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    expect(locked.selectionLocked).toBe(true);
    expect(locked.selectionSentAt).not.toBeNull();
    expect(await adminView(g.id)).toMatchObject({ selectionState: 'sent' });

    // No heart, comment or removal changes a sent selection, and it cannot be sent twice.
    const tries = [
      await client(`${clientPaths.favourite(token, b!.id)}?lang=en`, { method: 'PUT', body: json({}) }),
      await client(`${clientPaths.favourite(token, a!.id)}?lang=en`, { method: 'PUT', body: json({ comment: 'Changed my mind' }) }),
      await client(`${clientPaths.favourite(token, a!.id)}?lang=en`, { method: 'DELETE' }),
      await client(`${clientPaths.selection(token)}?lang=en`, { method: 'POST' }),
    ];
    for (const res of tries) {
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toStartWith('Your selection was sent on ');
    }
    const still = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    expect(still.photos.map((p) => [p.favourite, p.comment])).toEqual([
      [true, 'Omslag'],
      [false, null],
    ]);

    const reopen = await admin(API.admin.clientGalleryReopen(g.id), { method: 'POST' });
    expect(reopen.status).toBe(200);
    const answer = (await reopen.json()) as ClientSelectionReopened;
    expect(answer.mailed).toBe(true);
    expect(answer.gallery).toMatchObject({ selectionState: 'reopened' });
    expect(answer.gallery.selectionReopenedAt).not.toBeNull();
    expect(answer.gallery.selectionSentAt).not.toBeNull();
    const reopened = () => smtp.messages.find((m) => m.subject === 'Ditt urval är öppet igen: Lofoten for Nordic Light');
    await waitFor(() => !!reopened(), 'the reopening mail at the SMTP server');
    const mail = reopened()!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('editor@example.org');
    expect(mail.text).toContain(`https://photos.example.org/sv/c/${token}`);
    expect((await admin(API.admin.clientGalleryReopen(g.id), { method: 'POST' })).status).toBe(409);

    expect((await client(clientPaths.favourite(token, b!.id), { method: 'PUT', body: json({}) })).status).toBe(200);
    expect((await client(clientPaths.favourite(token, a!.id), { method: 'DELETE' })).status).toBe(200);
    expect((await client(clientPaths.selection(token), { method: 'POST' })).status).toBe(200);
    expect(await adminView(g.id)).toMatchObject({ selectionState: 'sent' });
  }, ENCODES_IMAGES);

  it('refuses a minimum above the maximum, beside its field', async () => {
    const res = await admin(API.admin.clientGalleries, { method: 'POST', body: json({ name: 'Odd', password: null, maxPicks: 2, minPicks: 5 }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues[0]!.path).toBe('minPicks');
    const { g } = await galleryWith({ maxPicks: 4 });
    const update = await admin(API.admin.clientGallery(g.id), { method: 'PUT', body: json({ minPicks: 5 }) });
    expect(update.status).toBe(400);
    expect((await adminView(g.id)).minPicks).toBeNull();
  });
});

describe('download sizes and the PIN', () => {
  it('stores the PIN as argon2id only, answers hasDownloadPin, and an update naming none of the new fields keeps them', async () => {
    const { g } = await galleryWith({ downloads: 'web', downloadSizes: ['web', 'original'], downloadPin: '4821', maxPicks: 20, minPicks: 3, proofWatermark: true });
    expect(g).toMatchObject({ downloads: 'original', downloadSizes: ['web', 'original'], hasDownloadPin: true, maxPicks: 20, minPicks: 3, proofWatermark: true });
    const row = await ctx.db.query.clientGalleries.findFirst({ where: (r, { eq }) => eq(r.id, g.id) });
    expect(row!.downloadPinHash).toStartWith('$argon2id$');
    const listed = await (await admin(API.admin.clientGalleries)).text();
    expect(listed).not.toContain('4821');
    expect(listed).not.toContain(row!.downloadPinHash!);
    const renamed = await admin(API.admin.clientGallery(g.id), { method: 'PUT', body: json({ name: 'Renamed' }) });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Renamed', downloads: 'original', downloadSizes: ['web', 'original'], hasDownloadPin: true, maxPicks: 20, minPicks: 3, proofWatermark: true });
    // null removes a limit and the PIN.
    const cleared = (await (await admin(API.admin.clientGallery(g.id), { method: 'PUT', body: json({ maxPicks: null, downloadPin: null }) })).json()) as ClientGalleryAdmin;
    expect(cleared).toMatchObject({ maxPicks: null, minPicks: 3, hasDownloadPin: false });
  });

  it('downloads need the PIN: refused without it and for a wrong one (limited like passwords), granted for the session with the right one', async () => {
    const { token } = await galleryWith({ downloads: 'original', downloadPin: '4821' });
    const client = clientBrowser('198.51.100.20');
    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    expect(view).toMatchObject({ hasDownloadPin: true, downloadsUnlocked: false, downloadSizes: ['web', 'original'] });
    const without = await client(`${clientPaths.zip(token, 'all', 'original')}&lang=sv`);
    expect(without.status).toBe(403);
    expect(await messageOf(without)).toBe('Ange först PIN-koden för nedladdning: fotografen skickade den med länken.');
    expect((await client(clientPaths.download(token, view.photos[0]!.id))).status).toBe(403);
    const wrong = await client(`${clientPaths.unlock(token)}?lang=nl`, { method: 'POST', body: json({ pin: '0000' }) });
    expect(wrong.status).toBe(403);
    expect(await messageOf(wrong)).toBe('Die pincode klopt niet. Probeer het opnieuw.');
    const right = await client(clientPaths.unlock(token), { method: 'POST', body: json({ pin: '4821' }) });
    expect(right.status).toBe(200);
    // A gallery without a password gets its session from the PIN.
    expect(right.headers.get('set-cookie')).toContain(`Path=/c/${token}`);
    expect(((await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView).downloadsUnlocked).toBe(true);
    const photo = await client(clientPaths.download(token, view.photos[0]!.id, 'original'));
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).width).toBe(3000);
    // Another browser has not given the PIN.
    expect((await clientBrowser('198.51.100.21')(clientPaths.download(token, view.photos[0]!.id))).status).toBe(403);

    const guesser = clientBrowser('203.0.113.50');
    for (let i = 0; i < 10; i++) expect((await guesser(clientPaths.unlock(token), { method: 'POST', body: json({ pin: `${1000 + i}` }) })).status).toBe(403);
    const refused = await guesser(`${clientPaths.unlock(token)}?lang=en`, { method: 'POST', body: json({ pin: '4821' }) });
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe('Too many wrong PINs from this connection. Please try again in 15 minutes.');
  }, ENCODES_IMAGES);

  it('a size the gallery does not offer is refused; downloads none still turns downloads off', async () => {
    const { g, token } = await galleryWith({ downloads: 'web', downloadSizes: ['web'] });
    const client = clientBrowser();
    const refused = await client(`${clientPaths.zip(token, 'all', 'original')}&lang=en`);
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe('This size is not offered for download in this gallery.');
    await admin(API.admin.clientGallery(g.id), { method: 'PUT', body: json({ downloads: 'none' }) });
    const off = await client(`${clientPaths.zip(token, 'all', 'web')}&lang=en`);
    expect(off.status).toBe(403);
    expect(await messageOf(off)).toBe('Downloads are not offered for this gallery.');
    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    expect(view).toMatchObject({ downloads: 'none', downloadSizes: [] });
  });

  it('the ZIP in web size holds JPEGs of 2048 px on the long edge, sRGB, with the rights and no GPS; in original size the originals', async () => {
    const { g, token } = await galleryWith({ downloads: 'original', downloadSizes: ['web', 'original'] });
    const client = clientBrowser();
    const check = async (zipped: Map<string, Uint8Array>) => {
      expect([...zipped.keys()]).toEqual(['lofoten-3000.jpg', 'lofoten-portrait.jpg']);
      const sizes = [];
      for (const bytes of zipped.values()) {
        const meta = await sharp(Buffer.from(bytes), { failOn: 'truncated' }).metadata();
        sizes.push([meta.width, meta.height]);
        expect(meta.format).toBe('jpeg');
        expect(meta.space).toBe('srgb');
        expect(meta.icc).toBeDefined();
        expect(meta.xmp?.toString()).toContain('dc:rights');
        expect((await exifr.parse(Buffer.from(bytes), { gps: true }).catch(() => undefined))?.latitude).toBeUndefined();
      }
      expect(sizes).toEqual([
        [2048, 1365],
        [1280, 2048],
      ]);
    };
    // Before the queue made the web size, it is made for the download; then the kept files.
    const early = await client(clientPaths.zip(token, 'all', 'web'));
    expect(early.status).toBe(200);
    await check(readStoredZip(new Uint8Array(await early.arrayBuffer())));
    queue = startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    // Made once by the queue and kept with each photo, under media/private.
    for (const hash of hashes) {
      const asset = await ctx.db.query.mediaAssets.findFirst({ where: (a, { eq }) => eq(a.hash, hash) });
      const made = (asset!.variants as { format: string; file: string }[]).find((v) => v.format === 'download')!;
      expect(await Bun.file(`${ctx.dataDir}/media/private/${made.file}`).exists()).toBe(true);
    }
    const kept = await client(clientPaths.zip(token, 'all', 'web'));
    await check(readStoredZip(new Uint8Array(await kept.arrayBuffer())));
    const originals = readStoredZip(new Uint8Array(await (await client(clientPaths.zip(token, 'all', 'original'))).arrayBuffer()));
    const widths = await Promise.all([...originals.values()].map(async (b) => (await sharp(Buffer.from(b)).metadata()).width));
    expect(widths).toEqual([3000, 1500]);
    // Downloads counted per size.
    expect((await adminView(g.id)).downloadsBySize).toEqual({ web: 4, original: 2 });
  }, ENCODES_IMAGES * 2);
});

/** The largest difference from the photo's own colour in a box at the centre of an image (where the mark is drawn). */
async function centreChange(bytes: Uint8Array | Buffer): Promise<number> {
  const { data, info } = await sharp(Buffer.from(bytes)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const box = { w: Math.round(info.width * 0.2), h: Math.round(info.height * 0.04) };
  const x0 = Math.round((info.width - box.w) / 2);
  const y0 = Math.round((info.height - box.h) / 2);
  let most = 0;
  for (let y = y0; y < y0 + box.h; y++) {
    for (let x = x0; x < x0 + box.w; x++) {
      const o = (y * info.width + x) * info.channels;
      most = Math.max(most, Math.abs(data[o]! - BASE.r), Math.abs(data[o + 1]! - BASE.g), Math.abs(data[o + 2]! - BASE.b));
    }
  }
  return most;
}

describe('watermarked proofs', () => {
  it('the client views proofs made once with the watermark, never the clean files, while the downloads are clean', async () => {
    queue ??= startMediaQueue(ctx, { workers: 1 });
    await queue.stop();
    const fresh = [await uploadFlat('proof-1.jpg', 3000, 2000, 3), await uploadFlat('proof-2.jpg', 1200, 800, 4)];
    const { g, token } = await galleryWith({ proofWatermark: true, downloads: 'original', downloadSizes: ['web', 'original'] }, fresh);
    const client = clientBrowser();
    // Until the media queue has made them, the photos are being prepared: nothing is drawn per request.
    const waiting = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    expect(waiting.proofWatermark).toBe(true);
    expect(waiting.photos.map((p) => [p.preparing, p.image])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect((await adminView(g.id)).proofsPending).toBe(2);
    queue = startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    expect((await adminView(g.id)).proofsPending).toBe(0);

    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    const image = view.photos[0]!.image!;
    expect(view.photos[0]!.preparing).toBe(false);
    expect(image.avif).toEqual([]);
    expect(image.webp.map((s) => s.width)).toEqual([480, 960, 1600, 2560]);
    for (const url of [image.fallback, ...image.webp.map((s) => s.url)]) {
      expect(url).toMatch(new RegExp(`^/c/${token}/media/[a-f0-9]{64}-\\d+p\\.(webp|jpg)$`));
      const file = await client(url);
      expect(file.status).toBe(200);
      // Every viewed size carries the mark, the grid's small tiles too.
      expect(await centreChange(new Uint8Array(await file.arrayBuffer()))).toBeGreaterThan(80);
    }
    // The site's own (clean) files of the same photo are not served through a watermarked gallery.
    expect((await client(clientPaths.file(token, `${fresh[0]}-960.webp`))).status).toBe(404);
    expect((await client(clientPaths.file(token, `${fresh[0]}-2048d.jpg`))).status).toBe(404);
    // Nor are the proofs on the public /media.
    expect((await app.request(image.webp[0]!.url.replace(`/c/${token}`, ''))).status).toBe(404);

    const web = await client(clientPaths.download(token, view.photos[0]!.id, 'web'));
    expect(await centreChange(new Uint8Array(await web.arrayBuffer()))).toBeLessThan(12);
    const original = await client(clientPaths.download(token, view.photos[0]!.id, 'original'));
    expect(await centreChange(new Uint8Array(await original.arrayBuffer()))).toBeLessThan(12);
  }, ENCODES_IMAGES * 2);

  it('a new design of the watermark makes the proofs again', async () => {
    queue ??= startMediaQueue(ctx, { workers: 1 });
    await queue.drain();
    const { token } = await galleryWith({ proofWatermark: true });
    await queue.drain();
    const client = clientBrowser();
    const url = ((await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView).photos[0]!.image!.webp[1]!.url;
    const before = new Uint8Array(await (await client(url)).arrayBuffer());
    await admin(API.admin.settings, { method: 'PUT', body: json({ watermark: { position: 'top-left' } }) });
    await queue.drain();
    const after = new Uint8Array(await (await client(url)).arrayBuffer());
    expect(await centreChange(before)).toBeGreaterThan(80);
    expect(await centreChange(after)).toBeLessThan(12);
    await admin(API.admin.settings, { method: 'PUT', body: json({ watermark: { position: 'center' } }) });
    await queue.drain();
  }, ENCODES_IMAGES * 2);
});
