import { pagePath } from '@portfolio/shared/page-paths';
import { DATE_LOCALES, type Language } from '@portfolio/shared/languages';
import { formatPrice, formatPrintSize, formatVatRate, type ShopCurrency } from '@portfolio/shared/shop-rules';
import type { ShopSettings, SiteSettings } from '@portfolio/shared';
import type { shopOrderLines, shopOrders } from '../db/schema';
import type { Env } from '../env';
import type { OutboxMessage } from '../mail/outbox';
import { button, esc, frame, type MailContent } from '../mail/templates';
import { mailEnabled } from '../mail/transport';
import { SHOP_TEXT } from './shop-text';

export type OrderRow = typeof shopOrders.$inferSelect;
export type LineRow = typeof shopOrderLines.$inferSelect;

/** The order's payment reference, as the settings' rule writes it. */
export const paymentReference = (settings: ShopSettings, number: string) => settings.referenceTemplate.replaceAll('{order}', number);

/** The day an invoice is due, in the language's words. */
export function dueDate(order: Pick<OrderRow, 'createdAt'>, settings: ShopSettings, language: Language): string {
  const due = new Date(order.createdAt.getTime() + settings.paymentDays * 86_400_000);
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(due);
}

export const longDate = (d: Date, language: Language) => new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(d);

export const orderUrl = (env: Env, order: Pick<OrderRow, 'token' | 'language'>) => `${env.publicUrl}${pagePath('order', { token: order.token }, order.language)}`;
export const licenceUrl = (env: Env, language: Language, token: string) => `${env.publicUrl}${pagePath('licence', { token }, language)}`;

/** What a shop mail is sent with: the shop's sender name and the address replies go to. */
export interface ShopMailContext {
  env: Env;
  settings: ShopSettings;
  site: SiteSettings;
}

const small = (s: string) => `<p style="font-size:14px;color:#5b6470">${esc(s)}</p>`;
const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();

function linesTable(lines: LineRow[], currency: ShopCurrency, language: Language) {
  const t = SHOP_TEXT[language];
  const price = (m: number) => formatPrice(m, currency, language);
  return {
    text: lines.map((l) => `- ${t.quantity(l.quantity)} ${l.title} — ${l.label}: ${price(l.lineMinor)}`),
    html: `<table style="width:100%;border-collapse:collapse;font-family:Arial,sans-serif;font-size:14px">${lines
      .map(
        (l) =>
          `<tr><td style="padding:6px 0;border-bottom:1px solid #e5e5e0">${esc(t.quantity(l.quantity))} <strong>${esc(l.title)}</strong><br><span style="color:#5b6470">${esc(l.label)}</span></td><td style="padding:6px 0;border-bottom:1px solid #e5e5e0;text-align:right;white-space:nowrap">${esc(price(l.lineMinor))}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

function totals(order: OrderRow, language: Language) {
  const t = SHOP_TEXT[language];
  const total = `${t.total}: ${formatPrice(order.totalMinor, order.currency, language)}`;
  const vat = t.vatIncluded(formatPrice(order.vatMinor, order.currency, language), formatVatRate(order.vatRateBp, language));
  return { text: [total, vat], html: `<p style="font-family:Arial,sans-serif;font-size:15px;text-align:right"><strong>${esc(total)}</strong><br><span style="font-size:13px;color:#5b6470">${esc(vat)}</span></p>` };
}

export const addressLines = (o: Pick<OrderRow, 'address' | 'postalCode' | 'city' | 'country'>, language: Language, countryName: (code: string, language: Language) => string) =>
  o.address ? [o.address, `${o.postalCode ?? ''} ${o.city ?? ''}`.trim(), o.country ? countryName(o.country, language) : ''].filter(Boolean) : [];

function paymentBlock(order: OrderRow, ctx: ShopMailContext) {
  const t = SHOP_TEXT[order.language];
  if (order.method === 'card') return { text: [t.payByCard], html: `<p>${esc(t.payByCard)}</p>` };
  const amount = formatPrice(order.totalMinor, order.currency, order.language);
  const ref = t.reference(paymentReference(ctx.settings, order.number));
  const intro = t.payInvoice(amount, dueDate(order, ctx.settings, order.language));
  return {
    text: [intro, ctx.settings.bankDetails, ref, t.referenceNote],
    html: `<div style="background:#f4f1e8;border-radius:6px;padding:16px;margin:20px 0"><p style="margin:0 0 8px">${esc(intro)}</p><p style="white-space:pre-wrap;margin:0 0 8px;font-family:monospace">${esc(ctx.settings.bankDetails)}</p><p style="margin:0 0 8px"><strong>${esc(ref)}</strong></p><p style="margin:0;font-size:13px;color:#5b6470">${esc(t.referenceNote)}</p></div>`,
  };
}

/** The shop's sender and reply address on a mail to the buyer. */
function toBuyer(order: OrderRow, ctx: ShopMailContext, content: MailContent): OutboxMessage {
  return { kind: 'shop', to: order.buyerEmail, ...content, fromName: ctx.settings.senderName || null, replyTo: ctx.settings.replyTo || ctx.site.contactEmail || null };
}

/** The photographer's address for shop notices (the shop's, else NOTIFY_EMAIL); null: none. */
export const ownerAddress = (ctx: ShopMailContext) => ctx.settings.ordersEmail || ctx.env.NOTIFY_EMAIL || null;

function toOwner(order: OrderRow, ctx: ShopMailContext, content: MailContent): OutboxMessage | null {
  const to = ownerAddress(ctx);
  return to ? { kind: 'shop_notify', to, ...content, fromName: ctx.settings.senderName || null, replyTo: `"${oneLine(order.buyerName).replace(/["\\]/g, '')}" <${order.buyerEmail}>` } : null;
}

const site = (ctx: ShopMailContext) => ctx.settings.senderName || ctx.site.siteName;

/** The confirmation to the buyer and the notice to the photographer of a placed order. */
export function placedMails(order: OrderRow, lines: LineRow[], ctx: ShopMailContext, countryName: (code: string, language: Language) => string): OutboxMessage[] {
  if (!mailEnabled(ctx.env)) return [];
  const lang = order.language;
  const t = SHOP_TEXT[lang];
  const table = linesTable(lines, order.currency, lang);
  const sum = totals(order, lang);
  const pay = paymentBlock(order, ctx);
  const url = orderUrl(ctx.env, order);
  const address = addressLines(order, lang, countryName);
  const buyer = toBuyer(order, ctx, {
    subject: t.orderSubject(order.number),
    text: [t.hello(oneLine(order.buyerName)), '', t.orderThanks, '', ...table.text, '', ...sum.text, '', ...(address.length ? [`${t.shipTo}:`, ...address, ''] : []), ...pay.text, '', `${t.orderPage}: ${url}`, t.orderPageNote, '', t.questions, `— ${site(ctx)}`].join('\n'),
    html: frame(
      lang,
      site(ctx),
      `<p>${esc(t.hello(oneLine(order.buyerName)))}</p><p>${esc(t.orderThanks)}</p>${table.html}${sum.html}${address.length ? `<p style="font-family:Arial,sans-serif;font-size:14px"><strong>${esc(t.shipTo)}</strong><br>${address.map(esc).join('<br>')}</p>` : ''}${pay.html}${button(url, t.orderPage)}${small(t.orderPageNote)}${small(t.questions)}`,
    ),
  });
  const o = SHOP_TEXT[ctx.settings.ownerLanguage];
  const admin = `${ctx.env.publicUrl}/admin/orders/${order.id}`;
  const ownerTable = linesTable(lines, order.currency, ctx.settings.ownerLanguage);
  const intro = o.ownerNewIntro(oneLine(order.buyerName), o.ownerMethods[order.method]);
  const owner = toOwner(order, ctx, {
    subject: o.ownerNewSubject(order.number, formatPrice(order.totalMinor, order.currency, ctx.settings.ownerLanguage)),
    text: [intro, '', ...ownerTable.text, '', `${o.buyer}: ${oneLine(order.buyerName)} <${order.buyerEmail}>`, ...address, '', `${o.ownerOpen}: ${admin}`].join('\n'),
    html: frame(ctx.settings.ownerLanguage, site(ctx), `<p>${esc(intro)}</p>${ownerTable.html}<p style="font-family:Arial,sans-serif;font-size:14px">${esc(o.buyer)}: ${esc(oneLine(order.buyerName))} &lt;${esc(order.buyerEmail)}&gt;${address.length ? `<br>${address.map(esc).join('<br>')}` : ''}</p>${button(admin, o.ownerOpen)}`),
  });
  return owner ? [buyer, owner] : [buyer];
}

/** Payment received: to the buyer (prints: what happens next; licences: their pages) and to the photographer (what to print). */
export function paidMails(order: OrderRow, lines: LineRow[], ctx: ShopMailContext, countryName: (code: string, language: Language) => string): OutboxMessage[] {
  if (!mailEnabled(ctx.env)) return [];
  const lang = order.language;
  const t = SHOP_TEXT[lang];
  const prints = lines.filter((l) => l.kind === 'print');
  const licences = lines.filter((l) => l.kind === 'licence' && l.licenceToken);
  const out: OutboxMessage[] = [];
  const url = orderUrl(ctx.env, order);
  if (prints.length) {
    const table = linesTable(prints, order.currency, lang);
    out.push(
      toBuyer(order, ctx, {
        subject: t.paidSubject(order.number),
        text: [t.hello(oneLine(order.buyerName)), '', t.paidIntro, t.printsNext, '', ...table.text, '', `${t.orderPage}: ${url}`, '', `— ${site(ctx)}`].join('\n'),
        html: frame(lang, site(ctx), `<p>${esc(t.hello(oneLine(order.buyerName)))}</p><p>${esc(t.paidIntro)} ${esc(t.printsNext)}</p>${table.html}${button(url, t.orderPage)}`),
      }),
    );
  }
  if (licences.length) {
    const rows = licences.map((l) => ({ line: l, url: licenceUrl(ctx.env, lang, l.licenceToken!) }));
    const until = licences[0]!.downloadUntil;
    const note = until ? t.licenceDownload(licences[0]!.downloadsLeft ?? 0, longDate(until, lang)) : '';
    out.push(
      toBuyer(order, ctx, {
        subject: t.licenceSubject(order.number),
        text: [t.hello(oneLine(order.buyerName)), '', t.paidIntro, t.licenceIntro, '', ...rows.flatMap((r) => [`${r.line.title} — ${r.line.label}`, r.url, '']), note, '', `— ${site(ctx)}`].join('\n'),
        html: frame(
          lang,
          site(ctx),
          `<p>${esc(t.hello(oneLine(order.buyerName)))}</p><p>${esc(t.paidIntro)} ${esc(t.licenceIntro)}</p>${rows.map((r) => `<p style="font-family:Arial,sans-serif;font-size:14px;margin:16px 0 0"><strong>${esc(r.line.title)}</strong><br>${esc(r.line.label)}</p>${button(r.url, t.licenceOpen)}`).join('')}${note ? small(note) : ''}`,
        ),
      }),
    );
  }
  const ol = ctx.settings.ownerLanguage;
  const o = SHOP_TEXT[ol];
  const admin = `${ctx.env.publicUrl}/admin/orders/${order.id}`;
  if (prints.length) {
    const what = prints.map((l) => o.ownerPrintLine(l.quantity, formatPrintSize({ widthCm: l.widthCm ?? 0, heightCm: l.heightCm ?? 0 }, ol), l.finish ?? '', l.title));
    const address = addressLines(order, ol, countryName);
    const owner = toOwner(order, ctx, {
      subject: o.ownerPaidSubject(order.number),
      text: [o.ownerPaidIntro, '', ...what.map((w) => `- ${w}`), '', `${o.buyer}: ${oneLine(order.buyerName)}`, ...address, '', `${o.ownerOpen}: ${admin}`].join('\n'),
      html: frame(ol, site(ctx), `<p>${esc(o.ownerPaidIntro)}</p><ul style="font-family:Arial,sans-serif;font-size:14px;line-height:1.6">${what.map((w) => `<li>${esc(w)}</li>`).join('')}</ul><p style="font-family:Arial,sans-serif;font-size:14px">${esc(oneLine(order.buyerName))}<br>${address.map(esc).join('<br>')}</p>${button(admin, o.ownerOpen)}`),
    });
    if (owner) out.push(owner);
  } else {
    const owner = toOwner(order, ctx, {
      subject: o.ownerLicencePaidSubject(order.number),
      text: [o.ownerLicencePaid(order.number), '', `${o.ownerOpen}: ${admin}`].join('\n'),
      html: frame(ol, site(ctx), `<p>${esc(o.ownerLicencePaid(order.number))}</p>${button(admin, o.ownerOpen)}`),
    });
    if (owner) out.push(owner);
  }
  return out;
}

/** New download links of an order's licences (after the photographer renewed them). */
export function licenceLinksMail(order: OrderRow, lines: LineRow[], ctx: ShopMailContext): OutboxMessage[] {
  return paidMails(order, lines.filter((l) => l.kind === 'licence'), ctx, () => '').filter((m) => m.kind === 'shop');
}

export function shippedMail(order: OrderRow, ctx: ShopMailContext): OutboxMessage[] {
  if (!mailEnabled(ctx.env)) return [];
  const t = SHOP_TEXT[order.language];
  const url = orderUrl(ctx.env, order);
  const tracking = order.tracking ? t.tracking(order.tracking) : '';
  return [
    toBuyer(order, ctx, {
      subject: t.shippedSubject(order.number),
      text: [t.hello(oneLine(order.buyerName)), '', t.shippedIntro, ...(tracking ? ['', tracking] : []), '', `${t.orderPage}: ${url}`, '', `— ${site(ctx)}`].join('\n'),
      html: frame(order.language, site(ctx), `<p>${esc(t.hello(oneLine(order.buyerName)))}</p><p>${esc(t.shippedIntro)}</p>${tracking ? `<p style="white-space:pre-wrap">${esc(tracking)}</p>` : ''}${button(url, t.orderPage)}`),
    }),
  ];
}

export function cancelledMail(order: OrderRow, ctx: ShopMailContext): OutboxMessage[] {
  if (!mailEnabled(ctx.env)) return [];
  const t = SHOP_TEXT[order.language];
  return [
    toBuyer(order, ctx, {
      subject: t.cancelledSubject(order.number),
      text: [t.hello(oneLine(order.buyerName)), '', t.cancelledIntro, '', t.questions, `— ${site(ctx)}`].join('\n'),
      html: frame(order.language, site(ctx), `<p>${esc(t.hello(oneLine(order.buyerName)))}</p><p>${esc(t.cancelledIntro)}</p>${small(t.questions)}`),
    }),
  ];
}
