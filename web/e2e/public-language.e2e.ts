import { expect, test } from '@playwright/test';
import { adminToken, startApp, uniq, waitForDemoContent } from './fixtures';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

test('the language switcher shows Swedish and Dutch and the choice survives a reload', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wild Light of the North');
  // The choice is saved by the app (chosen before it runs, the link leads to the language's address, as without scripts).
  await startApp(page);
  await page.getByTestId('language-switcher').locator('summary').click();
  await expect(page.getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
  await page.getByRole('link', { name: /Svenska/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordens vilda ljus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sv');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordens vilda ljus');

  await startApp(page);
  await page.getByTestId('language-switcher').locator('summary').click();
  await page.getByRole('link', { name: /Nederlands/ }).click();
  await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Galerij' })).toBeVisible();
  await page.goto('/gallery', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Foto- en videogalerij' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Foto- en videogalerij' })).toBeVisible();
});

test('a saved language wins on a plain address even when its cookie does not reach the server', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'sv'));
  // As when the reload that carries the new cookie overtakes it: the server sees no choice and draws English.
  await page.route('**/gallery', async (route) => {
    const drawn = await fetch(route.request().url());
    await route.fulfill({ status: drawn.status, contentType: 'text/html', body: await drawn.text() });
  });
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: 'Foto- och videogalleri' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});

test('gallery page filters by type and country and opens the lightbox with the filtered list', async ({ page }) => {
  await page.goto('/gallery', { waitUntil: 'networkidle' });
  const tiles = page.getByTestId('gallery-tile');
  await expect(tiles.first()).toBeVisible();
  const country = page.getByLabel('Country');
  const options = await country.locator('option').allTextContents();
  expect(options[0]).toBe('All countries');
  expect(options.slice(1)).toEqual([...options.slice(1)].sort((a, b) => a.localeCompare(b, 'en')));
  await country.selectOption({ index: 1 });
  // Each option names how many photos it holds: the filtered tiles come from the server.
  const n = Number(/\((\d+)\)$/.exec(options[1]!)![1]);
  expect(n).toBeGreaterThan(0);
  await expect(page).toHaveURL(/country=/);
  await expect(page.getByTestId('gallery-count')).toHaveText(new RegExp(`\\b${n}$`));
  await expect(tiles).toHaveCount(Math.min(n, 12));
  await tiles.first().click();
  if (n > 1) await expect(page.getByTestId('lightbox-counter')).toHaveText(`1 / ${n}`);
  else await expect(page.getByTestId('lightbox-counter')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByLabel('Type').selectOption('video');
  await page.getByRole('searchbox').fill('zzzz-no-such-thing');
  await expect(page.getByText('No photos found matching your criteria.')).toBeVisible();
});

test('a photo titled in Dutch only says so on the English gallery and on its English page', async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const title = `Zeearend ${uniq()}`;
  const res = await request.post('/api/admin/gallery/items', { headers, data: { url: 'https://elsewhere.example/zeearend.jpg', title, description: 'Boven het wad bij eb', country: 'Zweden', isPublished: true } });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  try {
    await page.goto(`/en/gallery?q=${encodeURIComponent(title)}`, { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const tileTitle = page.getByTestId('gallery-tile').getByTestId('tile-title');
    await expect(tileTitle).toHaveText(title);
    await expect(tileTitle).toHaveAttribute('lang', 'nl');
    // Its country has no English name: the filter offers the Dutch one, marked as Dutch.
    await expect(page.getByLabel('Country').locator('option', { hasText: 'Zweden' })).toHaveAttribute('lang', 'nl');

    await page.goto(`/en/gallery/${id}`, { waitUntil: 'networkidle' });
    const view = page.getByTestId('photo-view');
    await expect(view.getByRole('heading', { name: title, level: 2 })).toHaveAttribute('lang', 'nl');
    // The caption and the information panel: every place the Dutch texts show.
    await expect(view.locator('[lang="nl"]', { hasText: 'Boven het wad bij eb' }).first()).toBeVisible();
    await expect(view.locator(':is(h2, h3, p):not([lang="nl"])', { hasText: title })).toHaveCount(0);
    await expect(view.locator('p:not([lang="nl"])', { hasText: 'Boven het wad bij eb' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/admin/gallery/items/${id}`, { headers });
  }
});
