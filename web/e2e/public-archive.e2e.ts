import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { MARKED_ITEM, MARKED_WORD } from '../../server/test/archive-seed';
import { adminToken, seedArchive, uniq } from './fixtures';

/*
 * The public site over an archive of a few thousand photos: seeded straight into the server's
 * database in one transaction (the API would take minutes), reusing the demo photos' files, plus a
 * few items made through the admin API. The seeded items are removed again afterwards.
 */
const N = 3000;
/** Seeded items are dated from 1990 on: older than the demo photos, so they come after them. */
const START = Date.UTC(1990, 0, 1);

let archive: Awaited<ReturnType<typeof seedArchive>>;
const apiWord = `zz${uniq()}`;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  archive = await seedArchive(request, N, START);
  const token = await adminToken(request);
  for (const title of [`${apiWord} one`, `${apiWord} two`]) {
    const res = await request.post('/api/admin/gallery/items', { data: { url: 'https://elsewhere.example/x.jpg', title, country: 'Finland', countryEn: 'Finland', isPublished: true }, headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok(), await res.text()).toBe(true);
  }
});

test.afterAll(async ({ request }) => {
  // The seeded rows go first, whatever else fails here: the suites after this one count the gallery.
  await archive.remove();
  const token = await adminToken(request);
  const made = (await (await request.get(`/api/gallery/items?language=en&q=${apiWord}&limit=10`)).json()) as { id: number }[];
  for (const { id } of made) await request.delete(`/api/admin/gallery/items/${id}`, { headers: { Authorization: `Bearer ${token}` } });
});

/** How many items a filtered list holds, as the API counts them. */
async function totalOf(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/gallery/items?language=en&limit=1&${query}`);
  return Number(res.headers()['x-total-count']);
}

const tiles = (page: Page) => page.getByTestId('gallery-grid').getByTestId('gallery-tile');
const shownOf = (total: number, shown: number) => `Showing ${shown.toLocaleString('en')} of ${total.toLocaleString('en')}`;

test('a search for a word only one item of thousands has finds it from the first page', async ({ page }) => {
  await page.goto('/en/gallery', { waitUntil: 'networkidle' });
  await page.getByRole('searchbox').fill(MARKED_WORD.slice(0, 6).toLowerCase());
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first().getByTestId('tile-title')).toHaveText(`Photo ${MARKED_ITEM}`);
  await expect(page).toHaveURL(/\/en\/gallery\?q=lumiwi$/);
  // Items made through the API are found as soon as they are saved.
  await page.getByRole('searchbox').fill(apiWord);
  await expect(tiles(page)).toHaveCount(2);
});

test('a filter is the address, Load more adds the next page, Back returns to the whole gallery', async ({ page, request }) => {
  const all = await totalOf(request, '');
  const finland = await totalOf(request, 'country=Finland');
  expect(finland).toBeGreaterThan(700);
  await page.goto('/en/gallery', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('gallery-count')).toHaveText(shownOf(all, 12));
  await page.getByLabel('Country').selectOption('Finland');
  await expect(page).toHaveURL(/\/en\/gallery\?country=Finland$/);
  await expect(page.getByTestId('gallery-count')).toHaveText(shownOf(finland, 12));
  await page.getByTestId('load-more').click();
  await expect(tiles(page)).toHaveCount(24);
  await expect(page.getByTestId('gallery-count')).toHaveText(shownOf(finland, 24));
  const titles = await tiles(page).getByTestId('tile-title').allTextContents();
  expect(new Set(titles).size).toBe(24);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/gallery$/);
  await expect(page.getByLabel('Country')).toHaveValue('all');
  await expect(page.getByTestId('gallery-count')).toHaveText(shownOf(all, 12));
  await page.goForward();
  await expect(page.getByLabel('Country')).toHaveValue('Finland');
});

test('the viewer walks the whole filtered set: previous from the first photo is the last one', async ({ page, request }) => {
  const finland = await totalOf(request, 'country=Finland&type=photo');
  await page.goto('/en/gallery?country=Finland&type=photo', { waitUntil: 'networkidle' });
  const first = tiles(page).first();
  const firstTitle = await first.getByTestId('tile-title').textContent();
  await first.click();
  const box = page.getByTestId('lightbox');
  await expect(box.getByTestId('lightbox-counter')).toHaveText(`1 / ${finland.toLocaleString('en')}`);
  await expect(box.getByRole('heading', { name: firstTitle! })).toBeVisible();
  // The last photo of the set, as the API lists it: the seeded Finnish photo taken first.
  const lastPage = (await (await request.get(`/api/gallery/items/${(await firstId(page))}/neighbours?language=en&country=Finland&type=photo`)).json()) as { previous: { title: string } };
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByTestId('lightbox-counter')).toHaveText(`${finland.toLocaleString('en')} / ${finland.toLocaleString('en')}`);
  await expect(box.getByRole('heading', { name: lastPage.previous.title })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(box.getByTestId('lightbox-counter')).toHaveText(`1 / ${finland.toLocaleString('en')}`);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/gallery\?type=photo&country=Finland$|\/en\/gallery\?country=Finland&type=photo$/);
});

async function firstId(page: Page): Promise<number> {
  const href = await page.evaluate(() => location.pathname);
  return Number(/\/gallery\/(\d+)/.exec(href)![1]);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a filtered address reloads to the same view, and Load more is a link to the next page', async ({ page, request }) => {
    const total = await totalOf(request, 'type=photo&country=Finland');
    await page.goto('/en/gallery?type=photo&country=Finland');
    await expect(page.getByLabel('Country')).toHaveValue('Finland');
    await expect(page.getByLabel('Type')).toHaveValue('photo');
    await expect(page.getByTestId('gallery-count')).toHaveText(shownOf(total, 12));
    const firstPage = await tiles(page).getByTestId('tile-title').allTextContents();
    await page.getByRole('link', { name: 'Load More' }).click();
    await expect(page).toHaveURL(/cursor=/);
    const secondPage = await tiles(page).getByTestId('tile-title').allTextContents();
    expect(secondPage).toHaveLength(12);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    // The form sends the filter as an address.
    await page.getByLabel('Country').selectOption('Sweden');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/type=photo&country=Sweden/);
    await expect(page.getByTestId('gallery-count')).toHaveText(shownOf(await totalOf(request, 'type=photo&country=Sweden'), 12));
  });

  test("a photo's own page links its neighbours in the filtered gallery", async ({ page, request }) => {
    const [first] = (await (await request.get('/api/gallery/items?language=en&limit=1&country=Finland')).json()) as { id: number }[];
    const around = (await (await request.get(`/api/gallery/items/${first!.id}/neighbours?language=en&country=Finland`)).json()) as { next: { id: number }; previous: { id: number }; total: number };
    await page.goto(`/en/gallery/${first!.id}?country=Finland`);
    await expect(page.getByTestId('photo-counter')).toHaveText(`1 / ${around.total.toLocaleString('en')}`);
    await expect(page.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `/en/gallery/${around.next.id}?country=Finland`);
    await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `/en/gallery/${around.previous.id}?country=Finland`);
  });
});

test('the sitemap index lists every photo page in three languages; the unpaged call answers the whole list', async ({ request }) => {
  const all = await totalOf(request, '');
  const list = (await (await request.get('/api/gallery/items?language=en')).json()) as { id: number }[];
  expect(list).toHaveLength(all);
  const index = await (await request.get('/sitemap.xml')).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  const photoPages = new Set<string>();
  for (const file of files) {
    const xml = await (await request.get(file)).text();
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeLessThanOrEqual(10_000);
    for (const loc of locs) if (/\/gallery\/\d+$/.test(loc)) photoPages.add(new URL(loc).pathname);
  }
  expect(photoPages.size).toBe(all * 3);
  for (const lang of ['en', 'sv', 'nl']) expect(photoPages.has(`/${lang}/gallery/${list.at(-1)!.id}`)).toBe(true);
});
