import { API, AdminUserSchema, LoginRequestSchema, LoginResponseSchema, MessageSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { toAdminUser } from '../db/mappers';
import { clientIp } from '../lib/client-ip';
import { readJson } from '../lib/validate';
import { createSession, endSessionsOf, login, revokeSession } from './auth.service';
import { dropMediaAccess, grantMediaAccess } from './media-access.service';
import { getUser } from './users.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

export function authRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .post(API.admin.login, declare({ path: API.admin.login, summary: 'Signs in: a session token for the Authorization header (and the media cookie)', tags: ['auth'], body: LoginRequestSchema, response: LoginResponseSchema, refuses: { 401: 'Wrong username or password', 429: 'Too many failed sign-ins: wait a while' } }), async (c) => {
      const { username, password } = await readJson(c, LoginRequestSchema);
      const user = await login(db, username, password, clientIp(c, env.TRUST_PROXY));
      const token = await createSession(db, user.id, env.SESSION_TTL_HOURS);
      await grantMediaAccess(c, db, env, token);
      return c.json({ token, user: toAdminUser(user), message: 'Login successful' });
    })
    // The back-office asks again at start (a session from before, a cookie cleared): see media-access.service.ts.
    .post(API.admin.mediaAccess, declare({ path: API.admin.mediaAccess, summary: "Sets the back-office's media cookie for this session", tags: ['auth'], response: MessageSchema }), async (c) => {
      await grantMediaAccess(c, db, env, c.get('token'));
      return c.json({ message: 'Media access granted' });
    })
    .post(API.admin.logout, declare({ path: API.admin.logout, summary: 'Ends this session', tags: ['auth'], response: MessageSchema }), async (c) => {
      await revokeSession(db, c.get('token'));
      dropMediaAccess(c, env);
      return c.json({ message: 'Logged out' });
    })
    .post(API.admin.logoutEverywhere, declare({ path: API.admin.logoutEverywhere, summary: 'Ends every session of the signed-in user, this one too', tags: ['auth'], response: MessageSchema }), async (c) => {
      await endSessionsOf(db, c.get('userId'));
      dropMediaAccess(c, env);
      return c.json({ message: 'Signed out everywhere' });
    })
    .get(API.admin.me, declare({ path: API.admin.me, summary: 'The signed-in user', tags: ['auth'], response: AdminUserSchema }), async (c) => c.json(await getUser(db, c.get('userId'))));
}
