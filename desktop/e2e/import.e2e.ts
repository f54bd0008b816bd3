import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makeJpeg, repoRoot, writeFiles } from '../test/photos';
import { dropEntries, installTestBridge, startRendererServer } from './test-bridge';

const ADMIN = { username: 'admin', password: 'e2e-admin-password' };
const RENDERER_PORT = Number(process.env.DESKTOP_E2E_PORT ?? 3577);

interface PublicItem {
  title: string;
  country: string | null;
  location: string | null;
  description: string | null;
}

test.describe('desktop Import screen', () => {
  let dropRoot: string;
  let renderer: Awaited<ReturnType<typeof startRendererServer>>;

  test.beforeAll(async ({ baseURL }) => {
    dropRoot = await mkdtemp(path.join(os.tmpdir(), 'desktop-drop-'));
    renderer = await startRendererServer(path.join(repoRoot(), 'desktop/out/renderer'), baseURL!, RENDERER_PORT);
  });
  test.afterAll(async () => {
    await renderer?.close();
    await rm(dropRoot, { recursive: true, force: true });
  });

  test('drop a card, fix a batch, upload, quit halfway, resume: every photo once with its country in three languages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const bear = await makeJpeg({ seed: 11, width: 320, height: 240, gps: { lat: 78.22, lon: 15.65 } });
    const earlier = await makeJpeg({ seed: 12, width: 320, height: 240, gps: { lat: 69.65, lon: 18.96 } });
    await writeFiles(path.join(dropRoot, `Arctic-${stamp}`), {
      [`Svalbard/DCIM/100NIKON/polar_bear_${stamp}.jpg`]: bear,
      [`Iceland/arctic-fox-${stamp}.jpg`]: await makeJpeg({ seed: 13, width: 320, height: 240, gps: { lat: 64.14, lon: -21.94 } }),
      [`Abisko/reindeer_${stamp}.jpg`]: await makeJpeg({ seed: 14, width: 320, height: 240, gps: { lat: 68.35, lon: 18.83 } }),
      [`misc/great_grey_owl_${stamp}.jpg`]: await makeJpeg({ seed: 15, width: 320, height: 240 }),
      [`misc/tromso_${stamp}.jpg`]: earlier,
      [`Zz backup/polar_bear_${stamp} copy.jpg`]: bear,
      'misc/broken.jpg': Buffer.from('the card reader gave up half way'),
      'misc/.DS_Store': 'x',
      'misc/Thumbs.db': 'x',
    });

    // One of the photos is already on the server from an earlier upload.
    const token = (await (await request.post('/api/admin/login', { data: ADMIN })).json()).token as string;
    const auth = { Authorization: `Bearer ${token}` };
    const up = await request.post('/api/admin/upload/bulk', { headers: auth, multipart: { files: { name: 'tromso.jpg', mimeType: 'image/jpeg', buffer: earlier } } });
    expect(up.ok()).toBeTruthy();
    const { files } = await up.json();
    const created = await request.post('/api/admin/gallery/items', { headers: auth, data: { type: 'photo', url: files[0].url, title: `tromso ${stamp}`, country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge', isPublished: true, categoryIds: [] } });
    expect(created.ok()).toBeTruthy();

    const bridge = await installTestBridge(page, { dropRoot });
    page.on('pageerror', (err) => {
      throw err;
    });

    // First start: choose the server.
    await page.goto(`${renderer.origin}/index.html`);
    await page.getByLabel('Server address').fill('not a url at all');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('Server address').fill(renderer.origin);
    await page.getByRole('button', { name: 'Connect' }).click();
    // Sign in with the server's login; the Import screen is in the admin's menu.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const settings = JSON.parse(await readFile(path.join(bridge.userData, 'settings.json'), 'utf8'));
    expect(settings).toEqual({ serverUrl: renderer.origin });
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { name: 'Import' })).toBeVisible();

    // Drop the whole folder.
    await dropEntries(page, '[data-testid=drop-zone]', [`Arctic-${stamp}`]);
    const rows = page.getByTestId('draft-row');
    await expect(rows).toHaveCount(7);
    await expect(page.getByRole('status').first()).toContainText('7 files read');
    const row = (name: string) => page.locator(`[data-testid=draft-row][data-file*="${name}"]`);
    await expect(row(`polar_bear_${stamp}.jpg`)).toHaveAttribute('data-status', 'new');
    await expect(row(`tromso_${stamp}`)).toHaveAttribute('data-status', 'on-server');
    await expect(row(`copy.jpg`)).toHaveAttribute('data-status', 'duplicate');
    await expect(row('broken.jpg')).toHaveAttribute('data-status', 'broken');
    await expect(row(`polar_bear_${stamp}.jpg`).getByLabel(/Country \(NL\)/)).toHaveValue('Noorwegen');
    await expect(row(`polar_bear_${stamp}.jpg`).getByLabel(/Location/)).toHaveValue('Svalbard');
    await expect(row(`polar_bear_${stamp}.jpg`).getByLabel(/Title/)).toHaveValue(`polar bear ${stamp}`);
    await expect(row(`reindeer_${stamp}`).getByLabel(/Country \(SV\)/)).toHaveValue('Sverige');

    // Fix a batch: the owl has no GPS; it and the reindeer were both seen near Abisko.
    await row(`great_grey_owl_${stamp}`).getByRole('checkbox').click();
    await row(`reindeer_${stamp}`).getByRole('checkbox').click();
    await page.getByLabel('Location', { exact: true }).fill('Abisko');
    await page.getByLabel('Country (NL)', { exact: true }).fill('Zweden');
    await page.getByLabel('Country (EN)', { exact: true }).fill('Sweden');
    await page.getByLabel('Country (SV)', { exact: true }).fill('Sverige');
    await page.getByLabel('Description (SV)', { exact: true }).fill('Sedd nära Abisko.');
    await page.getByRole('button', { name: 'Apply to 2 selected' }).click();
    await row(`great_grey_owl_${stamp}`).getByLabel(/Title/).fill(`Great grey owl ${stamp}`);
    await expect(row(`great_grey_owl_${stamp}`).getByLabel(/Country \(EN\)/)).toHaveValue('Sweden');
    await page.getByRole('checkbox', { name: 'Select all' }).click();
    await page.getByRole('checkbox', { name: 'Select all' }).click();

    // Upload the four new photos (public at once: they are checked on the public gallery below), and quit the app once two are in.
    await page.getByLabel('Publish at once').check();
    await page.getByRole('button', { name: 'Upload 4' }).click();
    await expect.poll(() => bridge.handlers().queue()?.snapshot().counts.complete ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    await bridge.restart();

    // Starting again: the saved queue comes back paused with what is left.
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Import' }).click();
    await expect(page.getByTestId('upload-state')).toHaveText('paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByTestId('upload-state')).toHaveText('done', { timeout: 30_000 });
    await expect(page.getByTestId('upload-counts')).toHaveText('4 of 4 uploaded');

    // The public gallery has every photo exactly once, with the country in each language.
    const titles = { bear: `polar bear ${stamp}`, fox: `arctic fox ${stamp}`, reindeer: `reindeer ${stamp}`, owl: `Great grey owl ${stamp}`, earlier: `tromso ${stamp}` };
    const expected: Record<string, Record<string, string>> = {
      nl: { bear: 'Noorwegen', fox: 'IJsland', reindeer: 'Zweden', owl: 'Zweden', earlier: 'Noorwegen' },
      en: { bear: 'Norway', fox: 'Iceland', reindeer: 'Sweden', owl: 'Sweden', earlier: 'Norway' },
      sv: { bear: 'Norge', fox: 'Island', reindeer: 'Sverige', owl: 'Sverige', earlier: 'Norge' },
    };
    for (const language of ['nl', 'en', 'sv'] as const) {
      const res = await request.get(`/api/gallery/items?language=${language}`);
      const body = await res.json();
      const items: PublicItem[] = Array.isArray(body) ? body : body.items;
      for (const [key, title] of Object.entries(titles)) {
        const matches = items.filter((i) => i.title === title);
        expect(matches, `${title} in ${language}`).toHaveLength(1);
        expect(matches[0].country, `${title} in ${language}`).toBe(expected[language][key]);
      }
      expect(items.find((i) => i.title === titles.owl)?.location).toBe('Abisko');
      // The Swedish description set in the batch reaches Swedish visitors only; the others read no description.
      expect(items.find((i) => i.title === titles.reindeer)?.description).toBe(language === 'sv' ? 'Sedd nära Abisko.' : null);
      expect(items.find((i) => i.title === titles.bear)?.location).toBe('Svalbard');
    }
  });
});
