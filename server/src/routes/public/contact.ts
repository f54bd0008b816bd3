import { API, ContactPayloadSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app';
import { clientIp } from '../../lib/client-ip';
import { readJson } from '../../lib/validate';
import { submitMessage } from '../../services/contact.service';
import type { RouteDeps } from '../deps';

export function contactRoutes({ db, env }: RouteDeps) {
  return new Hono<AppEnv>().post(API.contact, async (c) => {
    const body = await readJson(c, ContactPayloadSchema);
    await submitMessage(db, body, clientIp(c, env.TRUST_PROXY));
    return c.json({ message: 'Thank you for your message!' }, 201);
  });
}
