import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { API, type AdminOrder, type Cart, type CheckoutResult, type LicenceView, type OrderView, type Product, type ShopOffer, type UploadResult } from '@portfolio/shared';
import type { Server } from 'bun';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import { startFakeStripe, type FakeStripe, stripeSignature } from '../../test/fake-stripe.mjs';
import { testSite, testStaticRoot } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { waitFor } from '../../test/wait-for';
import { createApp } from '../app';
import { copyDatabase } from '../backup/db-copy';
import { mailOutbox, shopOrderLines, shopOrders } from '../db/schema';
import { startMail } from '../mail/mail.service';
import { adminToken, makeJpeg, makeTestCtx, multipart, type TestCtx } from '../media/media-test-kit';
import { createClient } from '@libsql/client';

const WEBHOOK_SECRET = 'whsec_test_shop_secret';
const GPS_EXIF = {
  IFD0: { Make: 'Nikon', Model: 'Z 9' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '78/1 13/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '15/1 39/1 0/1' },
};

let ctx: TestCtx;
let server: Server<unknown>;
let base: string;
let stripe: FakeStripe;
let smtp: TestSmtp;
let mail: Awaited<ReturnType<typeof startMail>>;
let auth: Record<string, string>;
let photoId: number;
let videoId: number;
let privateId: number;
let products: Product[];

const json = (body: unknown) => JSON.stringify(body);
const admin = (path: string, init: RequestInit = {}) => fetch(base + path, { ...init, headers: { ...auth, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) } });

/** A buyer's browser: keeps the cart cookie between requests. */
function buyer() {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const res = await fetch(base + path, { redirect: 'manual', ...init, headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) } });
    const set = res.headers.get('set-cookie');
    if (set?.startsWith('shop_cart=')) cookie = set.split(';')[0]!.endsWith('=') ? '' : set.split(';')[0]!;
    return res;
  };
}

const print = () => products.find((p) => p.kind === 'print')!;
const licence = (size: 'web' | 'full') => products.find((p) => p.kind === 'licence' && p.size === size)!;
const outbox = () => ctx.db.select().from(mailOutbox);
/** The first message received with this subject (waits for it). */
async function received(subject: string) {
  await waitFor(() => smtp.messages.some((m) => m.subject === subject), `a mail "${subject}"`);
  return smtp.messages.find((m) => m.subject === subject)!;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  ctx = await makeTestCtx({ env: { STATIC_ROOT: testStaticRoot(), SMTP_URL: smtp.url, NOTIFY_EMAIL: 'owner@example.org', STRIPE_SECRET_KEY: 'sk_test_shop', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: 'http://127.0.0.1:9' } });
  const app = createApp({ ...ctx, site: await testSite() });
  server = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: app.fetch });
  base = `http://127.0.0.1:${server.port}`;
  stripe = await startFakeStripe({ webhookUrl: `${base}${API.shopStripeWebhook}`, webhookSecret: WEBHOOK_SECRET });
  // The SDK's address is read when the client is made (first use): point it at the fake now.
  ctx.env.STRIPE_API_BASE = stripe.url;
  ctx.env.publicUrl = base;
  mail = await startMail({ db: ctx.db, env: ctx.env }, { pollMs: 20, retryBaseMs: 50, log: () => {} });
  auth = { Authorization: `Bearer ${await adminToken(ctx)}` };
  const upload = async (name: string, seed: number) => {
    const bytes = await makeJpeg({ width: 1200, height: 800, exif: GPS_EXIF, seed });
    const res = await fetch(base + API.admin.upload, { method: 'POST', headers: auth, body: multipart('file', [{ name, bytes, type: 'image/jpeg' }]) });
    return ((await res.json()) as UploadResult).hash;
  };
  const create = async (body: object) => ((await (await admin(API.admin.galleryItems, { method: 'POST', body: json(body) })).json()) as { id: number }).id;
  photoId = await create({ mediaHash: await upload('walrus.jpg', 1), title: 'Walrus', titleSv: 'Valross', isPublished: true });
  videoId = await create({ type: 'video', url: 'https://example.org/film.mp4', title: 'Film', isPublished: true });
  privateId = await create({ mediaHash: await upload('draft.jpg', 2), title: 'Draft', isPublished: false });
  products = (await (await admin(API.admin.shopProducts)).json()) as Product[];
});

afterAll(async () => {
  await mail.stop();
  server.stop(true);
  await stripe.close();
  await smtp.stop();
  ctx.cleanup();
});

describe('the price list and settings', () => {
  it('requires authentication', async () => {
    expect((await fetch(base + API.admin.shopProducts)).status).toBe(401);
    expect((await fetch(base + API.admin.shopSettings, { method: 'PUT', body: '{}' })).status).toBe(401);
    expect((await fetch(base + API.admin.shopOrders)).status).toBe(401);
  });

  it('starts with a starter list of prints and licences in three languages', () => {
    expect(products.filter((p) => p.kind === 'print').length).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.kind === 'licence').map((p) => p.nameEn)).toEqual(['Personal', 'Editorial', 'Commercial']);
    for (const p of products) expect(p.nameSv && p.nameEn && p.nameNl).toBeTruthy();
  });

  it('changes only the settings a PUT names, and refuses a bad VAT rate with the reason', async () => {
    const before = await (await admin(API.admin.shopSettings)).json();
    const saved = await (await admin(API.admin.shopSettings, { method: 'PUT', body: json({ bankDetails: 'Nordic Light\nIBAN SE45 5000 0000 0583 9825 7466', referenceTemplate: 'NL-{order}', currency: 'SEK' }) })).json();
    expect(saved).toMatchObject({ ...before, bankDetails: expect.stringContaining('IBAN'), referenceTemplate: 'NL-{order}', currency: 'SEK', cardPayments: true });
    const bad = await admin(API.admin.shopSettings, { method: 'PUT', body: json({ vatRateBp: 9000 }) });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('VAT is at most 50 %');
  });

  it('keeps a product kind and refuses a print without a size', async () => {
    const res = await admin(API.admin.shopProducts, { method: 'POST', body: json({ ...print(), id: undefined, position: undefined, longSideCm: null }) });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe('longSideCm');
  });
});

describe('what a photo page offers', () => {
  it('offers prints in the photo’s proportions and licences, in the asked language and currency', async () => {
    const offer = (await (await fetch(`${base}${API.shopOffer(photoId)}?language=sv`)).json()) as ShopOffer;
    expect(offer.currency).toBe('SEK');
    expect(offer.prints[0]).toMatchObject({ widthCm: 30, heightCm: 20, finish: expect.stringContaining('papper') });
    expect(offer.licences.map((l) => l.name)).toEqual(['Personlig', 'Redaktionell', 'Kommersiell']);
  });

  it('never offers a video or a photo that is not public, and follows the photo’s own sale mode', async () => {
    for (const id of [videoId, privateId, 999_999]) expect(await (await fetch(`${base}${API.shopOffer(id)}?language=en`)).json()).toBeNull();
    await admin(API.admin.galleryItem(photoId), { method: 'PUT', body: json({ saleMode: 'prints' }) });
    const prints = (await (await fetch(`${base}${API.shopOffer(photoId)}?language=en`)).json()) as ShopOffer;
    expect(prints.licences).toEqual([]);
    // The bulk edit resets it to the price list's default.
    const job = await admin(API.admin.galleryBulkJobs, { method: 'POST', body: json({ action: 'edit', selection: { itemIds: [photoId] }, updates: { saleMode: 'default' } }) });
    expect(job.status).toBe(202);
    await waitFor(async () => ((await (await fetch(`${base}${API.shopOffer(photoId)}?language=en`)).json()) as ShopOffer).licences.length > 0, 'the bulk edit');
  });
});

describe('the cart', () => {
  it('prices every line from the price list, whatever the browser sends', async () => {
    const browser = buyer();
    const res = await browser(`${API.shopCart}?language=en`, { method: 'POST', body: json({ itemId: photoId, productId: print().id, quantity: 2, mode: 'add', priceMinor: 1, unitMinor: 1, totalMinor: 1 }) });
    expect(res.status).toBe(200);
    const cart = (await res.json()) as Cart;
    expect(cart.lines[0]).toMatchObject({ quantity: 2, unitMinor: print().priceMinor, lineMinor: print().priceMinor * 2 });
    expect(cart.totalMinor).toBe(print().priceMinor * 2);
    expect(cart.vatMinor).toBe(Math.round((cart.totalMinor * 2500) / 12500));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a malformed or refused change with 4xx in the buyer’s language, and changes nothing', async () => {
    const browser = buyer();
    const bad = await browser(`${API.shopCart}?language=sv`, { method: 'POST', body: '{"itemId":' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Begäran kunde inte läsas');
    const video = await browser(`${API.shopCart}?language=nl`, { method: 'POST', body: json({ itemId: videoId, productId: print().id, quantity: 1, mode: 'add' }) });
    expect(video.status).toBe(400);
    expect((await video.json()).message).toBe('Deze foto of deze keuze is niet te koop');
    expect(((await (await browser(API.shopCart)).json()) as Cart).lines).toEqual([]);
  });

  it('drops lines of a tampered cookie that are not for sale', async () => {
    const res = await fetch(`${base}${API.shopCart}?language=en`, { headers: { Cookie: `shop_cart=${videoId}.${print().id}.1_${photoId}.${licence('web').id}.7_junk` } });
    const cart = (await res.json()) as Cart;
    expect(cart.lines.map((l) => [l.itemId, l.productId, l.quantity])).toEqual([[photoId, licence('web').id, 1]]);
    expect(cart.dropped).toBe(1);
  });
});

let invoiceOrder: CheckoutResult;

describe('a print ordered by invoice (Swedish)', () => {
  it('refuses a checkout without a postal address, with the reasons by field in Swedish', async () => {
    const browser = buyer();
    await browser(`${API.shopCart}?language=sv`, { method: 'POST', body: json({ itemId: photoId, productId: print().id, quantity: 1, mode: 'add' }) });
    const before = await ctx.db.select().from(shopOrders);
    const res = await browser(`${API.shopCheckout}?language=sv`, { method: 'POST', body: json({ name: 'Astrid', email: 'astrid@example.se', acceptTerms: true, method: 'invoice' }) });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toContainEqual({ path: 'address', message: 'Ange gatuadress och nummer' });
    expect(body.issues).toContainEqual({ path: 'country', message: 'Välj ett land som vi skickar till' });
    expect(await ctx.db.select().from(shopOrders)).toEqual(before);
    const noTerms = await browser(`${API.shopCheckout}?language=sv`, { method: 'POST', body: json({ name: 'Astrid', email: 'astrid@example.se', method: 'invoice' }) });
    expect((await noTerms.json()).issues).toContainEqual({ path: 'terms', message: 'Godkänn villkoren' });
  });

  it('places the order with the server’s total, mails the buyer in Swedish and the photographer', async () => {
    const browser = buyer();
    await browser(`${API.shopCart}?language=sv`, { method: 'POST', body: json({ itemId: photoId, productId: print().id, quantity: 2, mode: 'add' }) });
    const res = await browser(`${API.shopCheckout}?language=sv`, {
      method: 'POST',
      body: json({ name: 'Astrid Lind', email: 'astrid@example.se', address: 'Storgatan 1', postalCode: '981 31', city: 'Kiruna', country: 'se', acceptTerms: true, method: 'invoice', totalMinor: 100, lines: [{ unitMinor: 1 }] }),
    });
    expect(res.status).toBe(201);
    invoiceOrder = (await res.json()) as CheckoutResult;
    expect(invoiceOrder.orderUrl).toMatch(/^\/sv\/order\/[\w-]{32}$/);
    expect(invoiceOrder.redirectUrl).toBe(`${invoiceOrder.orderUrl}?placed=1`);
    // The cart is emptied.
    expect(((await (await browser(API.shopCart)).json()) as Cart).lines).toEqual([]);
    const order = await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, invoiceOrder.number)).get();
    expect(order!.totalMinor).toBe(print().priceMinor * 2);
    const toBuyer = await received(`Din beställning ${invoiceOrder.number}`);
    expect(toBuyer.text).toContain(`Betalningsreferens: NL-${invoiceOrder.number}`);
    expect(toBuyer.text).toContain('IBAN SE45');
    expect(toBuyer.text).toContain('Valross');
    expect(toBuyer.text).toContain(invoiceOrder.orderUrl);
    await waitFor(() => smtp.messages.some((m) => m.subject?.startsWith(`New order ${invoiceOrder.number}`)), 'the notice of the order');
    const toOwner = smtp.messages.find((m) => m.subject?.startsWith(`New order ${invoiceOrder.number}`))!;
    expect(toOwner.replyTo?.text).toContain('astrid@example.se');
  });

  it('shows the order at its private address only', async () => {
    const view = (await (await fetch(`${base}/api/shop/orders/${invoiceOrder.orderUrl.split('/').pop()}?language=sv`)).json()) as OrderView;
    expect(view).toMatchObject({ number: invoiceOrder.number, status: 'awaiting_payment', payment: { reference: `NL-${invoiceOrder.number}` } });
    expect((await fetch(`${base}/api/shop/orders/${'x'.repeat(32)}?language=sv`)).status).toBe(404);
  });

  it('is marked paid by the photographer once; the buyer is told and the photographer learns what to print', async () => {
    const order = await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, invoiceOrder.number)).get();
    const res = await admin(API.admin.shopOrderAction(order!.id, 'paid'), { method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminOrder).status).toBe('paid');
    const paid = await received(`Betalning mottagen: beställning ${invoiceOrder.number}`);
    expect(paid.text).toContain('Dina bilder trycks nu');
    const printIt = await received(`Order ${invoiceOrder.number} is paid: print it`);
    expect(printIt.text).toContain('2 × 30 × 20 cm on Fine art paper');
    const again = await admin(API.admin.shopOrderAction(order!.id, 'paid'), { method: 'POST' });
    expect(again.status).toBe(409);
    const shipped = await admin(API.admin.shopOrderAction(order!.id, 'shipped'), { method: 'POST', body: json({ tracking: 'PostNord 123' }) });
    expect(((await shipped.json()) as AdminOrder).status).toBe('fulfilled');
  });
});

describe('a licence paid by card', () => {
  let result: CheckoutResult;
  let licenceToken: string;

  it('sends the buyer to Stripe with a session made from the server’s prices', async () => {
    const browser = buyer();
    await browser(`${API.shopCart}?language=en`, { method: 'POST', body: json({ itemId: photoId, productId: licence('full').id, quantity: 5, mode: 'add' }) });
    const res = await browser(`${API.shopCheckout}?language=en`, { method: 'POST', body: json({ name: 'Polar Magazine', email: 'photo@polar.example', acceptTerms: true, method: 'card' }) });
    expect(res.status).toBe(201);
    result = (await res.json()) as CheckoutResult;
    expect(result.redirectUrl.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    const session = stripe.sessions.get(result.redirectUrl.split('/').pop()!)!;
    expect(session.amount_total).toBe(licence('full').priceMinor);
    expect(session.currency).toBe('sek');
    expect(session.line_items_sent).toHaveLength(1);
    expect(session.line_items_sent[0]!.quantity).toBe('1');
  });

  it('offers no download before payment', async () => {
    const order = await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, result.number)).get();
    const line = await ctx.db.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, order!.id)).get();
    licenceToken = line!.licenceToken!;
    const res = await fetch(`${base}${API.shopLicenceDownload(licenceToken)}?language=en`, { method: 'POST' });
    expect(res.status).toBe(403);
  });

  it('refuses a webhook with a bad signature or a malformed body, and changes nothing', async () => {
    const event = { id: 'evt_test_forged', type: 'checkout.session.completed', data: { object: { id: 'cs_x', metadata: { orderId: '1' }, payment_status: 'paid', amount_total: 1, currency: 'sek' } } };
    const forged = await stripe.deliver(event, { secret: 'whsec_wrong' });
    expect(forged.status).toBe(400);
    const unsigned = await fetch(base + API.shopStripeWebhook, { method: 'POST', body: json(event) });
    expect(unsigned.status).toBe(400);
    const junk = 'not json at all';
    const malformed = await fetch(base + API.shopStripeWebhook, { method: 'POST', headers: { 'Stripe-Signature': stripeSignature(junk, WEBHOOK_SECRET) }, body: junk });
    expect(malformed.status).toBe(400);
    expect((await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, result.number)).get())!.status).toBe('awaiting_payment');
  });

  it('is paid by the signed webhook once: a second delivery of the event changes and sends nothing', async () => {
    const paid = await stripe.pay(result.redirectUrl.split('/').pop()!);
    expect(paid!.delivery.status).toBe(200);
    const order = await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, result.number)).get();
    expect(order!.status).toBe('paid');
    const licenceMail = await received(`Your licence: order ${result.number}`);
    expect(licenceMail.text).toContain(`/en/licence/${licenceToken}`);
    const rows = (await outbox()).length;
    const again = await stripe.deliver(paid!.event);
    expect(again.status).toBe(200);
    expect((await outbox()).length).toBe(rows);
    expect((await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, result.number)).get())!.paidAt).toEqual(order!.paidAt);
  });

  it('hands out the full-size file with the licence in its XMP and no GPS, a limited number of times', async () => {
    const view = (await (await fetch(`${base}${API.shopLicence(licenceToken)}?language=en`)).json()) as LicenceView;
    expect(view).toMatchObject({ paid: true, licensee: 'Polar Magazine', name: 'Editorial', downloadsLeft: 5 });
    const res = await fetch(`${base}${API.shopLicenceDownload(licenceToken)}?language=en`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await exifr.parse(bytes, { xmp: true, gps: true, tiff: true, mergeOutput: false });
    expect(meta.gps?.latitude).toBeUndefined();
    const xmp = bytes.toString('latin1');
    expect(xmp).toContain('<plus:LicenseeName>Polar Magazine</plus:LicenseeName>');
    expect(xmp).toContain(`<plus:LicenseID>${result.number}</plus:LicenseID>`);
    expect(meta.plus?.LicenseID ?? meta.plus?.LicenseId).toBe(result.number);
    expect(JSON.stringify(meta.xmpRights)).toContain('Editorial, licensed to Polar Magazine');
    expect(JSON.stringify(meta.dc)).toContain('Walrus');
    const after = (await (await fetch(`${base}${API.shopLicence(licenceToken)}?language=en`)).json()) as LicenceView;
    expect(after.downloadsLeft).toBe(4);
  });
});

describe('erasure and backups', () => {
  it('keeps every shop table in a backup', async () => {
    const target = createClient({ url: ':memory:' });
    await copyDatabase(ctx.db.$client, target);
    const orders = await target.execute('SELECT count(*) AS n FROM shop_orders');
    expect(Number(orders.rows[0]!.n)).toBeGreaterThan(0);
    for (const table of ['shop_products', 'shop_order_lines', 'shop_order_events', 'shop_payment_events']) {
      expect(Number((await target.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n)).toBeGreaterThan(0);
    }
  });

  it('erases a buyer’s personal data from every order of theirs, keeping the bookkeeping', async () => {
    const order = await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, invoiceOrder.number)).get();
    const res = await admin(API.admin.shopOrderAction(order!.id, 'erase'), { method: 'POST' });
    expect(await res.json()).toEqual({ erased: 1 });
    const after = await ctx.db.select().from(shopOrders).where(eq(shopOrders.id, order!.id)).get();
    expect(after).toMatchObject({ buyerName: '(erased)', address: null, city: null, ip: null, totalMinor: order!.totalMinor, number: order!.number });
    expect(JSON.stringify(after)).not.toContain('astrid');
    expect((await outbox()).some((m) => m.to === 'astrid@example.se')).toBe(false);
  });

  it('lists orders newest first, by status, a page at a time, and exports them as CSV', async () => {
    const page = await (await admin(`${API.admin.shopOrders}?status=paid&limit=1`)).json();
    expect(page.orders).toHaveLength(1);
    expect(page.counts.paid).toBe(1);
    const all = await admin(`${API.admin.shopOrders}?limit=1`);
    expect(all.headers.get('link')).toContain('cursor=');
    const csv = await (await admin(API.admin.shopOrdersCsv)).text();
    expect(csv.split('\r\n')[0]).toContain('number,date,status');
    expect(csv).toContain(invoiceOrder.number);
  });
});

describe('the shop’s forms without scripts', () => {
  it('adds to the cart from the photo page, refuses a checkout with the reasons in the page, then places the order', async () => {
    const browser = buyer();
    const form = (fields: Record<string, string>) => ({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base }, body: new URLSearchParams(fields).toString() });
    const added = await browser(`/nl/gallery/${photoId}`, form({ intent: 'cart', language: 'nl', item: String(photoId), product: String(licence('web').id), quantity: '1', mode: 'add', price: '1' }));
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/nl/cart');
    const cartPage = await (await browser('/nl/cart')).text();
    expect(cartPage).toContain('Licentie persoonlijk');
    const refused = await browser('/nl/checkout', form({ intent: 'checkout', language: 'nl', name: '', email: 'els@example.nl', method: 'invoice' }));
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Vul je naam in');
    expect(html).toContain('Ga akkoord met de voorwaarden');
    expect(html).toContain('els@example.nl');
    const placed = await browser('/nl/checkout', form({ intent: 'checkout', language: 'nl', name: 'Els', email: 'els@example.nl', method: 'invoice', terms: 'on' }));
    expect(placed.status).toBe(303);
    expect(placed.headers.get('location')).toMatch(/\/nl\/order\/[\w-]+\?placed=1$/);
  });
});

describe('an order of licences only', () => {
  it('is fulfilled by the photographer without a mail about prints on their way', async () => {
    const browser = buyer();
    await browser(`${API.shopCart}?language=en`, { method: 'POST', body: json({ itemId: photoId, productId: licence('web').id, quantity: 1, mode: 'add' }) });
    const placed = (await (await browser(`${API.shopCheckout}?language=en`, { method: 'POST', body: json({ name: 'Ola', email: 'ola@example.no', acceptTerms: true, method: 'invoice' }) })).json()) as CheckoutResult;
    const order = await ctx.db.select().from(shopOrders).where(eq(shopOrders.number, placed.number)).get();
    await admin(API.admin.shopOrderAction(order!.id, 'paid'), { method: 'POST' });
    const done = (await (await admin(API.admin.shopOrderAction(order!.id, 'shipped'), { method: 'POST', body: json({ tracking: '' }) })).json()) as AdminOrder;
    expect(done.status).toBe('fulfilled');
    expect((await outbox()).some((m) => m.to === 'ola@example.no' && m.subject.includes('on its way'))).toBe(false);
    // A signed event with no object in it names no order: 200, nothing changes.
    const body = JSON.stringify({ id: 'evt_test_empty', object: 'event', type: 'checkout.session.completed', data: {} });
    const res = await fetch(base + API.shopStripeWebhook, { method: 'POST', headers: { 'Stripe-Signature': stripeSignature(body, WEBHOOK_SECRET) }, body });
    expect(res.status).toBe(200);
  });
});
