import { expect, test, type Page } from '@playwright/test';
import { adminToken, makeJpeg, signInAsAdmin, toastText, uniq } from './fixtures';

/** Every visible button of the page whose box meets the toast's box. */
async function buttonsUnderToast(page: Page) {
  const toast = await page.locator('[data-variant]').first().boundingBox();
  expect(toast).not.toBeNull();
  const hits: string[] = [];
  for (const button of await page.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    // The toast's own close button lies inside it by design.
    if (await button.evaluate((el) => el.closest('[data-variant]') !== null)) continue;
    const box = await button.boundingBox();
    if (!box) continue;
    const apart = box.x + box.width <= toast!.x || toast!.x + toast!.width <= box.x || box.y + box.height <= toast!.y || toast!.y + toast!.height <= box.y;
    if (!apart) hits.push((await button.textContent()) ?? '');
  }
  return hits;
}

test('a too long Dutch title is refused for its length, beside the field, and the toast covers no button', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Title').first().fill('a'.repeat(301));
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.type('Een verhaal uit het veld.');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Title must be at most 300 characters' })).toBeVisible();
  await expect(toastText(page, 'Title must be at most 300 characters')).toBeVisible();
  await expect(page.getByText('Dutch title and content are required')).toHaveCount(0);
  expect(await buttonsUnderToast(page)).toEqual([]);
  // What was typed is still there.
  await expect(page.getByLabel('Title').first()).toHaveValue('a'.repeat(301));
});

test('a text file named .jpg is refused once, with the server\'s reason, and no talk of the connection', async ({ page, request }) => {
  const id = uniq();
  const token = await adminToken(request);
  const fake = { name: `notes_${id}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('just some notes, not a photo') };
  const direct = await request.post('/api/admin/upload/bulk', { headers: { Authorization: `Bearer ${token}` }, multipart: { files: fake } });
  expect(direct.status()).toBeGreaterThanOrEqual(400);
  const reason = ((await direct.json()) as { message: string }).message;

  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Media' });
  await dialog.locator('#upload-files').setInputFiles([fake]);
  await expect(dialog.getByText('1 file selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(dialog.getByTestId('upload-failures')).toContainText(`notes_${id}.jpg: ${reason}`);
  await expect(dialog.getByText(reason)).toHaveCount(1);
  await expect(dialog).not.toContainText('internet connection');
  await expect(toastText(page, reason)).toBeVisible();
  expect(await buttonsUnderToast(page)).toEqual([]);
});

test('files dropped on the gallery screen open the upload dialog with them chosen', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  const jpeg = (await makeJpeg(40, 90, 160)).toString('base64');
  const screen = page.getByTestId('gallery-screen');
  const files = await page.evaluateHandle((data) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    transfer.items.add(new File([bytes], 'snowy-owl.jpg', { type: 'image/jpeg' }));
    transfer.items.add(new File([bytes], 'ptarmigan.jpg', { type: 'image/jpeg' }));
    return transfer;
  }, jpeg);
  await screen.dispatchEvent('dragenter', { dataTransfer: files });
  await expect(page.getByText('Drop photos and videos to upload them')).toBeVisible();
  await screen.dispatchEvent('drop', { dataTransfer: files });
  const dialog = page.getByRole('dialog', { name: 'Upload Media' });
  await expect(dialog.getByText('2 files selected')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload 2 files' })).toBeEnabled();
});

test('the dashboard lists the newest messages, each opening itself, and links to the site', async ({ page, request }) => {
  const id = uniq();
  const sent = await request.post('/api/contact', { data: { name: `Ada ${id}`, email: 'ada@example.org', subject: 'print-inquiry', message: `About a print ${id}` } });
  expect(sent.ok()).toBeTruthy();
  await signInAsAdmin(page);
  const newest = page.getByTestId('newest-messages').getByRole('link');
  await expect(newest.first()).toContainText(`Ada ${id}`);
  expect(await newest.count()).toBeLessThanOrEqual(5);
  await newest.first().click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByTestId('message-body')).toHaveText(`About a print ${id}`);
  // The dialog takes the focus once its key handling is in place; an Escape before that goes nowhere.
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
});
