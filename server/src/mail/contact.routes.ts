import { API, ContactPayloadSchema, MessageSchema } from '@portfolio/shared';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../lib/app-env';
import { clientIp } from '../lib/client-ip';
import { readJson } from '../lib/validate';
import { notifyContactMessage } from './mail.service';
import { submitMessage } from './contact.service';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

/**
 * A message of the contact form, sent through the API or as a plain form: stored (at most 5 per
 * address in 10 minutes, none from a filled honeypot), then announced to the owner.
 */
export async function receiveContactMessage({ db, env }: Pick<RouteDeps, 'db' | 'env'>, c: Context, body: z.output<typeof ContactPayloadSchema>): Promise<void> {
  const { stored } = await submitMessage(db, body, clientIp(c, env.TRUST_PROXY));
  // Stored first; the notice goes through the outbox and never fails the visitor's request.
  if (stored) await notifyContactMessage(db, env, { ...body, language: body.language ?? null }).catch((err) => console.error('[mail] contact notice:', err));
}

export function contactRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().post(API.contact, declare({ path: API.contact, summary: 'Sends a message to the photographer (at most 5 per address in 10 minutes)', tags: ['public'], body: ContactPayloadSchema, response: MessageSchema, status: 201, refuses: { 403: "From another site's page", 429: 'Too many messages from this address: wait' } }), async (c) => {
    await receiveContactMessage(deps, c, await readJson(c, ContactPayloadSchema));
    return c.json({ message: 'Thank you for your message!' }, 201);
  });
}
