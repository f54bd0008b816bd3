import { expect, test } from '@playwright/test';
import { confirmDialog, pageToken, signInAsAdmin, toastText, uniq } from './fixtures';

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

test('shows sessions per user, ends them, asks for the current password and signs out everywhere', async ({ page, browser }) => {
  const username = `viewer-${uniq()}`;
  const password = 'a-long-enough-password';
  await signInAsAdmin(page);
  const create = await page.request.post('/api/admin/users', {
    data: { username, password },
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(create.status()).toBe(201);
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post('/api/admin/login', { data: { username, password } });
    tokens.push((await res.json()).token);
  }

  await page.getByRole('navigation').getByRole('link', { name: 'Admin Users' }).click();
  const row = page.getByTestId('user-row').filter({ hasText: username });
  await expect(row.getByTestId('user-sessions')).toContainText('2 active sessions');
  await row.getByRole('button', { name: `End sessions: ${username}` }).click();
  await confirmDialog(page, `End every session of "${username}"? They will have to sign in again.`, 'End sessions');
  await expect(toastText(page, 'Sessions ended')).toBeVisible();
  await expect(row.getByTestId('user-sessions')).toHaveText('No active sessions');
  const me = await page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${tokens[0]}` } });
  expect(me.status()).toBe(401);

  // One's own password: the current one is asked for, and a wrong one shows next to its field.
  const admin = page.getByTestId('user-row').filter({ has: page.getByRole('heading', { name: 'admin', exact: true }) });
  await admin.getByRole('button', { name: 'Edit: admin' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Password', { exact: true }).fill('another-long-password');
  await edit.getByLabel('Current password').fill('not-the-password');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Your current password is not correct')).toBeVisible();
  await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('another-long-password');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // Sign out everywhere (as the new user, so the admin's other sessions in this run live on)
  // ends this session and the one of another browser.
  const other = await browser.newContext();
  const otherToken = (await (await other.request.post('/api/admin/login', { data: { username, password } })).json()).token;
  const mine = await browser.newPage();
  await signInAsAdmin(mine, username, password);
  await mine.goto('/admin/users');
  await mine.getByRole('button', { name: 'Sign out everywhere' }).click();
  await confirmDialog(mine, 'Sign out on every device, this one too?', 'Sign out everywhere');
  await expect(mine).toHaveURL(/\/admin\/login$/);
  const stale = await other.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${otherToken}` } });
  expect(stale.status()).toBe(401);
  await other.close();
  await mine.close();
});
