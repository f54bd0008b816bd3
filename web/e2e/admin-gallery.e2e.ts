import { expect, test } from '@playwright/test';
import { adminToken, confirmDialog, makeJpeg, signInAsAdmin, toastText, uniq } from './fixtures';

test('bulk upload with a broken file, bulk edit of countries and categories, category delete', async ({ page, request }) => {
  test.setTimeout(240_000);
  const id = uniq();
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/admin/categories', { headers: auth, data: { name: `Testcat ${id}`, nameEn: `Testcat EN ${id}`, nameSv: `Testcat SV ${id}`, type: 'animal' } });
  expect(created.ok()).toBeTruthy();
  const category = await created.json();

  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  await page.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Media' });
  await dialog.getByRole('button', { name: /^Upload \d+ files$/ }).click();
  await expect(toastText(page, 'Please select files to upload')).toBeVisible();

  await dialog.locator('#upload-files').setInputFiles([
    { name: `arctic-fox_${id}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(200, 200, 210) },
    { name: `broken_${id}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('this is not a jpeg at all') },
    { name: `musk-ox_${id}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(90, 60, 40) },
  ]);
  await dialog.getByLabel('Country (NL)').fill(`Noorwegen ${id}`);
  // New photos wait for review unless asked otherwise; these go public at once.
  await dialog.getByLabel('Publish at once').check();
  await dialog.getByRole('button', { name: 'Upload 3 files' }).click();
  await expect(toastText(page, 'Partial Success')).toBeVisible({ timeout: 150_000 });
  await expect(toastText(page, '2 of 3 items uploaded. 1 failed.')).toBeVisible();
  const failures = dialog.getByTestId('upload-failures');
  await expect(failures).toContainText(`broken_${id}.jpg`);
  // The server gave its reason: nothing to check in the connection.
  await expect(failures).toContainText('is not a supported file type');
  await expect(failures).not.toContainText('internet connection');
  await expect(dialog.locator('[data-status="complete"]')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The two good files are gallery items titled from their file names.
  await page.getByRole('searchbox', { name: /Search titles/ }).fill(id);
  await expect(page.getByTestId('gallery-card')).toHaveCount(2);
  await expect(page.getByTestId('gallery-card').filter({ hasText: `arctic fox ${id}` })).toHaveCount(1);
  await expect(page.getByTestId('gallery-card').filter({ hasText: `musk ox ${id}` })).toHaveCount(1);

  // Bulk edit: countries in three languages and a category, over every item the search matches.
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText('All 2 matching items selected');
  await page.getByRole('button', { name: 'Bulk Edit' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Edit (2 items)' });
  await bulk.getByLabel('Country (NL)').fill(`Groenland ${id}`);
  await bulk.getByLabel('Country (EN)').fill(`Greenland ${id}`);
  await bulk.getByLabel('Country (SV)').fill(`Grönland ${id}`);
  await bulk.getByLabel(`Testcat ${id}`).check();
  await bulk.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(toastText(page, 'Updated 2 items successfully')).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText('');

  for (const [language, country, categoryName] of [
    ['en', `Greenland ${id}`, `Testcat EN ${id}`],
    ['sv', `Grönland ${id}`, `Testcat SV ${id}`],
    ['nl', `Groenland ${id}`, `Testcat ${id}`],
  ]) {
    const items = (await (await request.get(`/api/gallery/items?language=${language}`)).json()) as { title: string; country: string; categories: { name: string }[] }[];
    const ours = items.filter((i) => i.title.endsWith(id));
    expect(ours).toHaveLength(2);
    for (const item of ours) {
      expect(item.country).toBe(country);
      expect(item.categories.map((c) => c.name)).toContain(categoryName);
    }
  }

  // The public gallery page offers the new country and category as filters.
  const visitor = await page.context().newPage();
  await visitor.addInitScript(() => localStorage.setItem('language', 'en'));
  await visitor.goto('/gallery');
  const tiles = visitor.getByTestId('gallery-tile');
  await expect(tiles.first()).toBeVisible();
  await visitor.getByLabel('Country').selectOption(`Greenland ${id}`);
  await expect(tiles).toHaveCount(2);
  await visitor.getByLabel('Country').selectOption({ index: 0 });
  // Each option names its count of photos.
  await visitor.getByLabel('Category').selectOption({ label: `Testcat EN ${id} (2)` });
  await expect(tiles).toHaveCount(2);
  await visitor.close();

  // Deleting the category removes it from the items.
  await page.getByRole('navigation').getByRole('link', { name: 'Categories' }).click();
  const card = page.getByTestId('category-card').filter({ hasText: `Testcat ${id}` });
  await expect(card).toContainText('2 items');
  await card.getByRole('button', { name: /^Delete/ }).click();
  await confirmDialog(page, 'Are you sure? This will remove the category from all gallery items.');
  await expect(toastText(page, 'Category deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  const after = (await (await request.get('/api/admin/gallery/items', { headers: auth })).json()) as { title: string; categories: { id: number }[] }[];
  for (const item of after.filter((i) => i.title.endsWith(id))) expect(item.categories.map((c) => c.id)).not.toContain(category.id);

  // Edit one item, then delete both.
  await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click();
  await page.getByRole('searchbox', { name: /Search titles/ }).fill(id);
  await page.getByTestId('gallery-card').filter({ hasText: `arctic fox ${id}` }).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByText('Date Taken')).toBeVisible();
  await page.getByLabel('Title (NL)').fill(`Arctic fox in snow ${id}`);
  // The Swedish title and alt text have tabs of their own, as the country has.
  await page.getByRole('group', { name: 'Title' }).getByRole('tab', { name: 'SV' }).click();
  await page.getByLabel('Title (SV)').fill(`Fjällräv i snö ${id}`);
  await page.getByRole('group', { name: 'Alt text' }).getByRole('tab', { name: 'SV' }).click();
  await page.getByLabel('Alt text (SV)').fill(`En vit fjällräv ligger i snön ${id}`);
  await page.getByLabel('Published (visible in gallery)').uncheck();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Gallery item updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gallery$/);
  await page.getByRole('searchbox', { name: /Search titles/ }).fill(id);
  await expect(page.getByTestId('gallery-card').filter({ hasText: `Arctic fox in snow ${id}` })).toContainText('Unpublished');
  const edited = ((await (await request.get('/api/admin/gallery/items', { headers: auth })).json()) as Record<string, unknown>[]).find((i) => i.title === `Arctic fox in snow ${id}`);
  expect(edited).toMatchObject({ titleSv: `Fjällräv i snö ${id}`, altSv: `En vit fjällräv ligger i snön ${id}`, titleEn: null });
  for (let n = 2; n > 0; n--) {
    await page.getByTestId('gallery-card').first().getByRole('button', { name: /^Delete/ }).click();
    await confirmDialog(page, 'Are you sure you want to delete this item?');
    await expect(page.getByTestId('gallery-card')).toHaveCount(n - 1);
  }
});

test('an unknown gallery item says so', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/gallery/999999/edit');
  await expect(page.getByText('Gallery item not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to gallery' })).toBeVisible();
});
