import { expect, test } from '@playwright/test';
import { confirmDialog, signInAsAdmin, toastText, uniq } from './fixtures';

test('create, edit and delete an admin user; the default admin cannot be deleted', async ({ page }) => {
  const username = `editor-${uniq()}`;
  await signInAsAdmin(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Admin Users' }).click();
  const admin = page.getByTestId('user-row').filter({ has: page.getByRole('heading', { name: 'admin', exact: true }) });
  await expect(admin.getByText('Default', { exact: true })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Delete: admin' })).toBeDisabled();

  await page.getByRole('button', { name: 'New User' }).click();
  const dialog = page.getByRole('dialog', { name: 'New User' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Username is required')).toBeVisible();
  await expect(dialog.getByText('Password is required for new users')).toBeVisible();
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('a-long-enough-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'User created')).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: username });
  await expect(row).toContainText('Last login: Never');

  await row.getByRole('button', { name: `Edit: ${username}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByText('Leave empty to keep current password')).toBeVisible();
  await edit.getByLabel('Full name').fill('Eva Editor');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toastText(page, 'User updated')).toBeVisible();
  await expect(row).toContainText('Eva Editor');

  // The new user can still sign in with the password kept from before.
  const res = await page.request.post('/api/admin/login', { data: { username, password: 'a-long-enough-password' } });
  expect(res.ok()).toBeTruthy();

  await row.getByRole('button', { name: `Delete: ${username}` }).click();
  await confirmDialog(page, `Are you sure you want to delete user "${username}"?`);
  await expect(toastText(page, 'User deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
