import { expect, test } from '@playwright/test';
import { adminToken, makeJpeg, signInAsAdmin, uniq } from './fixtures';

/*
 * The files of an unpublished photo answer the back-office only: its screens load them with plain
 * <img src="/media/…"> through the media cookie its session holds, while anyone else gets a 404.
 */
test("an unpublished photo's files show in the back-office and nowhere else", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const id = uniq();
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const uploaded = await request.post('/api/admin/upload', {
    headers: auth,
    multipart: { file: { name: `hidden-lynx_${id}.jpg`, mimeType: 'image/jpeg', buffer: await makeJpeg(20, 160, 90, 320, 240) } },
  });
  expect(uploaded.ok()).toBeTruthy();
  const upload = await uploaded.json();
  const created = await request.post('/api/admin/gallery/items', { headers: auth, data: { mediaHash: upload.hash, title: `Lynx ${id}`, isPublished: false } });
  expect(created.status()).toBe(201);
  const item = await created.json();

  // Nobody without the session gets the file, nor may a cache keep the answer.
  const stranger = await browser.newContext();
  const outside = await stranger.request.get(item.image.fallback);
  expect(outside.status()).toBe(404);
  expect(outside.headers()['cache-control']).toBe('no-store');
  await stranger.close();

  const shown = (selector: string) => page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await signInAsAdmin(page);
  await page.goto(`/admin/gallery/${item.id}/edit`);
  const preview = `img[alt="Lynx ${id}"]`;
  await expect(page.locator(preview)).toBeVisible();
  await expect.poll(() => shown(preview)).toBe(true);

  // A session from before the cookie existed (or with the cookie cleared) asks for it at start.
  await page.context().clearCookies();
  await page.reload();
  await expect(page.locator(preview)).toBeVisible();
  await expect.poll(() => shown(preview)).toBe(true);
  const answer = await page.request.get(item.image.fallback);
  expect([answer.status(), answer.headers()['cache-control']]).toEqual([200, 'private, no-store']);

  // Signing out ends it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  expect((await page.request.get(item.image.fallback)).status()).toBe(404);
});
