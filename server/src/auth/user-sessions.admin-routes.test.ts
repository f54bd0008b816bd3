import { describe, expect, it } from 'bun:test';
import { API, AdminUserListItemSchema } from '@portfolio/shared';
import { z } from 'zod';
import { ADMIN_PASSWORD, DB_KINDS, createTestApp } from '../../test/app';

/** Each sign-in and password change runs argon2id, which takes a while on a busy machine. */
const SLOW = 60_000;
const EDITOR = { username: 'editor', password: 'long-enough-1' };

for (const kind of DB_KINDS) {
  describe(`[${kind}] sessions end with the password that protected them`, () => {
    it("ends every session of a user whose password an admin resets: the old token answers 401", async () => {
      const t = await createTestApp(kind);
      const { body: editor } = await t.request('POST', API.admin.users, { body: EDITOR });
      const phone = await t.login(EDITOR.username, EDITOR.password);
      const laptop = await t.login(EDITOR.username, EDITOR.password);
      expect((await t.get(API.admin.me, { token: phone })).status).toBe(200);

      const reset = await t.request('PUT', API.admin.user(editor.id), { body: { username: 'editor', password: 'a-brand-new-secret' } });
      expect(reset.status).toBe(200);
      expect((await t.get(API.admin.me, { token: phone })).status).toBe(401);
      expect((await t.get(API.admin.me, { token: laptop })).status).toBe(401);
      // The admin who made the change stays signed in; the new password works.
      expect((await t.get(API.admin.me)).status).toBe(200);
      expect(await t.login('editor', 'a-brand-new-secret')).toBeString();
    }, SLOW);

    it('asks for the current password to change one\'s own, and keeps only the session that changed it', async () => {
      const t = await createTestApp(kind);
      const other = await t.login();
      const without = await t.request('PUT', API.admin.user(t.adminId), { body: { username: 'admin', password: 'a-brand-new-secret' } });
      expect(without.status).toBe(400);
      expect(without.body.issues[0].path).toBe('currentPassword');
      const wrong = await t.request('PUT', API.admin.user(t.adminId), {
        body: { username: 'admin', password: 'a-brand-new-secret', currentPassword: 'not-my-password' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Your current password is not correct');
      expect(await t.login('admin', ADMIN_PASSWORD)).toBeString();

      const changed = await t.request('PUT', API.admin.user(t.adminId), {
        body: { username: 'admin', password: 'a-brand-new-secret', currentPassword: ADMIN_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect((await t.get(API.admin.me)).status).toBe(200);
      expect((await t.get(API.admin.me, { token: other })).status).toBe(401);
      // Renaming without a new password needs no current password and ends nothing.
      expect((await t.request('PUT', API.admin.user(t.adminId), { body: { username: 'admin', fullName: 'Ann' } })).status).toBe(200);
    }, SLOW);

    it('signs the user out everywhere, this session too', async () => {
      const t = await createTestApp(kind);
      const other = await t.login();
      const res = await t.request('POST', API.admin.logoutEverywhere);
      expect(res.status).toBe(200);
      expect((await t.get(API.admin.me)).status).toBe(401);
      expect((await t.get(API.admin.me, { token: other })).status).toBe(401);
      expect((await t.request('POST', API.admin.logoutEverywhere, { token: null })).status).toBe(401);
    }, SLOW);

    it('lists live sessions per user with their last use, and lets an admin end them', async () => {
      const t = await createTestApp(kind);
      const { body: editor } = await t.request('POST', API.admin.users, { body: EDITOR });
      const a = await t.login(EDITOR.username, EDITOR.password);
      await t.login(EDITOR.username, EDITOR.password);
      await t.get(API.admin.me, { token: a });

      const list = z.array(AdminUserListItemSchema).parse((await t.get(API.admin.users)).body);
      const row = list.find((u) => u.username === 'editor')!;
      expect(row.activeSessions).toBe(2);
      expect(Date.parse(row.lastActive!)).toBeGreaterThan(Date.now() - 60_000);
      expect(list.find((u) => u.username === 'admin')!.activeSessions).toBe(1);

      expect((await t.request('DELETE', API.admin.userSessions(editor.id))).status).toBe(200);
      expect((await t.get(API.admin.me, { token: a })).status).toBe(401);
      const after = z.array(AdminUserListItemSchema).parse((await t.get(API.admin.users)).body);
      expect(after.find((u) => u.username === 'editor')!).toMatchObject({ activeSessions: 0, lastActive: null });
      // Ending one's own sessions from the list keeps the one doing it.
      expect((await t.request('DELETE', API.admin.userSessions(t.adminId))).status).toBe(200);
      expect((await t.get(API.admin.me)).status).toBe(200);
      expect((await t.request('DELETE', API.admin.userSessions(999))).status).toBe(404);
      expect((await t.request('DELETE', API.admin.userSessions(editor.id), { token: null })).status).toBe(401);
    }, SLOW);

    it('refuses short and common passwords, next to the password field', async () => {
      const t = await createTestApp(kind);
      const short = await t.request('POST', API.admin.users, { body: { username: 'x', password: 'short-pass' } });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('Password must be at least 12 characters');
      for (const common of ['qwertyuiop123', 'Password1234']) {
        const res = await t.request('POST', API.admin.users, { body: { username: 'x', password: common } });
        expect(res.status).toBe(400);
        expect(res.body.issues[0].path).toBe('password');
      }
      const { body: ok } = await t.request('POST', API.admin.users, { body: EDITOR });
      const reset = await t.request('PUT', API.admin.user(ok.id), { body: { username: 'editor', password: '123456789012' } });
      expect(reset.status).toBe(400);
      expect(await t.count('adminUsers')).toBe(2);
    }, SLOW);
  });
}
