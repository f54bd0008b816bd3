
// ---- Back-office helpers (admin-*.e2e.ts) ----
import { expect as adminExpect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** Signs in through the login screen and waits for the dashboard. */
export async function signInAsAdmin(page: Page, username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Sign-in hashes the password (argon2id): slow while a busy machine draws photos.
  await adminExpect(page).toHaveURL(/\/admin$/, { timeout: 30_000 });
}

/** A bearer token for direct API calls (setup and checks). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  adminExpect(res.ok(), `sign-in answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).token as string;
}

/** The token the signed-in admin page holds in local storage (admin-auth). */
export async function pageToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('admin-auth') ?? '{}').state?.token as string);
}

/** A small real JPEG of one colour, for upload tests. */
export async function makeJpeg(r: number, g: number, b: number, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A unique suffix so tests can be re-run against one server. */
export const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A toast's title or description (exact text; the live region repeats it in one run-on string). */
export function toastText(page: Page, text: string) {
  // Located by the toast's own element: an open modal dialog hides the rest of the page from the accessibility tree.
  return page.locator('[data-variant]').getByText(text, { exact: true });
}

/** Answers a delete confirmation after checking its exact wording. */
export async function confirmDialog(page: Page, question: string, button = 'Delete') {
  const dialog = page.getByRole('alertdialog');
  await adminExpect(dialog.getByRole('heading', { name: question, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}

// ---- Public site helpers (public-*.e2e.ts) ----
import AxeBuilder from '@axe-core/playwright';

/** Collects console errors and page errors; call `.check()` at the end of a test. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    errors,
    check: () => adminExpect(errors, errors.join('\n')).toEqual([]),
  };
}

/**
 * Starts the page's app the way a visitor does, with a move of the mouse (a home page's app waits
 * for the first interaction; any other page's starts by itself), and waits until it has hydrated.
 */
export async function startApp(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
  await adminExpect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Holds every script file the page asks for on its way, as a slow line would, until the returned
 * function is called: what a visitor does before the page's code runs.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Serious or critical axe-core violations on the current page (none expected). */
export async function seriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

/** A visible toast of the given variant ('default' or 'destructive'). */
export const toastOf = (page: Page, variant: 'default' | 'destructive' = 'default') => page.locator(`li[data-variant="${variant}"]`);

/** Creates a published post through the admin API; returns its slug. */
export async function seedPost(request: APIRequestContext, post: { titleNl: string; contentNl: string; titleEn?: string; contentEn?: string }) {
  const token = await adminToken(request);
  const res = await request.post('/api/admin/blog/posts', { data: { ...post, isPublished: true }, headers: { Authorization: `Bearer ${token}` } });
  adminExpect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).slug as string;
}

/** The e2e server seeds demo content after it starts listening: wait until it is there. */
export async function waitForDemoContent(request: APIRequestContext) {
  for (let i = 0; i < 240; i++) {
    const [items, posts, hero] = await Promise.all(
      ['/api/gallery/items', '/api/blog/posts', '/api/hero-images'].map(async (p) => {
        const res = await request.get(p);
        return res.ok() ? ((await res.json()) as unknown[]).length : 0;
      }),
    );
    if (items! > 12 && posts! > 0 && hero! >= 3) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('Demo content did not appear');
}

// ---- Mail (newsletter-*.e2e.ts) ----
import { readdirSync as readMailDir, readFileSync as readMailFile, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The folder where the e2e server's SMTP server (scripts/e2e-server.mjs) drops what it receives. */
/** The e2e server's database file, for suites that seed thousands of rows at once (scripts/e2e-server.mjs). */
export const e2eDatabaseUrl = () => `file:${joinPath(readFileSync(joinPath(tmpdir(), `portfolio-e2e-data-${process.env.E2E_PORT ?? 3998}`), 'utf8'), 'portfolio.db')}`;

export const e2eMailDir = () => joinPath(tmpdir(), `portfolio-e2e-mail-${process.env.E2E_PORT ?? 3998}`);

/** Every message received so far, oldest first. */
export async function readMail(): Promise<ParsedMail[]> {
  const dir = e2eMailDir();
  const files = readMailDir(dir).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map((f) => simpleParser(readMailFile(joinPath(dir, f)))));
}

/** Waits for a message to `to` whose subject matches (or that passes `match`), and returns it. */
export async function waitForMail(to: string, subject: RegExp | ((m: ParsedMail) => boolean), timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  const test = typeof subject === 'function' ? subject : (m: ParsedMail) => subject.test(m.subject ?? '');
  for (;;) {
    const found = (await readMail()).find((m) => (m.to && 'text' in m.to ? m.to.text : '') === to && test(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no message to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// ---- Seeded archives (public-archive, public-load-more) ----
import { createClient } from '@libsql/client';
import { archiveSeedStatements } from '../../server/test/archive-seed';

/**
 * Seeds `n` gallery items straight into the e2e server's database in one transaction (the API
 * would take minutes), reusing the demo photos' files, dated a day apart from `start` (older than
 * the demo photos); `remove` deletes them again (the suites after count the gallery).
 */
export async function seedArchive(request: APIRequestContext, n: number, start: number) {
  await waitForDemoContent(request);
  const db = createClient({ url: e2eDatabaseUrl() });
  await db.execute('PRAGMA busy_timeout = 10000');
  const hashes = (await db.execute("SELECT hash FROM media_assets WHERE mime LIKE 'image/%' ORDER BY hash LIMIT 4")).rows.map((r) => String(r.hash));
  await db.batch(archiveSeedStatements(n, { mediaHashes: hashes, start }), 'write');
  const seeded = `SELECT id FROM gallery_items WHERE created_at BETWEEN ${start} AND ${start + (n + 1) * 86_400_000}`;
  return {
    ids: async () => (await db.execute(seeded)).rows.map((r) => Number(r.id)),
    remove: async () => {
      await db.batch([`DELETE FROM gallery_item_categories WHERE item_id IN (${seeded})`, `DELETE FROM gallery_items WHERE id IN (${seeded})`, 'UPDATE content_version SET version = version + 1'], 'write');
      db.close();
    },
  };
}
