import { expect, test } from '@playwright/test';
import { seedPost, toastOf, uniq, watchConsole, waitForDemoContent } from './fixtures';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

test('blog list leads to a post with date, views and rendered content', async ({ page }) => {
  const consoleWatch = watchConsole(page);
  await page.goto('/blog', { waitUntil: 'networkidle' });
  const first = page.locator('article').first();
  const title = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('article header time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
  await expect(page.getByText(/\b\d+ views?\b/)).toBeVisible();
  await expect(page.locator('.rich-text')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  await page.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  consoleWatch.check();
});

test('a missing post says so with a way back', async ({ page }) => {
  await page.goto('/blog/no-such-post-here', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
});

test('newsletter card: e-mail is required, then subscribes with the name', async ({ page }) => {
  await page.goto('/blog', { waitUntil: 'networkidle' });
  const form = page.getByTestId('newsletter-card');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastOf(page, 'destructive')).toContainText('Email is required');
  const request = page.waitForRequest('**/api/newsletter/subscribe');
  await form.getByLabel('Email address').fill(`card${uniq()}@example.com`);
  await form.getByLabel('Name (optional)').fill('Greta');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await request).postDataJSON()).toMatchObject({ name: 'Greta', language: 'en' });
  // Mail is on in the e2e server: double opt-in.
  await expect(toastOf(page)).toContainText('Check your inbox');
});

test('an XSS payload in a post does not execute', async ({ page, request }) => {
  const slug = await seedPost(request, {
    titleNl: `XSS proef ${uniq()}`,
    contentNl: '<p>Veilig</p><img src=x onerror="window.__xss = 1"><script>window.__xss = 2</script><a href="javascript:window.__xss=3">klik</a>',
  });
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto(`/blog/${slug}`, { waitUntil: 'networkidle' });
  await expect(page.locator('.rich-text')).toContainText('Veilig');
  await page.locator('.rich-text a').click().catch(() => undefined);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('.rich-text script, .rich-text [onerror]').count()).toBe(0);
  expect(dialogs).toBe(0);
});
