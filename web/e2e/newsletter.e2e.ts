import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, toastText, uniq, waitForMail } from './fixtures';

/** The path of the first link in a message's text that goes to `/{lang}/newsletter/{action}/…`. */
function linkPath(text: string | undefined, action: 'confirm' | 'unsubscribe'): string {
  const url = new RegExp(`https?://\\S+/(?:en|sv|nl)/newsletter/${action}/[A-Za-z0-9_-]+`).exec(text ?? '')?.[0];
  expect(url, `a ${action} link in the message`).toBeTruthy();
  return new URL(url!).pathname;
}

async function adminSeesStatus(admin: Page, email: string, status: string) {
  await admin.goto('/admin/subscribers');
  await admin.getByLabel('Search e-mail or name').fill(email);
  const row = admin.getByTestId('subscriber-row').filter({ hasText: email });
  await expect(row.getByTestId('subscriber-status')).toHaveText(status);
}

test('sign up in Swedish, confirm from the message, receive a post, unsubscribe from it; the admin sees each step', async ({ page, browser }) => {
  const email = `lisa-${uniq()}@example.com`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);

  // Sign up on the Swedish blog page.
  await page.goto('/sv/blog', { waitUntil: 'networkidle' });
  const form = page.getByTestId('newsletter-card');
  await form.getByLabel('E-postadress').fill(email);
  await form.getByLabel('Namn (valfritt)').fill('Lisa');
  await form.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(page.locator('[data-variant]').getByText('Kolla din inkorg', { exact: true })).toBeVisible();
  await adminSeesStatus(admin, email, 'Pending');

  // The confirmation arrives in Swedish; opening its link changes nothing until the button is pressed.
  const confirmation = await waitForMail(email, /^Bekräfta din prenumeration/);
  await page.goto(linkPath(confirmation.text, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Bekräfta din prenumeration' })).toBeVisible();
  await adminSeesStatus(admin, email, 'Pending');
  await page.getByRole('button', { name: 'Bekräfta min prenumeration' }).click();
  await expect(page.getByRole('heading', { name: 'Du prenumererar nu' })).toBeVisible();
  await adminSeesStatus(admin, email, 'Confirmed');

  // The admin sends a published post; it arrives in Swedish with one-click unsubscribe headers.
  await admin.goto('/admin/blog');
  const sendButton = admin.getByRole('button', { name: /^Send to subscribers:/ }).first();
  const title = (await sendButton.getAttribute('aria-label'))!.replace(/^Send to subscribers: /, '');
  await sendButton.click();
  const dialog = admin.getByTestId('send-dialog');
  await dialog.getByTestId('send-now').click();
  await expect(toastText(admin, 'Sending started')).toBeVisible();
  // Pressed again at once, before the list of sends has caught up: the question, not an error.
  await dialog.getByTestId('send-now').click();
  const again = admin.getByRole('alertdialog');
  await expect(again).toContainText('This post was already sent');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByTestId('send-progress').first()).toContainText(/Sent [1-9]\d* of/);
  const post = await waitForMail(email, (m) => m.headerLines.some((h) => h.key === 'list-unsubscribe'));
  expect(title).toBeTruthy();
  expect(post.text).toContain('Hej Lisa,');
  expect(post.text).toContain('/sv/blog/');
  const rawHeaders = post.headerLines.map((h) => h.line).join('\n');
  expect(rawHeaders).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  await admin.keyboard.press('Escape');

  // Unsubscribe from the received message: the page says so in Swedish and offers to resubscribe.
  await page.goto(linkPath(post.text, 'unsubscribe'));
  await expect(page.getByRole('heading', { name: 'Din prenumeration är avslutad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prenumerera igen' })).toBeVisible();
  await adminSeesStatus(admin, email, 'Unsubscribed');
  await adminContext.close();
});

test('the forms say why, in the page language, and keep what was typed', async ({ page }) => {
  // The contact form, in Dutch: an address without a domain, a name of spaces, a message far too long.
  await page.goto('/nl#contact', { waitUntil: 'networkidle' });
  const contact = page.locator('#contact form');
  await contact.getByLabel('Onderwerp', { exact: true }).selectOption('general');
  await contact.getByLabel('Volledige naam', { exact: true }).fill('   ');
  await contact.getByLabel('E-mailadres', { exact: true }).fill('anna@localhost');
  await contact.getByLabel('Bericht', { exact: true }).fill('x'.repeat(5001));
  await contact.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(contact.getByText('Naam is verplicht')).toBeVisible();
  await expect(contact.getByText('Vul een geldig e-mailadres in')).toBeVisible();
  await expect(contact.getByText('Het bericht mag hoogstens 5000 tekens lang zijn')).toBeVisible();
  await expect(contact.getByText('5001 / 5000 tekens')).toBeVisible();
  await expect(contact.getByLabel('E-mailadres', { exact: true })).toHaveValue('anna@localhost');

  // The footer form, in Swedish.
  await page.goto('/sv', { waitUntil: 'networkidle' });
  const footer = page.getByTestId('footer-newsletter');
  // Its code loads as the visitor comes near; without it the page form answers (public-forms-no-js).
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toHaveAttribute('data-hydrated', 'true');
  await footer.getByRole('textbox').fill('anna@localhost');
  await footer.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(footer.getByText('Ange en giltig e-postadress')).toBeVisible();
  await expect(footer.getByRole('textbox')).toHaveValue('anna@localhost');
  await expect(footer.getByText(/Jag vill få nyhetsbrevet via e-post/)).toBeVisible();
});
