import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { holdScripts, startApp, waitForDemoContent } from './fixtures';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

/** What each page says first, per language: its h1. */
const HEADINGS = {
  home: { en: 'Wild Light of the North', sv: 'Nordens vilda ljus', nl: 'Het wilde licht van het noorden' },
  gallery: { en: 'Photo & Video Gallery', sv: 'Foto- och videogalleri', nl: 'Foto- en videogalerij' },
  blog: { en: 'Stories from the Field', sv: 'Berättelser från fält', nl: 'Verhalen uit het veld' },
} as const;
const LANGUAGES = ['en', 'sv', 'nl'] as const;

/** A demo post: the oldest (other suites add posts, some with hostile content on purpose). */
async function firstPost(page: Page, lang: string) {
  const posts = (await (await page.request.get(`/api/blog/posts?language=${lang}`)).json()) as { slug: string; title: string }[];
  return posts.at(-1)!;
}

async function firstPhoto(page: Page, lang: string) {
  const items = (await (await page.request.get(`/api/gallery/items?language=${lang}`)).json()) as { id: number; title: string; type: string }[];
  return items.find((i) => i.type === 'photo')!;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    test(`every public page reads completely in ${lang}, with its photos`, async ({ page }) => {
      for (const [key, path] of [['home', `/${lang}`], ['gallery', `/${lang}/gallery`], ['blog', `/${lang}/blog`]] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[key][lang]);
      }
      await page.goto(`/${lang}`);
      // The home page's sections and footer are there too, with their photos at their sizes.
      for (const id of ['gallery', 'about', 'contact']) await expect(page.locator(`#${id}`)).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      const tile = page.locator('#gallery').getByTestId('gallery-tile').first().locator('img');
      await expect(tile).toHaveAttribute('width', /\d+/);
      await expect(tile).toHaveAttribute('height', /\d+/);
      // Tiles under the first screen show a reader without scripts one WebP derivative wide enough for a
      // tile (960 px; the widest there is for the small photos other suites upload, which come first).
      await expect(tile).toHaveAttribute('src', /-\d+\.webp$/);
      const sources = await page.locator('#gallery').getByTestId('gallery-tile').locator('img').evaluateAll((els) => els.map((e) => e.getAttribute('src') ?? ''));
      expect(sources.some((src) => src.endsWith('-960.webp')), sources.join(', ')).toBe(true);

      const post = await firstPost(page, lang);
      await page.goto(`/${lang}/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.locator('.rich-text')).not.toBeEmpty();

      const photo = await firstPhoto(page, lang);
      await page.goto(`/${lang}/gallery/${photo.id}`);
      await expect(page.getByTestId('photo-view').getByRole('heading', { name: photo.title, level: 2 })).toBeVisible();
      // Its links work as plain links: next photo, then close back to the gallery.
      await page.getByTestId('photo-view').locator('a[aria-label]').last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/gallery/\\d+$`));
      expect(page.url()).not.toContain(`/gallery/${photo.id}`);
      await page.getByTestId('photo-view').locator('a[aria-label]').first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/gallery$`));
    });
  }

  test('the phone menu opens and its links lead on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sv');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByLabel('Öppna menyn').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Blogg' }).click();
    await expect(page).toHaveURL(/\/sv\/blog$/);
  });

  test('the language menu and the navigation are plain links', async ({ page }) => {
    await page.goto('/sv/gallery');
    await page.getByTestId('language-switcher').locator('summary').click();
    await page.getByTestId('language-nl').click();
    await expect(page).toHaveURL(/\/nl\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.gallery.nl);
    await page.getByRole('navigation', { name: 'Hoofdnavigatie' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/blog$/);
  });
});

test.describe('with JavaScript', () => {
  test('no hydration warning or console error on any public page, in English and Swedish, and no answer fetched that came with the page', async ({ page }) => {
    const problems: string[] = [];
    let fetched: string[] = [];
    // Every answer a page reads came in its HTML, but for a home page's, which its app asks for as it
    // starts: hydration and the sections below asked the API for nothing else.
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (['fetch', 'xhr'].includes(r.resourceType()) && r.method() === 'GET' && url.pathname.startsWith('/api/') && url.pathname !== '/api/site-config') fetched.push(`${url.pathname}${url.search}`);
    });
    page.on('console', (m) => {
      // The 404 page is answered with 404 on purpose.
      if (page.url().endsWith('/no-such-page') && m.text().includes('404')) return;
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    for (const lang of ['en', 'sv']) {
      const post = await firstPost(page, lang);
      const photo = await firstPhoto(page, lang);
      for (const path of [`/${lang}`, `/${lang}/gallery`, `/${lang}/blog`, `/${lang}/blog/${post.slug}`, `/${lang}/gallery/${photo.id}`, `/${lang}/collections`, `/${lang}/map`, `/${lang}/no-such-page`]) {
        fetched = [];
        await page.goto(path, { waitUntil: 'networkidle' });
        // The home pages' app starts when the visitor moves the mouse.
        await startApp(page);
        // Scrolling down hydrates the sections below the first screen too.
        await page.mouse.wheel(0, 20_000);
        await page.waitForLoadState('networkidle');
        const expected = path === `/${lang}` ? [`/api/page-data?path=%2F${lang}`, '/api/site-settings', `/api/site-texts?language=${lang}`] : [];
        expect(fetched.sort(), path).toEqual(expected);
      }
    }
    await page.goto('/gallery', { waitUntil: 'networkidle' });
    expect(problems).toEqual([]);
  });

  test('the switcher moves between language addresses, and a saved choice renders plain addresses at once', async ({ page }) => {
    await page.goto('/sv/gallery', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.gallery.sv);
    await page.getByTestId('language-switcher').locator('summary').click();
    await page.getByTestId('language-nl').click();
    await expect(page).toHaveURL(/\/nl\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.gallery.nl);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
    // The plain address now comes from the server in Dutch: the first HTML is already Dutch.
    const html = await (await page.request.get('/blog', { headers: { Cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })).text();
    expect(html).toContain('<html lang="nl"');
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.blog.nl);
  });

  test('a choice saved before the cookie existed shows no other language: the page comes again in it', async ({ page, context }) => {
    await page.goto('/en');
    await page.evaluate(() => localStorage.setItem('language', 'sv'));
    await context.clearCookies();
    const seen: string[] = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'document') seen.push(r.url());
    });
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS.gallery.sv);
    expect(seen.length).toBe(2);
  });

  test('the lightbox address follows the photo, Back closes it and Forward opens it again', async ({ page }) => {
    for (const start of ['/sv/gallery', '/sv']) {
      await page.goto(start, { waitUntil: 'networkidle' });
      // A click before the page's code has run follows the tile's link to the photo's own page.
      // The footer hydrates once the visitor comes near it, and only after the page itself has.
      await page.getByTestId('footer-newsletter').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('footer-newsletter')).toHaveAttribute('data-hydrated', 'true');
      const tile = page.locator('[data-testid="gallery-tile"]').first();
      await tile.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      await tile.click();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      await expect(page).toHaveURL(/\/sv\/gallery\/\d+$/);
      const first = page.url();
      await page.keyboard.press('ArrowRight');
      await expect(page).not.toHaveURL(first);
      await expect(page).toHaveURL(/\/sv\/gallery\/\d+$/);
      const title = await page.getByTestId('lightbox').getByRole('heading').textContent();
      await expect(page).toHaveTitle(new RegExp(title!));
      await page.goBack();
      await expect(page.getByTestId('lightbox')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${start}$`));
      await page.goForward();
      await expect(page.getByTestId('lightbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(new RegExp(`${start}$`));
    }
    // Arriving at a photo's address opens it; closing leads to the gallery.
    const photo = await firstPhoto(page, 'en');
    await page.goto(`/en/gallery/${photo.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('photo-view').getByRole('heading', { name: photo.title, level: 2 })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/en\/gallery$/);
  });

  test('a filter chosen before the page\'s code has run is kept once it runs', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/gallery', { waitUntil: 'commit' });
    const country = page.getByLabel('Country');
    // Options read "Finland (3)": the value is the country.
    const chosen = (await country.locator('option').nth(1).getAttribute('value'))!;
    await country.selectOption(chosen);
    release();
    await page.waitForLoadState('networkidle');
    await expect(country).toHaveValue(chosen);
    const items = (await (await page.request.get('/api/gallery/items?language=en')).json()) as { country: string | null }[];
    const ofCountry = items.filter((i) => i.country === chosen).length;
    expect(ofCountry).toBeLessThan(items.length);
    await expect(page.getByText(new RegExp(`^Showing \\d+ of ${ofCountry}$`))).toBeVisible();
  });

  test('everything / loads until the network is idle is at most 75 KB gzip, none of it the app before the visitor interacts; then nothing of the back-office or of the server', async ({ page }) => {
    const manifest = (name: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../dist/.vite', name), 'utf8')) as Record<string, { file: string }>;
    const siteFiles = new Set(Object.values(manifest('manifest.json')).map((c) => '/' + c.file));
    const adminOnly = Object.values(manifest('admin-manifest.json')).map((c) => '/' + c.file).filter((f) => !siteFiles.has(f));
    expect(adminOnly.length).toBeGreaterThan(0);
    const bodies: Promise<{ url: string; text: string }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') bodies.push(r.body().then((b) => ({ url: new URL(r.url()).pathname, text: b.toString('utf8') })));
    });
    await page.setViewportSize({ width: 412, height: 823 });
    // The slideshow's own start of the app (before its first turn) stays out: see public-app-start.e2e.ts.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page view the loader sends once the first photo is on screen: the last thing it does without the visitor.
    const counted = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.request().method() === 'POST');
    await page.goto('/', { waitUntil: 'networkidle' });
    await counted;
    await page.waitForLoadState('networkidle');
    const inline = await page.locator('script:not([src]):not([type])').evaluateAll((els) => els.map((e) => e.textContent ?? ''));
    const first = [...inline.map((text) => ({ url: '(inline)', text })), ...(await Promise.all(bodies))];
    const gz = (list: { text: string }[]) => list.reduce((sum, s) => sum + gzipSync(s.text, { level: 9 }).length, 0);
    const appFiles = await page.locator('meta[name="app-script"], meta[name="app-preload"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')!));
    expect(appFiles.length).toBeGreaterThan(0);
    expect(first.map((s) => s.url).filter((u) => appFiles.includes(u))).toEqual([]);
    // The budget of web/scripts/report-sizes.mjs (SITE_BUDGET): the app alone (React DOM and the site's code) is more.
    expect(gz(first), first.map((s) => s.url).join(', ')).toBeLessThanOrEqual(75 * 1024);

    // The visitor moves the mouse: the app comes, and still nothing of the back-office.
    await startApp(page);
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.map((s) => s.url)).toEqual(expect.arrayContaining(appFiles));
    expect(scripts.map((s) => s.url).filter((u) => adminOnly.includes(u))).toEqual([]);
    for (const { url, text } of scripts) {
      // No zod, no admin schema or string, nothing of the editor.
      expect(text, url).not.toContain('Password is required for new users');
      expect(text, url).not.toContain('ZodError');
      expect(text, url).not.toContain('ProseMirror');
      expect(text, url).not.toContain('/api/admin/stats');
      // Nothing of the pages' loaders or heads: the server reads the database and writes structured data.
      expect(text, url).not.toContain('clientGalleryStatus');
      expect(text, url).not.toContain('featuredFirst');
      expect(text, url).not.toContain('schema.org');
    }
  });
});
