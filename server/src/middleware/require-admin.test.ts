import { describe, expect, it } from 'bun:test';
import { API, ApiErrorSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { DB_KINDS, createTestApp } from '../../test/app';
import { sessions } from '../db/schema';
import { hashToken } from '../auth/auth.service';

/** Every registered /api/admin route except login, with ":param" filled in. Built from the app itself. */
async function adminRoutes() {
  const { app } = await createTestApp();
  const seen = new Set<string>();
  const list: { method: string; path: string }[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/admin')) continue;
    if (r.method === 'POST' && r.path === API.admin.login) continue;
    const path = r.path.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ method: r.method, path });
  }
  return list;
}

const routes = await adminRoutes();

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/* authentication`, () => {
    it('covers every admin call of the spec', () => {
      const keys = routes.map((r) => `${r.method} ${r.path}`);
      for (const k of ['GET /api/admin/stats', 'PUT /api/admin/gallery/bulk-edit', 'DELETE /api/admin/users/1', 'GET /api/admin/me']) {
        expect(keys).toContain(k);
      }
      expect(routes.length).toBeGreaterThan(30);
    });

    it('answers 401 with a message without a token, with a wrong token, an expired token and after logout', async () => {
      const t = await createTestApp(kind);
      const expired = await t.login();
      await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
      const loggedOut = await t.login();
      expect((await t.request('POST', API.admin.logout, { token: loggedOut })).status).toBe(200);

      for (const route of routes) {
        for (const [label, token] of [
          ['missing', null],
          ['wrong', 'not-a-real-token'],
          ['expired', expired],
          ['logged out', loggedOut],
        ] as const) {
          const res = await t.request(route.method, route.path, { token, body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {} });
          if (res.status !== 401) throw new Error(`${route.method} ${route.path} (${label} token) answered ${res.status}`);
          expect(ApiErrorSchema.parse(res.body).message.length).toBeGreaterThan(0);
        }
      }
      // The data is untouched.
      expect(await t.count('adminUsers')).toBe(1);
    });

    it('protects paths that no route handles yet', async () => {
      const t = await createTestApp(kind);
      expect((await t.get('/api/admin/not-a-route', { token: null })).status).toBe(401);
      expect((await t.get('/api/admin/not-a-route')).status).toBe(404);
    });

    it('lets a valid token through', async () => {
      const t = await createTestApp(kind);
      const token = await t.login();
      expect((await t.get(API.admin.stats, { token })).status).toBe(200);
    });
  });
}
