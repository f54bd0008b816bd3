import { API, StartSendSchema, TestSendSchema } from '@portfolio/shared';
import { LanguageSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { readJson, readParams, readQuery } from '../lib/validate';
import { mailStatus, wakeOutbox } from './mail.service';
import { listSends, sendExists, sendTest, startSend } from './newsletter.service';
import { retryFailed } from './outbox';
import type { RouteDeps } from '../lib/route-deps';

const IdParam = z.object({ id: z.coerce.number().int().positive('Invalid id') });
const SendsQuery = z.object({ postId: z.coerce.number().int().positive().optional() });

/** Mail status, sending a post to the subscribers (with progress and retry) and test messages. Behind requireAdmin. */
export function adminNewsletterRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(API.admin.mailStatus, async (c) => c.json(await mailStatus(db, env)))
    .get(API.admin.newsletterSends, async (c) => {
      const { postId } = readQuery(c, SendsQuery);
      return c.json({ sends: await listSends(db, postId) });
    })
    .post(API.admin.newsletterSends, async (c) => {
      const { postId, confirmResend } = await readJson(c, StartSendSchema);
      const send = await startSend(db, env, postId, confirmResend);
      wakeOutbox();
      return c.json(send, 202);
    })
    .post('/api/admin/newsletter/sends/:id/retry', async (c) => {
      const { id } = readParams(c, IdParam);
      await sendExists(db, id);
      const retried = await retryFailed(db, { sendId: id });
      wakeOutbox();
      return c.json({ retried });
    })
    .post(API.admin.newsletterTest, async (c) => {
      const body = await readJson(c, TestSendSchema.extend({ language: LanguageSchema.optional().default('en') }));
      await sendTest(db, env, body.postId, body.email, body.language);
      wakeOutbox();
      return c.json({ message: 'Test message queued' }, 202);
    });
}
