import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pmtilesArchive } from '../../server/test/pmtiles-archive';
import { seriousA11yViolations, watchConsole } from './fixtures';

/*
 * The map on the site's own vector basemap. The shared e2e server has none configured, so this
 * suite starts a server of its own (port E2E_PORT + 7, an empty data folder) with a small PMTiles
 * archive of Europe, and three photos placed through the admin API.
 */

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3998) + 7;
const site = `http://127.0.0.1:${port}`;
const PASSWORD = 'basemap-admin-password';
const screenshots = process.env.SCREENSHOT_DIR;

let server: ChildProcess | null = null;
let dataDir = '';

/** Degrees as Exif writes them (whole degrees, minutes, seconds). */
const dms = (v: number) => `${Math.floor(v)}/1 ${Math.floor((v % 1) * 60)}/1 0/1`;

async function photoAt(lat: number, lon: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 80 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: dms(lat), GPSLongitudeRef: 'E', GPSLongitude: dms(lon) } })
    .toBuffer();
}

async function placePhotos(request: APIRequestContext) {
  const login = await request.post(`${site}/api/admin/login`, { data: { username: 'admin', password: PASSWORD } });
  expect(login.ok()).toBeTruthy();
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const places = [
    { title: 'Skerries at dawn', lat: 59.33, lon: 18.07, colour: '#35506b' },
    { title: 'Reeds in the archipelago', lat: 59.4, lon: 18.3, colour: '#6b5a35' },
    { title: 'Canal in winter', lat: 52.37, lon: 4.9, colour: '#4d6b35' },
  ];
  for (const p of places) {
    const upload = await request.post(`${site}/api/admin/upload`, { headers, multipart: { file: { name: `${p.title}.jpg`, mimeType: 'image/jpeg', buffer: await photoAt(p.lat, p.lon, p.colour) } } });
    expect(upload.ok()).toBeTruthy();
    const created = await request.post(`${site}/api/admin/gallery/items`, { headers, data: { mediaHash: (await upload.json()).hash, title: p.title, isPublished: true } });
    expect(created.status()).toBe(201);
  }
  // The viewer shows the photos' derivatives: wait until they are made.
  await expect
    .poll(async () => ((await (await request.get(`${site}/api/gallery/items?language=en`)).json()) as { image: unknown }[]).filter((i) => i.image).length, { timeout: 90_000 })
    .toBe(3);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'portfolio-basemap-e2e-'));
  const archive = path.join(dataDir, 'europe.pmtiles');
  writeFileSync(archive, pmtilesArchive());
  server = spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
    cwd: path.join(root, 'server'),
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      DEMO_CONTENT: 'off',
      ADMIN_PASSWORD: PASSWORD,
      STATIC_ROOT: path.join(root, 'web/dist'),
      MAP_BASEMAP_PMTILES: archive,
    },
  });
  await expect.poll(async () => (await request.get(`${site}/api/health`).catch(() => null))?.ok() ?? false, { timeout: 60_000 }).toBe(true);
  await placePhotos(request);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** Content-Security-Policy violations the page reports (none expected). */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the map shows its clusters on the basemap, each opening its photos in the viewer', async ({ page, request }) => {
  // The server's HTML keeps the drawn map (without script, and until the basemap is drawn).
  const html = await (await request.get(`${site}/en/map`)).text();
  expect(html).toContain('data-testid="world-map"');
  expect(html).toContain('"basemap":{"url":"/basemap.pmtiles"');

  const console = watchConsole(page);
  const cspViolations = await watchCsp(page);
  const ranges: number[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/basemap.pmtiles') ranges.push(r.status());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site}/en/map`);
  const canvas = page.getByRole('region', { name: 'Detailed map of where the photos were made' });
  await expect(canvas).toBeVisible();
  // The basemap drawn, the drawn map gives way (it keeps the room).
  await expect(page.getByTestId('world-map')).toBeHidden();
  expect(ranges.length).toBeGreaterThan(0);
  expect(ranges.every((s) => s === 206)).toBe(true);

  const detailed = page.getByTestId('detailed-map');
  const clusters = detailed.getByTestId('basemap-cluster');
  await expect(clusters).toHaveCount(2);
  const stockholm = detailed.getByRole('link', { name: /^2 photos around 59\.\d° N, 18\.\d° E$/ });
  await expect(stockholm).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'basemap-en-desktop.png'), fullPage: true });

  // By keyboard, as on the drawn map: the cluster is a link with the same name.
  await stockholm.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByTestId('lightbox');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/en\/gallery\/\d+\?cell=/);
  await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 2');
  await expect(viewer).toContainText(/Skerries at dawn|Reeds in the archipelago/);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // A click on the other cluster opens its one photo.
  await detailed.getByRole('link', { name: /^1 photo around 52\.4° N, 4\.9° E$/ }).click();
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('Canal in winter');
  expect(await cspViolations()).toEqual([]);
  console.check();
});

test('zoomed in over Stockholm, the detailed map shows the finer clusters of what is in sight, each opening its photos', async ({ page }) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/map' && url.searchParams.has('view')) asked.push(url.searchParams.get('view')!);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${site}/en/map`);
  await expect(page.getByRole('region', { name: 'Detailed map of where the photos were made' })).toBeVisible();
  const detailed = page.getByTestId('detailed-map');
  const stockholm = detailed.getByRole('link', { name: /^2 photos around 59\.\d° N, 18\.\d° E$/ });
  await expect(stockholm).toBeVisible();
  // Opening the map asks nothing more: it shows the page's clusters.
  expect(asked).toEqual([]);

  // The wheel zooms around the pointer, held over the Stockholm cluster, until the map's clusters follow.
  await stockholm.scrollIntoViewIfNeeded();
  const box = (await stockholm.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const skerries = detailed.getByRole('link', { name: '1 photo around 59.3° N, 18.1° E' });
  const reeds = detailed.getByRole('link', { name: '1 photo around 59.4° N, 18.3° E' });
  // The map opens at the photos' extent, so Amsterdam can stay in sight for a step after Stockholm splits.
  // One step of the wheel at a time, and only while the view still needs it: a step taken before the
  // last one's clusters arrived would zoom past the two.
  const clusters = detailed.getByTestId('basemap-cluster');
  await expect(async () => {
    if (!(await skerries.isVisible()) || (await clusters.count()) !== 2) await page.mouse.wheel(0, -600);
    await expect(skerries).toBeVisible({ timeout: 5_000 });
    await expect(clusters).toHaveCount(2, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(reeds).toBeVisible();
  await expect(detailed.getByTestId('basemap-cluster').first()).toHaveAttribute('data-count', '1');
  // Amsterdam is out of sight: the total and the list below count what is in sight.
  await expect(page.getByTestId('map-total')).toHaveText('2 photos on the map');
  await expect(page.getByTestId('map-cluster-link')).toHaveText(['1 photo around 59.3° N, 18.1° E', '1 photo around 59.4° N, 18.3° E']);
  // Every view asked is one of whole degrees; the address keeps the page's.
  expect(asked.length).toBeGreaterThan(0);
  for (const view of asked) expect(view.split(',').map(Number).every(Number.isInteger)).toBe(true);
  await expect(page).toHaveURL(/\/en\/map$/);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'basemap-en-zoomed.png'), fullPage: true });

  // A finer cluster opens its own square's photos: the one photo there, so the viewer has no counter to walk.
  await reeds.click();
  const viewer = page.getByTestId('lightbox');
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/en\/gallery\/\d+\?cell=/);
  await expect(viewer).toContainText('Reeds in the archipelago');
  await expect(page.getByTestId('lightbox-counter')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(skerries).toBeVisible();

  // Zoomed out with the map's button, the two photos are one cluster again, and the viewer walks both.
  await expect(async () => {
    await page.getByRole('button', { name: 'Zoom out', exact: true }).click();
    await expect(stockholm).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(skerries).toHaveCount(0);
  await stockholm.click();
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 2');
  console.check();
});

test('in Swedish, on a phone, the detailed map speaks Swedish', async ({ page }) => {
  const console = watchConsole(page);
  const cspViolations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site}/sv/map`);
  await expect(page.getByRole('region', { name: 'Detaljerad karta över var bilderna togs' })).toBeVisible();
  await expect(page.getByTestId('detailed-map').getByRole('link', { name: /^2 bilder kring 59\.\d° N, 18\.\d° E$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zooma in' })).toBeVisible();
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'basemap-sv-phone.png'), fullPage: true });
  expect(await cspViolations()).toEqual([]);
  console.check();
});

/** The centres of the map's clusters in the page, by their names. */
async function centres(page: Page, testId: string) {
  return page.getByTestId(testId).evaluateAll((links) =>
    links.map((a) => {
      const box = a.getBoundingClientRect();
      return { name: a.getAttribute('aria-label') ?? '', x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
}

test('on a phone the map opens at the extent of its photos, drawn and detailed, so Stockholm and Amsterdam lie far apart', async ({ page, browser }) => {
  // Without scripts: the drawn map's land and clusters are those of the photos' extent, not the world's.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await noScript.newPage();
  await plain.goto(`${site}/en/map`);
  const land = await plain.getByTestId('world-map').locator('image').getAttribute('href');
  const [west, south, east, north] = new URL(land!, site).searchParams.get('view')!.split(',').map(Number) as [number, number, number, number];
  expect(west).toBeLessThan(4.9);
  expect(east).toBeGreaterThan(18.3);
  expect(south).toBeLessThan(52.37);
  expect(north).toBeGreaterThan(59.4);
  expect(east - west).toBeLessThan(40);
  const drawn = await centres(plain, 'map-cluster');
  expect(drawn).toHaveLength(2);
  // On the world's map the two are about 14 px apart on a phone; on their own extent, most of its width.
  expect(Math.abs(drawn[0]!.x - drawn[1]!.x)).toBeGreaterThan(150);
  await noScript.close();

  // With scripts the detailed map opens at the same extent.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site}/en/map`);
  await expect(page.getByRole('region', { name: 'Detailed map of where the photos were made' })).toBeVisible();
  await expect(page.getByTestId('detailed-map').getByTestId('basemap-cluster')).toHaveCount(2);
  const detailed = await centres(page, 'basemap-cluster');
  expect(Math.abs(detailed[0]!.x - detailed[1]!.x)).toBeGreaterThan(150);
});

test('reached from another page, the map page shows the detailed map too, within the same CSP', async ({ page }) => {
  const console = watchConsole(page);
  const cspViolations = await watchCsp(page);
  await page.goto(`${site}/en/gallery`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/en\/map$/);
  await expect(page.getByRole('region', { name: 'Detailed map of where the photos were made' })).toBeVisible();
  await expect(page.getByTestId('detailed-map').getByTestId('basemap-cluster')).toHaveCount(2);
  expect(await cspViolations()).toEqual([]);
  console.check();
});

test('without WebGL the drawn map stays, and its clusters open the viewer', async ({ page }) => {
  // A browser without WebGL: every WebGL context is refused.
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/i.test(type) ? null : (getContext as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
    } as typeof getContext;
  });
  const console = watchConsole(page);
  const gaveUp = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('The detailed map is not shown'));
  await page.goto(`${site}/en/map`);
  await gaveUp;
  const drawn = page.getByTestId('world-map');
  await expect(drawn).toBeVisible();
  await expect(page.getByTestId('detailed-map')).toBeHidden();
  await drawn.getByRole('link', { name: /^2 photos around/ }).click();
  await expect(page.getByTestId('lightbox')).toBeVisible();
  await expect(page.getByTestId('lightbox-counter')).toHaveText('1 / 2');
  console.check();
});
