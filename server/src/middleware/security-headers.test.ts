import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { LANGUAGE_SCRIPT_HASH } from '../site/language-script';
import { ENTRY_SCRIPT_HASH } from '../site/entry-script';

describe('security headers and CORS', () => {
  it('sends the CSP, nosniff and referrer policy on API answers, errors, 304s and pages', async () => {
    const t = await createTestApp();
    const ok = await t.get(API.heroImages);
    const responses = [
      ok,
      await t.get(API.heroImages, { headers: { 'If-None-Match': ok.headers.get('etag')! } }),
      await t.get(API.admin.stats, { token: null }),
      await t.get('/api/missing'),
      await t.get('/'),
    ];
    for (const res of responses) {
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      // Scripts from the site itself, plus the one inline script of plain addresses, by its hash.
      expect(csp).toContain(`script-src 'self' ${LANGUAGE_SCRIPT_HASH} ${ENTRY_SCRIPT_HASH};`);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
      expect(csp).not.toContain('googletagmanager');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows the analytics hosts and the geo lookup origin only when configured', async () => {
    const t = await createTestApp('memory', { ANALYTICS_ID: 'G-XYZ', GEO_LOOKUP_URL: 'https://ipapi.example.com/json/' });
    const csp = (await t.get('/')).headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${LANGUAGE_SCRIPT_HASH} ${ENTRY_SCRIPT_HASH} https://www.googletagmanager.com`);
    expect(csp).toMatch(/connect-src 'self' .*https:\/\/www\.google-analytics\.com.* https:\/\/ipapi\.example\.com;/);
  });

  it('grants CORS to the site itself and the desktop app only, and refuses writes from other sites', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: 'https://photos.example' });
    const preflight = (origin: string) =>
      t.app.request(API.admin.stats, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
      });
    const desktop = await preflight('app://portfolio');
    expect(desktop.status).toBe(204);
    expect(desktop.headers.get('access-control-allow-origin')).toBe('app://portfolio');
    expect(desktop.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(desktop.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight('https://photos.example')).headers.get('access-control-allow-origin')).toBe('https://photos.example');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();

    const get = await t.get(API.heroImages, { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    // A form on another site posting to the sign-in (no preflight for a simple request) is refused unread.
    const guess = await t.request('POST', API.admin.login, {
      raw: JSON.stringify({ username: 'admin', password: 'guess-one' }),
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      token: null,
    });
    expect(guess.status).toBe(403);
    expect(guess.body.message).toBe('Requests from other sites are not accepted');
    expect(await t.count('loginFailures')).toBe(0);
    // The site's own pages (by PUBLIC_URL or by the host they were sent to) may post.
    const own = await t.app.request('http://site.local/api/contact', {
      method: 'POST',
      headers: { Origin: 'http://site.local', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(own.status).toBe(400);
  });
});
