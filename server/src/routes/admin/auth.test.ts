import { describe, expect, it } from 'bun:test';
import { API, AdminUserSchema, LoginResponseSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, DB_KINDS, createTestApp } from '../../../test/app';
import { adminUsers, sessions } from '../../db/schema';
import { ensureDefaultAdmin, hashToken } from '../../services/auth.service';

for (const kind of DB_KINDS) {
  describe(`[${kind}] POST /api/admin/login`, () => {
    it('answers a token, the user and "Login successful", stores only the token hash and sets lastLogin', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.login, { body: { username: 'admin', password: ADMIN_PASSWORD }, token: null });
      expect(res.status).toBe(200);
      const body = LoginResponseSchema.parse(res.body);
      expect(body.message).toBe('Login successful');
      expect(body.user.username).toBe('admin');
      expect(body.user.lastLogin).not.toBeNull();
      expect(Buffer.from(body.token, 'base64url').length).toBe(32);
      const stored = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.token))).get();
      expect(stored).toBeDefined();
      const raw = await t.db.select().from(sessions).where(eq(sessions.tokenHash, body.token)).get();
      expect(raw).toBeUndefined();
      const user = await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin')).get();
      expect(user!.lastLogin).not.toBeNull();
    });

    it('answers 401 "Invalid credentials" for a wrong password or unknown user', async () => {
      const t = await createTestApp(kind);
      for (const body of [{ username: 'admin', password: 'wrong-password' }, { username: 'nobody', password: 'x' }]) {
        const res = await t.request('POST', API.admin.login, { body, token: null });
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Invalid credentials');
      }
    });

    it('answers 400 when username or password is missing, and for malformed JSON', async () => {
      const t = await createTestApp(kind);
      const missing = await t.request('POST', API.admin.login, { body: { password: 'x' }, token: null });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Username is required');
      expect(missing.body.issues[0].path).toBe('username');
      const malformed = await t.request('POST', API.admin.login, { raw: '{"username":', token: null });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Malformed JSON body');
      expect(await t.count('sessions')).toBe(1);
    });

    it('answers 429 after 10 failures in 15 minutes, per username and per IP', async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: 'on' });
      const attempt = (username: string, password: string, ip: string) =>
        t.request('POST', API.admin.login, { body: { username, password }, token: null, headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < 10; i++) expect((await attempt('admin', 'wrong', `10.0.0.${i}`)).status).toBe(401);
      // The username is locked even from a fresh IP and with the right password.
      const locked = await attempt('admin', ADMIN_PASSWORD, '10.0.1.1');
      expect(locked.status).toBe(429);
      expect(locked.body.message).toContain('Too many failed login attempts');
      // Per IP: ten different usernames from one address.
      for (let i = 0; i < 10; i++) expect((await attempt(`user${i}`, 'wrong', '10.9.9.9')).status).toBe(401);
      expect((await attempt('someone', 'x', '10.9.9.9')).status).toBe(429);
    }, 60_000); // 20 argon2id checks: slow on a busy machine
  });

  describe(`[${kind}] session calls`, () => {
    it('GET /api/admin/me answers the logged-in user', async () => {
      const t = await createTestApp(kind);
      const res = await t.get(API.admin.me);
      expect(res.status).toBe(200);
      expect(AdminUserSchema.parse(res.body).username).toBe('admin');
    });

    it('POST /api/admin/logout revokes the session', async () => {
      const t = await createTestApp(kind);
      const token = await t.login();
      const res = await t.request('POST', API.admin.logout, { token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Logged out');
      expect((await t.get(API.admin.me, { token })).status).toBe(401);
      // Other sessions stay valid.
      expect((await t.get(API.admin.me)).status).toBe(200);
    });
  });
}

describe('default admin', () => {
  it('is created on first start with ADMIN_PASSWORD, or a random password printed once', async () => {
    const t = await createTestApp();
    await t.db.delete(sessions);
    await t.db.delete(adminUsers);
    const lines: string[] = [];
    await ensureDefaultAdmin(t.db, undefined, (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    const password = /password: (\S+)/.exec(lines[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect((await t.request('POST', API.admin.login, { body: { username: 'admin', password }, token: null })).status).toBe(200);
    // A second start changes nothing.
    await ensureDefaultAdmin(t.db, 'another-password', (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    expect(await t.count('adminUsers')).toBe(1);
  });
});
