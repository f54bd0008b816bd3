import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { mailOutbox, newsletterSubscribers } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const SITE = 'https://photos.example';
const message = { name: 'Ann Berg', email: 'ann@example.com', subject: 'print-inquiry', message: 'A print of the puffin, please.' };

/** A form as a browser without scripts sends it: form fields, from a page of the site. */
function post(t: TestApp, path: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: SITE }) {
  return t.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() });
}

/** The text of the reason shown under a field, by the field's name. */
function reasonAt(html: string, name: string): string | undefined {
  const tag = new RegExp(`<(?:input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const describedBy = tag && /aria-describedby="([^"]+)"/.exec(tag)?.[1];
  return describedBy ? new RegExp(`<p id="${describedBy}"[^>]*>([^<]*)</p>`).exec(html)?.[1] : undefined;
}

describe('public forms sent without scripts', () => {
  it('shows a refused contact message again with the reason at its field and what was typed', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const res = await post(t, '/en', { intent: 'contact', language: 'en', ...message, email: 'ann@nowhere' });
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(reasonAt(html, 'email')).toBe('Please enter a valid email address');
    expect(reasonAt(html, 'name')).toBeUndefined();
    expect(html).toContain('A print of the puffin, please.</textarea>');
    expect(html).toContain('value="Ann Berg"');
    expect(html).toContain('value="ann@nowhere"');
    expect(html).toMatch(/<option value="print-inquiry"[^>]*selected=""/);
    expect(await t.count('contactMessages')).toBe(0);
  });

  it('gives the reasons in the language of the page', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const res = await post(t, '/sv', { intent: 'contact', language: 'sv', ...message, email: 'ann', subject: '' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<html lang="sv"');
    expect(reasonAt(html, 'email')).toBe('Ange en giltig e-postadress');
    expect(reasonAt(html, 'subject')).toBeTruthy();
  });

  it('stores an accepted message, tells the owner through the outbox and leads to the page with a note', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE, SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'owner@example.org' });
    const res = await post(t, '/sv', { intent: 'contact', language: 'sv', ...message, website: '' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/sv?sent=contact#contact');
    const list = (await t.get(API.admin.messages)).body;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ ...message, language: 'sv' });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'notify'))).toHaveLength(1);

    const page = await t.app.request('/sv?sent=contact');
    expect(page.status).toBe(200);
    const note = /<div role="status"[^>]*data-testid="form-sent"><p[^>]*>([^<]*)<\/p>/.exec(await page.text());
    expect(note?.[1]).toBe('Meddelandet har skickats!');
    // The page's own address never shows it.
    expect(await (await t.app.request('/sv')).text()).not.toContain('data-testid="form-sent"');
  });

  it('drops a message with a filled honeypot as the API does, and still leads to the note', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const res = await post(t, '/en', { intent: 'contact', language: 'en', ...message, website: 'http://spam.example' });
    expect(res.status).toBe(303);
    expect(await t.count('contactMessages')).toBe(0);
  });

  it('keeps the rate limit of the API', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    for (let i = 0; i < 5; i++) expect((await post(t, '/en', { intent: 'contact', ...message })).status).toBe(303);
    const res = await post(t, '/en', { intent: 'contact', ...message });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(reasonAt(html, 'email')).toBe('Too many attempts. Please try again in a few minutes.');
    expect(html).toContain('A print of the puffin, please.</textarea>');
  });

  it('refuses a form posted from another site', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    expect((await post(t, '/en', { intent: 'contact', ...message }, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(t, '/en', { intent: 'contact', ...message }, { Referer: 'https://evil.example/page' })).status).toBe(403);
    expect(await t.count('contactMessages')).toBe(0);
  });

  it('signs up from the footer of any page with the double opt-in, answering alike for a known address', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE, SMTP_URL: 'smtp://127.0.0.1:9' });
    const fields = { intent: 'newsletter', language: 'nl', source: 'footer', email: 'eva@example.com' };
    const first = await post(t, '/nl/gallery?category=3', fields);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/nl/gallery?category=3&sent=newsletter-confirm#newsletter');
    const again = await post(t, '/nl/gallery?category=3', fields);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    const rows = await t.db.select().from(newsletterSubscribers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'eva@example.com', status: 'pending', language: 'nl', consentSource: 'footer' });
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'confirm'))).toHaveLength(1);
    expect(await (await t.app.request('/nl/gallery?category=3&sent=newsletter-confirm')).text()).toMatch(/data-testid="form-sent"><p[^>]*>Kijk in je inbox</);
  });

  it('shows a refused sign-up again with the reason and the typed address', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const res = await post(t, '/en/gallery', { intent: 'newsletter', language: 'en', source: 'footer', email: 'eva@' });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(reasonAt(html, 'email')).toBe('Please enter a valid email address');
    expect(html).toContain('value="eva@"');
    expect(await t.count('newsletterSubscribers')).toBe(0);
  });

  it("signs up from the blog's card with a name, keeping both when refused", async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const refused = await post(t, '/sv/blog', { intent: 'newsletter', language: 'sv', source: 'card', email: 'lars', name: 'Lars' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(reasonAt(html, 'email')).toBe('Ange en giltig e-postadress');
    expect(html).toContain('value="Lars"');

    const res = await post(t, '/sv/blog', { intent: 'newsletter', language: 'sv', source: 'card', email: 'lars@example.se', name: 'Lars' });
    // Mail is off: signed up at once, as the API answers then.
    expect(res.headers.get('location')).toBe('/sv/blog?sent=newsletter#newsletter');
    expect(await t.db.select().from(newsletterSubscribers)).toMatchObject([{ email: 'lars@example.se', name: 'Lars', status: 'confirmed', consentSource: 'card' }]);
  });

  it('keeps the address of a page that holds a token out of caches, Referers and search engines', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const res = await post(t, '/en/newsletter/confirm/0123456789abcdef0123', { intent: 'newsletter', language: 'en', source: 'footer', email: 'nope' });
    expect(res.status).toBe(422);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a post to an address that holds no page with 404, and an unknown form with 400', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    expect((await post(t, '/api/nothing', { intent: 'contact' })).status).toBe(404);
    expect((await post(t, '/en', { intent: 'other' })).status).toBe(400);
  });
});
