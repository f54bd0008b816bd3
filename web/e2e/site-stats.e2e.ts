import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { PhotoStats, SiteStats } from '@portfolio/shared';
import { ADMIN_PASSWORD, ADMIN_USERNAME, uniq, waitForDemoContent, watchConsole } from './fixtures';

/*
 * The site's own statistics, end to end: the public pages' beacon, POST /api/events,
 * and the dashboard. Counts are compared before and after, since other suites share the server.
 */

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

/** A desktop Chrome user agent, one per visitor (the server tells visitors apart by address and user agent). */
const browserUa = (tag: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-${tag}`;

/** Signs in once through the API (a login hashes with argon2: slow on a busy machine) and gives the session to `page` too. */
async function signIn(request: APIRequestContext, page: Page): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.addInitScript((state) => localStorage.setItem('admin-auth', JSON.stringify({ state, version: 0 })), { token, user, isAuthenticated: true });
  return token;
}

async function siteStats(request: APIRequestContext, token: string): Promise<SiteStats> {
  const res = await request.get('/api/admin/stats/site?days=7', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

async function photoStats(request: APIRequestContext, token: string, id: number): Promise<PhotoStats> {
  const res = await request.get(`/api/admin/stats/gallery/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

const languageViews = (stats: SiteStats, key: string) => stats.languages.find((l) => l.key === key)?.views ?? 0;
/** A page's views, by its name in the table of pages ('gallery', 'post', 'map'…). */
const pageViews = (stats: SiteStats, key: string) => stats.pages.find((p) => p.key === key)?.views ?? 0;

async function visitor(browser: Browser, tag: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ userAgent: browserUa(tag), ...options });
  return { context, page: await context.newPage() };
}

/** Waits for the page's beacon to be answered (it leaves about 2 s after the first event). */
const beaconAnswered = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');

test('browsing in two languages is counted and the dashboard shows it', async ({ browser, page: adminPage, request }) => {
  const token = await signIn(request, adminPage);
  const before = await siteStats(request, token);

  const { context, page } = await visitor(browser, uniq());
  const console = watchConsole(page);
  await page.goto('/en/gallery', { waitUntil: 'networkidle' });
  const tile = page.getByTestId('gallery-tile').first();
  const photoId = Number((await tile.getAttribute('href'))!.split('/').pop());
  const photoBefore = await photoStats(request, token, photoId);
  await tile.click();
  const lightbox = page.getByTestId('lightbox');
  await expect(lightbox).toBeVisible();
  const counter = lightbox.getByTestId('lightbox-counter');
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  await lightbox.getByRole('button', { name: 'Next image' }).click();
  await expect(counter).toHaveText(/^2 \/ \d+$/);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(/^3 \/ \d+$/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lightbox')).toBeHidden();
  // Leaving a page sends what waits. Chromium drops beacons of a page left by page.goto (it
  // keeps those of a visitor's own navigation), so the test raises the page's pagehide itself.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  // The viewer's events (sent now, or by the beacon's own timer before) have arrived.
  await expect
    .poll(async () => (await siteStats(request, token)).totals.imageNavigations - before.totals.imageNavigations)
    .toBe(2);

  await page.goto('/sv/blog', { waitUntil: 'networkidle' });
  // A demo post (other suites add posts, one with hostile content on purpose).
  const posts = (await (await request.get('/api/blog/posts?language=sv')).json()) as { slug: string }[];
  await page.locator(`article a[href$="/sv/blog/${posts.at(-1)!.slug}"]`).first().click();
  await expect(page).toHaveURL(/\/sv\/blog\/[^/]+$/);
  await expect(page.locator('article header h1')).toBeVisible();
  // The map is a page of its own too (not '(other)'): the site's own navigation leads there.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Karta' }).click();
  await expect(page).toHaveURL(/\/sv\/map$/);

  // Page views: /en/gallery, /sv/blog, the post and the map, each counted by its page's name; the
  // photo opened over the gallery is a photo view.
  await expect
    .poll(async () => {
      const now = await siteStats(request, token);
      return {
        visitors: now.totals.visitors - before.totals.visitors,
        pageViews: now.totals.pageViews - before.totals.pageViews,
        imageViews: now.totals.imageViews - before.totals.imageViews,
        imageNavigations: now.totals.imageNavigations - before.totals.imageNavigations,
        postClicks: now.totals.postClicks - before.totals.postClicks,
        postReads: now.totals.postReads - before.totals.postReads,
        en: languageViews(now, 'en') - languageViews(before, 'en'),
        sv: languageViews(now, 'sv') - languageViews(before, 'sv'),
        pages: Object.fromEntries(['gallery', 'blog', 'post', 'map', '(other)'].map((key) => [key, pageViews(now, key) - pageViews(before, key)])),
      };
    })
    .toEqual({ visitors: 1, pageViews: 4, imageViews: 1, imageNavigations: 2, postClicks: 1, postReads: 1, en: 1, sv: 3, pages: { gallery: 1, blog: 1, post: 1, map: 1, '(other)': 0 } });
  console.check();
  await context.close();
  expect((await photoStats(request, token, photoId)).views.total).toBe(photoBefore.views.total + 1);

  // The dashboard shows the same numbers.
  const after = await siteStats(request, token);
  await adminPage.goto('/admin');
  const section = adminPage.getByTestId('site-stats');
  await section.getByRole('button', { name: '7 days' }).click();
  await expect(section.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(adminPage.getByTestId('site-stat-visitors')).toHaveText(after.totals.visitors.toLocaleString('en-US'));
  await expect(adminPage.getByTestId('site-stat-image-views')).toHaveText(after.totals.imageViews.toLocaleString('en-US'));
  await expect(adminPage.getByTestId('site-stat-image-navigations')).toHaveText(after.totals.imageNavigations.toLocaleString('en-US'));
  await expect(adminPage.getByTestId('site-stat-post-reads')).toHaveText(after.totals.postReads.toLocaleString('en-US'));
  await expect(adminPage.getByTestId('visitor-chart').locator('canvas')).toBeVisible();
  await expect(adminPage.getByTestId('site-stats-languages')).toContainText('Svenska');
  // Pages by their names in the admin's language, not by address.
  const pages = adminPage.getByTestId('site-stats-pages');
  for (const name of ['Gallery', 'Blog', 'A blog post', 'Map']) await expect(pages.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await expect(pages).not.toContainText('/gallery');
  await expect(adminPage.getByTestId('site-stats-posts').getByRole('link').first()).toBeVisible();

  // And the photo's own admin page its views.
  await adminPage.goto(`/admin/gallery/${photoId}/edit`);
  await expect(adminPage.getByTestId('photo-stats')).toContainText(`(${photoBefore.views.total + 1} in all)`);
});

test('nothing is counted with Do Not Track, Global Privacy Control or from a bot', async ({ browser, page, request }) => {
  const token = await signIn(request, page);
  const items = (await (await request.get('/api/gallery/items?language=en')).json()) as { id: number }[];
  const photoId = items.at(-1)!.id;
  const views = async () => (await photoStats(request, token, photoId)).views.total;
  const start = await views();

  // Do Not Track: the header travels with the beacon, and the server keeps nothing.
  const dnt = await visitor(browser, uniq(), { extraHTTPHeaders: { DNT: '1' } });
  const dntSent = beaconAnswered(dnt.page);
  await dnt.page.goto(`/en/gallery/${photoId}`);
  expect((await dntSent).status()).toBe(204);
  await dnt.context.close();

  // A crawler that runs scripts: kept out by its user agent.
  const bot = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  const botPage = await bot.newPage();
  const botSent = beaconAnswered(botPage);
  await botPage.goto(`/sv/gallery/${photoId}`);
  expect((await botSent).status()).toBe(204);
  await bot.close();

  // Global Privacy Control: the page sends nothing at all.
  const gpc = await visitor(browser, uniq());
  await gpc.page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  // Every way the beacon leaves (sendBeacon, or fetch when that refuses) is written down as it is called.
  await gpc.page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { statsCalls: string[] }).statsCalls = calls;
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => (calls.push(String(url)), beacon(url, data));
    const fetchNow = window.fetch.bind(window);
    window.fetch = (input, init) => (String(input).includes('/api/events') && calls.push(String(input)), fetchNow(input, init));
  });
  const beacons: string[] = [];
  gpc.page.on('request', (r) => {
    if (r.url().endsWith('/api/events')) beacons.push(r.url());
  });
  await gpc.page.goto('/nl/gallery', { waitUntil: 'networkidle' });
  // The viewer opens over the page only once the page runs its scripts: they had their chance to queue events.
  await gpc.page.getByTestId('gallery-tile').first().click();
  await expect(gpc.page.getByTestId('lightbox')).toBeVisible();
  // Leaving the page sends whatever waits, there and then (flushEvents runs inside the event):
  // once the event is handled, anything queued would have been handed to the browser.
  const calls = await gpc.page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    return (window as unknown as { statsCalls: string[] }).statsCalls;
  });
  expect(calls).toEqual([]);
  expect(beacons).toEqual([]);
  await gpc.context.close();

  expect(await views()).toBe(start);

  // The same visit without any of these is counted.
  const plain = await visitor(browser, uniq());
  const sent = beaconAnswered(plain.page);
  await plain.page.goto(`/en/gallery/${photoId}`);
  expect((await sent).status()).toBe(204);
  await plain.context.close();
  await expect.poll(views).toBe(start + 1);
});

test('a ranked list shows its first rows and the rest on "Load more", paged by the server', async ({ page, request }) => {
  const token = await signIn(request, page);
  const tag = uniq();
  const events = Array.from({ length: 12 }, (_, n) => ({ type: 'pageview', path: '/en', language: 'en', referrer: `https://${tag}-${n}.example.org/` }));
  const sent = await request.post('/api/events', { data: { events }, headers: { 'User-Agent': browserUa(tag) } });
  expect(sent.status()).toBe(204);
  const res = await request.get('/api/admin/stats/site/referrers?days=7&limit=10', { headers: { Authorization: `Bearer ${token}` } });
  const total = Number(res.headers()['x-total-count']);
  expect(total).toBeGreaterThanOrEqual(12);
  expect(res.headers().link).toContain('rel="next"');

  await page.goto('/admin');
  const section = page.getByTestId('site-stats');
  await section.getByRole('button', { name: '7 days' }).click();
  const referrers = page.getByTestId('site-stats-referrers');
  await expect(referrers.locator('tbody tr')).toHaveCount(10);
  const card = referrers.locator('xpath=..');
  await expect(card.getByRole('status')).toHaveText(`Showing 10 of ${total.toLocaleString('en-US')}`);
  await card.getByRole('button', { name: 'Load more' }).click();
  await expect(referrers.locator('tbody tr')).toHaveCount(Math.min(total, 20));
});
