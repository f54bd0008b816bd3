import { API, ContactPayloadSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-ip';
import { readJson } from '../../lib/validate';
import { notifyContactMessage } from '../../mail/mail.service';
import { submitMessage } from '../../services/contact.service';
import type { RouteDeps } from '../deps';

export function contactRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>().post(API.contact, async (c) => {
    const body = await readJson(c, ContactPayloadSchema);
    const { stored } = await submitMessage(db, body, clientIp(c, env.TRUST_PROXY));
    // Stored first; the notice goes through the outbox and never fails the visitor's request.
    if (stored) await notifyContactMessage(db, env, { ...body, language: body.language ?? null }).catch((err) => console.error('[mail] contact notice:', err));
    return c.json({ message: 'Thank you for your message!' }, 201);
  });
}
