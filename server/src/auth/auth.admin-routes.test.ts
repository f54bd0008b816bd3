import { describe, expect, it } from 'bun:test';
import { API, AdminUserSchema, LoginResponseSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { ADMIN_PASSWORD, DB_KINDS, createTestApp } from '../../test/app';
import { adminUsers, loginFailures, sessions } from '../db/schema';
import { ensureDefaultAdmin, hashToken } from './auth.service';

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

    it('refuses an address after 10 failures in 15 minutes (429), whatever the username, and only that address', async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: 'on' });
      const attempt = (username: string, password: string, ip: string) =>
        t.request('POST', API.admin.login, { body: { username, password }, token: null, headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < 10; i++) expect((await attempt(`user${i}`, 'wrong', '10.9.9.9')).status).toBe(401);
      const refused = await attempt('admin', ADMIN_PASSWORD, '10.9.9.9');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toContain('Too many failed login attempts');
      // Another address signs in with the right password.
      expect((await attempt('admin', ADMIN_PASSWORD, '10.9.9.10')).status).toBe(200);
    }, 60_000); // argon2id checks: slow on a busy machine

    it('never locks the owner out: 50 wrong passwords for admin from 10 addresses, then the right one from an 11th signs in', async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: 'on' });
      const attempt = (password: string, ip: string) =>
        t.request('POST', API.admin.login, { body: { username: 'admin', password }, token: null, headers: { 'X-Forwarded-For': ip } });
      // The state 49 wrong passwords from 10 addresses leave (each sent one would cost an argon2id
      // check and a growing slow-down, minutes on a busy machine), then the 50th sent for real.
      const now = Date.now();
      await t.db.insert(loginFailures).values(Array.from({ length: 49 }, (_, i) => ({ ip: `203.0.113.${i % 10}`, username: 'admin', at: new Date(now - (49 - i) * 1000) })));
      expect((await attempt('wrong-49', '203.0.113.9')).status).toBe(401);
      expect(await t.count('loginFailures')).toBe(50);
      const owner = await attempt(ADMIN_PASSWORD, '198.51.100.7');
      expect(owner.status).toBe(200);
      expect(LoginResponseSchema.parse(owner.body).user.username).toBe('admin');
    }, 60_000); // argon2id checks and the username's slow-down: slow on a busy machine

    it('reads the address the trusted proxy appended, not one the client wrote into X-Forwarded-For', async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: 'on' });
      // The client sends a new made-up address each time; the proxy appends the real one (10.1.1.1).
      for (let i = 0; i < 10; i++) {
        const res = await t.request('POST', API.admin.login, {
          body: { username: 'admin', password: 'wrong' },
          token: null,
          headers: { 'X-Forwarded-For': `192.0.2.${i}, 10.1.1.1` },
        });
        expect(res.status).toBe(401);
      }
      const res = await t.request('POST', API.admin.login, {
        body: { username: 'admin', password: ADMIN_PASSWORD },
        token: null,
        headers: { 'X-Forwarded-For': '192.0.2.99, 10.1.1.1' },
      });
      expect(res.status).toBe(429);
    }, 60_000);
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

describe('sign-in limits under parallel attempts', () => {
  it('verifies at most 10 of 40 simultaneous wrong passwords from one address', async () => {
    const t = await createTestApp('memory', { TRUST_PROXY: 'on' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request('POST', API.admin.login, { body: { username: 'admin', password: `wrong-${i}` }, token: null, headers: { 'X-Forwarded-For': '10.7.7.7' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // The owner, from another address, still signs in.
    const owner = await t.request('POST', API.admin.login, {
      body: { username: 'admin', password: ADMIN_PASSWORD },
      token: null,
      headers: { 'X-Forwarded-For': '10.7.7.8' },
    });
    expect(owner.status).toBe(200);
  }, 120_000);

  it('does not count a successful sign-in as a failure', async () => {
    const t = await createTestApp('memory', { TRUST_PROXY: 'on' });
    for (let i = 0; i < 12; i++) {
      const res = await t.request('POST', API.admin.login, { body: { username: 'admin', password: ADMIN_PASSWORD }, token: null, headers: { 'X-Forwarded-For': '10.8.8.8' } });
      expect(res.status).toBe(200);
    }
    expect(await t.count('loginFailures')).toBe(0);
  }, 120_000);
});
