import { expect, test } from '@playwright/test';
import { seriousA11yViolations, waitForDemoContent } from './fixtures';

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await waitForDemoContent(request);
});

for (const path of ['/', '/gallery', '/blog', 'post']) {
  test(`no serious accessibility violations on ${path}`, async ({ page }) => {
    if (path === 'post') {
      await page.goto('/blog', { waitUntil: 'networkidle' });
      await page.locator('article a').first().click();
      await expect(page.locator('.rich-text')).toBeVisible();
    } else {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.waitForLoadState('networkidle');
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
