import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './fixtures';

test.describe('the back-office language', () => {
  test('switches from its header at once and keeps the choice on this device', async ({ page }) => {
    await signInAsAdmin(page);
    const sidebar = page.locator('#admin-sidebar');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await page.locator('header').getByLabel('Language').selectOption('sv');
    await expect(sidebar.getByRole('link', { name: 'Översikt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Webbplatsinställningar' })).toBeVisible();

    await page.locator('header').getByLabel('Språk').selectOption('nl');
    await expect(page.getByRole('heading', { name: 'Site-instellingen' })).toBeVisible();
    await page.reload();
    await expect(sidebar.getByRole('link', { name: 'Overzicht' })).toBeVisible();
    await page.locator('header').getByLabel('Taal').selectOption('en');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

});

test.describe('the back-office in a Swedish browser', () => {
  test.use({ locale: 'sv-SE' });

  test('starts in Swedish', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await expect(page.getByLabel('Användarnamn')).toBeVisible();
  });
});
