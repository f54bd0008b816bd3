import { type Locator, type Page, expect, test } from '@playwright/test';
import { adminToken, seedArchive, seedPost, uniq, watchConsole } from './fixtures';

/*
 * Every paged public page: "Load more" is a link to the address of the next page (?cursor=), which
 * the server renders, so it works without scripts; with them it adds the next page in place.
 * Seeded: photos (more than a client gallery's page of 120, straight into the database with the
 * demo photos' files), more collections than a page of 24, more posts than a page of 12, and a
 * client gallery of all the photos; all removed again afterwards.
 */
const N = 140;
/** Seeded items are dated 1991: older than the demo photos and any other suite's. */
const START = Date.UTC(1991, 0, 1);

let archive: Awaited<ReturnType<typeof seedArchive>>;
let auth: { Authorization: string };
let big = '';
const made = { collections: [] as number[], posts: [] as number[], clientGallery: 0 };
let clientToken = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  archive = await seedArchive(request, N, START);
  const itemIds = await archive.ids();
  auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const word = uniq();
  for (let i = 0; i < 25; i++) {
    const res = await request.post('/api/admin/collections', { headers: auth, data: { titleNl: `Reeks ${word} ${i}`, titleEn: `Series ${word} ${i}`, isPublished: true } });
    expect(res.ok(), await res.text()).toBe(true);
    const created = (await res.json()) as { id: number; slug: string };
    made.collections.push(created.id);
    if (i === 0) {
      big = created.slug;
      await request.post(`/api/admin/collections/${created.id}/items`, { headers: auth, data: { itemIds } });
    }
  }
  const posts = (await (await request.get('/api/blog/posts?language=en&limit=1')).headers())['x-total-count'];
  const slugs: string[] = [];
  for (let i = Number(posts); i <= 12; i++) {
    slugs.push(await seedPost(request, { titleNl: `Bericht ${word} ${i}`, contentNl: '<p>Tekst.</p>', titleEn: `Post ${word} ${i}`, contentEn: '<p>Text.</p>' }));
  }
  const all = (await (await request.get('/api/admin/blog/posts', { headers: auth })).json()) as { id: number; slug: string }[];
  made.posts = all.filter((p) => slugs.includes(p.slug)).map((p) => p.id);
  const client = await request.post('/api/admin/client-galleries', { headers: auth, data: { name: `Archive ${word}`, language: 'en', password: null, downloads: 'none' } });
  expect(client.status(), await client.text()).toBe(201);
  const gallery = (await client.json()) as { id: number; path: string };
  made.clientGallery = gallery.id;
  clientToken = gallery.path.split('/').pop()!;
  expect((await request.post(`/api/admin/client-galleries/${gallery.id}/photos`, { headers: auth, data: { itemIds } })).ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  if (made.clientGallery) await request.delete(`/api/admin/client-galleries/${made.clientGallery}`, { headers: auth });
  for (const id of made.collections) await request.delete(`/api/admin/collections/${id}`, { headers: auth });
  for (const id of made.posts) await request.delete(`/api/admin/blog/posts/${id}`, { headers: auth });
  await archive.remove();
});

/** The paged pages: their address and the links that are their list's entries. */
const LISTS: { name: string; address: () => string; entries: (page: Page) => Locator }[] = [
  { name: 'the gallery', address: () => '/en/gallery', entries: (page) => page.getByTestId('gallery-grid').getByRole('link') },
  { name: 'the journal', address: () => '/en/blog', entries: (page) => page.locator('main a[href^="/en/blog/"]') },
  { name: 'the collections', address: () => '/en/collections', entries: (page) => page.getByTestId('collections-list').getByRole('link') },
  { name: 'a collection', address: () => `/en/collections/${big}`, entries: (page) => page.getByTestId('gallery-grid').getByRole('link') },
];

const hrefs = (entries: Locator) => entries.evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);

/** The photos a client gallery shows, by their titles. */
const clientTitles = (page: Page) => page.getByTestId('client-photo').locator('p').allTextContents();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const list of LISTS) {
    test(`Load more on ${list.name} is a link to the next page, which the server draws`, async ({ page }) => {
      await page.goto(list.address());
      const first = await hrefs(list.entries(page));
      expect(first.length).toBeGreaterThan(0);
      const more = page.getByTestId('load-more');
      await expect(more).toHaveAttribute('href', new RegExp(`^${list.address().split('?')[0]}\\?cursor=`));
      await more.click();
      await expect(page).toHaveURL(/[?&]cursor=/);
      const next = await hrefs(list.entries(page));
      expect(next.length).toBeGreaterThan(0);
      expect(next.filter((href) => first.includes(href))).toEqual([]);
    });
  }

  // A gallery without a password (one with a password: client-gallery.e2e.ts, where the session
  // cookie reaches the page; guesses from this shared address are limited by then).
  test('Load more on a client gallery is a link to its next page, which the server draws', async ({ page }) => {
    await page.goto(`/sv/c/${clientToken}`);
    const first = await clientTitles(page);
    expect(first).toHaveLength(120);
    const more = page.getByTestId('load-more');
    await expect(more).toHaveAttribute('href', new RegExp(`^/sv/c/${clientToken}\\?cursor=`));
    await more.click();
    await expect(page).toHaveURL(/[?&]cursor=/);
    const next = await clientTitles(page);
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((title) => first.includes(title))).toEqual([]);
    // The whole gallery in two pages, and no link past its end.
    const total = (await (await page.request.get(`/c/${clientToken}/api/gallery`)).json()) as { total: number };
    expect(first.length + next.length).toBe(total.total);
    await expect(page.getByTestId('load-more')).toHaveCount(0);
  });
});

test('with JavaScript, Load more adds the next page in place', async ({ page }) => {
  for (const list of LISTS) {
    await page.goto(list.address());
    const entries = list.entries(page);
    const more = page.getByTestId('load-more');
    // A click before the page's script took over rightly opens the next page's address.
    await expect(more).toHaveAttribute('data-hydrated', 'true');
    const first = (await hrefs(entries)).length;
    await more.click();
    await expect.poll(async () => (await hrefs(entries)).length, { message: list.name }).toBeGreaterThan(first);
    expect(new URL(page.url()).search, list.name).not.toContain('cursor=');
  }
});

test('with JavaScript, Load more adds a client gallery\'s next page in place', async ({ page }) => {
  // The page takes over what the server drew (no hydration error), and asks the API only for the next page.
  const console = watchConsole(page);
  await page.goto(`/en/c/${clientToken}`);
  const more = page.getByTestId('load-more');
  await expect(more).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('client-photo')).toHaveCount(120);
  await more.click();
  await expect.poll(async () => (await clientTitles(page)).length).toBeGreaterThan(120);
  expect(new URL(page.url()).search).not.toContain('cursor=');
  await expect(more).toHaveCount(0);
  console.check();
});
