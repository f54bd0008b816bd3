import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, startApp, uniq, watchConsole } from './fixtures';

type AdminItem = { id: number; title: string; metadata: { latitude?: number } | null; categories: { id: number }[] };

async function admin(request: APIRequestContext) {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const items = (await (await request.get('/api/admin/gallery/items', { headers })).json()) as AdminItem[];
  return { headers, items };
}

test('a collection is a page in three languages, in the set order, with hreflang and JSON-LD, and its viewer walks it and wraps', async ({ page, request }) => {
  const console = watchConsole(page);
  const { headers, items } = await admin(request);
  const chosen = items.slice(0, 3);
  const created = await (
    await request.post('/api/admin/collections', { headers, data: { titleNl: `Winter op Spitsbergen ${uniq()}`, titleEn: 'Winter on Svalbard', titleSv: 'Vinter på Svalbard', introSv: '<p>Tre månader av is.</p>', isPublished: true } })
  ).json();
  await request.post(`/api/admin/collections/${created.id}/items`, { headers, data: { itemIds: chosen.map((i) => i.id) } });
  // The last photo first: the public order follows.
  await request.put(`/api/admin/collections/${created.id}/items/${chosen[2]!.id}`, { headers, data: { index: 0 } });
  const order = [chosen[2]!.id, chosen[0]!.id, chosen[1]!.id];

  await page.goto(`/sv/collections/${created.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vinter på Svalbard' })).toBeVisible();
  await expect(page.getByText('Tre månader av is.')).toBeVisible();
  const tiles = page.getByTestId('gallery-grid').getByRole('link');
  await expect(tiles).toHaveCount(3);
  const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(order.map((id) => `/sv/gallery/${id}?collection=${encodeURIComponent(created.slug)}`));
  // Links between the languages, and the gallery's structured data with the photos.
  for (const lang of ['en', 'sv', 'nl']) await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`/${lang}/collections/${created.slug}$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld['@type']).toBe('ImageGallery');
  expect(ld.name).toBe('Vinter på Svalbard');
  expect(ld.associatedMedia).toHaveLength(3);
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBeTruthy();
  await page.goto(`/en/collections/${created.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Winter on Svalbard' })).toBeVisible();
  await page.goto(`/nl/collections`);
  await expect(page.getByRole('link', { name: created.titleNl })).toBeVisible();

  // The viewer walks the collection in its order and wraps.
  await page.goto(`/en/collections/${created.slug}`);
  // A click before the page's code runs follows the tile's link to the photo's own page.
  await startApp(page);
  await tiles.first().click();
  const viewer = page.getByTestId('lightbox');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/gallery/${order[0]}\\?collection=`));
  const counter = page.getByTestId('lightbox-counter');
  // The counter says where the photo stands in the collection once the server answered.
  await expect(counter).toHaveText('1 / 3');
  for (const [i, id] of [order[1], order[2], order[0]].entries()) {
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(new RegExp(`/en/gallery/${id}\\?collection=`));
    await expect(counter).toHaveText(`${((i + 1) % 3) + 1} / 3`);
  }
  console.check();
});

test('the map shows clusters of photos that are not sensitive, and a photo page shows related photos that share something with it', async ({ page, request }) => {
  const { headers, items } = await admin(request);
  const placed = items.filter((i) => typeof i.metadata?.latitude === 'number');
  expect(placed.length).toBeGreaterThan(1);
  const before = (await (await request.get('/api/map?language=en')).json()) as { total: number };
  const secret = placed[0]!;
  await request.put(`/api/admin/gallery/items/${secret.id}`, { headers, data: { sensitiveLocation: true } });
  const after = (await (await request.get('/api/map?language=en')).json()) as { total: number; precision: number };
  expect(after.total).toBe(before.total - 1);

  await page.goto('/en/map');
  const clusters = page.getByTestId('map-cluster');
  await expect(clusters.first()).toBeVisible();
  const counts = await clusters.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-count'))));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(after.total);
  // Nothing on the page is finer than the precision: the secret photo's position is not there at all.
  const html = await page.content();
  const lat = secret.metadata!.latitude!;
  expect(html).not.toContain(String(lat));
  await request.put(`/api/admin/gallery/items/${secret.id}`, { headers, data: { sensitiveLocation: false } });

  // Related photos on a photo's own page, drawn by the server, each sharing a category or a collection.
  const photo = items.find((i) => i.categories.length > 0)!;
  await page.goto(`/en/gallery/${photo.id}`);
  const related = page.getByTestId('related-photos').getByRole('link');
  await expect(related.first()).toBeVisible();
  const ids = await related.evaluateAll((links) => links.map((a) => Number(/gallery\/(\d+)/.exec(a.getAttribute('href') ?? '')?.[1])));
  expect(ids.length).toBeLessThanOrEqual(8);
  const cats = new Set(photo.categories.map((c) => c.id));
  const context = (await (await request.get(`/api/gallery/items/${photo.id}/context?language=en`)).json()) as { collections: { slug: string }[] };
  const inCollections = new Set<number>();
  for (const c of context.collections) for (const i of ((await (await request.get(`/api/collections/${c.slug}?language=en`)).json()) as { items: { items: { id: number }[] } }).items.items) inCollections.add(i.id);
  for (const id of ids) {
    const other = items.find((i) => i.id === id)!;
    expect(other.categories.some((c) => cats.has(c.id)) || inCollections.has(id), `photo ${id} shares a category or collection`).toBe(true);
  }
});
