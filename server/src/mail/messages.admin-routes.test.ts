import { describe, expect, it } from 'bun:test';
import { API, ContactMessageSchema } from '@portfolio/shared';
import { z } from 'zod';
import { DB_KINDS, createTestApp } from '../../test/app';
import { makeMessage } from '../../test/factories';

for (const kind of DB_KINDS) {
  describe(`[${kind}] /api/admin/contact/messages`, () => {
    it('lists newest first, marks read by viewing or PUT, deletes', async () => {
      const t = await createTestApp(kind);
      const old = await makeMessage(t.db, { createdAt: new Date(Date.now() - 60_000) });
      const recent = await makeMessage(t.db);
      const list = z.array(ContactMessageSchema).parse((await t.get(API.admin.messages)).body);
      expect(list.map((m) => m.id)).toEqual([recent.id, old.id]);
      expect(list.every((m) => !m.isRead)).toBe(true);

      const viewed = await t.get(API.admin.message(old.id));
      expect(ContactMessageSchema.parse(viewed.body).isRead).toBe(true);
      const unread = await t.request('PUT', API.admin.message(old.id), { body: { isRead: false } });
      expect(unread.body.isRead).toBe(false);
      const read = await t.request('PUT', API.admin.message(recent.id), { body: { isRead: true } });
      expect(read.body.isRead).toBe(true);

      expect((await t.request('DELETE', API.admin.message(old.id))).status).toBe(200);
      expect(await t.count('contactMessages')).toBe(1);
    });

    it('validates input and answers 404 for unknown ids', async () => {
      const t = await createTestApp(kind);
      const m = await makeMessage(t.db);
      expect((await t.request('PUT', API.admin.message(m.id), { body: { isRead: 'yes' } })).status).toBe(400);
      expect((await t.request('PUT', API.admin.message(m.id), { body: {} })).status).toBe(400);
      const missing = await t.request('DELETE', API.admin.message(999));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Message not found');
      expect((await t.get(API.admin.message(999))).status).toBe(404);
      expect(await t.count('contactMessages')).toBe(1);
    });
  });
}
