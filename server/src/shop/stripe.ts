import type Stripe from 'stripe';
import type { Env } from '../env';

/*
 * Card payment through Stripe Checkout, with the official SDK: the server makes a Checkout Session
 * from its own order (amounts from its price list), sends the buyer to Stripe's page, and learns of
 * the payment from Stripe's signed webhook. No card data ever reaches this server.
 */

/** Card payment is offered when a secret key is set (env.ts asks for the webhook secret with it). */
export const stripeConfigured = (env: Env) => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

const clients = new WeakMap<Env, Stripe>();

/** The SDK loads at the first card payment or webhook: its hundreds of modules would cost every server memory from the start. */
const loadStripe = () => import('stripe').then((m) => m.default);

/** The SDK's client for STRIPE_SECRET_KEY, pointed at STRIPE_API_BASE when that is set (a local fake in tests). */
async function client(env: Env): Promise<Stripe> {
  const StripeSdk = await loadStripe();
  let stripe = clients.get(env);
  if (!stripe) {
    const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
    stripe = new StripeSdk(env.STRIPE_SECRET_KEY ?? 'sk_unset', {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'https:' ? 443 : 80), protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
      appInfo: { name: 'nordic-light-shop' },
    });
    clients.set(env, stripe);
  }
  return stripe;
}

export interface CheckoutSessionInput {
  orderId: number;
  number: string;
  email: string;
  currency: string;
  language: 'en' | 'sv' | 'nl';
  lines: { name: string; unitMinor: number; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  /** Tells attempts apart, so a retried request makes no second session but a new attempt does. */
  attempt: number;
}

/** A Checkout Session for the order: its id and Stripe's address to send the buyer to. */
export async function createCheckoutSession(env: Env, input: CheckoutSessionInput): Promise<{ id: string; url: string }> {
  const session = await (await client(env)).checkout.sessions.create(
    {
      mode: 'payment',
      customer_email: input.email,
      client_reference_id: String(input.orderId),
      metadata: { orderId: String(input.orderId), orderNumber: input.number },
      payment_intent_data: { metadata: { orderId: String(input.orderId), orderNumber: input.number } },
      locale: input.language,
      line_items: input.lines.map((l) => ({
        quantity: l.quantity,
        price_data: { currency: input.currency.toLowerCase(), unit_amount: l.unitMinor, product_data: { name: l.name.slice(0, 250) } },
      })),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    },
    { idempotencyKey: `order-${input.orderId}-${input.number}-${input.attempt}` },
  );
  if (!session.url) throw new Error(`Stripe gave no address for session ${session.id}`);
  return { id: session.id, url: session.url };
}

/** The event of a webhook request, verified against STRIPE_WEBHOOK_SECRET on the raw body; null when the signature is wrong. */
export async function verifiedEvent(env: Env, rawBody: string, signature: string | undefined): Promise<Stripe.Event | null> {
  if (!env.STRIPE_WEBHOOK_SECRET || !signature) return null;
  try {
    return await (await client(env)).webhooks.constructEventAsync(rawBody, signature, env.STRIPE_WEBHOOK_SECRET);
  } catch {
    return null;
  }
}

export type { Stripe };
