import type { MiddlewareHandler } from 'hono';
import type { Env } from '../env';
import { LANGUAGE_SCRIPT_HASH } from '../site/language-script';
import { ENTRY_SCRIPT_HASH } from '../site/entry-script';

const GA_SCRIPT = ['https://www.googletagmanager.com'];
const GA_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

/** The Content-Security-Policy: analytics hosts only when ANALYTICS_ID is set, the geo lookup's origin when set. */
export function contentSecurityPolicy(env: Pick<Env, 'ANALYTICS_ID' | 'GEO_LOOKUP_URL'>): string {
  const analytics = Boolean(env.ANALYTICS_ID);
  const connect = ["'self'", ...(analytics ? GA_CONNECT : [])];
  if (env.GEO_LOOKUP_URL) connect.push(new URL(env.GEO_LOOKUP_URL).origin);
  return [
    "default-src 'self'",
    ['script-src', "'self'", LANGUAGE_SCRIPT_HASH, ENTRY_SCRIPT_HASH, ...(analytics ? GA_SCRIPT : [])].join(' '),
    `connect-src ${connect.join(' ')}`,
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers on every answer, errors and 304s included. */
export function securityHeaders(env: Env): MiddlewareHandler {
  const csp = contentSecurityPolicy(env);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    // A page whose address holds a token keeps its own, stricter policy (see site/private-page.ts).
    if (h.get('Referrer-Policy') !== 'no-referrer' && h.get('Referrer-Policy') !== 'same-origin') h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
  };
}
