import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousA11yViolations, waitForDemoContent, watchConsole } from './fixtures';

/** The public gallery's answer, to compare what is drawn with what the server says. */
interface Item {
  id: number;
  type: 'photo' | 'video';
  title: string;
  width: number | null;
  height: number | null;
  image: { width: number; height: number } | null;
}

async function items(request: APIRequestContext, language = 'en'): Promise<Item[]> {
  const res = await request.get(`/api/gallery/items?language=${language}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Item[];
}

const ratioOf = (i: Item) => (i.width ?? i.image!.width) / (i.height ?? i.image!.height);

/** Every shown tile is drawn in its photo's aspect ratio (within 2 %). */
async function expectTilesInAspect(page: Page, scope: string, byId: Map<number, Item>) {
  const tiles = page.locator(scope).getByTestId('gallery-tile');
  await expect(tiles.first()).toBeVisible();
  const boxes = await tiles.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { href: el.getAttribute('href') ?? '', w: r.width, h: r.height };
    }),
  );
  expect(boxes.length).toBeGreaterThan(4);
  const ratios = new Set<string>();
  for (const box of boxes) {
    const item = byId.get(Number(box.href.split('/').pop()));
    expect(item, box.href).toBeTruthy();
    const want = ratioOf(item!);
    ratios.add(want.toFixed(2));
    expect(Math.abs(box.w / box.h - want) / want, `${item!.title}: ${box.w}x${box.h}, photo ${want.toFixed(3)}`).toBeLessThanOrEqual(0.02);
  }
  // The demo has portraits, squares and panoramas: not every tile is the same shape.
  expect(ratios.size).toBeGreaterThan(1);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

test.describe('gallery layout', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('tiles on /gallery and on the home page keep their photo’s aspect ratio', async ({ page, request }) => {
    const byId = new Map((await items(request)).map((i) => [i.id, i]));
    const consoleWatch = watchConsole(page);
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    await expectTilesInAspect(page, 'main', byId);
    // Several tiles share a row on a large screen.
    const tops = await page.getByTestId('gallery-tile').evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops[1]).toBe(tops[0]);

    await page.goto('/en/', { waitUntil: 'networkidle' });
    await page.locator('#gallery').scrollIntoViewIfNeeded();
    await expectTilesInAspect(page, '#gallery', byId);
    // No hydration warning or other error; a resource the busy test server drops (it is still
    // making derivatives right after seeding) is not this test's concern.
    expect(consoleWatch.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tile shows its photo whole with the caption under it; the viewer\'s panel leaves the title to the caption and shows every row', async ({ page }) => {
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    const tile = page.getByTestId('gallery-tile').first();
    const photo = (await tile.getByTestId('tile-photo').boundingBox())!;
    const caption = (await tile.getByTestId('tile-caption').boundingBox())!;
    expect(caption.y).toBeGreaterThanOrEqual(photo.y + photo.height - 1);
    // The link is named by the title it shows.
    const title = await tile.getByTestId('tile-title').innerText();
    await expect(tile).toHaveAccessibleName(title);

    await tile.click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    await box.getByRole('button', { name: 'Photo details' }).click();
    const panel = page.getByTestId('photo-info');
    await expect(panel).toBeVisible();
    // The panel's own sections have headings; the photo's title is the caption's alone.
    await expect(panel.getByRole('heading', { name: title })).toBeHidden();
    // Its last row is inside the panel, not under the caption.
    const last = (await panel.locator('dd').last().boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(panelBox.y + panelBox.height);
  });

  test('the first tile of /gallery starts on the first screen, filters fold into one control, titles show without hover', async ({ page }) => {
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    const first = page.getByTestId('gallery-tile').first();
    const box = (await first.boundingBox())!;
    expect(box.y).toBeLessThan(844);
    expect(box.width).toBeGreaterThan(300);
    // No hover on a touch screen: the title is shown as it is.
    await expect(first.getByTestId('tile-title')).toBeVisible();
    expect(Number(await first.locator('span').filter({ has: page.getByTestId('tile-title') }).first().evaluate((el) => getComputedStyle(el).opacity))).toBe(1);

    const toggle = page.getByTestId('filters-toggle');
    await expect(toggle).toBeVisible();
    await expect(page.getByLabel('Type')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('Type').selectOption('video');
    await expect(toggle).toHaveText(/\(1\)/);
  });

  test('the home category filter is one row that scrolls sideways; the open menu is opaque', async ({ page }) => {
    await page.goto('/en/', { waitUntil: 'networkidle' });
    const row = page.getByTestId('category-filter');
    const tops = await row.getByRole('button').evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await page.getByLabel('Open menu').click();
    // rgb(...) is opaque; rgba(..., a < 1) would let the hero show through (polled: the colour fades in).
    await expect.poll(() => page.locator('header').evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
  });
});

/** 'Milky Way over the taiga': Sony ILCE-1, FE 14mm F1.8 GM, 14 mm, f/1.8, 15 s, ISO 3200, 18 Sept 2023. */
const INFO = {
  en: { date: 'September 18, 2023', aperture: 'f/1.8', iso: 'ISO 3,200', label: 'Photo details', fields: ['Camera', 'Lens', 'Aperture'] },
  sv: { date: '18 september 2023', aperture: 'f/1,8', iso: 'ISO 3\u00a0200', label: 'Bildinformation', fields: ['Kamera', 'Objektiv', 'Bländare'] },
  nl: { date: '18 september 2023', aperture: 'f/1,8', iso: 'ISO 3.200', label: 'Fotogegevens', fields: ['Camera', 'Objectief', 'Diafragma'] },
} as const;

test('the information panel shows the seeded camera values in three languages', async ({ page, request }) => {
  const photo = (await items(request)).find((i) => i.title === 'Milky Way over the taiga')!;
  expect(photo).toBeTruthy();
  for (const [language, want] of Object.entries(INFO)) {
    // A photo's own page (server-rendered), with the panel opened by its key.
    await page.goto(`/${language}/gallery/${photo.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('photo-view')).toBeVisible();
    const panel = page.getByTestId('photo-info');
    // A photo's own page may arrive with its panel open (its collections, place and related photos).
    if (!(await panel.isVisible())) await page.keyboard.press('i');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('aria-label', want.label);
    const value = (field: string) => panel.locator(`[data-field="${field}"] dd`);
    await expect(value('camera')).toHaveText('Sony ILCE-1');
    await expect(value('lens')).toHaveText('FE 14mm F1.8 GM');
    await expect(value('focal')).toHaveText('14 mm');
    await expect(value('aperture')).toHaveText(want.aperture);
    await expect(value('shutter')).toHaveText('15 s');
    await expect(value('iso')).toHaveText(want.iso);
    await expect(value('date')).toContainText(want.date);
    await expect(value('location')).toContainText('Oulanka');
    for (const label of want.fields) await expect(panel.locator('dt', { hasText: label }).first()).toBeVisible();
    // The button closes it again and says so.
    const button = page.getByRole('button', { name: want.label });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await button.click();
    await expect(panel).toHaveCount(0);
  }
});

test('a photo’s own page keeps Tab among its controls', async ({ page, request }) => {
  const photo = (await items(request)).find((i) => i.type === 'photo')!;
  await page.goto(`/en/gallery/${photo.id}`, { waitUntil: 'networkidle' });
  const view = page.getByTestId('photo-view');
  await expect(view).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await view.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
});

test.describe('lightbox', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  const widthOf = (url: string) => Number(/-(\d+)\.(?:webp|avif|jpe?g)$/.exec(url)?.[1] ?? 0);

  test('zooming in loads a larger derivative than the one shown', async ({ page }) => {
    test.setTimeout(300_000);
    const seen: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && r.url().includes('/media/')) seen.push(r.url());
    });
    // The background queue draws the demo photos' largest derivatives after the start: wait for
    // one large photo (other suites upload small ones) with a WebP wider than 1600 px (the queue
    // makes an asset's WebPs before its AVIFs, and the viewer zooms into the largest file there is),
    // rather than for the whole queue, which a busy machine takes minutes to finish.
    type Listed = { id: number; title: string; type: string; width: number | null; image: { webp: { width: number }[] } | null };
    const zoomable = (i: Listed) => i.type === 'photo' && (i.width ?? 0) >= 2000 && !!i.image?.webp.some((f) => f.width > 1600);
    let bigPhoto: Listed | undefined;
    await expect
      .poll(async () => {
        const items = (await (await page.request.get('/api/gallery/items?language=en')).json()) as Listed[];
        bigPhoto = items.find(zoomable);
        return bigPhoto?.id ?? null;
      }, { timeout: 240_000, intervals: [2000] })
      .not.toBeNull();
    if (!bigPhoto) throw new Error('no large photo with its large files');
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    await page.getByRole('searchbox').first().fill(bigPhoto.title);
    // The tile's address carries the search: /gallery/{id}?q=…
    await page.locator(`[data-testid="gallery-tile"][href*="/gallery/${bigPhoto.id}?"]`).click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    const shown = box.getByTestId('zoom-target').locator('img').first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shownWidth = widthOf(await shown.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(shownWidth).toBeGreaterThan(0);
    await expect(box.getByTestId('zoom-large')).toHaveCount(0);
    const before = seen.length;

    await box.getByRole('button', { name: 'Zoom in' }).click();
    await expect(box.getByTestId('zoom-target')).toHaveAttribute('data-zoomed', 'true');
    const large = box.getByTestId('zoom-large').locator('img');
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
    const largeWidth = widthOf(await large.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(largeWidth).toBeGreaterThan(shownWidth);
    expect(seen.slice(before).some((u) => widthOf(u) === largeWidth)).toBe(true);

    // A click on the zoomed photo zooms back out; the wheel zooms in again.
    await box.getByRole('button', { name: 'Zoom out' }).click();
    await expect(box.getByTestId('zoom-target')).toHaveAttribute('data-zoomed', 'false');
    await box.getByTestId('zoom-target').hover();
    await page.mouse.wheel(0, -200);
    await expect(box.getByTestId('zoom-target')).toHaveAttribute('data-zoomed', 'true');
  });

  test('full screen, slideshow and information work by keyboard; focus returns to the tile', async ({ page }) => {
    const consoleWatch = watchConsole(page);
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    const tile = page.getByTestId('gallery-tile').nth(1);
    await tile.focus();
    await page.keyboard.press('Enter');
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    const counter = page.getByTestId('lightbox-counter');
    await expect(counter).toHaveText(/^2 \/ \d+$/);

    // Every control has a name.
    for (const name of ['Photo details', 'Zoom in', 'Play slideshow', 'Full screen', 'Close', 'Previous image', 'Next image']) {
      await expect(box.getByRole('button', { name, exact: true })).toBeVisible();
    }

    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null)).toBe('lightbox');
    await expect(box.getByRole('button', { name: 'Exit full screen' })).toBeVisible();
    await page.keyboard.press('f');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    // The full-screen button also works from the keyboard (Tab to it, Enter).
    const fullscreen = box.getByTestId('fullscreen-toggle');
    await fullscreen.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    await page.keyboard.press(' ');
    await expect(box.getByTestId('slideshow-toggle')).toHaveAttribute('aria-label', 'Pause slideshow');
    await expect(counter).toHaveText(/^3 \/ \d+$/, { timeout: 12_000 });
    await page.keyboard.press(' ');
    await expect(box.getByTestId('slideshow-toggle')).toHaveAttribute('aria-label', 'Play slideshow');

    await page.keyboard.press('i');
    await expect(page.getByTestId('photo-info')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(tile).toBeFocused();
    expect(consoleWatch.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('the open viewer with its information panel has no serious accessibility violations', async ({ page }) => {
    await page.goto('/sv/gallery', { waitUntil: 'networkidle' });
    await page.getByTestId('gallery-tile').first().click();
    await expect(page.getByTestId('lightbox')).toBeVisible();
    await page.keyboard.press('i');
    await expect(page.getByTestId('photo-info')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('with reduced motion the slideshow changes photos without the fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/gallery', { waitUntil: 'networkidle' });
    await page.getByTestId('gallery-tile').first().click();
    const box = page.getByTestId('lightbox');
    await expect(box).toBeVisible();
    await page.keyboard.press(' ');
    await expect(page.getByTestId('lightbox-counter')).toHaveText(/^2 \/ \d+$/, { timeout: 12_000 });
    const animation = await box.getByTestId('zoom-target').evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe('none');
  });
});

test('the language switcher shows flags as images with the language name beside them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/sv/', { waitUntil: 'networkidle' });
  const switcher = page.getByTestId('language-switcher');
  const summary = switcher.locator('summary');
  await expect(summary.locator('svg[data-flag="sv"]')).toBeVisible();
  await expect(summary).toContainText('Svenska');
  // No emoji flags (regional indicator letters) anywhere in it.
  expect(await switcher.textContent()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  await summary.click();
  for (const [code, name] of [['en', 'English'], ['sv', 'Svenska'], ['nl', 'Nederlands']]) {
    const link = page.getByTestId(`language-${code}`);
    await expect(link.locator(`svg[data-flag="${code}"]`)).toBeVisible();
    await expect(link).toContainText(name);
    const flag = (await link.locator('svg[data-flag]').boundingBox())!;
    expect(flag.width).toBeGreaterThan(10);
    expect(flag.height).toBeGreaterThan(6);
  }
});

test('/blog has one newsletter form', async ({ page }) => {
  await page.goto('/en/blog', { waitUntil: 'networkidle' });
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('form:has(input[type="email"])')).toHaveCount(1);
});

test('the self-hosted fonts leave the hero photo as the largest paint', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: string[] };
    w.lcp = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.lcp.push((e as PerformanceEntry & { element?: Element }).element?.tagName ?? ''))).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/en/', { waitUntil: 'networkidle' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1))).toBe('IMG');
  const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => n.endsWith('.woff2')));
  // Only the latin files an English page needs, from our own address.
  expect(fonts.length).toBeGreaterThan(0);
  for (const f of fonts) {
    expect(new URL(f).host).toBe(new URL(page.url()).host);
    expect(f).not.toContain('latin-ext');
  }
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
});
