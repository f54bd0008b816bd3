import { describe, expect, it } from 'bun:test';
import { API, SubscribeResultSchema } from '@portfolio/shared';
import { DB_KINDS, createTestApp } from '../../test/app';
import { newsletterSubscribers } from '../db/schema';

for (const kind of DB_KINDS) {
  describe(`[${kind}] POST /api/newsletter/subscribe`, () => {
    it('subscribes once per address, case-insensitively, with the same answer either way (mail off: single opt-in)', async () => {
      const t = await createTestApp(kind);
      const first = await t.request('POST', API.newsletterSubscribe, { body: { email: ' Ann@Example.com ', name: '', language: 'sv' } });
      expect(first.status).toBe(200);
      SubscribeResultSchema.parse(first.body);
      const again = await t.request('POST', API.newsletterSubscribe, { body: { email: 'ann@example.COM' } });
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      const rows = await t.db.select().from(newsletterSubscribers);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'ann@example.com', language: 'sv', name: null, status: 'confirmed' });
    });

    it('defaults the language to Dutch and validates the address', async () => {
      const t = await createTestApp(kind);
      await t.request('POST', API.newsletterSubscribe, { body: { email: 'bo@example.com' } });
      expect((await t.db.select().from(newsletterSubscribers).get())!.language).toBe('nl');
      const empty = await t.request('POST', API.newsletterSubscribe, { body: { email: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('Email is required');
      expect((await t.request('POST', API.newsletterSubscribe, { body: { email: 'x@y.z', language: 'de' } })).status).toBe(400);
      expect(await t.count('newsletterSubscribers')).toBe(1);
    });
  });
}
