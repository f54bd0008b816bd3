
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
  await adminExpect(page).toHaveURL(/\/admin$/);
}

/** A bearer token for direct API calls (setup and checks). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  adminExpect(res.ok()).toBeTruthy();
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
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
}

/** Answers a delete confirmation after checking its exact wording. */
export async function confirmDialog(page: Page, question: string, button = 'Delete') {
  const dialog = page.getByRole('alertdialog');
  await adminExpect(dialog.getByRole('heading', { name: question, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
}
