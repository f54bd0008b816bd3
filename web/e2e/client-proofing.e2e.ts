import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import sharp from 'sharp';
import { readStoredZip } from '../../server/test/read-zip';
import { adminToken, signInAsAdmin, toastText, uniq, waitForDemoContent, waitForMail, watchConsole } from './fixtures';

// Proofing and delivery on the real server, in Chromium: pick limits, a locked selection the
// photographer reopens (the client hears of it by mail), download sizes, a download PIN, and
// watermarked proofs while downloads stay clean.

const GPS_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};
/** A flat blue-grey photo: the watermark shows as a change of its pixels. */
const BASE = { r: 58, g: 95, b: 122 };

let auth: Record<string, string>;
let hashes: string[];

async function upload(request: APIRequestContext, name: string, width: number, height: number, seed: number): Promise<string> {
  const dot = await sharp({ create: { width: 2, height: 2, channels: 3, background: { r: seed * 40, g: 0, b: 0 } } }).png().toBuffer();
  const buffer = await sharp({ create: { width, height, channels: 3, background: BASE } })
    .composite([{ input: dot, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .withExif(GPS_EXIF)
    .toBuffer();
  const res = await request.post('/api/admin/upload', { headers: auth, multipart: { file: { name, mimeType: 'image/jpeg', buffer } } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).hash;
}

/** A gallery of the suite's three photos without a password, made with `fields`; answers its id and page address. */
async function gallery(request: APIRequestContext, fields: Record<string, unknown>): Promise<{ id: number; path: string; token: string }> {
  const created = await request.post('/api/admin/client-galleries', { headers: auth, data: { name: `Proofing ${uniq()}`, password: null, ...fields } });
  expect(created.status(), await created.text()).toBe(201);
  const g = await created.json();
  expect((await request.post(`/api/admin/client-galleries/${g.id}/upload`, { headers: auth, data: { mediaHashes: hashes } })).status()).toBe(201);
  return { id: g.id, path: g.path, token: g.path.split('/').pop() };
}

/** The largest difference from the photo's own colour in a box at the centre of an image (where the proofs' mark is). */
async function centreChange(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
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

/** Presses a download and answers the file the browser saved. */
async function downloaded(page: Page, press: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), press()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

let proofs: { id: number; path: string; token: string };

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await waitForDemoContent(request);
  auth = { Authorization: `Bearer ${await adminToken(request)}` };
  // The proofs' mark: the site's watermark as designed (on or off for the public files).
  const settings = await request.put('/api/admin/settings', { headers: auth, data: { watermark: { kind: 'text', text: 'PROOF COPY', position: 'center', opacity: 1 } } });
  expect(settings.ok(), await settings.text()).toBeTruthy();
  const u = Date.now() % 200;
  hashes = [await upload(request, `fjord-${u}-1.jpg`, 3000, 2000, 1), await upload(request, `fjord-${u}-2.jpg`, 3000, 2000, 2), await upload(request, `fjord-${u}-3.jpg`, 1500, 2400, 3)];
  // Made first, so the media queue makes its proofs while the other tests run.
  proofs = await gallery(request, { language: 'en', proofWatermark: true, downloads: 'original', downloadSizes: ['web', 'original'] });
});

test('a limit of two refuses a third heart and says why; a minimum of three refuses a send of one', async ({ page, request }) => {
  const limited = await gallery(request, { language: 'en', maxPicks: 2 });
  await page.goto(limited.path);
  await expect(page.getByTestId('client-photo')).toHaveCount(3);
  await expect(page.getByTestId('selection-rule')).toHaveText('You can choose up to 2 photos.');
  await expect(page.getByTestId('favourite-count')).toHaveText('0 of 2 chosen');
  const hearts = page.getByTestId('favourite-button');
  await hearts.nth(0).click();
  await expect(page.getByTestId('favourite-count')).toHaveText('1 of 2 chosen');
  await hearts.nth(1).click();
  await expect(page.getByTestId('favourite-count')).toHaveText('2 of 2 chosen');
  await hearts.nth(2).click();
  await expect(page.getByTestId('client-problem')).toHaveText('You can choose at most 2 photos. Remove a heart first to choose another one.');
  await expect(page.getByTestId('client-photo').nth(2)).toHaveAttribute('data-favourite', 'false');
  await page.reload();
  await expect(page.getByTestId('favourite-count')).toHaveText('2 of 2 chosen');

  const minimum = await gallery(request, { language: 'sv', minPicks: 3 });
  await page.goto(minimum.path);
  await expect(page.getByTestId('selection-rule')).toHaveText('Välj minst 3 bilder för att skicka ditt urval.');
  await page.getByTestId('favourite-button').nth(0).click();
  await expect(page.getByTestId('favourite-count')).toHaveText('1 favorit');
  await page.getByTestId('send-selection').click();
  await expect(page.getByTestId('client-problem')).toHaveText('Välj minst 3 bilder innan du skickar ditt urval (du har valt 1).');
  await expect(page.getByTestId('send-selection')).toBeVisible();
  const admin = await (await request.get(`/api/admin/client-galleries/${minimum.id}`, { headers: auth })).json();
  expect(admin).toMatchObject({ selectionState: 'open', selectionSentAt: null, favouriteCount: 1, minPicks: 3 });
});

test('a sent selection is locked until the photographer reopens it, and the client hears of it by mail', async ({ page, request, browser }) => {
  const clientEmail = `editor-${uniq()}@example.org`;
  const g = await gallery(request, { language: 'nl', clientEmail, maxPicks: 2, minPicks: 1 });
  await page.goto(g.path);
  const hearts = page.getByTestId('favourite-button');
  await hearts.nth(0).click();
  await expect(page.getByTestId('favourite-count')).toHaveText('1 van 2 gekozen');
  await page.getByTestId('client-photo').nth(0).getByRole('textbox').fill('Voor de cover');
  await expect(page.getByTestId('client-photo').nth(0).getByTestId('comment-state')).toHaveText('Opgeslagen');
  await page.getByTestId('send-selection').click();
  await expect(page.getByTestId('selection-status')).toHaveText('Dank je! De fotograaf heeft je selectie ontvangen.');
  await expect(page.getByTestId('selection-locked')).toContainText('vergrendeld');

  // After a reload the page says the selection is locked and since when, and nothing can change.
  await page.reload();
  await expect(page.getByTestId('selection-status')).toContainText('en staat nu vast');
  for (const heart of await hearts.all()) await expect(heart).toBeDisabled();
  await expect(page.getByTestId('client-photo').nth(0).getByRole('textbox')).toHaveJSProperty('readOnly', true);
  await expect(page.getByTestId('send-selection')).toHaveCount(0);
  const id = (await (await page.request.get(`/c/${g.token}/api/gallery`)).json()).photos[1].id;
  const refused = await page.request.put(`/c/${g.token}/api/favourites/${id}?lang=nl`, { data: {} });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/^Je selectie is verstuurd op /);

  // The photographer reopens it in the admin.
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/client-galleries/${g.id}`);
  const selection = admin.getByTestId('client-selection');
  await expect(selection.getByTestId('selection-state')).toHaveText('Sent, locked');
  await expect(selection.getByTestId('client-picks')).toHaveText('1 of at most 2 chosen · at least 1 to send');
  await selection.getByRole('button', { name: 'Reopen selection' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reopen selection' }).click();
  await expect(toastText(admin, 'Selection reopened: the client is told by mail')).toBeVisible();
  await expect(selection.getByTestId('selection-state')).toHaveText('Reopened');
  await expect(selection).toContainText('Reopened');
  const mail = await waitForMail(clientEmail, /^Je selectie is weer open: Proofing/);
  expect(mail.text).toContain(g.path);

  // The limits in the gallery's form: a minimum above the maximum is refused beside its field.
  await admin.getByRole('button', { name: 'Edit' }).click();
  const form = admin.getByRole('dialog');
  await expect(form.getByLabel('Most photos the client may choose')).toHaveValue('2');
  await form.getByLabel('Fewest photos to send').fill('3');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('The minimum cannot be above the maximum');
  await expect(form.getByLabel('Fewest photos to send')).toHaveValue('3');
  await form.getByLabel('Fewest photos to send').fill('2');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(admin, 'Client gallery saved')).toBeVisible();
  await expect(selection.getByTestId('client-picks')).toHaveText('1 of at most 2 chosen · at least 2 to send');
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('send-selection')).toBeVisible();
  await hearts.nth(1).click();
  await expect(page.getByTestId('favourite-count')).toHaveText('2 van 2 gekozen');
});

test('the client views watermarked proofs; the downloads are clean, in the size chosen, with the rights and no GPS', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.goto(proofs.path);
  await expect(page.getByTestId('proof-note')).toHaveText('The photos shown here carry a watermark; the files you download do not.');
  // Made by the media queue in the background; the page looks again until they are there.
  await expect(page.locator('[data-testid="client-photo"][data-preparing]')).toHaveCount(0, { timeout: 240_000 });
  const tiles = page.getByTestId('client-photo').locator('img');
  await expect(tiles).toHaveCount(3);
  for (const img of await tiles.all()) {
    await expect(img).toHaveJSProperty('complete', true);
    const src = await img.evaluate((el) => (el as HTMLImageElement).currentSrc);
    expect(src).toMatch(new RegExp(`/c/${proofs.token}/media/[a-f0-9]{64}-\\d+p\\.(webp|jpg)$`));
    const seen = await page.request.get(src);
    expect(seen.status()).toBe(200);
    expect(await centreChange(await seen.body())).toBeGreaterThan(80);
  }
  // The site's own clean file of the same photo is not served through the gallery.
  expect((await page.request.get(`/c/${proofs.token}/media/${hashes[0]}-960.webp`)).status()).toBe(404);

  const bar = page.getByTestId('download-size');
  await bar.getByRole('radio', { name: 'Web size (JPEG, 2048 px)' }).check();
  const web = await downloaded(page, () => page.getByTestId('download-all').click());
  expect(web.name).toMatch(/\.zip$/);
  const webFiles = readStoredZip(new Uint8Array(web.bytes));
  const sizes = [];
  for (const bytes of webFiles.values()) {
    const meta = await sharp(Buffer.from(bytes)).metadata();
    sizes.push([meta.width, meta.height]);
    expect(meta.xmp?.toString()).toContain('dc:rights');
    expect(meta.space).toBe('srgb');
    expect((await exifr.parse(Buffer.from(bytes), { gps: true }).catch(() => undefined))?.latitude).toBeUndefined();
    expect(await centreChange(Buffer.from(bytes))).toBeLessThan(12);
  }
  expect(sizes).toEqual([
    [2048, 1365],
    [2048, 1365],
    [1280, 2048],
  ]);

  await bar.getByRole('radio', { name: 'Original (full size)' }).check();
  const original = await downloaded(page, () => page.getByTestId('download-all').click());
  const widths = await Promise.all([...readStoredZip(new Uint8Array(original.bytes)).values()].map(async (b) => (await sharp(Buffer.from(b)).metadata()).width));
  expect(widths).toEqual([3000, 3000, 1500]);

  // One photo from the viewer, in the size chosen.
  await bar.getByRole('radio', { name: 'Web size (JPEG, 2048 px)' }).check();
  await page.getByTestId('client-photo').nth(0).getByRole('button', { name: /^Open/ }).click();
  const one = await downloaded(page, () => page.getByTestId('lightbox').getByRole('link', { name: 'Download this photo' }).click());
  expect((await sharp(one.bytes).metadata()).width).toBe(2048);
  expect(await centreChange(one.bytes)).toBeLessThan(12);
  await page.keyboard.press('Escape');

  const admin = await (await request.get(`/api/admin/client-galleries/${proofs.id}`, { headers: auth })).json();
  expect(admin.downloadsBySize).toEqual({ web: 4, original: 3 });
  expect(admin.proofsPending).toBe(0);
});

test('downloads need the PIN: the page asks for it, refuses a wrong one and limits the guesses', async ({ page, request, browser }) => {
  // A dozen argon2id checks: slow on purpose, and slower on a busy machine.
  test.setTimeout(180_000);
  const g = await gallery(request, { language: 'en', downloads: 'web', downloadSizes: ['web'], downloadPin: '2468' });
  const logged = watchConsole(page);
  await page.goto(g.path);
  await expect(page.getByTestId('client-photo')).toHaveCount(3);
  // The PIN is asked for by the page's code (the form for a browser without scripts does not upset its hydration).
  await expect(page.getByTestId('client-gallery')).toHaveAttribute('data-hydrated', 'true');
  // Viewing needs no PIN; a download does, on the server too.
  expect((await page.request.get(`/c/${g.token}/download.zip?photos=all&lang=en`)).status()).toBe(403);
  await page.getByTestId('download-all').click();
  const dialog = page.getByTestId('pin-dialog');
  await expect(dialog.getByRole('heading', { name: 'Download PIN' })).toBeVisible();
  expect(logged.errors.filter((e) => /hydrat|did not match|server rendered/i.test(e))).toEqual([]);
  await dialog.getByLabel('PIN').fill('1111');
  await dialog.getByRole('button', { name: 'Unlock downloads' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That PIN is not right. Please try again.');
  await expect(dialog.getByLabel('PIN')).toHaveValue('1111');
  await dialog.getByLabel('PIN').fill('2468');
  const zip = await downloaded(page, () => dialog.getByRole('button', { name: 'Unlock downloads' }).click());
  expect(readStoredZip(new Uint8Array(zip.bytes)).size).toBe(3);
  await expect(dialog).toHaveCount(0);
  // Granted for this session: the next download asks nothing.
  const again = await downloaded(page, () => page.getByTestId('download-all').click());
  expect(readStoredZip(new Uint8Array(again.bytes)).size).toBe(3);

  // Without scripts the page asks for the PIN itself, and shows the downloads once it is given.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const noScripts = await plain.newPage();
  await noScripts.goto(g.path);
  await expect(noScripts.getByTestId('download-all')).toBeHidden();
  await noScripts.getByTestId('plain-pin-form').getByLabel('PIN').fill('2468');
  await noScripts.getByRole('button', { name: 'Unlock downloads' }).click();
  await expect(noScripts.getByTestId('download-all')).toBeVisible();
  await expect(noScripts.getByTestId('plain-pin-form')).toHaveCount(0);
  await plain.close();

  // Guesses from one address are limited like passwords (this test's browser shares its address with every other: it runs last).
  const other = await gallery(request, { language: 'en', downloads: 'web', downloadSizes: ['web'], downloadPin: '97531' });
  const guess = (pin: string) => request.post(`/c/${other.token}/api/downloads/unlock?lang=en`, { data: { pin } });
  let status = 403;
  for (let i = 0; i < 10 && status === 403; i++) status = (await guess(`${5000 + i}`)).status();
  await page.goto(other.path);
  await expect(page.getByTestId('client-gallery')).toHaveAttribute('data-hydrated', 'true');
  await page.getByTestId('download-all').click();
  await page.getByTestId('pin-dialog').getByLabel('PIN').fill('97531');
  await page.getByTestId('pin-dialog').getByRole('button', { name: 'Unlock downloads' }).click();
  await expect(page.getByTestId('pin-dialog').getByRole('alert')).toHaveText('Too many wrong PINs from this connection. Please try again in 15 minutes.');
});
