import { expect, test } from '@playwright/test';
import { confirmDialog, makeJpeg, signInAsAdmin, toastText, uniq } from './fixtures';

type Hero = { id: number; url: string; alt: string; displayOrder: number; isActive: boolean };

test('add, toggle, reorder and delete a hero image', async ({ page, request }) => {
  test.setTimeout(120_000);
  const id = uniq();
  const alt = `E2E hero ${id}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Hero Images' }).click();
  // Count once the list has loaded: rows, or the empty text.
  await expect(page.getByTestId('hero-row').or(page.getByText('No hero images yet. Add your first hero image above.')).first()).toBeVisible();
  const before = await page.getByTestId('hero-row').count();

  // Upload adds the image at once, ordered after the current ones.
  await page.getByTestId('hero-upload-input').setInputFiles({ name: `fjord-light_${id}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(40, 90, 160, 320, 200) });
  // Uploading waits for the server's image processing: allow for a busy machine.
  await expect(toastText(page, 'Hero image added successfully')).toBeVisible({ timeout: 45_000 });
  const uploaded = page.getByTestId('hero-row').filter({ hasText: `fjord light ${id}` });
  await expect(uploaded).toContainText(`Order: ${before}`);
  const url = (await uploaded.locator('img').getAttribute('src'))!;
  const add = page.getByRole('button', { name: 'Add Image' });
  await expect(add).toBeDisabled();
  await page.getByLabel('Image URL').fill(url);
  await expect(add).toBeDisabled();
  await page.getByLabel('Alt Text').fill(alt);
  await page.getByLabel('Display Order').fill('abc');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(toastText(page, 'Hero image added successfully')).toBeVisible();
  await expect(page.getByLabel('Alt Text')).toHaveValue('');
  const row = page.getByTestId('hero-row').filter({ hasText: alt });
  await expect(row).toContainText('Order: 0');
  await expect(row).toContainText('Active');

  // The public answer is cached per content version (re-read about once a second).
  const publicHeroes = async () => (await (await request.get('/api/hero-images')).json()) as Hero[];
  await expect.poll(async () => (await publicHeroes()).find((h) => h.alt === alt)).toMatchObject({ displayOrder: 0, isActive: true });

  // Toggle off: dimmed and gone from the public slideshow.
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(row).toContainText('Inactive');
  await expect(row).toHaveClass(/opacity-60/);
  await expect.poll(async () => (await publicHeroes()).find((h) => h.alt === alt)).toBeUndefined();
  await row.getByRole('button', { name: /^Activate/ }).click();
  await expect(row).toContainText('Active');

  // Reorder through inline edit: last of all.
  const heroId = Number(await row.locator('img').getAttribute('data-hero-id'));
  await row.getByRole('button', { name: /^Edit/ }).click();
  // While editing, the row shows inputs instead of the alt text.
  await page.locator(`#hero-order-${heroId}`).fill('999');
  const editing = page.getByTestId('hero-row').filter({ has: page.locator(`#hero-order-${heroId}`) });
  // The alt text and title have Swedish and English tabs beside the Dutch.
  await editing.getByRole('group', { name: 'Alt Text' }).getByRole('tab', { name: 'SV' }).click();
  await editing.getByLabel('Alt Text (SV)').fill(`${alt} på svenska`);
  await editing.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'Hero image updated successfully')).toBeVisible();
  await expect(page.getByTestId('hero-row').last()).toContainText(alt);
  await expect.poll(async () => (await publicHeroes()).sort((a, b) => a.displayOrder - b.displayOrder).at(-1)?.alt).toBe(alt);

  // The home page slideshow carries it.
  await page.goto('/en', { waitUntil: 'networkidle' });
  await expect(page.locator(`img[alt="${alt}"]`).first()).toBeAttached({ timeout: 15_000 });
  await page.goto('/sv', { waitUntil: 'networkidle' });
  await expect(page.locator(`img[alt="${alt} på svenska"]`).first()).toBeAttached({ timeout: 15_000 });

  await page.goto('/admin/hero-images');
  await page.getByTestId('hero-row').filter({ hasText: alt }).getByRole('button', { name: /^Delete/ }).click();
  await confirmDialog(page, 'Are you sure you want to delete this hero image?');
  await expect(toastText(page, 'Hero image deleted successfully')).toBeVisible();
  await expect(page.getByTestId('hero-row').filter({ hasText: alt })).toHaveCount(0);
  await uploaded.getByRole('button', { name: /^Delete/ }).click();
  await confirmDialog(page, 'Are you sure you want to delete this hero image?');
  await expect(uploaded).toHaveCount(0);
});
