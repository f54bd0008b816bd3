import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousA11yViolations, waitForDemoContent, watchConsole } from './fixtures';

/** The ids of a map square's photos as the public API lists them (the gallery's filter `cell`). */
async function idsIn(request: APIRequestContext, cell: string, extra = ''): Promise<number[]> {
  const res = await request.get(`/api/gallery/items?language=en&limit=100&cell=${cell}${extra}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { id: number }[]).map((i) => i.id);
}

/** `w,s,e,n` of a cluster link's address (`…?cell=w%2Cs%2Ce%2Cn`). */
const cellOf = (href: string) => new URL(href, 'http://site').searchParams.get('cell') ?? '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

test('a cluster opens its own photos in the viewer, which counts and walks them only, wrapping', async ({ page, request }) => {
  const console = watchConsole(page);
  await page.goto('/en/map');
  const clusters = page.getByTestId('map-cluster');
  await expect(clusters.first()).toBeVisible();
  // The biggest cluster comes first; the demo has places with more than one photo.
  expect(await seriousA11yViolations(page)).toEqual([]);
  const cluster = clusters.first();
  const count = Number(await cluster.getAttribute('data-count'));
  expect(count).toBeGreaterThan(1);
  const href = (await cluster.getAttribute('href'))!;
  const cell = cellOf(href);
  const inCell = await idsIn(request, cell);
  expect(inCell).toHaveLength(Math.min(count, 100));

  await cluster.click();
  const viewer = page.getByTestId('lightbox');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/en\/gallery\/\d+\?cell=/);
  const counter = page.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(`1 / ${count}`);
  const idNow = () => Number(/gallery\/(\d+)/.exec(page.url())![1]);
  const first = idNow();
  expect(inCell).toContain(first);

  // Previous from the first wraps to the last of the cluster; next wraps back to the first.
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`${count} / ${count}`);
  expect(inCell).toContain(idNow());
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`1 / ${count}`);
  expect(idNow()).toBe(first);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${count}`);
  expect(inCell).toContain(idNow());

  // Closing goes back to the map.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(/\/en\/map$/);
  // The cluster's own page: its photos with a way back to the map.
  await page.goto(href);
  await expect(page.getByTestId('gallery-area')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  console.check();
});

test('the map filters by type, country and category in its address, rendered by the server', async ({ page, request }) => {
  const facets = (await (await request.get('/api/gallery/facets?language=en')).json()) as { countries: { value: string }[] };
  const all = (await (await request.get('/api/map?language=en')).json()) as { total: number };
  // A country with photos on the map, fewer than all of them.
  let country = '';
  let total = 0;
  for (const c of facets.countries) {
    const answer = (await (await request.get(`/api/map?language=en&country=${encodeURIComponent(c.value)}`)).json()) as { total: number };
    if (answer.total > 0 && answer.total < all.total) {
      country = c.value;
      total = answer.total;
      break;
    }
  }
  expect(country).not.toBe('');

  await page.goto('/en/map');
  await page.getByLabel('Country').selectOption(country);
  await page.getByRole('button', { name: 'Show on the map' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/map\\?country=${encodeURIComponent(country).replace(/%20/g, '(%20|\\+)')}$`));
  await expect(page.getByTestId('map-total')).toHaveText(total === 1 ? '1 photo on the map' : `${total} photos on the map`);
  // The address alone brings the same map, drawn by the server.
  const html = await (await request.get(`/en/map?country=${encodeURIComponent(country)}`)).text();
  expect(html).toContain(total === 1 ? '1 photo on the map' : `${total} photos on the map`);
  expect(html).toMatch(new RegExp(`<option value="${country}" selected=""`));

  // A cluster of the filtered map opens only the photos of that country there.
  const cluster = page.getByTestId('map-cluster').first();
  const count = Number(await cluster.getAttribute('data-count'));
  const href = (await cluster.getAttribute('href'))!;
  expect(new URL(href, 'http://site').searchParams.get('country')).toBe(country);
  expect(await idsIn(request, cellOf(href), `&country=${encodeURIComponent(country)}`)).toHaveLength(Math.min(count, 100));
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a cluster is a link to the list of its photos', async ({ page, request }) => {
    await page.goto('/sv/map');
    const cluster = page.getByTestId('map-cluster').first();
    const count = Number(await cluster.getAttribute('data-count'));
    const href = (await cluster.getAttribute('href'))!;
    expect(href).toMatch(/^\/sv\/gallery\?cell=/);
    await page.goto(href);
    await expect(page.getByTestId('gallery-area')).toBeVisible();
    const ids = await idsIn(request, cellOf(href));
    const tiles = page.getByTestId('gallery-grid').getByRole('link');
    await expect(tiles).toHaveCount(Math.min(count, ids.length, 12));
    const shown = await tiles.evaluateAll((links) => links.map((a) => Number(/gallery\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
    for (const id of shown) expect(ids).toContain(id);
    // Each photo's link keeps the square, so its page walks the cluster too.
    expect(await tiles.first().getAttribute('href')).toContain('cell=');
  });
});

test('without a basemap configured the map page loads nothing of the detailed map', async ({ page }) => {
  const files: string[] = [];
  page.on('request', (r) => {
    if (['script', 'stylesheet', 'fetch', 'other'].includes(r.resourceType())) files.push(new URL(r.url()).pathname);
  });
  await page.goto('/en/map');
  await expect(page.getByTestId('map-cluster').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(files.filter((f) => /detailed-map|maplibre|pmtiles/.test(f))).toEqual([]);
  await expect(page.getByTestId('detailed-map')).toHaveCount(0);
});
