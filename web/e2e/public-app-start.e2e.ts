import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { SiteStats } from '@portfolio/shared';
import { adminToken, holdScripts, startApp, uniq, waitForDemoContent, watchConsole } from './fixtures';

/*
 * The home page's app (React and the entry chunk) starts at the visitor's first interaction, or
 * before the slideshow's first turn (server/src/site/entry-script.ts). Until then the page is its
 * HTML: nothing is lost (a click on a button is made again once the app runs, the view is counted).
 * Visitors here ask for less motion where the slideshow's own start of the app must stay out.
 */

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

/** The app's files the page names (its script and preloads), as paths. */
async function appFiles(page: Page): Promise<string[]> {
  const files = await page.locator('meta[name="app-script"], meta[name="app-preload"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')!));
  expect(files.length).toBeGreaterThan(0);
  return files;
}

/** Every path the page asks for, in order. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

/** The page view the loader sends once the first photo is on screen (the last thing it does without the visitor). */
const viewSent = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test.describe('a visitor who asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/', '/sv']) {
    test(`${path} asks for no script until the visitor moves the mouse; then the app starts and hydrates`, async ({ page }) => {
      const logged = watchConsole(page);
      const paths = requested(page);
      const counted = viewSent(page);
      await page.goto(path, { waitUntil: 'networkidle' });
      await counted;
      await page.waitForLoadState('networkidle');
      const app = await appFiles(page);
      expect(paths.filter((p) => p.endsWith('.js'))).toEqual([]);
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      await startApp(page);
      for (const file of app) expect(paths).toContain(file);
      logged.check();
    });
  }

  test('what is typed before the app runs is kept, and the form then sends it with the app', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const form = page.getByTestId('footer-newsletter');
    // Scrolling to the footer starts the app, whose code is held on its way while the visitor types.
    await form.scrollIntoViewIfNeeded();
    const email = `early${Date.now()}@example.com`;
    await form.getByRole('textbox').fill(email);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    // The page stayed where the visitor had scrolled to.
    await expect(form).toBeInViewport();
    await expect(form.getByRole('textbox')).toHaveValue(email);
    const request = page.waitForRequest('**/api/newsletter/subscribe');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await request).postDataJSON().email).toBe(email);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('a tap on the page starts the app', async ({ page }) => {
      const paths = requested(page);
      const counted = viewSent(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      await counted;
      const [script] = await appFiles(page);
      expect(paths).not.toContain(script);
      await page.getByRole('heading', { level: 1 }).tap();
      await hydrated(page);
      expect(paths).toContain(script);
    });

    test('a click on a button before the app runs is made again once it has hydrated', async ({ page }) => {
      // The app's script is held on its way until the click has been made.
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'networkidle' });
      const search = page.locator('#gallery input[type="search"]');
      await page.getByRole('button', { name: 'Search' }).click();
      // Held: the page did nothing with it yet (it has no code of its own for the button).
      await expect(search).not.toBeFocused();
      expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
      release();
      await hydrated(page);
      // The search button leads to the page's search box.
      await expect(search).toBeFocused();
    });

    test('the phone menu opened before the app runs stays open, and then closes as usual', async ({ page }) => {
      await page.goto('/sv', { waitUntil: 'networkidle' });
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      // A <details>: it opens by itself, and the tap starts the app.
      await page.getByLabel('Öppna menyn').tap();
      await expect(menu).toBeVisible();
      await hydrated(page);
      await expect(menu).toBeVisible();
      await page.getByLabel('Stäng menyn').tap();
      await expect(menu).toBeHidden();
      await page.getByLabel('Öppna menyn').tap();
      await menu.getByRole('link', { name: 'Om mig' }).tap();
      await expect(menu).toBeHidden();
      await expect(page.locator('#about')).toBeInViewport();
    });
  });
});

test('the slideshow starts the app by itself before its first turn, and the next photo is there when it turns', async ({ page }) => {
  await page.goto('/');
  // No interaction at all: the slideshow needs the app about 2 s before its first turn.
  await hydrated(page);
  const turned = await page.waitForFunction(
    () => {
      const next = document.querySelectorAll<HTMLElement>('.hero-slide')[1];
      if (next?.dataset.active !== 'true') return null;
      const img = next.querySelector('img');
      return { loaded: !!img && img.complete && img.naturalWidth > 0 };
    },
    undefined,
    { timeout: 20_000 },
  );
  expect(await turned.jsonValue()).toEqual({ loaded: true });
});

test.describe('the site statistics', () => {
  test.use({ reducedMotion: 'reduce' });

  async function siteStats(request: APIRequestContext, token: string): Promise<SiteStats> {
    const res = await request.get('/api/admin/stats/site?days=7', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    return res.json();
  }
  const views = (rows: { key: string; views: number }[], key: string) => rows.find((r) => r.key === key)?.views ?? 0;

  test('count a visitor who never interacts once, with the site they came from, and neither again when they then do', async ({ browser, request }) => {
    const token = await adminToken(request);
    const before = await siteStats(request, token);
    const referrer = `${uniq()}.example`;
    // A visitor of their own (the server tells visitors apart by address and user agent).
    const context = await browser.newContext({ userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 e2e-${uniq()}`, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const sent: { events: { type: string; path?: string; referrer?: string }[] }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events') && r.method() === 'POST') sent.push(JSON.parse(r.postData()!));
    });
    const counted = viewSent(page);
    await page.goto('/sv', { waitUntil: 'networkidle', referer: `https://${referrer}/a/page` });
    await counted;
    await expect.poll(async () => views((await siteStats(request, token)).pages, 'home') - views(before.pages, 'home')).toBe(1);
    const once = await siteStats(request, token);
    expect(views(once.languages, 'sv') - views(before.languages, 'sv')).toBe(1);
    // Sent as the app's beacon sends it, with the other site the visitor came from.
    expect(sent).toEqual([{ events: [{ type: 'pageview', path: '/sv', language: 'sv', referrer: `https://${referrer}/a/page` }] }]);

    // The visitor moves the mouse and goes on to the gallery in the page.
    await startApp(page);
    await page.locator('header a[href="/sv/gallery"]').first().click();
    await expect(page).toHaveURL(/\/sv\/gallery$/);
    // Leaving sends what waits (see site-stats.e2e.ts: the test raises the page's pagehide itself).
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(async () => views((await siteStats(request, token)).pages, 'gallery') - views(once.pages, 'gallery')).toBe(1);
    const after = await siteStats(request, token);
    // The home page's view was not counted again, nor the site the visitor came from.
    expect(views(after.pages, 'home') - views(before.pages, 'home')).toBe(1);
    expect(sent.flatMap((b) => b.events)).toEqual([
      { type: 'pageview', path: '/sv', language: 'sv', referrer: `https://${referrer}/a/page` },
      { type: 'pageview', path: '/sv/gallery', language: 'sv' },
    ]);
    expect(views(after.languages, 'sv') - views(before.languages, 'sv')).toBe(2);
    await context.close();
  });

  test('count nothing of a visitor whose browser asks not to be tracked (Global Privacy Control), before the app runs or after', async ({ page }) => {
    // Every sendBeacon call is written down as it is made.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      const calls: string[] = [];
      (window as unknown as { statsCalls: string[] }).statsCalls = calls;
      const beacon = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => (calls.push(String(url)), beacon(url, data));
    });
    await page.goto('/en', { waitUntil: 'networkidle' });
    // The web fonts come when the first photo is on screen, right before the loader would count the view.
    await expect(page.locator('html')).toHaveClass(/web-fonts/);
    await startApp(page);
    await page.locator('header a[href="/en/gallery"]').first().click();
    await expect(page).toHaveURL(/\/en\/gallery$/);
    // Leaving sends whatever waits, there and then.
    const calls = await page.evaluate(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      return (window as unknown as { statsCalls: string[] }).statsCalls;
    });
    expect(calls).toEqual([]);
    expect(await page.locator('html').getAttribute('data-counted')).toBeNull();
  });
});
