import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, pageToken, signInAsAdmin, toastText } from './fixtures';

test.describe('admin sign-in', () => {
  test('signed-out visitors are sent to the login screen', async ({ page }) => {
    await page.goto('/admin/gallery');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // No credentials hint on the screen.
    await expect(page.getByText(ADMIN_PASSWORD)).toHaveCount(0);
  });

  test('wrong password shows Login Failed', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastText(page, 'Login Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('sign in and out', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(toastText(page, 'Login Successful')).toBeVisible();
    await expect(page.getByTestId('welcome')).toContainText('Welcome, admin');
    for (const label of ['Dashboard', 'Blog Posts', 'Hero Images', 'Gallery', 'Categories', 'Admin Users', 'Messages']) {
      await expect(page.getByRole('navigation').getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByText('Gallery Items')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('admin-auth')!).state);
    expect(stored).toMatchObject({ isAuthenticated: true, user: { username: 'admin' } });

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const cleared = await page.evaluate(() => JSON.parse(localStorage.getItem('admin-auth')!).state);
    expect(cleared).toMatchObject({ token: null, user: null, isAuthenticated: false });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a 401 in the middle of a session sends to the login screen', async ({ page, request }) => {
    await signInAsAdmin(page);
    // The dashboard's own requests must be done first, or one of them meets the 401 before the click.
    await page.waitForLoadState('networkidle');
    const token = await pageToken(page);
    // Revoke the session behind the page's back.
    const res = await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.ok()).toBeTruthy();
    // The next request meets the 401: the click's, or the back-office's own refresh when it comes
    // first (then the link is gone with the screen, and there is nothing left to click).
    const login = page.waitForURL(/\/admin\/login$/);
    await Promise.race([login, page.getByRole('navigation').getByRole('link', { name: 'Admin Users' }).click().catch(() => login)]);
    await expect(page).toHaveURL(/\/admin\/login$/);
    const cleared = await page.evaluate(() => JSON.parse(localStorage.getItem('admin-auth')!).state);
    expect(cleared.isAuthenticated).toBe(false);
  });
});
