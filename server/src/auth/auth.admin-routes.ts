import { API, LoginRequestSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { toAdminUser } from '../db/mappers';
import { clientIp } from '../lib/client-ip';
import { readJson } from '../lib/validate';
import { createSession, endSessionsOf, login, revokeSession } from './auth.service';
import { dropMediaAccess, grantMediaAccess } from './media-access.service';
import { getUser } from './users.service';
import type { RouteDeps } from '../lib/route-deps';

export function authRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .post(API.admin.login, async (c) => {
      const { username, password } = await readJson(c, LoginRequestSchema);
      const user = await login(db, username, password, clientIp(c, env.TRUST_PROXY));
      const token = await createSession(db, user.id, env.SESSION_TTL_HOURS);
      await grantMediaAccess(c, db, env, token);
      return c.json({ token, user: toAdminUser(user), message: 'Login successful' });
    })
    // The back-office asks again at start (a session from before, a cookie cleared): see media-access.service.ts.
    .post(API.admin.mediaAccess, async (c) => {
      await grantMediaAccess(c, db, env, c.get('token'));
      return c.json({ message: 'Media access granted' });
    })
    .post(API.admin.logout, async (c) => {
      await revokeSession(db, c.get('token'));
      dropMediaAccess(c, env);
      return c.json({ message: 'Logged out' });
    })
    .post(API.admin.logoutEverywhere, async (c) => {
      await endSessionsOf(db, c.get('userId'));
      dropMediaAccess(c, env);
      return c.json({ message: 'Signed out everywhere' });
    })
    .get(API.admin.me, async (c) => c.json(await getUser(db, c.get('userId'))));
}
