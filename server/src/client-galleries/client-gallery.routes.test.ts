import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { API, type ClientGalleryAdmin, type ClientGalleryView, clientPaths, type UploadResult } from '@portfolio/shared';
import exifr from 'exifr';
import sharp from 'sharp';
import { readStoredZip } from '../../test/read-zip';
import { testSite, testStaticRoot } from '../../test/app';
import { makeItem } from '../../test/factories';
import { createApp } from '../app';
import { adminToken, makeJpeg, makeTestCtx, multipart, type TestCtx } from '../media/media-test-kit';

const GPS_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9' },
  IFD2: { DateTimeOriginal: '2024:02:11 21:34:05' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};
const PASSWORD = 'walrus-at-dawn';

let ctx: TestCtx;
let app: ReturnType<typeof createApp>;
let auth: Record<string, string>;
let gallery: ClientGalleryAdmin;
let token: string;
const privateHashes: string[] = [];

const admin = (path: string, init: RequestInit = {}) =>
  app.request(path, { ...init, headers: { ...auth, ...(init.body && typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...(init.headers as Record<string, string>) } });
const json = (body: unknown) => JSON.stringify(body);
const tokenOf = (g: ClientGalleryAdmin) => g.path!.split('/').pop()!;

/** A client's browser: keeps the cookie the gallery sets (path-scoped to /c/<token>). */
function clientBrowser() {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const res = await app.request(path, { ...init, headers: { ...(cookie ? { Cookie: cookie } : {}), 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
}

beforeAll(async () => {
  // Mail goes to the outbox only: no worker runs here, so nothing is sent.
  ctx = await makeTestCtx({ env: { NOTIFY_EMAIL: 'photographer@example.org', SMTP_URL: 'smtp://127.0.0.1:9', STATIC_ROOT: testStaticRoot() } });
  app = createApp({ ...ctx, site: await testSite() });
  auth = { Authorization: `Bearer ${await adminToken(ctx)}` };
  const created = await admin(API.admin.clientGalleries, {
    method: 'POST',
    body: json({ name: 'Svalbard for Polar Magazine', messageEn: 'Your selection from the walrus shoot', messageNl: 'Je selectie', language: 'en', password: PASSWORD, downloads: 'original' }),
  });
  expect(created.status).toBe(201);
  gallery = (await created.json()) as ClientGalleryAdmin;
  token = tokenOf(gallery);
  for (const [i, name] of ['secret-walrus-1.jpg', 'secret-walrus-2.jpg'].entries()) {
    const bytes = await makeJpeg({ width: 1200, height: 800, exif: GPS_EXIF, seed: 10 + i });
    const res = await admin(API.admin.upload, { method: 'POST', body: multipart('file', [{ name, bytes, type: 'image/jpeg' }]) });
    privateHashes.push(((await res.json()) as UploadResult).hash);
  }
  const added = await admin(API.admin.clientGalleryUpload(gallery.id), { method: 'POST', body: json({ mediaHashes: privateHashes }) });
  expect(added.status).toBe(201);
  const fox = await admin(API.admin.upload, { method: 'POST', body: multipart('file', [{ name: 'fox.jpg', bytes: await makeJpeg({ width: 900, height: 600, seed: 3 }), type: 'image/jpeg' }]) });
  const publicItem = await makeItem(ctx.db, { title: 'Public fox', titleSv: 'Offentlig räv', altEn: 'A red fox in the snow', isPublished: true, mediaHash: ((await fox.json()) as UploadResult).hash });
  await admin(API.admin.clientGalleryPhotos(gallery.id), { method: 'POST', body: json({ itemIds: [publicItem.id] }) });
}, 60_000);
afterAll(() => ctx.cleanup());

describe('client galleries: the admin side', () => {
  it('requires authentication', async () => {
    expect((await app.request(API.admin.clientGalleries)).status).toBe(401);
  });

  it('makes an unguessable address in the client language, with a password stored as argon2id', async () => {
    expect(gallery.path).toMatch(/^\/en\/c\/[A-Za-z0-9_-]{32}$/);
    expect(gallery.hasPassword).toBe(true);
    const row = await ctx.db.query.clientGalleries.findFirst();
    expect(row!.passwordHash).toStartWith('$argon2id$');
  });

  it('lists the gallery photos, private ones marked, one page at a time', async () => {
    const page1 = (await (await admin(`${API.admin.clientGalleryPhotos(gallery.id)}?limit=2`)).json()) as { items: { title: string; isPrivate: boolean }[]; next: string; total: number };
    expect(page1.total).toBe(3);
    expect(page1.items.map((i) => i.isPrivate)).toEqual([true, true]);
    const page2 = (await (await admin(`${API.admin.clientGalleryPhotos(gallery.id)}?limit=2&cursor=${page1.next}`)).json()) as { items: { title: string }[]; next: string | null };
    expect(page2.items.map((i) => i.title)).toEqual(['Public fox']);
    expect(page2.next).toBeNull();
  });

  it('refuses bad input with the reason', async () => {
    const res = await admin(API.admin.clientGalleries, { method: 'POST', body: json({ name: '', password: 'x' }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Give the gallery a name');
  });
});

describe('client galleries: private stays private', () => {
  it('the public API and media never show a private photo', async () => {
    const items = await (await app.request(`${API.galleryItems}?language=en`)).text();
    expect(items).not.toContain('secret-walrus');
    expect(items).not.toContain(privateHashes[0]!);
    const res = await app.request(`/media/${privateHashes[0]}-960.webp`);
    expect(res.status).toBe(404);
  });

  it('a private photo cannot be published from the gallery screen', async () => {
    const page = (await (await admin(API.admin.clientGalleryPhotos(gallery.id))).json()) as { items: { id: number; isPrivate: boolean }[] };
    const id = page.items.find((i) => i.isPrivate)!.id;
    const res = await admin(API.admin.galleryItem(id), { method: 'PUT', body: json({ isPublished: true }) });
    expect(res.status).toBe(409);
  });
});

describe('client galleries: the client side', () => {
  it('answers 401 without the password, also for its files and downloads, and never lets search engines keep it', async () => {
    const res = await app.request(clientPaths.gallery(token));
    expect(res.status).toBe(401);
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect((await app.request(clientPaths.file(token, `${privateHashes[0]}-960.webp`))).status).toBe(401);
    expect((await app.request(clientPaths.zip(token, 'all'))).status).toBe(401);
  });

  it('the page is never cached or indexed, and says nothing of the gallery before the password', async () => {
    const page = await app.request(clientPaths.page('sv', token));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('Polar Magazine');
    expect(html).not.toContain('canonical');
    expect((await app.request(clientPaths.page('en', 'x'.repeat(32)))).status).toBe(404);
  });

  it('a wrong password answers in the visitor language; the right one opens the gallery', async () => {
    const client = clientBrowser();
    const wrong = await client(`${clientPaths.session(token)}?lang=sv`, { method: 'POST', body: json({ password: 'nope' }) });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('Lösenordet stämmer inte. Försök igen.');
    const right = await client(clientPaths.session(token), { method: 'POST', body: json({ password: PASSWORD }) });
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toContain(`Path=/c/${token}`);
    const view = (await (await client(`${clientPaths.gallery(token)}?lang=en`)).json()) as ClientGalleryView;
    expect(view.message).toBe('Your selection from the walrus shoot');
    expect(view.photos).toHaveLength(3);
    const src = view.photos[0]!.image!.webp[0]!.url;
    expect(src.startsWith(`/c/${token}/media/`)).toBe(true);
    const file = await client(src);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toStartWith('private');
    expect(file.headers.get('x-robots-tag')).toContain('noindex');
    const listed = (await (await admin(API.admin.clientGallery(gallery.id))).json()) as ClientGalleryAdmin;
    expect(listed.visitors).toBe(1);
    expect(listed.firstOpenedAt).not.toBeNull();
  });

  it('draws the page with the photos for the client who gave the password, in every language (the session cookie reaches it), and for nobody else', async () => {
    const client = clientBrowser();
    const right = await client(clientPaths.session(token), { method: 'POST', body: json({ password: PASSWORD }) });
    const cookies = right.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([`/c/${token}`, `/en/c/${token}`, `/nl/c/${token}`, `/sv/c/${token}`]);
    for (const c of cookies) expect(c).toContain('HttpOnly');
    const page = await client(clientPaths.page('nl', token));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Svalbard for Polar Magazine');
    expect(html.match(/data-testid="client-photo"/g)).toHaveLength(3);
    // One page holds them all: no link to a next one.
    expect(html).not.toContain('data-testid="load-more"');
    const stranger = await (await app.request(clientPaths.page('nl', token))).text();
    expect(stranger).toContain('data-testid="client-gallery-password"');
    expect(stranger).not.toContain('Svalbard for Polar Magazine');
    // A session of another gallery (or none that is real) opens nothing.
    const forged = await (await app.request(clientPaths.page('nl', token), { headers: { Cookie: 'client_gallery=not-a-session' } })).text();
    expect(forged).not.toContain('Svalbard for Polar Magazine');
  });

  it("says which language the message and each photo's title and alt text are in: Dutch where the client's has none of its own", async () => {
    const client = clientBrowser();
    await client(clientPaths.session(token), { method: 'POST', body: json({ password: PASSWORD }) });
    const view = async (lang: string) => (await (await client(`${clientPaths.gallery(token)}?lang=${lang}`)).json()) as ClientGalleryView;
    const en = await view('en');
    expect(en).toMatchObject({ message: 'Your selection from the walrus shoot', messageLang: 'en' });
    expect(en.photos.find((p) => p.title === 'Public fox')).toMatchObject({ titleLang: 'nl', alt: 'A red fox in the snow', altLang: 'en' });
    const sv = await view('sv');
    expect(sv).toMatchObject({ message: 'Je selectie', messageLang: 'nl' });
    // No alt text of its own in Swedish or Dutch: the Swedish title stands in, and says so.
    expect(sv.photos.find((p) => p.title === 'Offentlig räv')).toMatchObject({ titleLang: 'sv', alt: 'Offentlig räv', altLang: 'sv' });
    const nl = await view('nl');
    expect(nl.photos.find((p) => p.title === 'Public fox')).toMatchObject({ titleLang: 'nl', alt: 'Public fox', altLang: 'nl' });
  });

  it('favourites with a comment reach the admin and the photographer by mail, with a Lightroom list', async () => {
    const client = clientBrowser();
    await client(clientPaths.session(token), { method: 'POST', body: json({ password: PASSWORD }) });
    const view = (await (await client(clientPaths.gallery(token))).json()) as ClientGalleryView;
    const [a, b] = view.photos;
    expect((await client(clientPaths.favourite(token, a!.id), { method: 'PUT', body: json({ comment: 'Cover, please' }) })).status).toBe(200);
    expect((await client(clientPaths.favourite(token, b!.id), { method: 'PUT', body: json({}) })).status).toBe(200);
    expect((await client(clientPaths.selection(token), { method: 'POST' })).status).toBe(200);
    const list = (await (await admin(API.admin.clientGalleryFavourites(gallery.id))).json()) as { favourites: { comment: string | null }[]; lightroom: string };
    expect(list.favourites.map((f) => f.comment)).toEqual(['Cover, please', null]);
    expect(list.lightroom).toBe('secret-walrus-1, secret-walrus-2');
    const mail = await ctx.db.query.mailOutbox.findFirst({ where: (m, { eq }) => eq(m.kind, 'notify') });
    expect(mail?.to).toBe('photographer@example.org');
    expect(mail?.text).toContain('secret-walrus-1.jpg: Cover, please');
  });

  it('streams the whole gallery as a ZIP: whole files, originals with the rights XMP and no GPS', async () => {
    const client = clientBrowser();
    await client(clientPaths.session(token), { method: 'POST', body: json({ password: PASSWORD }) });
    const res = await client(clientPaths.zip(token, 'all'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const entries = readStoredZip(new Uint8Array(await res.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['secret-walrus-1.jpg', 'secret-walrus-2.jpg', 'fox.jpg']);
    const original = entries.get('secret-walrus-1.jpg')!;
    const meta = await sharp(original).metadata();
    expect(meta.width).toBe(1200);
    const xmp = meta.xmp!.toString();
    expect(xmp).toContain('dc:creator');
    expect(xmp).toContain('dc:rights');
    const exif = await exifr.parse(Buffer.from(original), { gps: true, xmp: true, tiff: true });
    expect(exif?.latitude).toBeUndefined();
    expect(exif?.GPSLatitude).toBeUndefined();
    expect(exif?.Make).toBe('Nikon');
    // Every file decodes to its last row (a cut file fails here).
    for (const bytes of entries.values()) expect((await sharp(bytes, { failOn: 'truncated' }).stats()).channels.length).toBeGreaterThan(0);
  });

  it('answers 410 after the end date, and after revocation; a regenerated address works and the old one does not', async () => {
    const client = clientBrowser();
    await admin(API.admin.clientGallery(gallery.id), { method: 'PUT', body: json({ expiresOn: '2020-01-01' }) });
    const ended = await client(`${clientPaths.gallery(token)}?lang=nl`);
    expect(ended.status).toBe(410);
    expect(((await ended.json()) as { message: string }).message).toStartWith('Deze galerie is niet meer beschikbaar');
    await admin(API.admin.clientGallery(gallery.id), { method: 'PUT', body: json({ expiresOn: null }) });
    await admin(API.admin.clientGalleryRevoke(gallery.id), { method: 'POST' });
    expect((await client(clientPaths.gallery(token))).status).toBe(410);
    const gonePage = await app.request(clientPaths.page('sv', token));
    expect(gonePage.status).toBe(410);
    expect(await gonePage.text()).toContain('Det här galleriet är inte längre tillgängligt');
    const fresh = (await (await admin(API.admin.clientGalleryRegenerate(gallery.id), { method: 'POST' })).json()) as ClientGalleryAdmin;
    const newToken = tokenOf(fresh);
    expect(newToken).not.toBe(token);
    expect((await client(clientPaths.gallery(token))).status).toBe(404);
    expect((await client(clientPaths.session(newToken), { method: 'POST', body: json({ password: PASSWORD }) })).status).toBe(200);
    expect((await client(clientPaths.gallery(newToken))).status).toBe(200);
  });

  it('wrong passwords from one address refuse that address only, never the client elsewhere', async () => {
    const g = (await (await admin(API.admin.clientGalleries, { method: 'POST', body: json({ name: 'Rate', password: PASSWORD }) })).json()) as ClientGalleryAdmin;
    const t = tokenOf(g);
    const from = (ip: string, password: string) =>
      app.request(clientPaths.session(t), { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: json({ password }) });
    ctx.env.TRUST_PROXY = 1 as never;
    try {
      for (let i = 0; i < 10; i++) await from('203.0.113.9', 'guess');
      expect((await from('203.0.113.9', PASSWORD)).status).toBe(429);
      expect((await from('198.51.100.7', PASSWORD)).status).toBe(200);
    } finally {
      ctx.env.TRUST_PROXY = 0 as never;
    }
  }, 60_000);
});
