import { expect, test } from '@playwright/test';
import { adminToken, signInAsAdmin, toastText, uniq } from './fixtures';

type PublicCollection = { title: string; items: { items: { id: number; title: string }[] } };

test('a collection made in the admin is public in three languages, with its photos in the order set there', async ({ page, request }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('button', { name: 'New collection' }).click();

  // The Dutch title is required; the form says so and keeps what was typed.
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel('Title (EN)').fill('Winter on Svalbard');
  await page.getByRole('button', { name: 'Create collection' }).click();
  // The Dutch tab opens with the reason beside the field.
  await expect(page.getByLabel('Title (NL)')).toBeVisible();
  await expect(page.getByText('Dutch title is required').first()).toBeVisible();
  await page.getByRole('tab', { name: 'English' }).click();
  await expect(page.getByLabel('Title (EN)')).toHaveValue('Winter on Svalbard');
  await page.getByRole('tab', { name: 'Dutch' }).click();
  const name = `Winter op Spitsbergen ${uniq()}`;
  await page.getByLabel('Title (NL)').fill(name);
  await page.getByRole('tab', { name: 'Swedish' }).click();
  await page.getByLabel('Title (SV)').fill('Vinter på Svalbard');
  await page.getByLabel('Published on the site').check();
  await page.getByRole('button', { name: 'Create collection' }).click();
  await expect(toastText(page, 'Collection created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit collection' })).toBeVisible();
  const slug = (await page.getByText(/^Address: \/collections\//).textContent())!.replace('Address: /collections/', '').trim();

  // Photos found a page at a time, chosen and added in the order chosen.
  await page.getByRole('button', { name: 'Add photos' }).click();
  const picker = page.getByRole('dialog', { name: 'Add photos' });
  await expect(picker.getByText(/photos? found/)).toBeVisible();
  const choices = picker.getByTestId('photo-picker').getByRole('button');
  for (const i of [0, 1, 2]) await choices.nth(i).click();
  await picker.getByRole('button', { name: 'Add 3 photos' }).click();
  await expect(toastText(page, 'Added 3 photos')).toBeVisible();
  const tiles = page.getByTestId('collection-item');
  await expect(tiles).toHaveCount(3);
  const ids = async () => tiles.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-item-id'))));
  const added = await ids();

  // The picker marks what the collection holds already: shown, not chosen again; a country narrows it on the server.
  await page.getByRole('button', { name: 'Add photos' }).click();
  const again = page.getByRole('dialog', { name: 'Add photos' });
  const held = again.getByTestId('photo-picker').getByRole('button', { name: /: Already in the collection$/ });
  await expect(held).toHaveCount(3);
  for (const i of [0, 1, 2]) await expect(held.nth(i)).toBeDisabled();
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const facets = (await (await request.get('/api/admin/gallery/facets', { headers: auth })).json()) as { countries: { value: string; count: number }[] };
  const country = facets.countries[0]!;
  await again.getByLabel('Country').selectOption(country.value);
  await expect(again.getByText(/photos? found/)).toHaveText(`${country.count} photo${country.count === 1 ? '' : 's'} found`);
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  // The arrows move a photo one place; dragging puts it at another's place.
  const third = await tiles.nth(2).locator('p').first().textContent();
  await page.getByRole('button', { name: `Move earlier: ${third}` }).click();
  await expect(toastText(page, 'Order saved')).toBeVisible();
  await expect.poll(ids).toEqual([added[0], added[2], added[1]]);
  await tiles.nth(2).dragTo(tiles.nth(0));
  await expect.poll(ids).toEqual([added[1], added[0], added[2]]);
  await page.reload();
  await expect.poll(ids).toEqual([added[1], added[0], added[2]]);

  // The public answers follow, in each language.
  const token = await adminToken(request);
  expect(token).toBeTruthy();
  const sv = (await (await request.get(`/api/collections/${slug}?language=sv`)).json()) as PublicCollection;
  expect(sv.title).toBe('Vinter på Svalbard');
  expect(sv.items.items.map((i) => i.id)).toEqual([added[1], added[0], added[2]]);
  const nl = (await (await request.get(`/api/collections/${slug}?language=nl`)).json()) as PublicCollection;
  expect(nl.title).toBe(name);
  const en = (await (await request.get(`/api/collections/${slug}?language=en`)).json()) as PublicCollection;
  expect(en.title).toBe('Winter on Svalbard');
});
