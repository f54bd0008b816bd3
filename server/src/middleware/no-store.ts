import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';

/**
 * Answers no cache may keep: every /api/admin answer (every gallery's address, the users, the
 * messages), its refusals too. Set before the route runs (for the error envelope) and again on
 * whatever the route answered.
 */
export function noStore(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
