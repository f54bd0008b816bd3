import {
  API,
  CardPaymentSchema,
  type CartChange,
  CartChangeSchema,
  CartSchema,
  type CheckoutFields,
  CheckoutResultSchema,
  CheckoutSchema,
  type CheckoutResult,
  ShopLanguageQuerySchema,
  ShopTokenParamSchema,
  StripeEventSchema,
  StripeReceivedSchema,
} from '@portfolio/shared';
import { parseLanguage, type Language } from '@portfolio/shared/languages';
import { pagePath } from '@portfolio/shared/page-paths';
import { CART_COOKIE, CART_MAX_LINES, CART_MAX_QUANTITY, type CartEntry, type CheckoutProblem, decodeCart, encodeCart } from '@portfolio/shared/shop-rules';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';
import { clientIp } from '../lib/client-ip';
import { readBodyText } from '../lib/read-body';
import { MAX_PUBLIC_JSON_BYTES } from '../lib/validate';
import type { RouteDeps } from '../lib/route-deps';
import type { AnswerBindings } from '../lib/answers';
import { declare, describeAnswer, file } from '../lib/openapi';
import { PRIVATE_PAGE_HEADERS } from '../site/private-page';
import { cartAnswer, pricedCart } from './cart.service';
import { licenceFile } from './licence-file';
import { offers, saleItems, saleModeOf, shopOffer } from './offer.service';
import {
  CheckoutRefused,
  checkoutProblems,
  licenceView,
  markPaid,
  orderById,
  orderByToken,
  orderView,
  placeOrder,
  recordForeignEvent,
  recordPaymentProblem,
  setStripeSession,
  takeDownload,
} from './orders.service';
import { listProducts } from './products.service';
import { orderUrl, type OrderRow } from './shop-mail';
import { getShopSettings } from './shop-settings.service';
import { SHOP_TEXT } from './shop-text';
import { createCheckoutSession, type Stripe, stripeConfigured, verifiedEvent } from './stripe';
import { and, count, eq } from 'drizzle-orm';
import { shopOrderEvents, shopOrderLines } from '../db/schema';
import type { Env } from '../env';
import type { Db } from '../db/db-type';
import { attachmentOf } from '../lib/content-disposition';

const CART_DAYS = 30;
/** Largest webhook body read (Stripe's events are a few kilobytes). */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** The language a request asks in: `?language=`, else the browser's, else English. */
export function shopLanguage(c: Context): Language {
  return parseLanguage(c.req.query('language')) ?? parseLanguage(c.req.header('accept-language')?.split(',')[0]?.trim().slice(0, 2).toLowerCase()) ?? 'en';
}

export const cartEntries = (c: Context) => decodeCart(getCookie(c, CART_COOKIE));

/** Writes the cart cookie (functional: it holds what the visitor chose, nothing else), or removes it when empty. */
export function writeCart(c: Context, env: Env, entries: CartEntry[]) {
  if (!entries.length) return deleteCookie(c, CART_COOKIE, { path: '/' });
  setCookie(c, CART_COOKIE, encodeCart(entries), { path: '/', httpOnly: true, sameSite: 'Lax', secure: env.publicUrl.startsWith('https:'), maxAge: CART_DAYS * 86_400 });
}

/** A JSON body checked with a schema; malformed or refused, the reason comes in the buyer's language. */
async function readShopJson<S extends z.ZodType>(c: Context, schema: S, language: Language, refused: (issues: z.core.$ZodIssue[]) => AppError): Promise<z.output<S>> {
  const text = await readBodyText(c, MAX_PUBLIC_JSON_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', SHOP_TEXT[language].malformed);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refused(parsed.error.issues);
  return parsed.data;
}

const PROBLEM_KEYS = new Set(Object.keys(SHOP_TEXT.en.problems));

/** The checkout schema's issues as the form's reasons by field (a message that names no reason means "malformed"). */
export function checkoutIssues(issues: readonly { path: PropertyKey[]; message: string }[]): Partial<Record<string, CheckoutProblem>> {
  const out: Partial<Record<string, CheckoutProblem>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    const key = field === 'acceptTerms' ? 'terms' : field;
    if (key && PROBLEM_KEYS.has(issue.message)) out[key] ??= issue.message as CheckoutProblem;
  }
  return out;
}

/**
 * A refused checkout's reasons, all at once: the schema's (name, e-mail, terms) and the cart's
 * (a print's address and country, the payment method), each field's first.
 */
export async function checkoutRefusal(deps: Pick<RouteDeps, 'db' | 'env'>, c: Context, raw: unknown, issues: readonly { path: PropertyKey[]; message: string }[], language: Language): Promise<CheckoutRefused | null> {
  const problems = checkoutIssues(issues);
  if (!Object.keys(problems).length) return null;
  const fields = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string).trim() : '');
  const cart = await pricedCart(deps.db, deps.env, cartEntries(c), language);
  const more = checkoutProblems({ address: text('address'), postalCode: text('postalCode'), city: text('city'), country: text('country').toUpperCase(), method: (text('method') || 'invoice') as 'invoice' }, cart);
  return new CheckoutRefused(language, { ...more, ...problems });
}

/** Applies a change to the cart: the photo must be for sale with that product (checked against the price list). */
export async function changeCart(db: Db, entries: CartEntry[], change: CartChange, language: Language): Promise<CartEntry[]> {
  const next = entries.filter((e) => !(e.itemId === change.itemId && e.productId === change.productId));
  const before = entries.find((e) => e.itemId === change.itemId && e.productId === change.productId);
  const quantity = Math.min(CART_MAX_QUANTITY, change.mode === 'add' ? (before?.quantity ?? 0) + change.quantity : change.quantity);
  if (quantity <= 0) return next;
  const [settings, items, products] = await Promise.all([getShopSettings(db), saleItems(db, [change.itemId]), listProducts(db)]);
  const item = items.get(change.itemId);
  const product = products.find((p) => p.id === change.productId);
  if (!settings.enabled) throw new AppError('conflict', SHOP_TEXT[language].shopClosed);
  if (!item || !product || !offers(saleModeOf(item, settings), product)) throw new AppError('bad_request', SHOP_TEXT[language].notForSale, [{ path: 'productId', message: SHOP_TEXT[language].notForSale }]);
  const entry = { itemId: change.itemId, productId: change.productId, quantity: product.kind === 'licence' ? 1 : quantity };
  const at = before ? entries.indexOf(before) : -1;
  const out = at >= 0 ? [...next.slice(0, at), entry, ...next.slice(at)] : [...next, entry];
  return out.slice(-CART_MAX_LINES);
}

/** Where the buyer goes after placing an order: Stripe's page for a card, else the order's page with its confirmation. */
export async function afterCheckout(db: Db, env: Env, order: OrderRow, _language: Language): Promise<string> {
  // The order's page on this site, as a path: the buyer stays on the address they use.
  const page = pagePath('order', { token: order.token }, order.language);
  if (order.method !== 'card') return `${page}?placed=1`;
  try {
    return await startCardPayment(db, env, order);
  } catch (err) {
    console.error(`[shop] card payment of order ${order.number} could not start:`, err);
    return `${page}?placed=1&card=failed`;
  }
}

/** A Stripe Checkout Session for the order from its own lines (the server's amounts); Stripe's address. */
export async function startCardPayment(db: Db, env: Env, order: OrderRow): Promise<string> {
  const t = SHOP_TEXT[order.language];
  if (!stripeConfigured(env)) throw new AppError('conflict', t.cardUnavailable);
  if (order.status !== 'awaiting_payment') throw new AppError('conflict', t.notPayable);
  const [lines, attempts] = await Promise.all([
    db.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, order.id)),
    db.select({ n: count() }).from(shopOrderEvents).where(and(eq(shopOrderEvents.orderId, order.id), eq(shopOrderEvents.kind, 'payment_started'))).get(),
  ]);
  const page = orderUrl(env, order);
  const session = await createCheckoutSession(env, {
    orderId: order.id,
    number: order.number,
    email: order.buyerEmail,
    currency: order.currency,
    language: order.language,
    lines: lines.map((l) => ({ name: `${l.title} — ${l.label}`, unitMinor: l.unitMinor, quantity: l.quantity })),
    successUrl: `${page}?card=done`,
    cancelUrl: `${page}?card=cancelled`,
    attempt: attempts?.n ?? 0,
  });
  await setStripeSession(db, order.id, session.id);
  return session.url;
}

/** Places the order of the visitor's cart; the cart cookie is emptied once the order is written. */
export async function checkout(deps: Pick<RouteDeps, 'db' | 'env'>, c: Context, input: CheckoutFields, language: Language): Promise<CheckoutResult> {
  const { db, env } = deps;
  const { order } = await placeOrder(db, env, cartEntries(c), input, language, clientIp(c, env.TRUST_PROXY));
  writeCart(c, env, []);
  const redirectUrl = await afterCheckout(db, env, order, language);
  return { number: order.number, orderUrl: pagePath('order', { token: order.token }, order.language), redirectUrl };
}

/** A webhook event of Stripe, applied once: a paid Checkout Session marks its order paid. */
async function applyStripeEvent(db: Db, env: Env, event: Stripe.Event): Promise<void> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return;
  // A signed event is Stripe's, yet its shape is read with care: a missing part names no order.
  const session = (event.data?.object ?? {}) as Partial<Stripe.Checkout.Session>;
  const orderId = Number(session.metadata?.orderId ?? session.client_reference_id);
  const order = Number.isInteger(orderId) && orderId > 0 ? await orderById(db, orderId) : null;
  const ref = { id: event.id, type: event.type };
  if (!order) return recordForeignEvent(db, ref);
  // Paid later (a bank debit): its own event says so.
  if (session.payment_status !== 'paid') return;
  if (session.amount_total !== order.totalMinor || session.currency?.toUpperCase() !== order.currency) {
    return recordPaymentProblem(db, order.id, ref, `Stripe session ${session.id} paid ${session.amount_total} ${session.currency} for ${order.totalMinor} ${order.currency}`);
  }
  if (order.status !== 'awaiting_payment') {
    if (order.status !== 'paid' && order.status !== 'fulfilled') await recordPaymentProblem(db, order.id, ref, `Stripe session ${session.id} paid while the order is ${order.status}: refund it`);
    else await recordForeignEvent(db, ref);
    return;
  }
  await markPaid(db, env, order.id, `card (Stripe ${session.id})`, ref);
}

const DOWNLOAD_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', tif: 'image/tiff', webp: 'image/webp' };

/** The shop's public API: offers, the cart, the checkout, orders and licences at their private addresses, and Stripe's webhook. */
export function shopRoutes(deps: RouteDeps) {
  const { db, env, cache } = deps;
  const app = new Hono<AppEnv>();
  // Answers about one visitor's cart or order: never kept by a cache, never indexed.
  const privately = (res: Response) => {
    for (const [k, v] of Object.entries(PRIVATE_PAGE_HEADERS)) res.headers.set(k, v);
    return res;
  };

  app.get('/api/shop/offers/:id', describeAnswer('shopOffer'), async (c) => {
    const language = shopLanguage(c);
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0) throw new AppError('not_found', SHOP_TEXT[language].notForSale);
    return cache.sendJson(c, `shop-offer:${id}:${language}`, () => shopOffer(db, id, language));
  });

  app.get(API.shopCart, describeAnswer('shopCart'), async (c) => {
    const language = shopLanguage(c);
    const cart = await pricedCart(db, env, cartEntries(c), language);
    if (cart.dropped) writeCart(c, env, cart.entries);
    return privately(c.json(cartAnswer(cart)));
  });

  app.post(API.shopCart, declare({ path: API.shopCart, summary: "Changes the visitor's cart (its cookie): adds or sets a line; the answer is the cart priced by the server", tags: ['shop'], query: ShopLanguageQuerySchema, body: CartChangeSchema, response: CartSchema, refuses: { 403: "From another site's page", 409: 'The shop is closed' } }), async (c) => {
    const language = shopLanguage(c);
    const change = await readShopJson(c, CartChangeSchema, language, () => new AppError('bad_request', SHOP_TEXT[language].notForSale));
    const entries = await changeCart(db, cartEntries(c), change, language);
    const cart = await pricedCart(db, env, entries, language);
    writeCart(c, env, cart.entries);
    return privately(c.json(cartAnswer(cart)));
  });

  app.post(API.shopCheckout, declare({ path: API.shopCheckout, summary: 'Places the order of the cart (prices from the server): its private address, and where to pay', tags: ['shop'], query: ShopLanguageQuerySchema, body: CheckoutSchema, response: CheckoutResultSchema, status: 201, refuses: { 403: "From another site's page", 409: 'The shop is closed, or the cart is empty' } }), async (c) => {
    const language = shopLanguage(c);
    let raw: unknown;
    try {
      raw = JSON.parse(await readBodyText(c, MAX_PUBLIC_JSON_BYTES));
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError('bad_request', SHOP_TEXT[language].malformed);
    }
    const parsed = CheckoutSchema.safeParse(raw);
    if (!parsed.success) throw (await checkoutRefusal(deps, c, raw, parsed.error.issues, language)) ?? new AppError('bad_request', SHOP_TEXT[language].malformed);
    return privately(c.json(await checkout(deps, c, parsed.data, language), 201));
  });

  app.get('/api/shop/orders/:token', describeAnswer('shopOrder'), async (c) => {
    const language = shopLanguage(c);
    const view = await orderView(db, env, c.req.param('token'), language);
    if (!view) throw new AppError('not_found', SHOP_TEXT[language].orderNotFound);
    return privately(c.json(view));
  });

  app.post('/api/shop/orders/:token/pay', declare({ path: '/api/shop/orders/:token/pay', summary: 'Starts the card payment of an order: Stripe’s page', tags: ['shop'], params: ShopTokenParamSchema, response: CardPaymentSchema, missing: true, refuses: { 403: "From another site's page", 409: 'Card payments are not set up, the order is not awaiting payment, or Stripe failed' } }), async (c) => {
    const language = shopLanguage(c);
    const order = await orderByToken(db, c.req.param('token'));
    if (!order) throw new AppError('not_found', SHOP_TEXT[language].orderNotFound);
    try {
      return privately(c.json({ redirectUrl: await startCardPayment(db, env, order) }));
    } catch (err) {
      if (err instanceof AppError) throw err;
      console.error(`[shop] card payment of order ${order.number} could not start:`, err);
      throw new AppError('conflict', SHOP_TEXT[language].cardFailed);
    }
  });

  app.get('/api/shop/licences/:token', describeAnswer('shopLicence'), async (c) => {
    const language = shopLanguage(c);
    const view = await licenceView(db, c.req.param('token'), language);
    if (!view) throw new AppError('not_found', SHOP_TEXT[language].licenceNotFound);
    return privately(c.json(view));
  });

  // A POST (the licence page's button), so a link only fetched, as mail scanners do, uses up no download.
  app.post('/api/shop/licences/:token/download', declare({ path: '/api/shop/licences/:token/download', summary: "A paid licence's file, with the licence in its metadata (a limited number of times)", tags: ['shop'], params: ShopTokenParamSchema, response: file('image/jpeg', 'image/png', 'image/tiff', 'image/webp', 'application/octet-stream'), missing: true, refuses: { 403: 'Not paid yet', 410: 'Every download of the licence is used' } }), async (c) => {
    const language = shopLanguage(c);
    const { line, order } = await takeDownload(db, c.req.param('token'), language);
    const found = await licenceFile(db, env, order, line);
    if (!found) throw new AppError('not_found', SHOP_TEXT[language].fileMissing);
    return privately(
      new Response(found.file.stream(), {
        headers: { 'Content-Type': DOWNLOAD_TYPES[found.file.ext] ?? 'application/octet-stream', 'Content-Length': String(found.file.size), 'Content-Disposition': attachmentOf(found.name) },
      }),
    );
  });

  // Stripe's events: the signature is checked on the raw body, before anything is read from it.
  app.post(API.shopStripeWebhook, declare({ path: API.shopStripeWebhook, summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET): a paid checkout marks its order paid, once", tags: ['shop'], body: StripeEventSchema, response: StripeReceivedSchema }), async (c) => {
    const raw = await readBodyText(c, MAX_WEBHOOK_BYTES);
    const event = await verifiedEvent(env, raw, c.req.header('stripe-signature'));
    if (!event) return c.json({ message: 'The Stripe-Signature header does not match this body' }, 400);
    await applyStripeEvent(db, env, event);
    return c.json({ received: true });
  });

  return app;
}

/**
 * The shop's answers in the table of public answers (shared/src/answers.ts), as pages read them.
 * Their routes are the shop's own above: they read the language from the visitor too, and keep
 * a visitor's cart and orders out of every cache.
 */
export function shopAnswers({ db, env }: Pick<RouteDeps, 'db' | 'env'>): Pick<AnswerBindings, 'shopOffer' | 'shopCart' | 'shopOrder' | 'shopLicence'> {
  const found = <T>(value: T | null, language: Language, message: 'orderNotFound' | 'licenceNotFound'): T => {
    if (value === null) throw new AppError('not_found', SHOP_TEXT[language][message]);
    return value;
  };
  return {
    shopOffer: { load: ({ id, language }) => shopOffer(db, id, language), ownRoute: true },
    // Only the loaders of pages that are never cached are given the visitor's cart.
    shopCart: { load: async ({ language }, visitor) => cartAnswer(await pricedCart(db, env, decodeCart(visitor?.cart ?? null), language)), ownRoute: true },
    shopOrder: { load: async ({ token, language }) => found(await orderView(db, env, token, language), language, 'orderNotFound'), ownRoute: true },
    shopLicence: { load: async ({ token, language }) => found(await licenceView(db, token, language), language, 'licenceNotFound'), ownRoute: true },
  };
}
