import { expect, test } from '@playwright/test';
import { adminToken, confirmDialog, signInAsAdmin, toastText, uniq } from './fixtures';

test('a contact message arrives as New and is marked read when opened', async ({ page, request }) => {
  const id = uniq();
  const subject = 'licensing';
  // A visitor writes through the public contact form.
  await page.goto('/#contact', { waitUntil: 'networkidle' });
  const form = page.locator('#contact form');
  await form.getByLabel('Full Name').fill(`Vera Visitor ${id}`);
  await form.getByLabel('Email Address').fill('vera@example.com');
  await form.getByLabel('Subject').selectOption(subject);
  await form.getByLabel('Message').fill(`Hello ${id}\nCan I license the aurora photo?`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!').first()).toBeVisible();

  await signInAsAdmin(page);
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: /^Messages/ }).click();
  const row = page.getByTestId('message-row').filter({ hasText: `Vera Visitor ${id}` });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByTestId('messages-unread')).toBeVisible();

  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('vera@example.com');
  await expect(dialog.getByTestId('message-body')).toContainText('Can I license the aurora photo?');
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute('href', `mailto:vera@example.com?subject=${encodeURIComponent(`Re: Image Licensing`)}`);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(row.getByText('New', { exact: true })).toHaveCount(0);

  const token = await adminToken(request);
  const messages = (await (await request.get('/api/admin/contact/messages', { headers: { Authorization: `Bearer ${token}` } })).json()) as { name: string; isRead: boolean }[];
  expect(messages.find((m) => m.name === `Vera Visitor ${id}`)?.isRead).toBe(true);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await confirmDialog(page, 'Are you sure you want to delete this message?');
  await expect(toastText(page, 'Message deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
