import { API, NewsletterPayloadSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../../app';
import { readJson } from '../../lib/validate';
import { subscribe } from '../../services/newsletter.service';
import type { RouteDeps } from '../deps';

export function newsletterRoutes({ db }: RouteDeps) {
  return new Hono<AppEnv>().post(API.newsletterSubscribe, async (c) => {
    const body = await readJson(c, NewsletterPayloadSchema);
    const added = await subscribe(db, body);
    // The same answer either way: the form shows success, and nobody learns who is subscribed.
    return c.json({ message: 'Subscribed successfully' }, added ? 201 : 200);
  });
}
