import { afterEach, describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { createTestApp, DB_KINDS, type DbKind, type TestApp } from '../../test/app';
import { makePost } from '../../test/factories';
import { startTestSmtp } from '../../test/smtp';
import { waitFor } from '../../test/wait-for';
import { mailOutbox, newsletterSubscribers } from '../db/schema';
import { startMail } from './mail.service';
import { purgeExpired } from './newsletter.service';
import { contactNoticeMail } from './templates';

const PUBLIC_URL = 'https://photos.example.org';
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function setup(env: Record<string, string> = {}, kind: DbKind = 'memory') {
  const smtp = await startTestSmtp();
  const t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL, TRUST_PROXY: 'on', MAIL_RATE_PER_MINUTE: '6000', ...env });
  cleanups.push(() => smtp.stop());
  return { smtp, t, startWorker: () => worker(t) };
}

const setupOn = setup;

async function worker(t: TestApp) {
  const mail = await startMail({ db: t.db, env: t.env }, { pollMs: 20, retryBaseMs: 50, log: () => {} });
  cleanups.push(mail.stop);
  return mail;
}

let ipCounter = 0;
/** Each sign-up from its own address, so the per-IP limit stays out of the way unless a test wants it. */
const signUp = (t: TestApp, body: Record<string, unknown>, ip = `10.0.0.${++ipCounter % 250}`) =>
  t.request('POST', API.newsletterSubscribe, { body, headers: { 'X-Forwarded-For': ip, 'User-Agent': 'TestBrowser/1.0' } });

const tokenIn = (mail: ParsedMail, action: 'confirm' | 'unsubscribe') => new RegExp(`/(en|sv|nl)/newsletter/${action}/([A-Za-z0-9_-]+)`).exec(mail.text ?? '')!;
/**
 * Every message of the outbox is sent: the SMTP server has them all (it keeps a message before
 * it answers, and the outbox marks it sent after that answer), so any extra one would be there.
 */
const allSent = (t: TestApp) => async () => (await t.db.select().from(mailOutbox)).every((r) => r.status === 'sent');
const until = (check: () => Promise<boolean>, what = 'every message of the outbox to be sent') => waitFor(check, what);

const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');

async function addConfirmed(t: TestApp, email: string, language: Language, name: string | null = null) {
  return (await t.db
    .insert(newsletterSubscribers)
    .values({ email, name, language, status: 'confirmed', confirmedAt: new Date(), unsubscribeToken: `tok-${email}-0123456789abcdef`, consentSource: 'card' })
    .returning()
    .get())!;
}

describe('POST /api/newsletter/subscribe with mail on (double opt-in)', () => {
  it('sends a confirmation in the chosen language; the link opens a page and only its POST confirms', async () => {
    const { smtp, t, startWorker } = await setup();
    // Mails speak of the site by the name set in the back-office.
    expect((await t.request('PUT', API.admin.settings, { body: { siteName: 'Anna Berg Photography' } })).status).toBe(200);
    await startWorker();
    const subjects: Record<Language, string> = {
      en: 'Confirm your subscription to Anna Berg Photography',
      sv: 'Bekräfta din prenumeration på Anna Berg Photography',
      nl: 'Bevestig je aanmelding voor Anna Berg Photography',
    };
    for (const [i, language] of (['en', 'sv', 'nl'] as Language[]).entries()) {
      const res = await signUp(t, { email: `reader-${language}@example.com`, name: 'Åsa', language, source: 'footer' });
      expect(res.status).toBe(200);
      expect(res.body.confirmationRequired).toBe(true);
      const mail = (await smtp.waitFor(i + 1))[i]!;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(`reader-${language}@example.com`);
      expect(mail.subject).toStartWith(subjects[language]);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).not.toMatch(/<img/);
      expect(mail.html).toContain('<title>Anna Berg Photography</title>');
      expect(mail.text).not.toContain('Nordic Light');
      expect(mail.from?.text).toBe('"Anna Berg Photography" <no-reply@photos.example.org>');
      const [, lang, token] = tokenIn(mail, 'confirm');
      expect(lang).toBe(language);
      expect(mail.text).toContain(`${PUBLIC_URL}/${language}/newsletter/confirm/`);

      // Fetching the link (as a mail scanner does) shows the page and confirms nothing.
      const page = await t.get(`/${language}/newsletter/confirm/${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(page.text).toContain({ en: 'Confirm my subscription', sv: 'Bekräfta min prenumeration', nl: 'Mijn aanmelding bevestigen' }[language]);
      const row = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, `reader-${language}@example.com`)).get();
      expect(row!.status).toBe('pending');
      expect(row!.consentSource).toBe('footer');
      expect(row!.consentLanguage).toBe(language);
      expect(row!.consentText).toBeTruthy();
      expect(row!.consentVersion).toBeTruthy();
      expect(row!.consentIp).toMatch(/^10\.0\.0\./);
      expect(row!.consentUserAgent).toBe('TestBrowser/1.0');

      const confirmed = await t.request('POST', API.newsletterConfirm, { body: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'confirmed', language });
    }
    const bad = await t.request('POST', API.newsletterConfirm, { body: { token: 'x'.repeat(32) } });
    expect(bad.status).toBe(404);
    expect(bad.body.message).toBe('This link is invalid or has expired.');
  });

  it('answers the same for new, pending and confirmed addresses and sends at most one confirmation an hour', async () => {
    const { smtp, t, startWorker } = await setup();
    await addConfirmed(t, 'known@example.com', 'en');
    const answers = [
      await signUp(t, { email: 'new@example.com', language: 'nl' }),
      await signUp(t, { email: 'NEW@example.com ', language: 'nl' }),
      await signUp(t, { email: 'known@example.com', language: 'nl' }),
    ];
    expect(new Set(answers.map((a) => `${a.status} ${a.text}`)).size).toBe(1);
    await startWorker();
    await smtp.waitFor(1);
    await until(allSent(t));
    expect(smtp.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).toEqual(['new@example.com']);
    expect(await t.count('newsletterSubscribers')).toBe(2);
  });

  it('applies the honeypot and the per-IP limit', async () => {
    const { t } = await setup();
    expect((await signUp(t, { email: 'bot@example.com', website: 'http://spam' })).status).toBe(200);
    expect(await t.count('newsletterSubscribers')).toBe(0);
    for (let i = 0; i < 5; i++) expect((await signUp(t, { email: `p${i}@example.com` }, '192.0.2.1')).status).toBe(200);
    const limited = await signUp(t, { email: 'p9@example.com' }, '192.0.2.1');
    expect(limited.status).toBe(429);
    const invalid = await signUp(t, { email: 'anna@localhost' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');
  });

  it('records a single opt-in when mail is off', async () => {
    const t = await createTestApp('memory', { TRUST_PROXY: 'on' });
    const res = await signUp(t, { email: 'solo@example.com', language: 'sv' });
    expect(res.body.confirmationRequired).toBe(false);
    const row = await t.db.select().from(newsletterSubscribers).get();
    expect(row).toMatchObject({ status: 'confirmed', language: 'sv', consentLanguage: 'sv' });
    expect(row!.unsubscribeToken).toBeTruthy();
    expect(await t.count('mailOutbox')).toBe(0);
  });
});

for (const kind of DB_KINDS) describe(`[${kind}] sending a post to the subscribers`, () => {
  const setup = (env: Record<string, string> = {}) => setupOn(env, kind);
  it('sends each confirmed subscriber the post in their language once, with RFC 8058 headers, and one-click unsubscribe works', async () => {
    const { smtp, t, startWorker } = await setup();
    const post = await makePost(t.db, { slug: 'polar-night', titleNl: 'Poolnacht', titleEn: 'Polar night', titleSv: 'Polarnatt', excerptEn: 'Into the dark.', isPublished: true, publishedAt: new Date() });
    await addConfirmed(t, 'en@example.com', 'en', 'Emma');
    await addConfirmed(t, 'sv@example.com', 'sv', 'Sven');
    await addConfirmed(t, 'nl@example.com', 'nl');
    await t.db.insert(newsletterSubscribers).values({ email: 'pending@example.com', language: 'en', status: 'pending', unsubscribeToken: 'pending-token-0123456789' });

    expect((await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id }, token: null })).status).toBe(401);
    const started = await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id } });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ total: 3, sent: 0, left: 3 });
    await startWorker();
    const mails = await smtp.waitFor(3);
    const byTo = Object.fromEntries(mails.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m]));
    expect(Object.keys(byTo).sort()).toEqual(['en@example.com', 'nl@example.com', 'sv@example.com']);
    expect(byTo['en@example.com']!.subject).toBe('Polar night');
    expect(byTo['sv@example.com']!.subject).toBe('Polarnatt');
    expect(byTo['nl@example.com']!.subject).toBe('Poolnacht');
    expect(byTo['sv@example.com']!.text).toContain(`${PUBLIC_URL}/sv/blog/polar-night`);
    expect(byTo['en@example.com']!.text).toContain('Into the dark.');
    expect(byTo['en@example.com']!.text).toContain('Hello Emma,');

    const sv = byTo['sv@example.com']!;
    expect(header(sv, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const listUnsubscribe = header(sv, 'List-Unsubscribe')!;
    expect(listUnsubscribe).toMatch(/^<https:\/\/photos\.example\.org\/api\/newsletter\/unsubscribe\/[^>]+>, <mailto:[^>]+>$/);
    expect(tokenIn(sv, 'unsubscribe')[1]).toBe('sv');

    // Sent once: a second send needs an explicit confirmation.
    await until(allSent(t));
    const again = await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id } });
    expect(again.status).toBe(409);
    const progress = await t.get(`${API.admin.newsletterSends}?postId=${post.id}`);
    expect(progress.body.sends[0]).toMatchObject({ total: 3, sent: 3, failed: 0, left: 0 });

    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the https URI, with no login.
    const url = new URL(/<(https:[^>]+)>/.exec(listUnsubscribe)![1]!);
    // A person who opens that address lands on the unsubscribe page in their language.
    const opened = await t.app.request(url.pathname);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toStartWith('/sv/newsletter/unsubscribe/');
    const res = await t.app.request(url.pathname, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'unsubscribed', language: 'sv' });
    const row = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'sv@example.com')).get();
    expect(row!.status).toBe('unsubscribed');
    expect(row!.consentSource).toBe('card');

    // Resend, confirmed: only the two still subscribed get it.
    const resend = await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id, confirmResend: true } });
    expect(resend.status).toBe(202);
    expect(resend.body.total).toBe(2);
  });

  it('keeps the mail while SMTP refuses connections and delivers it when SMTP is back', async () => {
    const { smtp, t, startWorker } = await setup();
    await smtp.stop();
    const post = await makePost(t.db, { isPublished: true, publishedAt: new Date() });
    for (const l of ['en', 'sv', 'nl'] as Language[]) await addConfirmed(t, `${l}@example.com`, l);
    await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id } });
    await startWorker();
    // Wait until a failure is recorded and visible in the admin.
    let status: any;
    await waitFor(async () => {
      status = (await t.get(API.admin.mailStatus)).body;
      return status.failures.length > 0;
    }, 'a failed delivery in the mail status');
    expect(status.enabled).toBe(true);
    expect(status.failures[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(status.pending).toBe(3);
    await smtp.start();
    const mails = await smtp.waitFor(3);
    expect(new Set(mails.map((m) => (m.to && 'text' in m.to ? m.to.text : ''))).size).toBe(3);
    await until(allSent(t));
  });

  it('survives a restart in the middle of a send: nobody gets it twice, nobody is skipped', async () => {
    const { smtp, t } = await setup({ MAIL_RATE_PER_MINUTE: '600' });
    const post = await makePost(t.db, { isPublished: true, publishedAt: new Date() });
    const emails = Array.from({ length: 8 }, (_, i) => `r${i}@example.com`);
    for (const e of emails) await addConfirmed(t, e, 'en');
    await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id } });
    const first = await worker(t);
    await smtp.waitFor(2);
    await first.stop();
    const sentBefore = smtp.messages.length;
    expect(sentBefore).toBeLessThan(emails.length);
    // A new worker, as after a restart of the server, on the same database.
    await worker(t);
    const mails = await smtp.waitFor(emails.length);
    await until(allSent(t));
    const to = mails.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();
    expect(to).toEqual([...emails].sort());
  });

  it('marks a message the SMTP server refuses for good as failed at once, and goes on with the others', async () => {
    const { smtp, t, startWorker } = await setup();
    const post = await makePost(t.db, { isPublished: true, publishedAt: new Date() });
    await addConfirmed(t, 'refused@example.com', 'en');
    await addConfirmed(t, 'fine@example.com', 'en');
    smtp.refuse('refused@example.com');
    await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id } });
    await startWorker();
    await smtp.waitFor(1);
    await until(async () => (await t.get(`${API.admin.newsletterSends}?postId=${post.id}`)).body.sends[0].failed === 1, 'the refused recipient counted as failed');
    const status = (await t.get(API.admin.mailStatus)).body;
    expect(status.failures[0]).toMatchObject({ to: 'refused@example.com', attempts: 1 });
    expect(status.failures[0].lastError).toContain('550');
  });

  it('lets the admin retry failed recipients', async () => {
    const { smtp, t, startWorker } = await setup();
    const post = await makePost(t.db, { isPublished: true, publishedAt: new Date() });
    await addConfirmed(t, 'a@example.com', 'en');
    const send = (await t.request('POST', API.admin.newsletterSends, { body: { postId: post.id } })).body;
    await t.db.update(mailOutbox).set({ status: 'failed', lastError: 'boom' });
    expect((await t.get(`${API.admin.newsletterSends}?postId=${post.id}`)).body.sends[0]).toMatchObject({ failed: 1, left: 0 });
    const retried = await t.request('POST', API.admin.newsletterSendRetry(send.id));
    expect(retried.body.retried).toBe(1);
    await startWorker();
    await smtp.waitFor(1);
  });

  it('sends a test message to one address', async () => {
    const { smtp, t, startWorker } = await setup();
    const post = await makePost(t.db, { titleEn: 'Draft story' });
    const res = await t.request('POST', API.admin.newsletterTest, { body: { postId: post.id, email: 'me@example.com', language: 'en' } });
    expect(res.status).toBe(202);
    await startWorker();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toBe('[Test] Draft story');
  });
});

describe('the Subscribers screen API', () => {
  it('lists with search and filter, exports CSV, and erases a subscriber', async () => {
    const { t } = await setup();
    expect((await t.get(API.admin.subscribers, { token: null })).status).toBe(401);
    const a = await addConfirmed(t, 'astrid@example.com', 'sv', 'Åsa "Ö", Lind');
    await addConfirmed(t, 'bram@example.com', 'nl', '=HYPERLINK("x")');
    await t.db.insert(mailOutbox).values({ kind: 'newsletter', to: 'astrid@example.com', subject: 's', text: 't', html: 'h', nextAttemptAt: new Date(), subscriberId: a.id });
    const all = await t.get(API.admin.subscribers);
    expect(all.body.subscribers).toHaveLength(2);
    expect(all.body.counts).toEqual({ pending: 0, confirmed: 2, unsubscribed: 0 });
    expect((await t.get(`${API.admin.subscribers}?q=astrid`)).body.subscribers).toHaveLength(1);
    expect((await t.get(`${API.admin.subscribers}?status=pending`)).body.subscribers).toHaveLength(0);

    const csv = await t.get(API.admin.subscribersCsv);
    const bytes = new Uint8Array(await (await t.app.request(API.admin.subscribersCsv, { headers: { Authorization: `Bearer ${t.token}` } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toStartWith('email,name,language,status,created_at,confirmed_at,unsubscribed_at,consent_at,consent_form');
    expect(csv.text).toContain('"Åsa ""Ö"", Lind"');
    expect(csv.text).toContain(`"'=HYPERLINK(""x"")"`);

    expect((await t.request('DELETE', API.admin.subscriber(a.id))).status).toBe(204);
    expect((await t.request('DELETE', API.admin.subscriber(a.id))).status).toBe(404);
    expect(await t.count('newsletterSubscribers')).toBe(1);
    expect(await t.count('mailOutbox')).toBe(0);
  });
});

describe('contact messages announced to NOTIFY_EMAIL', () => {
  it('stores the message, then mails the owner with the subject label, the language and Reply-To the sender', async () => {
    const { smtp, t, startWorker } = await setup({ NOTIFY_EMAIL: 'owner@example.com' });
    await startWorker();
    const res = await t.request('POST', API.contact, {
      body: { name: 'Lotta', email: 'lotta@example.se', subject: 'print-inquiry', message: 'Hej! Jag vill köpa en bild.', language: 'sv' },
    });
    expect(res.status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('owner@example.com');
    expect(mail!.replyTo?.value[0]?.address).toBe('lotta@example.se');
    expect(mail!.subject).toContain('Förfrågan om tryck (Print Inquiry)');
    expect(mail!.text).toContain('Page language: Swedish');
    expect(mail!.text).toContain('Hej! Jag vill köpa en bild.');
    expect(mail!.text).not.toContain('print-inquiry');
    const messages = await t.get(API.admin.messages);
    expect(messages.body[0]).toMatchObject({ subject: 'print-inquiry', language: 'sv' });
  });
});

describe('purging unconfirmed sign-ups', () => {
  it('deletes sign-ups not confirmed within 7 days and keeps the rest', async () => {
    const t = await createTestApp('memory');
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000);
    await t.db.insert(newsletterSubscribers).values([
      { email: 'stale@example.com', status: 'pending', confirmationSentAt: old, unsubscribeToken: 'stale-token-0123456789' },
      { email: 'fresh@example.com', status: 'pending', confirmationSentAt: new Date(), unsubscribeToken: 'fresh-token-0123456789' },
      { email: 'back@example.com', status: 'pending', confirmationSentAt: old, unsubscribedAt: old, unsubscribeToken: 'back-token-01234567890' },
      { email: 'kept@example.com', status: 'confirmed', confirmedAt: old, unsubscribeToken: 'kept-token-01234567890' },
    ]);
    expect(await purgeExpired(t.db)).toBe(1);
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => `${r.email} ${r.status}`).sort()).toEqual(['back@example.com unsubscribed', 'fresh@example.com pending', 'kept@example.com confirmed']);
  });
});

describe('closed doors in newsletter mail', () => {
  it('an unsubscribed token cannot subscribe again; "subscribe again" asks for a new confirmation', async () => {
    const { smtp, t, startWorker } = await setup();
    await startWorker();
    await addConfirmed(t, 'eva@example.com', 'nl', 'Eva');
    const oldToken = 'tok-eva@example.com-0123456789abcdef';
    const out = await t.request('POST', API.newsletterUnsubscribe(oldToken));
    expect(out.status).toBe(200);
    expect(out.body.status).toBe('unsubscribed');
    const newToken = out.body.resubscribeToken as string;
    expect(newToken).toBeString();
    expect(newToken).not.toBe(oldToken);

    // The token of every earlier mail is dead: it neither subscribes again nor unsubscribes.
    expect((await t.request('POST', API.newsletterResubscribe(oldToken))).status).toBe(404);
    expect((await t.request('POST', API.newsletterUnsubscribe(oldToken))).status).toBe(404);
    const row = async () => (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'eva@example.com')).get())!;
    expect((await row()).status).toBe('unsubscribed');

    // The page's "subscribe again" sends a new confirmation; only its link subscribes.
    const again = await t.request('POST', API.newsletterResubscribe(newToken));
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('pending');
    expect((await row()).status).toBe('pending');
    const [mail] = await smtp.waitFor(1);
    const [, , token] = tokenIn(mail!, 'confirm');
    expect((await t.request('POST', API.newsletterConfirm, { body: { token } })).body.status).toBe('confirmed');
    expect((await row()).consentSource).toBe('resubscribe');
  });

  it('mails nothing a visitor typed to an address that has not confirmed', async () => {
    const { smtp, t, startWorker } = await setup();
    await startWorker();
    const spam = 'Win a prize at evil.example';
    expect((await signUp(t, { email: 'victim@example.com', name: spam, language: 'en' })).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.text).not.toContain(spam);
    expect(mail!.html).not.toContain('evil.example');
    expect(mail!.text).toStartWith('Hello,');
  });

  it('keeps no link in a sent message: the outbox keeps to, subject, status and time', async () => {
    const { smtp, t, startWorker } = await setup();
    await startWorker();
    await signUp(t, { email: 'one@example.com', language: 'sv' });
    await smtp.waitFor(1);
    await until(allSent(t));
    const rows = await t.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'one@example.com', status: 'sent', text: '', html: '', headers: null });
    expect(rows[0]!.subject).toContain('Bekräfta');
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(rows)).not.toContain('/newsletter/');
  });

  it('folds line breaks in a contact name into spaces in the notification', () => {
    const mail = contactNoticeMail({
      name: 'Eve\r\nBcc: all@example.com\nThis message is urgent',
      email: 'eve@example.com',
      subject: 'general',
      message: 'Hi',
      language: 'en',
      adminUrl: 'https://photos.example.org/admin/messages',
      site: 'Site',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text.split('\n')[0]).toBe('From: Eve Bcc: all@example.com This message is urgent <eve@example.com>');
  });
});
