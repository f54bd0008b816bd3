import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, makeJpeg, signInAsAdmin, toastText, uniq } from './fixtures';

type Item = { id: number; title: string };
const publicItems = async (request: APIRequestContext, language = 'en') => (await (await request.get(`/api/gallery/items?language=${language}`)).json()) as Item[];
const card = (page: Page, title: string) => page.getByTestId('gallery-card').filter({ hasText: title });

test('an upload waits under "To review" until it is published', async ({ page, request }) => {
  test.setTimeout(180_000);
  const id = uniq();
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  await page.getByRole('button', { name: 'Upload' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Publish at once')).not.toBeChecked();
  await dialog.locator('#upload-files').setInputFiles([{ name: `DSCN${id}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(30, 90, 160) }]);
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 120_000 });

  const title = `DSCN${id}`;
  const mine = (await (await request.get('/api/admin/gallery/items', { headers: { Authorization: `Bearer ${await adminToken(request)}` } })).json() as Item[]).find((i) => i.title === title)!;
  expect(mine).toBeTruthy();
  expect((await publicItems(request)).some((i) => i.title === title)).toBe(false);
  expect((await request.get(`/en/gallery/${mine.id}`)).status()).toBe(404);

  // To review, select, publish.
  await page.getByTestId('gallery-status').click();
  await page.getByRole('option', { name: 'To review' }).click();
  await expect(card(page, title)).toHaveCount(1);
  await card(page, title).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  // Published by a background job.
  await expect.poll(async () => (await publicItems(request)).some((i) => i.title === title), { timeout: 60_000 }).toBe(true);
  expect((await request.get(`/en/gallery/${mine.id}`)).status()).toBe(200);
});

test('a featured photo is first on the home page, and a photo dragged to the top of "My order" is first on /gallery', async ({ page, request }) => {
  test.setTimeout(180_000);
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  // In Dutch: the back-office shows the Dutch titles.
  const items = await publicItems(request, 'nl');
  // The last photo of the newest-first gallery: neither move can be a coincidence.
  const last = items.at(-1)!;
  const other = items.at(-2)!;
  try {
    await signInAsAdmin(page);
    await page.goto('/admin/gallery');
    // The grid draws the cards in view only: the search brings the photo up.
    await page.getByRole('searchbox').fill(last.title);
    await card(page, last.title).getByRole('button', { name: `Feature ${last.title} on the home page` }).click();
    await expect(card(page, last.title).getByRole('button', { name: `Stop featuring ${last.title}` })).toBeVisible();

    const home = await page.context().newPage();
    await home.goto('/nl');
    await expect(home.locator('#gallery').getByTestId('tile-title').first()).toHaveText(last.title);
    await home.close();

    // My order for the public gallery, then drag the other photo onto the first card.
    await page.goto('/admin/settings');
    await page.getByRole('radio', { name: /My order/ }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(toastText(page, 'Settings saved')).toBeVisible();
    await page.goto('/admin/gallery');
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'My order' }).click();
    await expect(page.getByText('Drag a photo onto another to put it before that one.')).toBeVisible();
    const first = page.getByTestId('gallery-card').first();
    // The grid draws only the cards in view: scroll to the photo, pick it up, scroll back to the top.
    const source = card(page, other.title);
    await page.mouse.move(640, 600);
    await expect(async () => {
      if ((await source.count()) === 0) await page.mouse.wheel(0, 500);
      await expect(source).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 30_000 });
    // The browser's own drag events, as a mouse drag sends them.
    const transfer = await page.evaluateHandle(() => new DataTransfer());
    await source.dispatchEvent('dragstart', { dataTransfer: transfer });
    await page.evaluate(() => window.scrollTo(0, 0));
    await first.dispatchEvent('dragover', { dataTransfer: transfer });
    await first.dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByTestId('gallery-card').first()).toContainText(other.title);

    const gallery = await page.context().newPage();
    await gallery.goto('/nl/gallery');
    await expect(gallery.getByTestId('tile-title').first()).toHaveText(other.title);
    await gallery.close();
  } finally {
    await request.put(`/api/admin/gallery/items/${last.id}`, { headers: auth, data: { featured: false } });
    await request.put('/api/admin/settings', { headers: auth, data: { galleryOrder: 'newest' } });
  }
});
