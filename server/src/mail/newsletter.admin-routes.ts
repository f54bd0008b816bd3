import { API, MailStatusSchema, MessageSchema, NewsletterRetryResultSchema, NewsletterSendListSchema, NewsletterSendSchema, StartSendSchema, TestSendSchema } from '@portfolio/shared';
import { LanguageSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { mailStatus, wakeOutbox } from './mail.service';
import { listSends, sendExists, sendTest, startSend } from './newsletter.service';
import { retryFailed } from './outbox';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

const IdParam = z.object({ id: z.coerce.number().int().positive('Invalid id') });
const SendsQuery = z.object({ postId: z.coerce.number().int().positive().optional() });

/** Mail status, sending a post to the subscribers (with progress and retry) and test messages. Behind requireAdmin. */
export function adminNewsletterRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.mailStatus, declare({ path: API.admin.mailStatus, summary: 'Whether mail is set up, and how the outbox is doing', tags: ['newsletter'], response: MailStatusSchema }), async (c) => c.json(await mailStatus(db, env)))
    .get(API.admin.newsletterSends, declare({ path: API.admin.newsletterSends, summary: 'The sends of posts to the subscribers, with their progress (of one post with postId)', tags: ['newsletter'], query: SendsQuery, response: NewsletterSendListSchema }), async (c) => {
      const { postId } = readQuery(c, SendsQuery);
      return c.json({ sends: await listSends(db, postId) });
    })
    .post(API.admin.newsletterSends, declare({ path: API.admin.newsletterSends, summary: 'Sends a published post to the confirmed subscribers, in the background', tags: ['newsletter'], body: StartSendSchema, response: NewsletterSendSchema, status: 202, refuses: { 404: 'No such post', 409: 'Mail is not set up, the post is a draft, or it was sent before (confirmResend)' } }), async (c) => {
      const { postId, confirmResend } = await readJson(c, StartSendSchema);
      const send = await startSend(db, env, postId, confirmResend);
      wakeOutbox();
      return c.json(send, 202);
    })
    .post('/api/admin/newsletter/sends/:id/retry', declare({ path: '/api/admin/newsletter/sends/:id/retry', summary: 'Queues the failed messages of a send again', tags: ['newsletter'], params: IdParam, response: NewsletterRetryResultSchema, missing: true }), async (c) => {
      const { id } = readParams(c, IdParam);
      await sendExists(db, id);
      const retried = await retryFailed(db, { sendId: id });
      wakeOutbox();
      return c.json({ retried });
    })
    .post(API.admin.newsletterTest, declare({ path: API.admin.newsletterTest, summary: 'Mails a post to one address as a test', tags: ['newsletter'], body: TestSendSchema.extend({ language: LanguageSchema.optional().default('en') }), response: MessageSchema, status: 202, refuses: { 404: 'No such post', 409: 'Mail is not set up' } }), async (c) => {
      const body = await readJson(c, TestSendSchema.extend({ language: LanguageSchema.optional().default('en') }));
      await sendTest(db, env, body.postId, body.email, body.language);
      wakeOutbox();
      return c.json({ message: 'Test message queued' }, 202);
    });
}
