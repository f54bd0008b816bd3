import { describe, expect, it } from 'bun:test';
import { loadEnv } from '../env';
import { unsubscribeHeaders } from './newsletter.service';
import { mailDomain, mailEnabled, mailFrom } from './transport';

describe('mail settings', () => {
  it('is off without SMTP_URL and refuses other schemes', () => {
    expect(mailEnabled(loadEnv({}))).toBe(false);
    expect(mailEnabled(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example.org:465' }))).toBe(true);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ NOTIFY_EMAIL: 'not-an-address' })).toThrow(/NOTIFY_EMAIL/);
  });

  it('sends from the site name setting at the host of PUBLIC_URL unless MAIL_FROM says otherwise', () => {
    const env = loadEnv({ PUBLIC_URL: 'https://photos.example.org/' });
    expect(mailFrom(env, 'Anna Berg Photography')).toBe('"Anna Berg Photography" <no-reply@photos.example.org>');
    expect(mailFrom(loadEnv({ MAIL_FROM: '"Studio" <studio@example.se>' }), 'Anna Berg Photography')).toBe('"Studio" <studio@example.se>');
    expect(mailDomain(env)).toBe('photos.example.org');
    const bare = loadEnv({ MAIL_FROM: 'ann@example.se' });
    expect(mailDomain(bare)).toBe('example.se');
    expect(unsubscribeHeaders(bare, 'tok')['List-Unsubscribe']).toBe('<http://localhost:3000/api/newsletter/unsubscribe/tok>, <mailto:ann@example.se?subject=unsubscribe%20tok>');
    expect(loadEnv({}).MAIL_RATE_PER_MINUTE).toBe(60);
  });
});
