import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_SITE_SETTINGS } from '@portfolio/shared/site-settings';
import { adminToken, signInAsAdmin, toastText } from './fixtures';

test.afterEach(async ({ request }) => {
  // One server serves every suite: put the site back as it was.
  const token = await adminToken(request);
  await request.put('/api/admin/settings', { data: DEFAULT_SITE_SETTINGS, headers: { Authorization: `Bearer ${token}` } });
});

test('settings: a refused address is named beside its field; saved settings show on the public site at once', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();
  await expect(page.getByLabel('Contact e-mail')).toHaveValue('hello@nordiclight.photo');

  await page.getByLabel('Instagram').fill('not an address');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter an address starting with https://' })).toBeVisible();

  await page.getByLabel('Instagram').fill('https://instagram.com/anna.e2e');
  await page.getByLabel('Mastodon').fill('https://mastodon.social/@anna');
  await page.getByLabel("Photographer's name").fill('Anna Berg');
  await page.getByLabel('Contact e-mail').fill('anna@berg.example');
  await page.getByLabel('Copyright notice').fill('© {year} {name}');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastText(page, 'Settings saved')).toBeVisible();
  // The rights changed: the photo files are written again in the background, with progress shown.
  await expect(page.getByTestId('rights-progress')).toBeVisible();

  await page.goto('/sv');
  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: 'anna@berg.example' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/anna.e2e');
  await expect(contact.getByRole('link', { name: 'Mastodon' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await expect(page.locator('footer')).toContainText('Anna Berg');
});

test('"License this photo" on a photo\'s page opens the contact form with subject licensing and the photo named', async ({ page }) => {
  const items = (await (await page.request.get('/api/gallery/items?language=sv')).json()) as { id: number; title: string; type: string }[];
  const photo = items.find((i) => i.type === 'photo')!;
  await page.goto(`/sv/gallery/${photo.id}`);
  await page.getByTestId('photo-view').getByRole('link', { name: 'Licensiera det här fotot' }).click();
  await expect(page).toHaveURL(/\/sv\?subject=licensing&photo=\d+/);
  const form = page.locator('#contact form');
  await expect(form.locator('select[name="subject"]')).toHaveValue('licensing');
  await expect(form.locator('textarea[name="message"]')).toHaveValue(new RegExp(`”${photo.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}” \\(referens #${photo.id}\\): http://127\\.0\\.0\\.1:\\d+/sv/gallery/${photo.id}`));
});

test('settings: the watermark needs a logo before it can be one; an uploaded logo is shown and kept', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  const card = page.getByTestId('watermark-settings');
  await expect(card.getByRole('checkbox', { name: 'Put a watermark on the photos' })).not.toBeChecked();

  await card.getByRole('checkbox', { name: 'Put a watermark on the photos' }).click();
  await card.getByRole('radio', { name: 'Logo' }).check();
  // Demo photos are at most 2400 px wide: from 2560 px no file changes, so no background work follows.
  await card.getByLabel('On files from').selectOption('2560');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(card.getByRole('alert').filter({ hasText: 'Upload a logo first, or choose a text watermark' })).toBeVisible();

  const logo = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.8 } } }).png().toBuffer();
  await card.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(toastText(page, 'Logo uploaded')).toBeVisible();
  await expect(card.getByTestId('watermark-logo-preview')).toBeVisible();
  await card.getByLabel(/^Opacity/).fill('0.8');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toastText(page, 'Settings saved')).toBeVisible();

  await page.reload();
  await expect(card.getByRole('checkbox', { name: 'Put a watermark on the photos' })).toBeChecked();
  await expect(card.getByRole('radio', { name: 'Logo' })).toBeChecked();
  await expect(card.getByLabel('On files from')).toHaveValue('2560');
  await expect(card.getByLabel(/^Opacity/)).toHaveValue('0.8');
  await expect(card.getByTestId('watermark-logo-preview')).toBeVisible();
});
