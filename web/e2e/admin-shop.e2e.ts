import { expect, test } from '@playwright/test';
import { signInAsAdmin, toastText, waitForDemoContent } from './fixtures';

type Offer = { licences: { name: string; priceMinor: number }[]; prints: unknown[] } | null;

test('the photographer edits the price list and the shop settings, and sets what photos are sold as, one by one and in bulk', async ({ page, request }) => {
  await waitForDemoContent(request);
  const items = (await (await request.get('/api/gallery/items?language=en&limit=30')).json()) as { id: number; type: string; title: string }[];
  const photo = items.filter((i) => i.type === 'photo')[6]!;
  // The back-office shows the Dutch title (the one every photo has).
  const dutchTitle = ((await (await request.get(`/api/gallery/items/${photo.id}?language=nl`)).json()) as { title: string }).title;
  const offer = async () => (await (await request.get(`/api/shop/offers/${photo.id}?language=en`)).json()) as Offer;

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Shop' }).click();
  await expect(page).toHaveURL(/\/admin\/shop$/);

  // Settings: the bank details invoices show.
  const settings = page.getByTestId('shop-settings');
  await expect(settings.getByText('Card payment through Stripe is on.')).toBeVisible();
  await settings.getByLabel('Bank details for invoices').fill('Nordic Light AB\nIBAN SE45 5000 0000 0583 9825 7466\nBIC ESSESESS');
  await settings.getByRole('button', { name: 'Save shop settings' }).click();
  await expect(toastText(page, 'Shop settings saved')).toBeVisible();

  // A price of the list: the personal licence costs 30.00 from now on.
  const licences = page.getByTestId('price-list-licence');
  const personal = licences.getByTestId('product-row').filter({ hasText: 'Personal' });
  const before = (await offer())!.licences.find((l) => l.name === 'Personal')!.priceMinor;
  await personal.getByRole('button', { name: 'Edit product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await dialog.getByLabel('Price including VAT').fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'Product saved')).toBeVisible();
  await expect(personal).toContainText('€30.00');
  expect((await offer())!.licences.find((l) => l.name === 'Personal')!.priceMinor).toBe(3000);
  // A wrong price is refused beside its field.
  await personal.getByRole('button', { name: 'Edit product' }).click();
  await dialog.getByLabel('Price including VAT').fill('thirty');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a price like 95 or 95.50')).toBeVisible();
  await dialog.getByLabel('Price including VAT').fill((before / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'Product saved')).toBeVisible();

  // One photo: prints only.
  await page.goto(`/admin/gallery/${photo.id}/edit`);
  await page.getByLabel('For sale as').selectOption('prints');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastText(page, 'Gallery item updated successfully')).toBeVisible();
  expect((await offer())!.licences).toEqual([]);

  // In bulk: not for sale, then the price list's default again.
  await page.goto('/admin/gallery');
  await page.getByRole('searchbox', { name: /Search titles/ }).fill(dutchTitle);
  // The search has been applied: every card shown is a match.
  await expect(page.getByTestId('gallery-card').first()).toBeVisible();
  await expect(page.getByTestId('gallery-card').filter({ hasNotText: dutchTitle })).toHaveCount(0);
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByTestId('selected-count')).toContainText('selected');
  for (const [choice, check] of [
    ['none', (o: Offer) => o === null],
    ['default', (o: Offer) => o !== null && o.licences.length > 0 && o.prints.length > 0],
  ] as const) {
    await page.getByRole('button', { name: 'Bulk Edit' }).click();
    const bulk = page.getByRole('dialog', { name: /Bulk Edit/ });
    await bulk.getByLabel('For sale as').selectOption(choice);
    await bulk.getByRole('button', { name: 'Apply Changes' }).click();
    await expect(page.locator('[data-variant]').getByText(/^Updated \d+ items? successfully$/).first()).toBeVisible();
    await expect.poll(async () => check(await offer())).toBe(true);
    if (choice === 'none') {
      // The photo's page has no buy section then.
      const visitor = await page.context().newPage();
      await visitor.goto(`/en/gallery/${photo.id}`);
      await expect(visitor.getByTestId('photo-view')).toBeVisible();
      await expect(visitor.getByTestId('buy-section')).toHaveCount(0);
      await visitor.close();
      await page.getByRole('button', { name: 'Select all' }).click();
      await expect(page.getByTestId('selected-count')).toContainText('selected');
    }
  }
});
