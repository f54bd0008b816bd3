import { type Locator, type Page, expect, test } from '@playwright/test';
import { adminToken, seedArchive, seedPost, uniq } from './fixtures';

/*
 * Every paged public page: "Load more" is a link to the address of the next page (?cursor=), which
 * the server renders, so it works without scripts; with them it adds the next page in place.
 * Seeded: photos (more than a collection's page of 60, straight into the database with the demo
 * photos' files), more collections than a page of 24 and more posts than a page of 12; all removed
 * again afterwards.
 */
const N = 70;
/** Seeded items are dated 1991: older than the demo photos and any other suite's. */
const START = Date.UTC(1991, 0, 1);

let archive: Awaited<ReturnType<typeof seedArchive>>;
let auth: { Authorization: string };
let big = '';
const made = { collections: [] as number[], posts: [] as number[] };

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
});

test.afterAll(async ({ request }) => {
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
