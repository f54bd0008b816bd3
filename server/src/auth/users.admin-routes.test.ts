import { describe, expect, it } from 'bun:test';
import { API, AdminUserSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';
import { adminUsers } from '../db/schema';

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/users`, () => {
    it('lists, creates, updates and deletes users', async () => {
      const t = await createTestApp(kind);
      const created = await t.request('POST', API.admin.users, { body: { username: 'editor', password: 'long-enough-1' } });
      expect(created.status).toBe(201);
      const user = AdminUserSchema.parse(created.body);
      expect(await t.login('editor', 'long-enough-1')).toBeString();

      const list = await t.get(API.admin.users);
      expect(z.array(AdminUserSchema).parse(list.body).map((u) => u.username)).toEqual(['admin', 'editor']);

      // An empty password keeps the current one.
      const renamed = await t.request('PUT', API.admin.user(user.id), { body: { username: 'editor2', password: '' } });
      expect(renamed.status).toBe(200);
      expect(renamed.body.username).toBe('editor2');
      expect(await t.login('editor2', 'long-enough-1')).toBeString();
      await t.request('PUT', API.admin.user(user.id), { body: { username: 'editor2', password: 'new-password-2' } });
      expect(await t.login('editor2', 'new-password-2')).toBeString();

      const del = await t.request('DELETE', API.admin.user(user.id));
      expect(del.status).toBe(200);
      expect(await t.count('adminUsers')).toBe(1);
      expect(await t.count('sessions')).toBe(1);
    }, 60_000); // four sign-ins and three argon2id hashes: slow on a busy machine

    it('answers 409 "Username already exists" for a taken name', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.admin.users, { body: { username: 'admin', password: 'long-enough-1' } });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Username already exists');
      const other = await t.request('POST', API.admin.users, { body: { username: 'other', password: 'long-enough-1' } });
      const clash = await t.request('PUT', API.admin.user(other.body.id), { body: { username: 'admin' } });
      expect(clash.status).toBe(409);
    });

    it('refuses to delete or rename the default admin', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('DELETE', API.admin.user(t.adminId));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Cannot delete the default admin user');
      const rename = await t.request('PUT', API.admin.user(t.adminId), { body: { username: 'boss' } });
      expect(rename.status).toBe(400);
      expect(await t.db.select().from(adminUsers).where(eq(adminUsers.username, 'admin')).get()).toBeDefined();
    });

    it('validates input and answers 404 for unknown ids', async () => {
      const t = await createTestApp(kind);
      const noUser = await t.request('POST', API.admin.users, { body: { password: 'long-enough-1' } });
      expect(noUser.status).toBe(400);
      expect(noUser.body.message).toBe('Username is required');
      const noPassword = await t.request('POST', API.admin.users, { body: { username: 'x' } });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.message).toBe('Password is required for new users');
      const long = await t.request('POST', API.admin.users, { body: { username: 'x'.repeat(65), password: 'long-enough-1' } });
      expect(long.status).toBe(400);
      const wrongType = await t.request('POST', API.admin.users, { body: { username: 5, password: 'long-enough-1' } });
      expect(wrongType.status).toBe(400);
      expect((await t.request('PUT', API.admin.user(999), { body: { username: 'y' } })).status).toBe(404);
      expect((await t.request('DELETE', API.admin.user(999))).status).toBe(404);
      expect((await t.get(API.admin.user('abc'))).status).toBe(400);
      expect(await t.count('adminUsers')).toBe(1);
    });
  });
}
