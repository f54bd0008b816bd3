import { randomBytes } from 'node:crypto';
import {
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderSummary,
  type CheckoutFields,
  isShippingCountry,
  type LicenceView,
  type OrderStatus,
  type OrderView,
  type ShopSettings,
  COPYRIGHT_YEAR,
  copyrightText,
} from '@portfolio/shared';
import { pagePath } from '@portfolio/shared/page-paths';
import type { Language } from '@portfolio/shared/languages';
import { type CartEntry, type CheckoutProblem, countryName, formatPrintSize, printSize } from '@portfolio/shared/shop-rules';
import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { mailOutbox, shopOrderEvents, shopOrderLines, shopOrders, shopPaymentEvents } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { readKeysetPage } from '../lib/keyset';
import { wakeOutbox } from '../mail/mail.service';
import { type OutboxMessage, outboxValues } from '../mail/outbox';
import { mediaByKey } from '../media/assets';
import { getSettings } from '../site/settings.service';
import { type PricedCart, pricedCart } from './cart.service';
import { addressLines, cancelledMail, dueDate, licenceLinksMail, type LineRow, type OrderRow, paidMails, paymentReference, placedMails, type ShopMailContext, shippedMail } from './shop-mail';
import { productText } from './products.service';
import { getShopSettings } from './shop-settings.service';
import { SHOP_TEXT } from './shop-text';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EventKind = (typeof shopOrderEvents.$inferInsert)['kind'];

/** Downloads of a paid licence's file, and for how long its link works. */
export const LICENCE_DOWNLOADS = 5;
export const LICENCE_DAYS = 30;
/** Orders one address may place in CHECKOUT_WINDOW_MS. */
const CHECKOUT_LIMIT = 5;
const CHECKOUT_WINDOW_MS = 10 * 60_000;

/** A secret for an address: 192 random bits, URL-safe. */
const secret = () => randomBytes(24).toString('base64url');

/** A refusal of the checkout: the reason in the buyer's language, by field. */
export class CheckoutRefused extends AppError {
  constructor(
    language: Language,
    readonly problems: Partial<Record<string, CheckoutProblem>>,
    status: 'bad_request' | 'rate_limited' | 'conflict' = 'bad_request',
  ) {
    const issues = Object.entries(problems).map(([path, p]) => ({ path, message: SHOP_TEXT[language].problems[p!] }));
    super(status, issues[0]?.message ?? SHOP_TEXT[language].malformed, issues);
  }
}

async function mailContext(db: Db, env: Env, settings?: ShopSettings): Promise<ShopMailContext> {
  const [shop, site] = await Promise.all([settings ?? getShopSettings(db), getSettings(db)]);
  return { env, settings: shop, site };
}

const insertMails = async (tx: Tx, mails: OutboxMessage[]) => {
  if (mails.length) await tx.insert(mailOutbox).values(outboxValues(mails));
};
const insertEvent = (tx: Tx, orderId: number, kind: EventKind, detail: string | null = null) => tx.insert(shopOrderEvents).values({ orderId, kind, detail, at: new Date() });

/** The checkout's own rules beyond the schema: a print needs a postal address in a country we ship to; the method must be offered. */
export function checkoutProblems(input: Pick<CheckoutFields, 'address' | 'postalCode' | 'city' | 'country' | 'method'>, cart: Pick<PricedCart, 'lines' | 'needsShipping' | 'methods'>): Partial<Record<string, CheckoutProblem>> {
  const problems: Partial<Record<string, CheckoutProblem>> = {};
  if (!cart.lines.length) problems.cart = 'cartEmpty';
  if (cart.needsShipping) {
    if (!input.address) problems.address = 'addressRequired';
    if (!input.postalCode) problems.postalCode = 'postalCodeRequired';
    if (!input.city) problems.city = 'cityRequired';
    if (!isShippingCountry(input.country)) problems.country = 'countryRequired';
  }
  if (!cart.methods.includes(input.method)) problems.method = 'methodUnavailable';
  return problems;
}

export interface PlacedOrder {
  order: OrderRow;
  lines: LineRow[];
}

/**
 * Places the order of the cart: every amount from the server's price list, the order, its lines,
 * its first event and its mails written in one transaction (a crash leaves all or nothing).
 */
export async function placeOrder(db: Db, env: Env, entries: CartEntry[], input: CheckoutFields, language: Language, ip: string): Promise<PlacedOrder> {
  const cart = await pricedCart(db, env, entries, language);
  if (!cart.open) throw new AppError('conflict', SHOP_TEXT[language].shopClosed);
  const problems = checkoutProblems(input, cart);
  if (Object.keys(problems).length) throw new CheckoutRefused(language, problems);
  const recent = await db
    .select({ n: count() })
    .from(shopOrders)
    .where(and(eq(shopOrders.ip, ip), gt(shopOrders.createdAt, new Date(Date.now() - CHECKOUT_WINDOW_MS))))
    .get();
  if ((recent?.n ?? 0) >= CHECKOUT_LIMIT) throw new CheckoutRefused(language, { email: 'tooMany' }, 'rate_limited');
  const ctx = await mailContext(db, env, cart.settings);
  const shipping = cart.needsShipping;
  const now = new Date();
  const token = secret();
  const placed = await db.transaction(async (tx) => {
    const order = await tx
      .insert(shopOrders)
      .values({
        number: token,
        token,
        method: input.method,
        currency: cart.currency,
        vatRateBp: cart.vatRateBp,
        totalMinor: cart.totalMinor,
        vatMinor: cart.vatMinor,
        language,
        buyerName: input.name,
        buyerEmail: input.email,
        address: shipping ? input.address : null,
        postalCode: shipping ? input.postalCode : null,
        city: shipping ? input.city : null,
        country: shipping ? input.country : null,
        termsText: cart.terms,
        termsUrl: cart.termsUrl,
        termsAcceptedAt: now,
        ip,
      })
      .returning()
      .get();
    const number = `${now.getUTCFullYear()}-${String(order.id).padStart(5, '0')}`;
    const numbered = await tx.update(shopOrders).set({ number }).where(eq(shopOrders.id, order.id)).returning().get();
    const lines = await tx
      .insert(shopOrderLines)
      .values(
        cart.priced.map((l) => {
          const print = l.kind === 'print';
          const size = print ? formatPrintSizeParts(l) : null;
          return {
            orderId: order.id,
            itemId: l.itemId,
            mediaHash: l.item.mediaHash,
            productId: l.productId,
            kind: l.kind,
            title: l.title,
            label: l.label,
            widthCm: size?.widthCm ?? null,
            heightCm: size?.heightCm ?? null,
            // What to print, in the photographer's words.
            finish: print ? productName(l, ctx.settings.ownerLanguage) : null,
            licenceName: print ? null : productName(l, language),
            licenceSize: print ? null : l.product.size,
            licenceTerms: print ? null : productTerms(l, language),
            licenceTermsUrl: print ? null : l.product.termsUrl,
            licenceToken: print ? null : secret(),
            unitMinor: l.unitMinor,
            quantity: l.quantity,
            lineMinor: l.lineMinor,
          };
        }),
      )
      .returning();
    await insertEvent(tx, order.id, 'placed', input.method);
    await insertMails(tx, placedMails(numbered, lines, ctx, countryName));
    return { order: numbered, lines };
  });
  wakeOutbox();
  return placed;
}

const formatPrintSizeParts = (l: PricedCart['priced'][number]) => printSize(l.product.longSideCm ?? 30, l.item.width, l.item.height);
const productName = (l: PricedCart['priced'][number], language: Language) => productText(l.product, language).name;
const productTerms = (l: PricedCart['priced'][number], language: Language) => productText(l.product, language).terms;

export async function orderByToken(db: Db, token: string): Promise<OrderRow | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  return (await db.select().from(shopOrders).where(eq(shopOrders.token, token)).get()) ?? null;
}

const linesOf = (db: Db, orderId: number) => db.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, orderId)).orderBy(asc(shopOrderLines.id));

async function thumbnails(db: Db, lines: LineRow[]): Promise<Map<string, string | null>> {
  const media = await mediaByKey(db, lines.map((l) => l.mediaHash));
  return new Map([...media].map(([hash, view]) => [hash, view.thumbnailUrl]));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The order at its private address, as its buyer sees it; null when the address names none. */
export async function orderView(db: Db, env: Env, token: string, language: Language): Promise<OrderView | null> {
  const order = await orderByToken(db, token);
  if (!order) return null;
  const [lines, settings] = await Promise.all([linesOf(db, order.id), getShopSettings(db)]);
  const thumbs = await thumbnails(db, lines);
  const awaiting = order.status === 'awaiting_payment';
  return {
    number: order.number,
    status: order.status,
    method: order.method,
    currency: order.currency,
    vatRateBp: order.vatRateBp,
    totalMinor: order.totalMinor,
    vatMinor: order.vatMinor,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    tracking: order.tracking,
    cancelledAt: iso(order.cancelledAt),
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    address: addressLines(order, language, countryName),
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      title: l.title,
      label: l.label,
      thumbnailUrl: l.mediaHash ? (thumbs.get(l.mediaHash) ?? null) : null,
      quantity: l.quantity,
      unitMinor: l.unitMinor,
      lineMinor: l.lineMinor,
      licenceUrl: l.licenceToken && order.status !== 'cancelled' ? pagePath('licence', { token: l.licenceToken }, language) : null,
    })),
    payment: awaiting ? { bankDetails: settings.bankDetails, reference: paymentReference(settings, order.number), dueDate: dueDate(order, settings, language) } : null,
    canPayByCard: awaiting && Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
  };
}

async function licenceLine(db: Db, token: string) {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const row = await db.select({ line: shopOrderLines, order: shopOrders }).from(shopOrderLines).innerJoin(shopOrders, eq(shopOrders.id, shopOrderLines.orderId)).where(eq(shopOrderLines.licenceToken, token)).get();
  return row && row.order.status !== 'cancelled' ? row : null;
}

/** A licence's page: the terms its buyer accepted, and whether its file can be downloaded. */
export async function licenceView(db: Db, token: string, language: Language): Promise<LicenceView | null> {
  const found = await licenceLine(db, token);
  if (!found) return null;
  const { line, order } = found;
  const [settings, thumbs] = await Promise.all([getSettings(db), thumbnails(db, [line])]);
  const paid = order.status === 'paid' || order.status === 'fulfilled';
  return {
    orderNumber: order.number,
    orderUrl: pagePath('order', { token: order.token }, language),
    licensee: order.buyerName,
    title: line.title,
    thumbnailUrl: line.mediaHash ? (thumbs.get(line.mediaHash) ?? null) : null,
    name: line.licenceName ?? '',
    size: line.licenceSize ?? 'web',
    terms: line.licenceTerms ?? '',
    termsUrl: line.licenceTermsUrl ?? '',
    acceptedAt: order.termsAcceptedAt.toISOString(),
    paid,
    paidAt: iso(order.paidAt),
    photographer: settings.photographerName,
    copyright: copyrightText(settings, COPYRIGHT_YEAR) ?? `© ${COPYRIGHT_YEAR} ${settings.photographerName}`,
    downloadsLeft: paid ? (line.downloadsLeft ?? 0) : 0,
    downloadUntil: paid ? iso(line.downloadUntil) : null,
  };
}

/**
 * Takes one download of a paid licence: counted down in one statement (never below zero, never
 * after its day), so two requests at once cannot both take the last one. Throws with the reason.
 */
export async function takeDownload(db: Db, token: string, language: Language) {
  const t = SHOP_TEXT[language];
  const found = await licenceLine(db, token);
  if (!found) throw new AppError('not_found', t.licenceNotFound);
  if (found.order.status !== 'paid' && found.order.status !== 'fulfilled') throw new AppError('forbidden', t.notPaid);
  const taken = await db
    .update(shopOrderLines)
    .set({ downloadsLeft: sql`${shopOrderLines.downloadsLeft} - 1` })
    .where(and(eq(shopOrderLines.id, found.line.id), gt(shopOrderLines.downloadsLeft, 0), gt(shopOrderLines.downloadUntil, new Date())))
    .returning()
    .get();
  if (!taken) throw new AppError('gone', t.downloadsUsed);
  await db.insert(shopOrderEvents).values({ orderId: found.order.id, kind: 'download', detail: `${taken.title}: ${taken.downloadsLeft} left`, at: new Date() });
  return { line: taken, order: found.order };
}

/** The licences of an order become downloadable (again): LICENCE_DOWNLOADS downloads for LICENCE_DAYS days. */
const openDownloads = (tx: Tx, orderId: number) =>
  tx
    .update(shopOrderLines)
    .set({ downloadsLeft: LICENCE_DOWNLOADS, downloadUntil: new Date(Date.now() + LICENCE_DAYS * 86_400_000) })
    .where(and(eq(shopOrderLines.orderId, orderId), eq(shopOrderLines.kind, 'licence')));

/**
 * Marks an order paid, once: only an order awaiting payment changes (a second call changes and
 * sends nothing). Its licences open for download, and the buyer and the photographer are told,
 * in one transaction. `event` is a payment provider's event, recorded in the same transaction so
 * that its repeated delivery is recognised. Returns whether the order changed.
 */
export async function markPaid(db: Db, env: Env, orderId: number, how: string, event?: { id: string; type: string }): Promise<boolean> {
  const ctx = await mailContext(db, env);
  const changed = await db.transaction(async (tx) => {
    if (event) {
      const fresh = await tx.insert(shopPaymentEvents).values({ eventId: event.id, type: event.type, orderId, receivedAt: new Date() }).onConflictDoNothing().returning().get();
      if (!fresh) return false;
    }
    const order = await tx
      .update(shopOrders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(shopOrders.id, orderId), eq(shopOrders.status, 'awaiting_payment')))
      .returning()
      .get();
    if (!order) return false;
    await openDownloads(tx, orderId);
    const lines = await tx.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, orderId)).orderBy(asc(shopOrderLines.id));
    await insertEvent(tx, orderId, 'paid', how);
    await insertMails(tx, paidMails(order, lines, ctx, countryName));
    return true;
  });
  if (changed) wakeOutbox();
  return changed;
}

/** Records a payment event that could not be applied (another amount, an order no longer open), once per event. */
export async function recordPaymentProblem(db: Db, orderId: number, event: { id: string; type: string }, detail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const fresh = await tx.insert(shopPaymentEvents).values({ eventId: event.id, type: event.type, orderId, receivedAt: new Date() }).onConflictDoNothing().returning().get();
    if (fresh) await insertEvent(tx, orderId, 'payment_mismatch', detail);
  });
}

/** Notes a payment event that concerns no order of ours (kept, so that it is not read again). */
export async function recordForeignEvent(db: Db, event: { id: string; type: string }): Promise<void> {
  await db.insert(shopPaymentEvents).values({ eventId: event.id, type: event.type, orderId: null, receivedAt: new Date() }).onConflictDoNothing();
}

export async function setStripeSession(db: Db, orderId: number, sessionId: string): Promise<void> {
  await db.batch([db.update(shopOrders).set({ stripeSessionId: sessionId }).where(eq(shopOrders.id, orderId)), db.insert(shopOrderEvents).values({ orderId, kind: 'payment_started', detail: sessionId, at: new Date() })]);
}

export const orderById = async (db: Db, id: number) => (await db.select().from(shopOrders).where(eq(shopOrders.id, id)).get()) ?? null;

export const ORDER_NOT_FOUND = 'Order not found';

async function changeStatus(db: Db, env: Env, id: number, from: OrderStatus[], set: Partial<OrderRow>, kind: EventKind, detail: string | null, mails: (order: OrderRow, ctx: ShopMailContext) => OutboxMessage[]): Promise<void> {
  const ctx = await mailContext(db, env);
  await db.transaction(async (tx) => {
    const order = await tx
      .update(shopOrders)
      .set(set)
      .where(and(eq(shopOrders.id, id), inArray(shopOrders.status, from)))
      .returning()
      .get();
    if (!order) {
      const exists = await tx.select({ status: shopOrders.status }).from(shopOrders).where(eq(shopOrders.id, id)).get();
      throw exists ? new AppError('conflict', `An order that is ${exists.status.replace('_', ' ')} cannot be changed that way`) : new AppError('not_found', ORDER_NOT_FOUND);
    }
    await insertEvent(tx, id, kind, detail);
    if (!order.erasedAt) await insertMails(tx, mails(order, ctx));
  });
  wakeOutbox();
}

/** The photographer received the bank transfer. */
export async function adminMarkPaid(db: Db, env: Env, id: number): Promise<void> {
  const order = await orderById(db, id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (order.status !== 'awaiting_payment') throw new AppError('conflict', `An order that is ${order.status.replace('_', ' ')} cannot be marked paid`);
  await markPaid(db, env, id, 'marked paid in the back-office');
}

/**
 * The photographer sent the prints (with a tracking text), or, for an order of licences only, is
 * done with it: fulfilled. The buyer is told only when prints are on their way.
 */
export async function markShipped(db: Db, env: Env, id: number, tracking: string): Promise<void> {
  const prints = await db.select({ id: shopOrderLines.id }).from(shopOrderLines).where(and(eq(shopOrderLines.orderId, id), eq(shopOrderLines.kind, 'print'))).limit(1);
  await changeStatus(db, env, id, ['paid'], { status: 'fulfilled', shippedAt: new Date(), tracking: tracking || null }, 'shipped', tracking || null, prints.length ? shippedMail : () => []);
}

export async function cancelOrder(db: Db, env: Env, id: number): Promise<void> {
  await changeStatus(db, env, id, ['awaiting_payment', 'paid'], { status: 'cancelled', cancelledAt: new Date() }, 'cancelled', null, cancelledMail);
}

/** New download allowance for a paid order's licences, mailed to the buyer again. */
export async function renewLicenceLinks(db: Db, env: Env, id: number): Promise<void> {
  const ctx = await mailContext(db, env);
  await db.transaction(async (tx) => {
    const order = await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).get();
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    if (order.status !== 'paid' && order.status !== 'fulfilled') throw new AppError('conflict', 'Only a paid order has licences to download');
    await openDownloads(tx, id);
    const lines = await tx.select().from(shopOrderLines).where(eq(shopOrderLines.orderId, id)).orderBy(asc(shopOrderLines.id));
    if (!lines.some((l) => l.kind === 'licence')) throw new AppError('conflict', 'This order has no licence');
    await insertEvent(tx, id, 'links_renewed');
    if (!order.erasedAt) await insertMails(tx, licenceLinksMail(order, lines, ctx));
  });
  wakeOutbox();
}

const ERASED = '(erased)';

/**
 * Erases a buyer's personal data: every order with their e-mail address keeps its number, lines
 * and amounts (the bookkeeping) but loses name, address, e-mail and IP address; the mails to them
 * still in the outbox go too. Returns how many orders were erased.
 */
export async function eraseBuyer(db: Db, id: number): Promise<number> {
  const order = await orderById(db, id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (order.erasedAt) return 0;
  const email = order.buyerEmail;
  return db.transaction(async (tx) => {
    const erased = await tx
      .update(shopOrders)
      .set({ buyerName: ERASED, buyerEmail: `erased-${secret().slice(0, 12)}@invalid`, address: null, postalCode: null, city: null, country: null, ip: null, tracking: null, erasedAt: new Date() })
      .where(and(sql`lower(${shopOrders.buyerEmail}) = lower(${email})`, isNull(shopOrders.erasedAt)))
      .returning({ id: shopOrders.id });
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
    for (const o of erased) await insertEvent(tx, o.id, 'erased');
    return erased.length;
  });
}

const toSummary = (o: OrderRow, lineCount: number): AdminOrderSummary => ({
  id: o.id,
  number: o.number,
  status: o.status,
  method: o.method,
  currency: o.currency,
  totalMinor: o.totalMinor,
  buyerName: o.buyerName,
  buyerEmail: o.buyerEmail,
  lineCount,
  createdAt: o.createdAt.toISOString(),
  seen: o.seenAt !== null,
  erased: o.erasedAt !== null,
});

async function lineCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ orderId: shopOrderLines.orderId, n: count() }).from(shopOrderLines).where(inArray(shopOrderLines.orderId, ids)).groupBy(shopOrderLines.orderId);
  return new Map(rows.map((r) => [r.orderId, r.n]));
}

/** A page of the Orders screen, newest first, of one status or all; with the counts of each status. */
export async function listOrders(db: Db, q: { status?: OrderStatus; limit: number; cursor?: string }): Promise<AdminOrderList & { total: number; nextCursor: string | null }> {
  const where = q.status ? eq(shopOrders.status, q.status) : undefined;
  const { rows, nextCursor } = await readKeysetPage<OrderRow>([{ sql: shopOrders.id, desc: true, of: (r) => r.id }], q, (after, orderBy, limit) =>
    db
      .select()
      .from(shopOrders)
      .where(and(where, after))
      .orderBy(...orderBy)
      .limit(limit),
  );
  const [counts, unseen, lineN] = await Promise.all([
    db.select({ status: shopOrders.status, n: count() }).from(shopOrders).groupBy(shopOrders.status),
    db.select({ n: count() }).from(shopOrders).where(isNull(shopOrders.seenAt)).get(),
    lineCounts(db, rows.map((r) => r.id)),
  ]);
  const of = (s: OrderStatus) => counts.find((c) => c.status === s)?.n ?? 0;
  return {
    orders: rows.map((r) => toSummary(r, lineN.get(r.id) ?? 0)),
    counts: { awaiting_payment: of('awaiting_payment'), paid: of('paid'), fulfilled: of('fulfilled'), cancelled: of('cancelled'), unseen: unseen?.n ?? 0 },
    total: q.status ? of(q.status) : counts.reduce((n, c) => n + c.n, 0),
    nextCursor,
  };
}

/** An order with its lines, address and history; opening it marks it seen (the new-orders badge). */
export async function adminOrder(db: Db, id: number, ownerLanguage: Language = 'en'): Promise<AdminOrder> {
  const order = await orderById(db, id);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (!order.seenAt) await db.update(shopOrders).set({ seenAt: new Date() }).where(eq(shopOrders.id, id));
  const [lines, events] = await Promise.all([linesOf(db, id), db.select().from(shopOrderEvents).where(eq(shopOrderEvents.orderId, id)).orderBy(asc(shopOrderEvents.id)).limit(500)]);
  const thumbs = await thumbnails(db, lines);
  return {
    ...toSummary({ ...order, seenAt: order.seenAt ?? new Date() }, lines.length),
    language: order.language,
    vatRateBp: order.vatRateBp,
    vatMinor: order.vatMinor,
    address: addressLines(order, ownerLanguage, countryName),
    country: order.country,
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    tracking: order.tracking,
    cancelledAt: iso(order.cancelledAt),
    stripeSessionId: order.stripeSessionId,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      itemId: l.itemId,
      title: l.title,
      label: l.label,
      thumbnailUrl: l.mediaHash ? (thumbs.get(l.mediaHash) ?? null) : null,
      quantity: l.quantity,
      unitMinor: l.unitMinor,
      lineMinor: l.lineMinor,
      printSize: l.kind === 'print' ? `${formatPrintSize({ widthCm: l.widthCm ?? 0, heightCm: l.heightCm ?? 0 }, ownerLanguage)} · ${l.finish ?? ''}` : null,
      downloadsLeft: l.kind === 'licence' ? l.downloadsLeft : null,
      downloadUntil: l.kind === 'licence' ? iso(l.downloadUntil) : null,
    })),
    history: events.map((e) => ({ at: e.at.toISOString(), kind: e.kind, detail: e.detail })),
  };
}

const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // A leading = + - @ would be read as a formula by spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every order as CSV (UTF-8 with a BOM, for spreadsheets), newest first, read a page at a time. */
export function streamOrdersCsv(db: Db, status?: OrderStatus): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  let done = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${['number', 'date', 'status', 'method', 'currency', 'total', 'vat', 'buyer', 'email', 'address', 'postal_code', 'city', 'country', 'lines', 'paid_at', 'shipped_at', 'tracking'].join(',')}\r\n`));
        return;
      }
      if (done) return controller.close();
      const page = await db
        .select()
        .from(shopOrders)
        .where(and(status ? eq(shopOrders.status, status) : undefined, cursor ? sql`${shopOrders.id} < ${Number(cursor)}` : undefined))
        .orderBy(desc(shopOrders.id))
        .limit(200);
      if (!page.length) {
        done = true;
        return controller.close();
      }
      cursor = String(page.at(-1)!.id);
      const lines = await db.select().from(shopOrderLines).where(inArray(shopOrderLines.orderId, page.map((o) => o.id))).orderBy(asc(shopOrderLines.id));
      const text = page
        .map((o) =>
          [
            o.number,
            o.createdAt.toISOString(),
            o.status,
            o.method,
            o.currency,
            (o.totalMinor / 100).toFixed(2),
            (o.vatMinor / 100).toFixed(2),
            o.buyerName,
            o.buyerEmail,
            o.address,
            o.postalCode,
            o.city,
            o.country,
            lines
              .filter((l) => l.orderId === o.id)
              .map((l) => `${l.quantity} x ${l.title} (${l.label})`)
              .join(' | '),
            iso(o.paidAt),
            iso(o.shippedAt),
            o.tracking,
          ]
            .map(csvCell)
            .join(','),
        )
        .join('\r\n');
      controller.enqueue(encoder.encode(`${text}\r\n`));
      if (page.length < 200) done = true;
    },
  });
}
