import { pagePath } from '@portfolio/shared/page-paths';
import { createHash, randomBytes } from 'node:crypto';
import type { NewsletterActionResult, NewsletterSend, Subscriber, SubscriberCounts, SubscriberStatus } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { NEWSLETTER_CONSENT_TEXT, NEWSLETTER_CONSENT_VERSION } from '@portfolio/shared/newsletter-consent';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { localized } from '../db/mappers';
import { blogPosts, mailOutbox, newsletterSends, newsletterSignups, newsletterSubscribers } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { type KeysetKey, type ListPage, readKeysetPage } from '../lib/keyset';
import { mediaByKey } from '../media/assets';
import { getSettings } from '../site/settings.service';
import { enqueueMail, type OutboxMessage } from './outbox';
import { confirmationMail, postMail } from './templates';
import { mailDomain, mailEnabled, senderAddress } from './transport';

export const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;
/** At most one confirmation message per address in this time (nobody can flood an inbox). */
export const CONFIRM_RESEND_MS = 3600 * 1000;
export const SIGNUP_WINDOW_MS = 10 * 60 * 1000;
export const SIGNUP_MAX_PER_WINDOW = 5;

export const TOO_MANY_SIGNUPS = 'Too many sign-ups. Please try again in a few minutes.';
export const INVALID_LINK = 'This link is invalid or has expired.';
export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';
export const ALREADY_SENT = 'This post was already sent to the subscribers. Confirm to send it again.';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newToken = () => randomBytes(24).toString('base64url');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface SignupInput {
  email: string;
  name?: string;
  language: Language;
  source: 'footer' | 'card';
  website?: string;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

const consentFields = (language: Language, source: string, meta: RequestMeta, at: Date) => ({
  consentAt: at,
  consentSource: source,
  consentLanguage: language,
  consentText: NEWSLETTER_CONSENT_TEXT[language],
  consentVersion: NEWSLETTER_CONSENT_VERSION,
  consentIp: meta.ip,
  consentUserAgent: meta.userAgent?.slice(0, 500) ?? null,
});

export const confirmPageUrl = (env: Env, language: Language, token: string) => `${env.publicUrl}${pagePath('newsletter', { action: 'confirm', token }, language)}`;
export const unsubscribePageUrl = (env: Env, language: Language, token: string) => `${env.publicUrl}${pagePath('newsletter', { action: 'unsubscribe', token }, language)}`;
export const oneClickUrl = (env: Env, token: string) => `${env.publicUrl}/api/newsletter/unsubscribe/${encodeURIComponent(token)}`;

/** RFC 2369 and RFC 8058 headers of every newsletter message. */
export function unsubscribeHeaders(env: Env, token: string): Record<string, string> {
  // The mailto: reaches a mailbox a person reads (NOTIFY_EMAIL, else the sender), who can unsubscribe by hand.
  const from = senderAddress(env);
  const mailbox = env.NOTIFY_EMAIL ?? (/^[^\s<>@]+@[^\s<>@]+$/.test(from) ? from : `no-reply@${mailDomain(env)}`);
  return {
    'List-Unsubscribe': `<${oneClickUrl(env, token)}>, <mailto:${mailbox}?subject=unsubscribe%20${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * A sign-up from a public form. Mail on: the address becomes pending and gets a confirmation
 * message (double opt-in), except a confirmed address (nothing happens) and one that got a
 * confirmation within the hour. Mail off: a single opt-in. The caller answers the same in every
 * case, so nobody learns whether an address is on the list.
 */
export async function subscribe(db: Db, env: Env, input: SignupInput, meta: RequestMeta): Promise<void> {
  if (input.website && input.website.trim() !== '') return;
  const now = new Date();
  const recent = await db
    .select({ n: count() })
    .from(newsletterSignups)
    .where(and(eq(newsletterSignups.ip, meta.ip), gt(newsletterSignups.at, new Date(now.getTime() - SIGNUP_WINDOW_MS))))
    .get();
  if ((recent?.n ?? 0) >= SIGNUP_MAX_PER_WINDOW) throw new AppError('rate_limited', TOO_MANY_SIGNUPS);
  await db.insert(newsletterSignups).values({ ip: meta.ip, at: now });

  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() || null;
  const existing = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).get();
  const consent = consentFields(input.language, input.source, meta, now);

  if (!mailEnabled(env)) {
    const values = { name, language: input.language, status: 'confirmed' as const, confirmedAt: now, unsubscribedAt: null, ...consent };
    if (!existing) await db.insert(newsletterSubscribers).values({ email, unsubscribeToken: newToken(), ...values });
    else if (existing.status !== 'confirmed') await db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, existing.id));
    return;
  }

  // The same statements run whether the address is new, pending or confirmed (the ones with
  // nothing to do match no row), so the answer's timing does not tell either.
  const skip = existing?.status === 'confirmed' || (!!existing?.confirmationSentAt && now.getTime() - existing.confirmationSentAt.getTime() < CONFIRM_RESEND_MS);
  const token = newToken();
  const values = { name, language: input.language, status: 'pending' as const, confirmTokenHash: sha256(token), confirmationSentAt: now, ...consent };
  const content = confirmationMail(input.language, (await getSettings(db)).siteName, confirmPageUrl(env, input.language, token));
  // One batch of the same two statements on every path: the row takes the new token (or, when
  // there is nothing to send, no row matches), and the mail is queued only for a row that holds it.
  await db.batch([
    existing
      ? db.update(newsletterSubscribers).set(values).where(eq(newsletterSubscribers.id, skip ? -1 : existing.id))
      : db.insert(newsletterSubscribers).values({ email, unsubscribeToken: newToken(), ...values }),
    db.insert(mailOutbox).select(
      db
        .select({
          id: sql`NULL`.as('id'),
          kind: sql`'confirm'`.as('kind'),
          to: newsletterSubscribers.email,
          subject: sql`${content.subject}`.as('subject'),
          text: sql`${content.text}`.as('text'),
          html: sql`${content.html}`.as('html'),
          headers: sql`NULL`.as('headers'),
          replyTo: sql`NULL`.as('reply_to'),
          status: sql`'pending'`.as('status'),
          attempts: sql`0`.as('attempts'),
          nextAttemptAt: sql`${now.getTime()}`.as('next_attempt_at'),
          lastError: sql`NULL`.as('last_error'),
          sentAt: sql`NULL`.as('sent_at'),
          sendId: sql`NULL`.as('send_id'),
          subscriberId: newsletterSubscribers.id,
          createdAt: sql`${now.getTime()}`.as('created_at'),
          fromName: sql`NULL`.as('from_name'),
        })
        .from(newsletterSubscribers)
        .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.confirmTokenHash, sha256(token)))),
    ),
  ]);
}

/**
 * Starts a new double opt-in for a known address (a former subscriber asking again): pending, a
 * fresh confirmation link, at most one message an hour. Mail off: confirmed at once.
 */
async function askToConfirmAgain(db: Db, env: Env, row: SubscriberRow, meta: RequestMeta): Promise<SubscriberRow> {
  const now = new Date();
  const consent = consentFields(row.language, 'resubscribe', meta, now);
  if (!mailEnabled(env)) {
    return (await db
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, unsubscribedAt: null, ...consent })
      .where(eq(newsletterSubscribers.id, row.id))
      .returning()
      .get())!;
  }
  if (row.status === 'pending' && row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < CONFIRM_RESEND_MS) return row;
  const token = newToken();
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'pending', confirmTokenHash: sha256(token), confirmationSentAt: now, ...consent })
    .where(eq(newsletterSubscribers.id, row.id))
    .returning()
    .get();
  const content = confirmationMail(row.language, (await getSettings(db)).siteName, confirmPageUrl(env, row.language, token));
  await enqueueMail(db, { kind: 'confirm', to: row.email, ...content, subscriberId: row.id });
  return updated!;
}

const actionResult = (r: SubscriberRow): NewsletterActionResult => ({ status: r.status, language: r.language, email: r.email });

/** Confirms the sign-up of a confirmation link (by POST from its page: a fetched link confirms nothing). */
export async function confirm(db: Db, token: string): Promise<NewsletterActionResult> {
  const row = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.confirmTokenHash, sha256(token))).get();
  if (!row) throw new AppError('not_found', INVALID_LINK);
  if (row.status === 'confirmed') return actionResult(row);
  const expired = row.status !== 'pending' || !row.confirmationSentAt || Date.now() - row.confirmationSentAt.getTime() > CONFIRM_TTL_MS;
  if (expired) throw new AppError('not_found', INVALID_LINK);
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(), unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, row.id))
    .returning()
    .get();
  return actionResult(updated!);
}

/**
 * One-click unsubscribe (RFC 8058) and the unsubscribe page: no login, the token is the key. The
 * token is replaced, so links in mails sent before stop working; the answer carries the new one
 * for the page's "subscribe again", which only asks for a new confirmation.
 */
export async function unsubscribe(db: Db, token: string): Promise<NewsletterActionResult> {
  const row = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).get();
  if (!row) throw new AppError('not_found', INVALID_LINK);
  if (row.status === 'unsubscribed') return actionResult(row);
  const next = newToken();
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, unsubscribeToken: next })
    .where(eq(newsletterSubscribers.id, row.id))
    .returning()
    .get();
  return { ...actionResult(updated!), resubscribeToken: next };
}

/**
 * "Subscribe again" on the unsubscribe page: a new double opt-in (a confirmation mail), never a
 * subscription by the token alone, which an old mail may have handed to someone else.
 */
export async function resubscribe(db: Db, env: Env, token: string, meta: RequestMeta): Promise<NewsletterActionResult> {
  const row = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).get();
  if (!row) throw new AppError('not_found', INVALID_LINK);
  if (row.status === 'confirmed') return actionResult(row);
  return actionResult(await askToConfirmAgain(db, env, row, meta));
}

/** Drops sign-ups never confirmed within 7 days, and old rate-limit rows. */
export async function purgeExpired(db: Db, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - CONFIRM_TTL_MS);
  const stale = and(eq(newsletterSubscribers.status, 'pending'), lt(newsletterSubscribers.confirmationSentAt, cutoff));
  // A former subscriber who asked again and did not confirm is simply unsubscribed again.
  await db.update(newsletterSubscribers).set({ status: 'unsubscribed', confirmTokenHash: null }).where(and(stale, isNotNull(newsletterSubscribers.unsubscribedAt)));
  const removed = await db.delete(newsletterSubscribers).where(and(stale, isNull(newsletterSubscribers.unsubscribedAt))).returning({ id: newsletterSubscribers.id });
  await db.delete(newsletterSignups).where(lt(newsletterSignups.at, new Date(now - 24 * 3600 * 1000)));
  return removed.length;
}

export const toSubscriber = (r: SubscriberRow): Subscriber => ({
  id: r.id,
  email: r.email,
  name: r.name,
  language: r.language,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  confirmedAt: iso(r.confirmedAt),
  unsubscribedAt: iso(r.unsubscribedAt),
  consent: {
    at: iso(r.consentAt),
    source: r.consentSource,
    language: r.consentLanguage,
    text: r.consentText,
    version: r.consentVersion,
    ip: r.consentIp,
    userAgent: r.consentUserAgent,
  },
});

export async function subscriberCounts(db: Db): Promise<SubscriberCounts> {
  const rows = await db.select({ status: newsletterSubscribers.status, n: count() }).from(newsletterSubscribers).groupBy(newsletterSubscribers.status);
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

type SubscriberFilter = { q?: string; status?: SubscriberStatus };

function subscriberConditions(filter: SubscriberFilter) {
  const conds = [];
  if (filter.status) conds.push(eq(newsletterSubscribers.status, filter.status));
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    conds.push(or(sql`${newsletterSubscribers.email} LIKE ${pattern} ESCAPE '\\'`, sql`lower(${newsletterSubscribers.name}) LIKE ${pattern} ESCAPE '\\'`));
  }
  return conds;
}

export async function listSubscribers(db: Db, filter: SubscriberFilter): Promise<Subscriber[]> {
  const conds = subscriberConditions(filter);
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map(toSubscriber);
}

/** Newest first, as the whole list. */
const SUBSCRIBER_ORDER: KeysetKey<typeof newsletterSubscribers.$inferSelect>[] = [
  { sql: newsletterSubscribers.createdAt, desc: true, of: (r) => r.createdAt.getTime() },
  { sql: newsletterSubscribers.id, desc: true, of: (r) => r.id },
];

/** One page of the filtered subscribers, with how many match the filter. */
export async function listSubscribersPage(db: Db, filter: SubscriberFilter, page: { limit: number; cursor?: string }): Promise<ListPage<Subscriber>> {
  const conds = subscriberConditions(filter);
  const [{ rows, nextCursor }, total] = await Promise.all([
    subscriberRows(db, filter, page),
    db.select({ n: count() }).from(newsletterSubscribers).where(conds.length ? and(...conds) : undefined).get(),
  ]);
  return { items: rows.map(toSubscriber), total: total?.n ?? 0, nextCursor };
}

const subscriberRows = (db: Db, filter: SubscriberFilter, page: { limit: number; cursor?: string }) =>
  readKeysetPage(SUBSCRIBER_ORDER, page, (after, orderBy, limit) =>
    db.select().from(newsletterSubscribers).where(and(...subscriberConditions(filter), after)).orderBy(...orderBy).limit(limit),
  );

const CSV_COLUMNS: [string, (s: Subscriber) => string | null][] = [
  ['email', (s) => s.email],
  ['name', (s) => s.name],
  ['language', (s) => s.language],
  ['status', (s) => s.status],
  ['created_at', (s) => s.createdAt],
  ['confirmed_at', (s) => s.confirmedAt],
  ['unsubscribed_at', (s) => s.unsubscribedAt],
  ['consent_at', (s) => s.consent.at],
  ['consent_form', (s) => s.consent.source],
  ['consent_language', (s) => s.consent.language],
  ['consent_version', (s) => s.consent.version],
  ['consent_text', (s) => s.consent.text],
  ['consent_ip', (s) => s.consent.ip],
  ['consent_user_agent', (s) => s.consent.userAgent],
];

function csvCell(value: string | null): string {
  let v = value ?? '';
  // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection).
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** The subscribers as CSV (UTF-8 with a byte-order mark, so spreadsheets read å, ö and ë right). */
const csvHeader = () => CSV_COLUMNS.map(([h]) => h).join(',');
const csvLine = (s: Subscriber) => CSV_COLUMNS.map(([, get]) => csvCell(get(s))).join(',');

/** The export of the filtered subscribers, written a page at a time: memory stays flat however many there are. */
export function streamSubscribersCsv(db: Db, filter: SubscriberFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader()}\r\n`));
        return;
      }
      const page = await subscriberRows(db, filter, { limit: 500, cursor });
      if (page.rows.length) controller.enqueue(encoder.encode(page.rows.map((r) => `${csvLine(toSubscriber(r))}\r\n`).join('')));
      if (!page.nextCursor) controller.close();
      cursor = page.nextCursor ?? undefined;
    },
  });
}

/** Erasure (GDPR art. 17): the subscriber and every stored message to the address are deleted. */
export async function eraseSubscriber(db: Db, id: number): Promise<void> {
  const row = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).get();
  if (!row) throw new AppError('not_found', SUBSCRIBER_NOT_FOUND);
  await db.delete(mailOutbox).where(or(eq(mailOutbox.subscriberId, id), eq(mailOutbox.to, row.email)));
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
}

type PostRow = typeof blogPosts.$inferSelect;

async function postForMail(db: Db, env: Env, post: PostRow, language: Language, imageUrl: string | null) {
  return {
    site: (await getSettings(db)).siteName,
    title: localized(language, post.titleNl, post.titleEn, post.titleSv),
    excerpt: localized(language, post.excerptNl, post.excerptEn, post.excerptSv),
    imageUrl,
    postUrl: `${env.publicUrl}/${language}/blog/${encodeURIComponent(post.slug)}`,
  };
}

/** The header image as an absolute URL on this site (a JPEG derivative when there is one); never another site's. */
async function headerImageUrl(db: Db, env: Env, post: PostRow): Promise<string | null> {
  const stored = post.featuredMediaHash ? (await mediaByKey(db, [post.featuredMediaHash])).get(post.featuredMediaHash) : undefined;
  const chosen = stored ? (stored.image?.fallback ?? stored.url) : post.featuredImage;
  if (!chosen) return null;
  if (chosen.startsWith('/')) return `${env.publicUrl}${chosen}`;
  return chosen.startsWith(`${env.publicUrl}/`) ? chosen : null;
}

async function publishedPost(db: Db, postId: number): Promise<PostRow> {
  const post = await db.select().from(blogPosts).where(eq(blogPosts.id, postId)).get();
  if (!post) throw new AppError('not_found', 'Blog post not found');
  if (!post.isPublished) throw new AppError('conflict', 'Only a published post can be sent');
  return post;
}

/**
 * Queues a published post for every confirmed subscriber, each in their language, in one
 * transaction: after a restart the outbox holds exactly who is still to get it.
 */
export async function startSend(db: Db, env: Env, postId: number, confirmResend: boolean): Promise<NewsletterSend> {
  if (!mailEnabled(env)) throw new AppError('conflict', 'E-mail is not set up on this site yet, so posts cannot be mailed');
  const post = await publishedPost(db, postId);
  const before = await db.select({ id: newsletterSends.id }).from(newsletterSends).where(eq(newsletterSends.postId, postId)).get();
  if (before && !confirmResend) throw new AppError('conflict', ALREADY_SENT);
  const subscribers = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.status, 'confirmed'));
  const image = await headerImageUrl(db, env, post);
  const byLanguage = new Map<Language, Awaited<ReturnType<typeof postForMail>>>();
  for (const language of new Set(subscribers.map((s) => s.language))) byLanguage.set(language, await postForMail(db, env, post, language, image));
  const sendId = await db.transaction(async (tx) => {
    const send = await tx.insert(newsletterSends).values({ postId }).returning().get();
    const messages: OutboxMessage[] = subscribers.map((s) => ({
      kind: 'newsletter',
      to: s.email,
      ...postMail(s.language, s.name, byLanguage.get(s.language)!, unsubscribePageUrl(env, s.language, s.unsubscribeToken!)),
      headers: unsubscribeHeaders(env, s.unsubscribeToken!),
      sendId: send.id,
      subscriberId: s.id,
    }));
    for (let i = 0; i < messages.length; i += 200) await enqueueMail(tx as unknown as Db, messages.slice(i, i + 200));
    return send.id;
  });
  return (await listSends(db, postId)).find((s) => s.id === sendId)!;
}

/** A post to one address, marked as a test, before sending to everyone. */
export async function sendTest(db: Db, env: Env, postId: number, email: string, language: Language): Promise<void> {
  if (!mailEnabled(env)) throw new AppError('conflict', 'E-mail is not set up on this site yet, so posts cannot be mailed');
  const post = await publishedPost(db, postId).catch(async (err) => {
    // A draft may be tested too.
    if (err instanceof AppError && err.code === 'conflict') return (await db.select().from(blogPosts).where(eq(blogPosts.id, postId)).get())!;
    throw err;
  });
  const content = postMail(language, null, await postForMail(db, env, post, language, await headerImageUrl(db, env, post)), `${env.publicUrl}/${language}/newsletter/unsubscribe/test`, true);
  await enqueueMail(db, { kind: 'test', to: email.trim().toLowerCase(), ...content });
}

/** Progress of the sends (of one post, or all), newest first. */
export async function listSends(db: Db, postId?: number): Promise<NewsletterSend[]> {
  const sends = await db
    .select()
    .from(newsletterSends)
    .where(postId !== undefined ? eq(newsletterSends.postId, postId) : undefined)
    .orderBy(desc(newsletterSends.id));
  if (sends.length === 0) return [];
  const tallies = await db
    .select({ sendId: mailOutbox.sendId, status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.sendId, sends.map((s) => s.id)))
    .groupBy(mailOutbox.sendId, mailOutbox.status);
  return sends.map((s) => {
    const of = (status: string) => tallies.filter((t) => t.sendId === s.id && t.status === status).reduce((a, t) => a + t.n, 0);
    const sent = of('sent');
    const failed = of('failed');
    const left = of('pending') + of('sending');
    return { id: s.id, postId: s.postId, createdAt: s.createdAt.toISOString(), total: sent + failed + left, sent, failed, left };
  });
}

export async function sendExists(db: Db, id: number): Promise<void> {
  const row = await db.select({ id: newsletterSends.id }).from(newsletterSends).where(eq(newsletterSends.id, id)).get();
  if (!row) throw new AppError('not_found', 'Send not found');
}
