import { expect, test, type APIRequestContext } from '@playwright/test';
import exifr from 'exifr';
import sharp from 'sharp';
import { readStoredZip } from '../../server/test/read-zip';
import { adminToken, signInAsAdmin, uniq, waitForDemoContent, waitForMail } from './fixtures';

// A client gallery end to end on the real server: three private photos (uploaded straight into
// it) and two public ones, a password and full-size downloads.

const PASSWORD = 'fjord-light-2026';
const GPS_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};

interface Setup {
  auth: Record<string, string>;
  id: number;
  token: string;
  privateTitles: string[];
  privateHashes: string[];
  clientEmail: string;
}

const screenshots = process.env.SCREENSHOT_DIR;

async function photoWithGps(seed: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="933"><rect width="100%" height="100%" fill="rgb(${40 + seed * 30},80,120)"/><circle cx="700" cy="460" r="${150 + seed * 40}" fill="#f4e9c8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).withExif(GPS_EXIF).toBuffer();
}

async function setUp(request: APIRequestContext): Promise<Setup> {
  await waitForDemoContent(request);
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const u = uniq();
  const clientEmail = `editor-${u}@example.org`;
  const created = await request.post('/api/admin/client-galleries', {
    headers: auth,
    data: { name: `Walrus shoot ${u}`, messageEn: 'Here is the walrus shoot.', messageSv: 'Här är valrossbilderna.', language: 'sv', clientEmail, password: PASSWORD, downloads: 'original' },
  });
  expect(created.status()).toBe(201);
  const gallery = await created.json();
  const privateHashes: string[] = [];
  for (let i = 1; i <= 3; i++) {
    const res = await request.post('/api/admin/upload', {
      headers: auth,
      multipart: { file: { name: `hidden-walrus-${u}-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photoWithGps(i) } },
    });
    expect(res.ok()).toBeTruthy();
    privateHashes.push((await res.json()).hash);
  }
  expect((await request.post(`/api/admin/client-galleries/${gallery.id}/upload`, { headers: auth, data: { mediaHashes: privateHashes } })).status()).toBe(201);
  const publicItems = (await (await request.get('/api/gallery/items?language=en')).json()) as { id: number; type: string }[];
  const twoPublic = publicItems.filter((i) => i.type === 'photo').slice(0, 2).map((i) => i.id);
  await request.post(`/api/admin/client-galleries/${gallery.id}/photos`, { headers: auth, data: { itemIds: twoPublic } });
  const photos = await (await request.get(`/api/admin/client-galleries/${gallery.id}/photos`, { headers: auth })).json();
  const privateTitles = photos.items.filter((p: { isPrivate: boolean }) => p.isPrivate).map((p: { title: string }) => p.title);
  expect(privateTitles).toHaveLength(3);
  return { auth, id: gallery.id, token: gallery.path.split('/').pop(), privateTitles, privateHashes, clientEmail };
}

let s: Setup;
test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  s = await setUp(request);
});

test('no public address, sitemap, feed or API answer shows a private photo or its file', async ({ request }) => {
  // A page render per listed page: the time it takes is the machine's (as the site-wide suites, whose limit is 300 s).
  test.setTimeout(180_000);
  // The sitemap is an index: every page is in one of the files it names.
  const locs = async (address: string) => [...(await (await request.get(address)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const files = await locs('/sitemap.xml');
  const listed = (await Promise.all(files.map(locs))).flat();
  expect(listed.length).toBeGreaterThan(10);
  // Every page once, its languages taking turns: a private photo shows by its file's hash in any
  // language, so three renderings of each page would only triple the work.
  const byPage = new Map<string, string[]>();
  for (const address of listed) {
    const page = address.replace(/^\/(en|sv|nl)(?=\/|$)/, '');
    byPage.set(page, [...(byPage.get(page) ?? []), address]);
  }
  const pages = [...byPage.values()].map((addresses, i) => addresses.find((a) => a.startsWith(`/${['en', 'sv', 'nl'][i % 3]}/`)) ?? addresses[0]!);
  const addresses = [
    '/sitemap.xml',
    ...files,
    '/rss.xml',
    ...['en', 'sv', 'nl'].flatMap((l) => [`/${l}/rss.xml`, `/api/gallery/items?language=${l}`, `/api/gallery/categories?language=${l}`, `/api/hero-images?language=${l}`, `/api/blog/posts?language=${l}`]),
    '/api/site-settings',
    ...new Set(pages),
  ];
  for (const address of addresses) {
    const body = await (await request.get(address)).text();
    for (const title of s.privateTitles) expect(body, address).not.toContain(title);
    for (const hash of s.privateHashes) expect(body, address).not.toContain(hash);
  }
  for (const hash of s.privateHashes) {
    expect((await request.get(`/media/${hash}-960.webp`)).status()).toBe(404);
    expect((await request.get(`/media/${hash}-1600.jpg`)).status()).toBe(404);
  }
});

test('without the password the gallery and its files answer 401; with it the client favourites, sends the selection and downloads', async ({ page, request, browser }) => {
  const files = `/c/${s.token}`;
  expect((await request.get(`${files}/api/gallery`)).status()).toBe(401);
  expect((await request.get(`${files}/media/${s.privateHashes[0]}-960.webp`)).status()).toBe(401);
  expect((await request.get(`${files}/download.zip?photos=all`)).status()).toBe(401);

  const opened = await page.goto(`/sv/c/${s.token}`);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page.getByRole('heading', { name: 'Det här galleriet är skyddat' })).toBeVisible();
  // With the page's code running, a wrong password keeps what was typed (a post without it is the next test's).
  await expect(page.getByTestId('client-gallery-password')).toHaveAttribute('data-hydrated', 'true');
  await page.getByLabel('Lösenord').fill('not-it');
  await page.getByRole('button', { name: 'Öppna galleriet' }).click();
  await expect(page.getByRole('alert')).toHaveText('Lösenordet stämmer inte. Försök igen.');
  await expect(page.getByLabel('Lösenord')).toHaveValue('not-it');
  await page.getByLabel('Lösenord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Öppna galleriet' }).click();
  await expect(page.getByTestId('client-photo')).toHaveCount(5);
  await expect(page.getByText('Här är valrossbilderna.')).toBeVisible();
  // A title without Swedish text of its own shows the Dutch one, marked as Dutch; the Swedish message needs no mark.
  const dutchTitle = s.privateTitles[0]!;
  await expect(page.getByTestId('client-photo').getByText(dutchTitle, { exact: true })).toHaveAttribute('lang', 'nl');
  await expect(page.getByText('Här är valrossbilderna.')).not.toHaveAttribute('lang', /./);

  // Two hearts, one with a comment.
  const hearts = page.getByTestId('favourite-button');
  await hearts.nth(0).click();
  await expect(page.getByTestId('client-photo').nth(0)).toHaveAttribute('data-favourite', 'true');
  // A comment is saved as it is typed, and says so.
  await page.getByTestId('client-photo').nth(0).getByRole('textbox').fill('Omslaget, tack');
  await expect(page.getByTestId('client-photo').nth(0).getByTestId('comment-state')).toHaveText('Sparad');
  await hearts.nth(1).click();
  await expect(page.getByTestId('favourite-count')).toHaveText('2 favoriter');
  // One typed just before the selection is sent goes with it.
  await page.getByTestId('client-photo').nth(1).getByRole('textbox').fill('Beskär tätare');
  if (screenshots) {
    await page.screenshot({ path: `${screenshots}/client-gallery-desktop.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}/client-gallery-phone.png`, fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByTestId('send-selection').click();
  await expect(page.getByTestId('selection-status')).toHaveText('Tack! Fotografen har fått ditt urval.');
  const notice = await waitForMail('owner@example.com', (m) => (m.subject ?? '').startsWith('Selection sent') && (m.text ?? '').includes('Omslaget, tack'));
  expect(notice.text).toContain(`hidden-walrus-`);
  expect(notice.text).toContain('Beskär tätare');
  // Both are kept: the page opened again shows them, read only while the selection is locked.
  await page.reload();
  await expect(page.getByTestId('client-photo').nth(0).getByRole('textbox')).toHaveValue('Omslaget, tack');
  await expect(page.getByTestId('client-photo').nth(1).getByRole('textbox')).toHaveValue('Beskär tätare');
  await expect(page.getByTestId('client-photo').nth(1).getByRole('textbox')).toHaveAttribute('readonly', '');

  // The viewer is the site's, with the heart and the download beside its tools.
  await page.getByTestId('client-photo').nth(2).getByRole('button', { name: /^Öppna/ }).click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ladda ner den här bilden' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The whole gallery as one ZIP: every file whole; the originals carry the rights and no GPS.
  const zip = await page.request.get(`${files}/download.zip?photos=all`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()['cache-control']).toContain('private');
  const entries = readStoredZip(new Uint8Array(await zip.body()));
  expect(entries.size).toBe(5);
  for (const [name, bytes] of entries) {
    const stats = await sharp(Buffer.from(bytes), { failOn: 'truncated' }).stats();
    expect(stats.channels.length, name).toBeGreaterThan(0);
    const meta = await sharp(Buffer.from(bytes)).metadata();
    expect(meta.xmp?.toString(), name).toContain('dc:rights');
    const exif = await exifr.parse(Buffer.from(bytes), { gps: true }).catch(() => undefined);
    expect(exif?.latitude, name).toBeUndefined();
  }
  const original = [...entries].find(([name]) => name.startsWith('hidden-walrus-'))!;
  expect((await sharp(Buffer.from(original[1])).metadata()).width).toBe(1400);

  // The admin sees the hearts, the comment and the Lightroom list.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/client-galleries/${s.id}`);
  await expect(admin.getByTestId('client-favourites').getByText('“Omslaget, tack”')).toBeVisible();
  // The wrong password tried above is counted on the gallery.
  await expect(admin.getByTestId('failed-tries')).toContainText('1 wrong password tried, the last');
  await expect(admin.getByTestId('lightroom-list')).toContainText('hidden-walrus-');
  await expect(admin.getByTestId('client-gallery-photo')).toHaveCount(5);
  // The back-office's one photo picker: it marks what this gallery holds, found by the search
  // index, and shows the client galleries' private photos when asked.
  await admin.getByRole('button', { name: 'Add from the gallery' }).click();
  const picker = admin.getByTestId('gallery-picker');
  await picker.getByLabel('Show').selectOption('private');
  await expect(picker.getByRole('button', { name: `${s.privateTitles[0]}: Already in this gallery` }).first()).toBeVisible();
  await picker.getByLabel('Search photos').fill(s.privateTitles[0]!.split(/[\s-]/)[0]!);
  await expect(picker.getByRole('button', { name: `${s.privateTitles[0]}: Already in this gallery` }).first()).toBeVisible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  if (screenshots) {
    await admin.screenshot({ path: `${screenshots}/admin-client-gallery-desktop.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.screenshot({ path: `${screenshots}/admin-client-gallery-phone.png`, fullPage: true });
  }
  // The link goes out by mail in the client's language.
  await admin.setViewportSize({ width: 1280, height: 800 });
  await admin.getByRole('button', { name: 'Send link' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Send', exact: true }).click();
  const link = await waitForMail(s.clientEmail, /^Dina bilder: Walrus shoot/);
  expect(link.text).toContain(`/sv/c/${s.token}`);
  await admin.close();
});

test('once the password is given, the server draws the gallery: its page in every language gets the session, with or without scripts', async ({ page, browser }) => {
  await page.goto(`/en/c/${s.token}`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Open the gallery' }).click();
  await expect(page.getByTestId('client-photo')).toHaveCount(5);
  // The session cookie is the gallery's own: its API and files, and its page in each language.
  const cookies = (await page.context().cookies()).filter((c) => c.name === 'client_gallery');
  expect(cookies.map((c) => c.path).sort()).toEqual([`/c/${s.token}`, `/en/c/${s.token}`, `/nl/c/${s.token}`, `/sv/c/${s.token}`]);
  for (const c of cookies) expect(c.httpOnly).toBe(true);

  // The same browser without scripts: the page comes with the photos (drawn by the server).
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  await noScripts.addCookies(cookies);
  const plain = await noScripts.newPage();
  await plain.goto(`/nl/c/${s.token}`);
  await expect(plain.getByTestId('client-photo')).toHaveCount(5);
  await expect(plain.getByRole('heading', { level: 1 })).toContainText('Walrus shoot');
  await expect(plain.getByTestId('client-gallery-password')).toHaveCount(0);
  await noScripts.close();

  // Another browser, without the session: the password form, and nothing of the gallery in the page.
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const other = await stranger.newPage();
  await other.goto(`/nl/c/${s.token}`);
  await expect(other.getByTestId('client-gallery-password')).toBeVisible();
  expect(await other.content()).not.toContain('Walrus shoot');
  await stranger.close();
});

test('without scripts the password form posts to the page: the reason beside the field in Dutch, then the photos the server draws', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/nl/c/${s.token}`);
  const field = page.getByLabel('Wachtwoord');
  await page.getByRole('button', { name: 'Open de galerie' }).click();
  await expect(page.getByRole('alert')).toHaveText('Vul het wachtwoord in.');
  await field.fill('not-it');
  await page.getByRole('button', { name: 'Open de galerie' }).click();
  await expect(page.getByRole('alert')).toHaveText('Dat wachtwoord klopt niet. Probeer het opnieuw.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await page.content()).not.toContain('Walrus shoot');
  if (screenshots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screenshots}/client-gallery-password-refused-phone.png` });
  }
  await field.fill(PASSWORD);
  await page.getByRole('button', { name: 'Open de galerie' }).click();
  await expect(page.getByTestId('client-photo')).toHaveCount(5);
  expect(new URL(page.url()).pathname).toBe(`/nl/c/${s.token}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Walrus shoot');
  await context.close();
});

test('an ended or revoked gallery answers 410 in the visitor language; a new address works and the old one does not', async ({ page, request }) => {
  const put = (data: unknown) => request.put(`/api/admin/client-galleries/${s.id}`, { headers: s.auth, data });
  await put({ expiresOn: '2020-06-30' });
  const ended = await page.goto(`/nl/c/${s.token}`);
  expect(ended?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'Deze galerie is niet meer beschikbaar' })).toBeVisible();
  await put({ expiresOn: null });
  await request.post(`/api/admin/client-galleries/${s.id}/revoke`, { headers: s.auth });
  expect((await page.goto(`/en/c/${s.token}`))?.status()).toBe(410);
  await expect(page.getByRole('heading', { name: 'This gallery is no longer available' })).toBeVisible();
  const fresh = await (await request.post(`/api/admin/client-galleries/${s.id}/regenerate`, { headers: s.auth })).json();
  expect(fresh.path).not.toContain(s.token);
  expect((await page.goto(`/en/c/${s.token}`))?.status()).toBe(404);
  expect((await page.goto(fresh.path.replace('/sv/', '/nl/')))?.status()).toBe(200);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Open de galerie' }).click();
  await expect(page.getByTestId('client-photo')).toHaveCount(5);
});
