import { API, NewsletterActionResultSchema, NewsletterPayloadSchema, NewsletterTokenSchema, SubscribeResultSchema } from '@portfolio/shared';
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../lib/app-env';
import { newsletterSubscribers } from '../db/schema';
import { clientIp } from '../lib/client-ip';
import { readJson, readParams } from '../lib/validate';
import { wakeOutbox } from './mail.service';
import { confirm, resubscribe, subscribe, unsubscribePageUrl, unsubscribe } from './newsletter.service';
import { mailEnabled } from './transport';
import type { RouteDeps } from '../lib/route-deps';
import type { Env } from '../env';
import type { z } from 'zod';
import { declare } from '../lib/openapi';

const requestMeta = (c: Context, env: Env) => ({ ip: clientIp(c, env.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? null });

/**
 * A sign-up, through the API or a plain form: double opt-in when mail is on, at most 5 per
 * address in 10 minutes. True when a confirmation message is on its way; the answer is the same
 * for a new, pending or confirmed address, so nobody learns who is subscribed.
 */
export async function receiveSignup({ db, env }: Pick<RouteDeps, 'db' | 'env'>, c: Context, body: z.output<typeof NewsletterPayloadSchema>): Promise<boolean> {
  await subscribe(db, env, body, requestMeta(c, env));
  wakeOutbox();
  return mailEnabled(env);
}

export function newsletterRoutes(deps: RouteDeps) {
  const { db, env } = deps;
  const meta = (c: Context) => requestMeta(c, env);
  return (
    new Hono<AppEnv>()
      .post(API.newsletterSubscribe, declare({ path: API.newsletterSubscribe, summary: 'Signs an address up (double opt-in when mail is on); the same answer whether or not it was subscribed', tags: ['public'], body: NewsletterPayloadSchema, response: SubscribeResultSchema, refuses: { 403: "From another site's page", 429: 'Too many sign-ups from this address: wait' } }), async (c) => {
        const confirmationRequired = await receiveSignup(deps, c, await readJson(c, NewsletterPayloadSchema));
        return c.json({ message: confirmationRequired ? 'Check your inbox to confirm your subscription' : 'Subscribed successfully', confirmationRequired }, 200);
      })
      // The confirmation page's button posts here; opening the link itself changes nothing.
      .post(API.newsletterConfirm, declare({ path: API.newsletterConfirm, summary: 'Confirms a subscription (the button of the confirmation page)', tags: ['public'], body: NewsletterTokenSchema, response: NewsletterActionResultSchema, refuses: { 403: "From another site's page", 404: 'The link is invalid or expired' } }), async (c) => {
        const { token } = await readJson(c, NewsletterTokenSchema);
        return c.json(await confirm(db, token));
      })
      // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" here, with no login.
      .post('/api/newsletter/unsubscribe/:token', declare({ path: '/api/newsletter/unsubscribe/:token', summary: 'Unsubscribes (RFC 8058 one-click, no sign-in)', tags: ['public'], params: NewsletterTokenSchema, response: NewsletterActionResultSchema, refuses: { 404: 'The link is invalid' } }), async (c) => {
        const { token } = readParams(c, NewsletterTokenSchema);
        return c.json(await unsubscribe(db, token));
      })
      // A person who opens the List-Unsubscribe address gets the unsubscribe page in their language.
      .get('/api/newsletter/unsubscribe/:token', declare({ path: '/api/newsletter/unsubscribe/:token', summary: 'The List-Unsubscribe address opened in a browser: to the unsubscribe page in the subscriber’s language', tags: ['public'], params: NewsletterTokenSchema, response: null, status: 303 }), async (c) => {
        const { token } = readParams(c, NewsletterTokenSchema);
        const row = await db.select({ language: newsletterSubscribers.language }).from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).get();
        return c.redirect(unsubscribePageUrl(env, row?.language ?? 'en', token).slice(env.publicUrl.length), 303);
      })
      .post('/api/newsletter/resubscribe/:token', declare({ path: '/api/newsletter/resubscribe/:token', summary: 'Subscribes again after unsubscribing', tags: ['public'], params: NewsletterTokenSchema, response: NewsletterActionResultSchema, refuses: { 403: "From another site's page", 404: 'The link is invalid' } }), async (c) => {
        const { token } = readParams(c, NewsletterTokenSchema);
        return c.json(await resubscribe(db, env, token, meta(c)));
      })
  );
}
