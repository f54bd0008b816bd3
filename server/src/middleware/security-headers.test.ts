import { describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { LANGUAGE_SCRIPT_HASH } from '../site/language-script';

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
      expect(csp).toContain(`script-src 'self' ${LANGUAGE_SCRIPT_HASH};`);
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
    expect(csp).toContain(`script-src 'self' ${LANGUAGE_SCRIPT_HASH} https://www.googletagmanager.com`);
    expect(csp).toMatch(/connect-src 'self' .*https:\/\/www\.google-analytics\.com.* https:\/\/ipapi\.example\.com;/);
  });

  it('answers CORS preflights for /api from any origin, without credentials', async () => {
    const t = await createTestApp();
    const res = await t.app.request(API.admin.stats, {
      method: 'OPTIONS',
      headers: { Origin: 'app://desktop', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await t.get(API.heroImages, { headers: { Origin: 'app://desktop' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });
});
