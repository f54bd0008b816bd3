import { API } from '@portfolio/shared';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';
import type { Db } from '../db/db-type';
import { AppError } from '../lib/app-error';
import { userForToken } from '../auth/auth.service';

/**
 * Guards all of /api/admin/* except POST /api/admin/login. Mounted before any admin route, so
 * routes added later under /api/admin are protected without further wiring.
 */
export function requireAdmin(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST' && c.req.path === API.admin.login) return next();
    const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    if (!match) throw new AppError('unauthorized', 'Authentication required');
    const user = await userForToken(db, match[1]!);
    if (!user) throw new AppError('unauthorized', 'Session expired or invalid. Please log in again.');
    c.set('userId', user.id);
    c.set('token', match[1]!);
    await next();
  };
}
