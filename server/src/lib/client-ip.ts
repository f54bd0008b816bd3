import type { Context } from 'hono';
import { getConnInfo } from 'hono/bun';

/**
 * The visitor's address for rate limits. Behind `trustedProxies` proxies (TRUST_PROXY), it is the
 * X-Forwarded-For entry that many places from the right: each proxy appends the address it saw,
 * so entries further left were written by the client and prove nothing. Without proxies it is
 * the socket's address; without a socket (tests) it is 'unknown'.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = hops[Math.max(0, hops.length - trustedProxies)];
    if (entry) return entry.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
