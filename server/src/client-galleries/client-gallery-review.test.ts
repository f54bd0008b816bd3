import { describe, expect, it } from 'bun:test';
import { API, type ClientGalleryAdmin, clientPaths, UploadResultSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { clientGalleries, clientGalleryFailures, mailOutbox } from '../db/schema';
import { makeJpeg, multipart } from '../media/media-test-kit';
import { checkGalleryPassword, GALLERY_PASSWORD_LIMITS, galleryDelay } from './client-access.service';
import { getGalleryRow } from './client-galleries.service';

/*
 * The low findings of the second review of client galleries: other sites' writes, guessing spread
 * over many addresses, repeated selection mails, cursors, download names and a reopened gallery.
 */

const PASSWORD = 'walrus-at-dawn';
const SITE = 'https://photos.example';
const tokenOf = (g: ClientGalleryAdmin) => g.path!.split('/').pop()!;

async function gallery(t: TestApp, body: Record<string, unknown> = {}) {
  const res = await t.request('POST', API.admin.clientGalleries, { body: { name: 'Polar Magazine', password: PASSWORD, downloads: 'web', ...body } });
  expect(res.status).toBe(201);
  return res.body as ClientGalleryAdmin;
}

/** A client's browser on this site: keeps the cookie the gallery sets, sends JSON from the site's own origin. */
function browser(t: TestApp) {
  let cookie = '';
  return async (path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const res = await t.app.request(`${SITE}${path}`, {
      method: init.method ?? 'GET',
      headers: { Origin: SITE, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return res;
  };
}

async function privatePhoto(t: TestApp, galleryId: number, seed: number) {
  const bytes = await makeJpeg({ width: 320, height: 200, seed });
  const up = UploadResultSchema.parse(await (await t.app.request(API.admin.upload, { method: 'POST', headers: { Authorization: `Bearer ${t.token}` }, body: multipart('file', [{ name: `nest-${seed}.jpg`, bytes }]) })).json());
  expect((await t.request('POST', API.admin.clientGalleryUpload(galleryId), { body: { mediaHashes: [up.hash] } })).status).toBe(201);
  return up;
}

describe('client galleries: writes from other sites', () => {
  it('refuses a password try or a heart from another site, or not sent as JSON, before anything is counted', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const g = await gallery(t);
    const token = tokenOf(g);
    const evil = { Origin: 'https://evil.example' };
    const textPlain = await t.app.request(`${SITE}${clientPaths.session(token)}?lang=sv`, { method: 'POST', headers: { ...evil, 'Content-Type': 'text/plain' }, body: JSON.stringify({ password: 'guess-123' }) });
    expect(textPlain.status).toBe(403);
    expect((await textPlain.json()).message).toBe('Förfrågningar från andra webbplatser tas inte emot.');
    const json = await t.app.request(`${SITE}${clientPaths.session(token)}`, { method: 'POST', headers: { ...evil, 'Content-Type': 'application/json' }, body: JSON.stringify({ password: 'guess-123' }) });
    expect(json.status).toBe(403);
    const heart = await t.app.request(`${SITE}${clientPaths.favourite(token, 1)}`, { method: 'PUT', headers: { ...evil, 'Content-Type': 'application/json' }, body: '{}' });
    expect(heart.status).toBe(403);
    // The site's own page, but a form or text body: refused too, never counted.
    const form = await t.app.request(`${SITE}${clientPaths.session(token)}`, { method: 'POST', headers: { Origin: SITE, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'password=guess-123' });
    expect(form.status).toBe(415);
    expect(await t.count('clientGalleryFailures')).toBe(0);
    expect((await t.get(API.admin.clientGallery(g.id))).body.failedTries).toBe(0);
    // The client's own page gets in.
    const client = browser(t);
    expect((await client(clientPaths.session(token), { method: 'POST', body: { password: PASSWORD } })).status).toBe(200);
    expect((await client(clientPaths.gallery(token))).status).toBe(200);
  });
});

describe('client galleries: guessing spread over many addresses', () => {
  it('slows every try at a gallery after many wrong ones, more with each, never refuses the right password, and shows the admin the count', async () => {
    const t = await createTestApp();
    const g = await gallery(t);
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const limits = { ...GALLERY_PASSWORD_LIMITS, galleryStepMs: 100, galleryMaxMs: 1000 };
    const row = await getGalleryRow(t.db, g.id);
    // One wrong password from each of 14 addresses: no address reaches its own limit.
    for (let i = 0; i < 14; i++) {
      await expect(checkGalleryPassword(t.db, row, `guess-${i}`, `10.0.0.${i}`, 'en', limits, wait)).rejects.toThrow('That password is not right');
    }
    // The first ten cost nothing; each after them waits longer.
    expect(waits).toEqual([100, 200, 300, 400]);
    // The client, from a new address: waits like everyone, and gets in.
    const session = await checkGalleryPassword(t.db, row, PASSWORD, '192.0.2.7', 'en', limits, wait);
    expect(session).toMatch(/^[\w-]{40,}$/);
    expect(waits.at(-1)).toBe(500);
    // The wait grows to a bound, and never becomes a refusal.
    expect([galleryDelay(9), galleryDelay(10), galleryDelay(11), galleryDelay(19), galleryDelay(100_000)]).toEqual([0, 250, 500, 2500, GALLERY_PASSWORD_LIMITS.galleryMaxMs]);

    const admin = (await t.get(API.admin.clientGallery(g.id))).body as ClientGalleryAdmin;
    expect(admin.failedTries).toBe(14);
    expect(admin.lastFailedAt).not.toBeNull();
    // The count is per gallery: another gallery starts without a slow-down.
    const other = await gallery(t, { name: 'Another' });
    waits.length = 0;
    await expect(checkGalleryPassword(t.db, await getGalleryRow(t.db, other.id), 'guess', '10.0.1.1', 'en', limits, wait)).rejects.toThrow();
    expect(waits).toEqual([]);
    expect(await t.db.$count(clientGalleryFailures, eq(clientGalleryFailures.galleryId, other.id))).toBe(1);
  });
});

describe('client galleries: the selection mail', () => {
  it('mails a selection once, again only when it changed, at most one mail every few minutes; the waiting mail takes the latest', async () => {
    const t = await createTestApp('memory', { NOTIFY_EMAIL: 'photographer@example.org', SMTP_URL: 'smtp://127.0.0.1:9' });
    const g = await gallery(t, { password: null });
    await privatePhoto(t, g.id, 71);
    await privatePhoto(t, g.id, 72);
    const token = tokenOf(g);
    const client = browser(t);
    const photos = ((await (await client(clientPaths.gallery(token))).json()) as { photos: { id: number }[] }).photos;
    const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'notify')).orderBy(mailOutbox.id);
    // A sent selection is locked until the photographer reopens it; each round sends it again.
    const send = async () => {
      expect((await client(clientPaths.selection(token), { method: 'POST' })).status).toBe(200);
      expect((await t.request('POST', API.admin.clientGalleryReopen(g.id))).status).toBe(200);
    };
    expect((await client(clientPaths.favourite(token, photos[0]!.id), { method: 'PUT', body: { comment: 'Cover?' } })).status).toBe(200);
    for (let i = 0; i < 20; i++) await send();
    expect(await mails()).toHaveLength(1);

    // A change while the first mail still waits in the outbox: that mail takes it, no second one.
    await client(clientPaths.favourite(token, photos[1]!.id), { method: 'PUT', body: { comment: 'And this one' } });
    await send();
    let list = await mails();
    expect(list).toHaveLength(1);
    expect(list[0]!.text).toContain('And this one');

    // Once it went out, a change gets one new mail, kept until the gap since the last is over.
    await t.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, list[0]!.id));
    await client(clientPaths.favourite(token, photos[1]!.id), { method: 'PUT', body: { comment: 'Print this large' } });
    for (let i = 0; i < 5; i++) await send();
    list = await mails();
    expect(list).toHaveLength(2);
    expect(list[1]!.text).toContain('Print this large');
    const row = (await t.db.select().from(clientGalleries).where(eq(clientGalleries.id, g.id)).get())!;
    expect(list[1]!.nextAttemptAt.getTime()).toBe(row.selectionMailAt!.getTime());
    expect(list[1]!.nextAttemptAt.getTime()).toBeGreaterThan(list[0]!.createdAt.getTime() + 4 * 60_000);
    // Unchanged, sent again and again: nothing more.
    for (let i = 0; i < 5; i++) await send();
    expect(await mails()).toHaveLength(2);
  }, ENCODES_IMAGES);
});

describe('client galleries: names, cursors and a reopened gallery', () => {
  it('cleans the name a ZIP or a photo downloads as', async () => {
    const t = await createTestApp();
    const g = await gallery(t, { name: '../../etc/evil', password: null });
    await privatePhoto(t, g.id, 73);
    const zip = await t.app.request(`${clientPaths.zip(tokenOf(g), 'all')}&lang=en`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="etc evil.zip"; filename*=UTF-8''etc%20evil.zip`);
    await zip.arrayBuffer();
  }, ENCODES_IMAGES);

  it('answers a malformed cursor of the admin lists with 400 and a message', async () => {
    const t = await createTestApp();
    const g = await gallery(t);
    for (const path of [
      `${API.admin.clientGalleryPhotos(g.id)}?cursor=abc`,
      `${API.admin.clientGalleryPhotos(g.id)}?cursor=1.2.3`,
      `${API.admin.galleryPicker}?clientGalleryId=${g.id}&cursor=Infinity.1`,
      `${API.admin.galleryPicker}?clientGalleryId=${g.id}&private=1&cursor=abc`,
    ]) {
      const res = await t.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message).toBe('Invalid cursor');
    }
    const first = await t.get(`${API.admin.galleryPicker}?clientGalleryId=${g.id}`);
    expect(first.status).toBe(200);
  });

  it('a reopened gallery (ended, then given a later end date) takes new sessions only', async () => {
    const t = await createTestApp();
    const g = await gallery(t);
    const token = tokenOf(g);
    const client = browser(t);
    expect((await client(clientPaths.session(token), { method: 'POST', body: { password: PASSWORD } })).status).toBe(200);
    expect((await client(clientPaths.gallery(token))).status).toBe(200);
    await t.request('PUT', API.admin.clientGallery(g.id), { body: { expiresOn: '2020-01-31' } });
    expect((await client(clientPaths.gallery(token))).status).toBe(410);
    await t.request('PUT', API.admin.clientGallery(g.id), { body: { expiresOn: '2099-12-31' } });
    expect((await client(clientPaths.gallery(token))).status).toBe(401);
    expect((await client(clientPaths.session(token), { method: 'POST', body: { password: PASSWORD } })).status).toBe(200);
    expect((await client(clientPaths.gallery(token))).status).toBe(200);
    // An open gallery given a later end date keeps its sessions.
    await t.request('PUT', API.admin.clientGallery(g.id), { body: { expiresOn: '2100-06-30' } });
    expect((await client(clientPaths.gallery(token))).status).toBe(200);
  });
});

describe('client galleries: the password without scripts', () => {
  /** The password form as a browser without scripts sends it, to the gallery's page. */
  const postPassword = (t: TestApp, token: string, password: string, origin = SITE) =>
    t.app.request(`${SITE}/sv/c/${token}`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ intent: 'client-password', language: 'sv', password }).toString() });

  it('answers the page with the reason in its language, counts the wrong one and writes no password back', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const g = await gallery(t);
    const empty = await postPassword(t, tokenOf(g), '');
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('Ange lösenordet.');
    expect(await t.count('clientGalleryFailures')).toBe(0);

    const wrong = await postPassword(t, tokenOf(g), 'guess-123');
    expect(wrong.status).toBe(422);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(wrong.headers.get('x-robots-tag')).toContain('noindex');
    const html = await wrong.text();
    expect(html).toMatch(/<p id="client-password-error" role="alert"[^>]*>Lösenordet stämmer inte. Försök igen.<\/p>/);
    expect(html).not.toContain('guess-123');
    expect(html).not.toContain('Polar Magazine');
    expect((await t.get(API.admin.clientGallery(g.id))).body.failedTries).toBe(1);
  });

  it('leads the right password to the page, which the server draws with the gallery for that session', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const g = await gallery(t);
    const token = tokenOf(g);
    const res = await postPassword(t, token, PASSWORD);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/sv/c/${token}`);
    const cookies = res.headers.getSetCookie();
    expect(cookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([`/c/${token}`, `/en/c/${token}`, `/nl/c/${token}`, `/sv/c/${token}`]);
    const page = await t.app.request(`${SITE}/sv/c/${token}`, { headers: { Cookie: cookies[0]!.split(';')[0]! } });
    expect(page.status).toBe(200);
    // The gallery's address goes to no other site, yet its form posts name their origin.
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('Polar Magazine');
    expect(html).not.toContain('data-testid="client-gallery-password"');
  });

  it('asks for the download PIN with a form that posts to the page, and opens the downloads for that session', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const g = await gallery(t, { downloadPin: '2468' });
    const token = tokenOf(g);
    const cookie = (res: Response) => res.headers.getSetCookie()[0]!.split(';')[0]!;
    const session = cookie(await postPassword(t, token, PASSWORD));
    const postPin = (pin: string) =>
      t.app.request(`${SITE}/sv/c/${token}`, { method: 'POST', headers: { Origin: SITE, Cookie: session, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ intent: 'client-pin', language: 'sv', pin }).toString() });
    const page = async () => (await t.app.request(`${SITE}/sv/c/${token}`, { headers: { Cookie: session } })).text();
    expect(await page()).toContain('data-testid="plain-pin-form"');

    const wrong = await postPin('1111');
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toMatch(/<p id="plain-pin-error" role="alert"[^>]*>PIN-koden stämmer inte/);
    expect((await postPin('2468')).status).toBe(303);
    expect(await page()).not.toContain('data-testid="plain-pin-form"');
    expect((await (await t.app.request(`${SITE}${clientPaths.gallery(token)}`, { headers: { Cookie: session } })).json()).downloadsUnlocked).toBe(true);
  });

  it('refuses the form from another site before anything is counted, and leads a closed gallery to its page', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const g = await gallery(t);
    expect((await postPassword(t, tokenOf(g), 'guess-123', 'https://evil.example')).status).toBe(403);
    expect(await t.count('clientGalleryFailures')).toBe(0);
    await t.db.update(clientGalleries).set({ revokedAt: new Date() }).where(eq(clientGalleries.id, g.id));
    const closed = await postPassword(t, tokenOf(g), PASSWORD);
    expect(closed.status).toBe(303);
    expect((await t.app.request(`${SITE}/sv/c/${tokenOf(g)}`)).status).toBe(410);
  });
});
