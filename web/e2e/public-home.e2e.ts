import { expect, test } from '@playwright/test';
import { startApp, toastOf, watchConsole, waitForDemoContent } from './fixtures';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

test.describe('home page', () => {
  test('the hero slideshow advances every 5 seconds and only the current slide is opaque', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // The slideshow turns with its app (without the visitor too: see public-app-start.e2e.ts).
    await startApp(page);
    const slides = page.locator('.hero-slide');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    await expect(slides.nth(0)).toHaveClass(/opacity-100/);
    await expect(slides.nth(1)).toHaveClass(/opacity-0/);
    await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 7000 });
    await expect(slides.nth(0)).toHaveClass(/opacity-0/);
    const first = page.locator('.hero-slide img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    consoleWatch.check();
  });

  test('gallery section: category filter, search and Load more', async ({ page }) => {
    await page.goto('/#gallery', { waitUntil: 'networkidle' });
    const section = page.locator('#gallery');
    const tiles = section.getByTestId('gallery-tile');
    await expect(tiles).toHaveCount(12);
    const all = await page.evaluate(async () => (await (await fetch('/api/gallery/items?language=en')).json()).length as number);
    // Load more is a link to the gallery's next page; with scripts it adds the next tiles here.
    await section.getByRole('link', { name: 'Load More' }).click();
    await expect(tiles).toHaveCount(Math.min(24, all));

    await section.getByRole('button', { name: 'Aurora', exact: true }).click();
    await expect(section.getByRole('button', { name: 'Aurora', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const auroraCount = await tiles.count();
    expect(auroraCount).toBeGreaterThan(0);
    expect(auroraCount).toBeLessThan(all);

    await section.getByRole('searchbox').fill('zzzz-no-such-photo');
    await expect(section.getByText('No photos found matching your criteria.')).toBeVisible();
    await section.getByRole('button', { name: 'All', exact: true }).click();
    await section.getByRole('searchbox').fill('reindeer');
    await expect(tiles.first()).toBeVisible();
    // Each tile is named by its title as shown.
    for (const tile of await tiles.all()) await expect(tile).toHaveAccessibleName(/\S/);
  });

  test('the gallery loads its code when the visitor reaches it, and a search typed before that runs once it has', async ({ page }) => {
    let release!: () => void;
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route('**/assets/home-sections-*.js', async (route) => {
      asked = true;
      await codeHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Under the hero: not asked for with the page.
    expect(asked).toBe(false);
    const section = page.locator('#gallery');
    const tiles = section.getByTestId('gallery-tile');
    await expect(tiles).toHaveCount(12);
    // The navigation's search button leads to the gallery's search box, drawn by the server.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Search' }).click();
    await expect(section.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('reindeer');
    await expect.poll(() => asked).toBe(true);
    release();
    await expect(section.getByRole('searchbox')).toHaveValue('reindeer');
    await expect.poll(() => tiles.count()).toBeLessThan(12);
    await expect(tiles.first()).toBeVisible();
  });

  test('lightbox: arrow keys wrap, Escape closes and focus returns', async ({ page }) => {
    await page.goto('/#gallery', { waitUntil: 'networkidle' });
    const tile = page.locator('#gallery').getByTestId('gallery-tile').first();
    await tile.click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    const counter = page.getByTestId('lightbox-counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    const total = Number((await counter.textContent())!.split('/')[1]);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(page.getByRole('button', { name: 'Next image' })).toBeVisible();
    // Scroll is locked while open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(tile).toBeFocused();

    // Backdrop click closes too.
    await tile.click();
    await expect(box).toBeVisible();
    await page.getByTestId('lightbox-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(box).toBeHidden();
  });

  test('contact form: success toast clears the form, failure toast keeps it', async ({ page }) => {
    await page.goto('/#contact', { waitUntil: 'networkidle' });
    const form = page.locator('#contact form');
    const fill = async () => {
      await form.getByLabel('Full Name').fill('Ada Lovelace');
      await form.getByLabel('Email Address').fill('ada@example.com');
      await form.getByLabel('Subject').selectOption('licensing');
      await form.getByLabel('Message').fill('I would like to license the aurora photo.');
    };
    await expect(form.getByLabel('Subject').locator('option').first()).toHaveText('Select a subject');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '6');
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastOf(page)).toContainText('Message Sent!');
    await expect(toastOf(page)).toContainText("Thank you for your message! I'll get back to you soon.");
    await expect(form.getByLabel('Full Name')).toHaveValue('');

    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await fill();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastOf(page, 'destructive')).toContainText('Error');
    await expect(toastOf(page, 'destructive')).toContainText('Failed to send message. Please try again.');
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  });

  test('footer newsletter: blank is ignored, an address subscribes', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const form = page.getByTestId('footer-newsletter');
    // The footer's code loads when the visitor comes near it; a click before that posts the page form (no scripts).
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/newsletter/subscribe')) posts++;
    });
    await form.getByRole('textbox').fill('   ');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const request = page.waitForRequest('**/api/newsletter/subscribe');
    await form.getByRole('textbox').fill(`  reader${Date.now()}@example.com `);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const body = (await request).postDataJSON();
    // A request for the blank click would have left before this one: this one is the only one.
    expect(posts).toBe(1);
    expect(body.email).toMatch(/^reader\d+@example\.com$/);
    expect(body.name).toBe('');
    expect(body.language).toBe('en');
    await expect(toastOf(page)).toContainText('Check your inbox'); // mail is on in the e2e server: double opt-in
    await expect(form.getByRole('textbox')).toHaveValue('');
  });

  test('images are protected: context menu and drag are blocked', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const img = page.locator('.hero-slide img').first();
    await expect(img).toBeVisible();
    const prevented = await img.evaluate((el) => {
      const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      const d = new DragEvent('dragstart', { bubbles: true, cancelable: true });
      el.dispatchEvent(d);
      return [e.defaultPrevented, d.defaultPrevented];
    });
    expect(prevented).toEqual([true, true]);
  });

  test('unknown paths show the 404 page', async ({ page }) => {
    await page.goto('/no/such/page', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('anchors work from other pages', async ({ page }) => {
    await page.goto('/blog', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the menu opens, scrolls to a section and closes', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('#gallery').getByTestId('gallery-tile').first()).toBeVisible();
    // Before its code runs the menu opens too (a <details>, see public-app-start.e2e.ts); closing it after a link needs the app.
    await startApp(page);
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#about')).toBeInViewport();
    await page.getByLabel('Open menu').click();
    await page.getByLabel('Close menu').click();
    await expect(menu).toBeHidden();
  });
});
