import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';

/**
 * The visitor's IP for rate limits: the socket's address, or the first X-Forwarded-For entry when
 * the server runs behind a proxy it trusts (TRUST_PROXY). Without a socket (tests) it is 'unknown'.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
