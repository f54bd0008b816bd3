import { expect, test, type Page } from '@playwright/test';
import { adminToken, uniq, waitForMail } from './fixtures';

/** Every address the page asked for, so no test can miss typed data slipping into one. */
function watchAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(decodeURIComponent(r.url())));
  return urls;
}

const expectNowhere = (urls: string[], ...typed: string[]) => {
  for (const url of urls) for (const text of typed) expect(url).not.toContain(text);
};

test.describe('public forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form shows the reason next to the field, keeps what was typed, then sends', async ({ page, request }) => {
    const urls = watchAddresses(page);
    const id = uniq();
    const message = `A print of the aurora, please (${id}).`;
    await page.goto('/en');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full Name').fill(`Ann ${id}`);
    await form.getByLabel('Email Address').fill('ann@nowhere');
    await form.getByLabel('Subject').selectOption('print-inquiry');
    await form.getByLabel('Message').fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();

    // The same page, with the reason at the e-mail field and everything typed still there.
    await expect(page).toHaveURL(/\/en#contact$/);
    const email = form.getByLabel('Email Address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText('Please enter a valid email address');
    await expect(email).toHaveValue('ann@nowhere');
    await expect(form.getByLabel('Full Name')).toHaveValue(`Ann ${id}`);
    await expect(form.getByLabel('Message')).toHaveValue(message);
    await expect(form.getByLabel('Subject')).toHaveValue('print-inquiry');

    await email.fill(`ann.${id}@example.com`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/en\?sent=contact#contact$/);
    await expect(form.getByTestId('form-sent')).toContainText('Message Sent!');
    await expect(form.getByLabel('Message')).toHaveValue('');

    // The photographer has it, as a message sent with scripts would be.
    const token = await adminToken(request);
    const messages = (await (await request.get('/api/admin/contact/messages', { headers: { Authorization: `Bearer ${token}` } })).json()) as { email: string; message: string; language: string | null }[];
    expect(messages.find((m) => m.email === `ann.${id}@example.com`)).toMatchObject({ message, language: 'en' });
    expectNowhere(urls, `ann.${id}`, 'ann@nowhere', 'aurora', `Ann ${id}`);
  });

  test('in Swedish the reasons and the note are Swedish', async ({ page, request }) => {
    const urls = watchAddresses(page);
    const id = uniq();
    await page.goto('/sv');
    const form = page.getByRole('form', { name: 'Kontaktformulär' });
    await form.getByLabel('Fullständigt namn').fill(`Sven ${id}`);
    await form.getByLabel('E-postadress').fill(`sven.${id}@example.se`);
    await form.getByLabel('Meddelande').fill(`Hej ${id}`);
    await form.getByRole('button', { name: 'Skicka meddelande' }).click();

    const subject = form.getByLabel('Ämne');
    await expect(page.locator(`#${await subject.getAttribute('aria-describedby')}`)).toHaveText('Välj ett ämne');
    await expect(form.getByLabel('Meddelande')).toHaveValue(`Hej ${id}`);
    await subject.selectOption('licensing');
    await form.getByRole('button', { name: 'Skicka meddelande' }).click();
    await expect(page).toHaveURL(/\/sv\?sent=contact#contact$/);
    await expect(form.getByTestId('form-sent')).toContainText('Meddelandet har skickats!');

    const token = await adminToken(request);
    const messages = (await (await request.get('/api/admin/contact/messages', { headers: { Authorization: `Bearer ${token}` } })).json()) as { email: string; language: string | null; subject: string }[];
    expect(messages.find((m) => m.email === `sven.${id}@example.se`)).toMatchObject({ language: 'sv', subject: 'licensing' });
    expectNowhere(urls, `sven.${id}`, `Hej ${id}`);
  });

  test('the footer sign-up refuses a bad address at the field, then asks for the confirmation by mail', async ({ page }) => {
    const urls = watchAddresses(page);
    const id = uniq();
    await page.goto('/nl/gallery');
    const form = page.getByTestId('footer-newsletter');
    const email = form.getByLabel('E-mailadres voor de nieuwsbrief');
    await email.fill(`eva.${id}@`);
    await form.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page).toHaveURL(/\/nl\/gallery#newsletter$/);
    await expect(page.locator(`#${await email.getAttribute('aria-describedby')}`)).toHaveText('Vul een geldig e-mailadres in');
    await expect(email).toHaveValue(`eva.${id}@`);

    await email.fill(`eva.${id}@example.nl`);
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page).toHaveURL(/\/nl\/gallery\?sent=newsletter-confirm#newsletter$/);
    await expect(form.getByTestId('form-sent')).toContainText('Kijk in je inbox');
    // The double opt-in: a confirmation in Dutch, as a sign-up with scripts gets.
    const mail = await waitForMail(`eva.${id}@example.nl`, () => true);
    expect(mail.text).toContain('/nl/newsletter/confirm/');
    expectNowhere(urls, `eva.${id}`);
  });
});
