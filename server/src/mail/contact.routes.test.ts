import { describe, expect, it } from 'bun:test';
import { API, MessageSchema } from '@portfolio/shared';
import { DB_KINDS, createTestApp } from '../../test/app';

const message = { name: 'Ann', email: 'ann@example.com', subject: 'print-inquiry', message: 'I would like a print.' };

for (const kind of DB_KINDS) {
  describe(`[${kind}] POST /api/contact`, () => {
    it('stores the message', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.contact, { body: message });
      expect(res.status).toBe(201);
      MessageSchema.parse(res.body);
      const list = (await t.get(API.admin.messages)).body;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ ...message, isRead: false });
    });

    it('answers as if all went well but stores nothing when the honeypot is filled', async () => {
      const t = await createTestApp(kind);
      const res = await t.request('POST', API.contact, { body: { ...message, website: 'http://spam.example' } });
      expect(res.status).toBe(201);
      expect(await t.count('contactMessages')).toBe(0);
    });

    it('validates every field', async () => {
      const t = await createTestApp(kind);
      const cases: [Record<string, unknown>, string][] = [
        [{ ...message, name: '' }, 'Name is required'],
        [{ ...message, email: 'nope' }, 'Please enter a valid email address'],
        [{ ...message, subject: 'other' }, 'Please select a subject'],
        [{ ...message, message: ' ' }, 'Message is required'],
        [{ ...message, message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      ];
      for (const [body, text] of cases) {
        const res = await t.request('POST', API.contact, { body });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(text);
      }
      expect((await t.request('POST', API.contact, { raw: 'name=Ann' })).status).toBe(400);
      expect(await t.count('contactMessages')).toBe(0);
    });

    it('limits each IP to 5 messages in 10 minutes', async () => {
      const t = await createTestApp(kind, { TRUST_PROXY: 'on' });
      const send = (ip: string) => t.request('POST', API.contact, { body: message, headers: { 'X-Forwarded-For': ip } });
      for (let i = 0; i < 5; i++) expect((await send('192.0.2.1')).status).toBe(201);
      const limited = await send('192.0.2.1');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toContain('Too many messages');
      expect((await send('192.0.2.2')).status).toBe(201);
      expect(await t.count('contactMessages')).toBe(6);
    });
  });
}
