import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import exifr from 'exifr';
import { adminToken, signInAsAdmin, uniq, waitForDemoContent, waitForMail, watchConsole } from './fixtures';

/** The local fake of Stripe's API that the e2e server's SDK talks to (scripts/e2e-server.mjs). */
const fakeStripe = () => readFileSync(join(tmpdir(), `portfolio-e2e-stripe-${process.env.E2E_PORT ?? 3998}`), 'utf8');

/** A published demo photo (stored on the site, so it is for sale). */
async function demoPhoto(request: APIRequestContext, skip = 0, language = 'en'): Promise<{ id: number; title: string }> {
  await waitForDemoContent(request);
  const items = (await (await request.get(`/api/gallery/items?language=${language}&limit=30`)).json()) as { id: number; type: string; title: string }[];
  return items.filter((i) => i.type === 'photo')[skip]!;
}

/** The buy section after its code has taken over (before that, a click posts the form without scripts). */
async function buySection(page: Page) {
  const section = page.getByTestId('buy-section');
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute('data-hydrated', 'true');
  return section;
}

const orderToken = (url: string) => /\/order\/([\w-]+)/.exec(url)![1]!;

test.describe('the shop', () => {
  test('a print ordered by invoice from the Swedish photo page: the mails, the photographer marking it paid, the buyer told', async ({ page, request }) => {
    const console = watchConsole(page);
    const photo = await demoPhoto(request, 0, 'sv');
    const id = uniq();
    const email = `astrid.${id}@example.se`;
    await page.goto(`/sv/gallery/${photo.id}`);
    const section = await buySection(page);
    await expect(section.getByRole('heading', { name: 'Köp den här bilden' })).toBeVisible();
    const prints = section.getByTestId('buy-print');
    // Prices in Swedish with the shop's currency, e.g. "95,00 €".
    await expect(prints.getByText(/\d+,00\s€/).first()).toBeVisible();
    await prints.getByRole('radio').nth(1).check();
    await prints.getByLabel('Antal').fill('2');
    await prints.getByRole('button', { name: 'Lägg i varukorgen' }).click();
    await expect(section.getByTestId('buy-added')).toContainText('Tillagd i din varukorg.');
    // Added without leaving the photo.
    await expect(page).toHaveURL(new RegExp(`/sv/gallery/${photo.id}$`));

    await section.getByTestId('buy-added').getByRole('link', { name: 'Visa varukorgen' }).click();
    await expect(page).toHaveURL(/\/sv\/cart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(photo.title);
    await expect(page.getByTestId('cart-total')).toContainText('Totalt');

    await page.getByTestId('to-checkout').click();
    await expect(page).toHaveURL(/\/sv\/checkout$/);
    await expect(page.getByTestId('checkout-page')).toHaveAttribute('data-hydrated', 'true');
    await page.getByLabel('För- och efternamn').fill(`Astrid ${id}`);
    await page.getByLabel('E-postadress', { exact: true }).fill(email);
    // The reasons come from the server, in Swedish, beside their fields.
    await page.getByRole('button', { name: 'Lägg beställningen' }).click();
    await expect(page.getByText('Ange gatuadress och nummer')).toBeVisible();
    await expect(page.getByText('Godkänn villkoren')).toBeVisible();
    // The browser logs the refusal's 400 itself; that one is expected.
    console.errors.splice(0, console.errors.length, ...console.errors.filter((e) => !e.includes('status of 400')));
    await page.getByLabel('Gatuadress och nummer').fill('Storgatan 1');
    await page.getByLabel('Postnummer', { exact: true }).fill('981 31');
    await page.getByLabel('Ort', { exact: true }).fill('Kiruna');
    await page.getByLabel('Land', { exact: true }).selectOption('SE');
    await page.getByLabel('Faktura / banköverföring').check();
    await page.getByLabel(/Jag godkänner försäljningsvillkoren/).check();
    await page.getByRole('button', { name: 'Lägg beställningen' }).click();

    await expect(page).toHaveURL(/\/sv\/order\/[\w-]+\?placed=1$/);
    const placed = page.getByTestId('order-placed');
    await expect(placed).toContainText('Tack! Din beställning');
    const number = /beställning (\d{4}-\d{5})/.exec((await placed.textContent()) ?? '')![1]!;
    await expect(page.getByTestId('order-status')).toHaveText('Väntar på betalning');
    await expect(page.getByTestId('order-reference')).toContainText(number);

    const confirmation = await waitForMail(email, new RegExp(`Din beställning ${number}`));
    expect(confirmation.text).toContain('Betalningsreferens');
    expect(confirmation.text).toContain(orderToken(page.url()));
    const notice = await waitForMail('owner@example.com', new RegExp(`New order ${number}`));
    expect(notice.text).toContain(`Astrid ${id}`);

    // The photographer sees the new order beside Messages, opens it and marks it paid.
    await signInAsAdmin(page);
    await expect(page.getByTestId('orders-badge')).toBeVisible();
    await page.getByRole('link', { name: /Orders/ }).first().click();
    await page.getByTestId('orders-list').getByText(number).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-address')).toContainText('Kiruna');
    await expect(detail.getByTestId('print-size').first()).toContainText('Print:');
    await detail.getByRole('button', { name: 'Mark paid' }).click();
    await expect(detail).toHaveAttribute('data-status', 'paid');
    const paid = await waitForMail(email, new RegExp(`Betalning mottagen: beställning ${number}`));
    expect(paid.text).toContain('Dina bilder trycks nu');
    await waitForMail('owner@example.com', new RegExp(`Order ${number} is paid: print it`));
    await detail.getByLabel('Tracking (carrier and number, or a link)').fill('PostNord 00370712345');
    await detail.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(detail).toHaveAttribute('data-status', 'fulfilled');
    await waitForMail(email, new RegExp(`Din beställning ${number} är på väg`));
    console.check();
  });

  test('a licence paid by card: Stripe Checkout, the signed webhook once, a bad signature refused, the file with its XMP', async ({ page, request }) => {
    const console = watchConsole(page);
    const photo = await demoPhoto(request, 1);
    const id = uniq();
    const email = `press.${id}@example.com`;
    await page.goto(`/en/gallery/${photo.id}`);
    const section = await buySection(page);
    const licences = section.getByTestId('buy-licence');
    await licences.getByRole('radio', { name: /Editorial · full size/ }).check();
    await licences.getByRole('button', { name: 'Add to cart' }).click();
    await expect(section.getByTestId('buy-added')).toBeVisible();
    await page.goto('/en/checkout');
    await expect(page.getByTestId('licence-terms')).toContainText('One editorial use');
    await page.getByLabel('Full name', { exact: true }).fill(`Polar Press ${id}`);
    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Card').check();
    await page.getByLabel(/I accept the terms of sale/).check();
    await page.getByRole('button', { name: 'Place order' }).click();

    // Stripe's page (the fake): the amount is the server's.
    await expect(page).toHaveTitle('Fake Stripe Checkout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay 150.00 EUR');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/en\/order\/[\w-]+\?card=done$/);
    const token = orderToken(page.url());
    await expect(page.getByTestId('order-status')).toHaveText('Paid');

    const stripe = fakeStripe();
    const events = (await (await request.get(`${stripe}/_test/events`)).json()) as { id: string; data: { object: { success_url: string } } }[];
    const event = events.find((e) => e.data.object.success_url.includes(token))!;
    // The same event delivered again changes nothing; one with a wrong signature is refused.
    expect((await (await request.post(`${stripe}/_test/events/${event.id}/resend`)).json()).status).toBe(200);
    expect((await (await request.post(`${stripe}/_test/events/${event.id}/bad-signature`)).json()).status).toBe(400);
    const auth = { Authorization: `Bearer ${await adminToken(request)}` };
    const list = (await (await request.get('/api/admin/shop/orders?status=paid&limit=50', { headers: auth })).json()) as { orders: { id: number; buyerEmail: string }[] };
    const orderId = list.orders.find((o) => o.buyerEmail === email)!.id;
    const order = (await (await request.get(`/api/admin/shop/orders/${orderId}`, { headers: auth })).json()) as { history: { kind: string }[] };
    expect(order.history.filter((h) => h.kind === 'paid')).toHaveLength(1);

    // The licence mail leads to the licence's page, whose button downloads the file.
    const mail = await waitForMail(email, /^Your licence: order/);
    const licenceUrl = /(\/en\/licence\/[\w-]+)/.exec(mail.text ?? '')![1]!;
    await page.goto(licenceUrl);
    await expect(page.getByTestId('licence-terms')).toContainText('One editorial use');
    await expect(page.getByText(`Polar Press ${id}`)).toBeVisible();
    await expect(page.getByTestId('licence-page')).toHaveAttribute('data-hydrated', 'true');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('licence-download').click()]);
    const bytes = readFileSync((await download.path())!);
    const meta = await exifr.parse(bytes, { xmp: true, gps: true, mergeOutput: false });
    expect(meta.gps?.latitude).toBeUndefined();
    expect(meta.plus.LicenseID).toMatch(/^\d{4}-\d{5}$/);
    expect(JSON.stringify(meta.plus.Licensee)).toContain(`Polar Press ${id}`);
    expect(JSON.stringify(meta.xmpRights)).toContain('Editorial');
    expect(JSON.stringify(meta.dc.rights)).toContain('©');
    await page.reload();
    await expect(page.getByText(/4 downloads left/)).toBeVisible();
    console.check();
  });

  test('a price sent by the browser is never used', async ({ request }) => {
    const photo = await demoPhoto(request, 2);
    const products = (await (await request.get(`/api/shop/offers/${photo.id}?language=en`)).json()) as { prints: { productId: number; priceMinor: number }[] };
    const print = products.prints[0]!;
    const res = await request.post('/api/shop/cart?language=en', { data: { itemId: photo.id, productId: print.productId, quantity: 1, mode: 'add', priceMinor: 1, unitMinor: 1, totalMinor: 1 } });
    const cart = (await res.json()) as { totalMinor: number; lines: { unitMinor: number }[] };
    expect(cart.lines[0]!.unitMinor).toBe(print.priceMinor);
    expect(cart.totalMinor).toBe(print.priceMinor);
    // A form sent without scripts with a price field in it: the price is not read.
    const form = await request.post(`/en/gallery/${photo.id}`, { form: { intent: 'cart', item: String(photo.id), product: String(print.productId), quantity: '1', mode: 'set', price: '1', priceMinor: '1' }, maxRedirects: 0 });
    expect(form.status()).toBe(303);
    expect(((await (await request.get('/api/shop/cart?language=en')).json()) as { totalMinor: number }).totalMinor).toBe(print.priceMinor);
  });
});

test.describe('the shop without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('buys a licence with forms that post: the reasons beside the fields, then the order page', async ({ page, request }) => {
    const photo = await demoPhoto(request, 3);
    const id = uniq();
    await page.goto(`/nl/gallery/${photo.id}`);
    const licences = page.getByTestId('buy-licence');
    await licences.getByRole('radio', { name: /Persoonlijk · webformaat/ }).check();
    await licences.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(page).toHaveURL(/\/nl\/cart$/);
    await expect(page.getByTestId('cart-line')).toContainText('Licentie persoonlijk');
    await page.getByTestId('to-checkout').click();
    await expect(page).toHaveURL(/\/nl\/checkout$/);
    await page.getByLabel('E-mailadres', { exact: true }).fill(`els.${id}@example.nl`);
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    // Refused: the same page, the reasons in Dutch, what was typed still there.
    await expect(page.getByText('Vul je naam in')).toBeVisible();
    await expect(page.getByText('Ga akkoord met de voorwaarden')).toBeVisible();
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(`els.${id}@example.nl`);
    await page.getByLabel('Volledige naam').fill(`Els ${id}`);
    await page.getByLabel(/Ik ga akkoord/).check();
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
    await expect(page).toHaveURL(/\/nl\/order\/[\w-]+\?placed=1$/);
    await expect(page.getByTestId('order-placed')).toContainText('Bedankt! Je bestelling');
    await expect(page.getByTestId('order-status')).toHaveText('Wacht op betaling');
    // The cart is empty again.
    await page.goto('/nl/cart');
    await expect(page.getByText('Je winkelwagen is leeg.')).toBeVisible();
  });
});

test('the photographer erases a buyer’s personal data from the Orders screen', async ({ page, request }) => {
  const photo = await demoPhoto(request, 4);
  const id = uniq();
  const email = `erase.${id}@example.com`;
  const offer = (await (await request.get(`/api/shop/offers/${photo.id}?language=en`)).json()) as { licences: { productId: number }[] };
  await request.post('/api/shop/cart?language=en', { data: { itemId: photo.id, productId: offer.licences[0]!.productId, quantity: 1, mode: 'add' } });
  const placed = await request.post('/api/shop/checkout?language=en', { data: { name: `Erase ${id}`, email, acceptTerms: true, method: 'invoice' } });
  expect(placed.status()).toBe(201);
  const { number } = (await placed.json()) as { number: string };
  await signInAsAdmin(page);
  await page.goto('/admin/orders');
  // The export is a file under the server's name, with the order in it.
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
  expect(readFileSync(await download.path(), 'utf8')).toContain(number);
  await page.getByTestId('orders-list').getByText(number).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail).toContainText(`Erase ${id}`);
  await detail.getByRole('button', { name: "Erase the buyer's data" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: "Erase the buyer's data" }).click();
  await expect(detail.getByText('Personal data erased').first()).toBeVisible();
  await expect(detail).not.toContainText(`Erase ${id}`);
  await expect(detail).not.toContainText(email);
});
