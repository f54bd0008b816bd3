import { DESKTOP_APP_ORIGIN, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { Env } from '../env';
import type { AppEnv } from '../lib/app-env';
import { AppError } from '../lib/app-error';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const OTHER_SITE = 'Requests from other sites are not accepted';

/**
 * /api answers pages of this site (its PUBLIC_URL, or the host the request was sent to) and the
 * desktop app, plus CORS_ORIGINS; no other origin gets a CORS grant. A browser also sends simple
 * cross-site POSTs without asking first, so a write whose Origin is another site is refused
 * outright (403): other sites' visitors cannot be made to guess passwords or send forms.
 */
export function crossOrigin(env: Env): MiddlewareHandler<AppEnv> {
  const isAllowed = allowedOrigin(env);
  const grant = cors({
    origin: (origin, c) => (isAllowed(origin, c) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    // A page of a public list names the next page (Link) and the list's size beside it.
    exposeHeaders: ['ETag', 'Link', TOTAL_COUNT_HEADER],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && !READS.has(c.req.method) && !isAllowed(origin, c)) throw new AppError('forbidden', OTHER_SITE);
    return grant(c, next);
  };
}

/** Whether an origin may write: this site (its PUBLIC_URL or the host asked), the desktop app, or CORS_ORIGINS. */
export function allowedOrigin(env: Env): (origin: string, c: Context) => boolean {
  const allowed = new Set([new URL(env.publicUrl).origin, DESKTOP_APP_ORIGIN, ...env.CORS_ORIGINS]);
  return (origin, c) => allowed.has(origin) || sameHost(origin, new URL(c.req.url).host);
}

/**
 * Whether a form post comes from a page of this site: its Origin, or when a browser sends none
 * its Referer, names an allowed origin (neither sent: allowed, as the API allows it).
 */
export function fromOwnSite(env: Env): (c: Context) => boolean {
  const isAllowed = allowedOrigin(env);
  return (c) => {
    const origin = c.req.header('origin');
    if (origin) return isAllowed(origin, c);
    const referer = c.req.header('referer');
    if (!referer) return true;
    try {
      return isAllowed(new URL(referer).origin, c);
    } catch {
      return false;
    }
  };
}

/** Whether `origin` is the address the request was sent to (the Host it named). */
function sameHost(origin: string, host: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}
