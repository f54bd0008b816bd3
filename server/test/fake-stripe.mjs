// A local fake of the part of Stripe's API the shop uses, for the tests (server and end-to-end):
// Checkout Sessions (created by the official SDK pointed here with STRIPE_API_BASE), a payment
// page whose "Pay" button completes the session, and the signed webhook Stripe would send after it
// (signed with the test secret exactly as Stripe signs: HMAC-SHA256 of "<timestamp>.<body>").
// Plain JavaScript, so that the end-to-end server script (Node) and the Bun tests share it.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) as nested objects and arrays. */
export function parseStripeForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let at = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]);
      if (last) at[part] = value;
      else at = at[part] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

/** The Stripe-Signature header of a body, as Stripe writes it. */
export function stripeSignature(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const read = (req) =>
  new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * Starts the fake on 127.0.0.1 (port 0: the system picks). `webhookUrl` is where events go,
 * signed with `webhookSecret`.
 */
export async function startFakeStripe({ webhookUrl, webhookSecret, port = 0 }) {
  const sessions = new Map();
  const events = [];
  const requests = [];
  let base = '';

  const deliver = async (event, { secret = webhookSecret, body } = {}) => {
    const payload = body ?? JSON.stringify(event);
    const res = await fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': stripeSignature(payload, secret) }, body: payload });
    return { status: res.status, body: await res.text() };
  };

  const complete = async (sessionId) => {
    const session = sessions.get(sessionId);
    if (!session) return null;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    const event = { id: id('evt'), object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), livemode: false, type: 'checkout.session.completed', data: { object: { ...session } }, pending_webhooks: 1, request: { id: null } };
    events.push(event);
    const delivery = await deliver(event);
    return { session, event, delivery };
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://fake');
    const body = await read(req);
    const json = (status, value) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      res.end(JSON.stringify(value));
    };
    try {
      if (url.pathname.startsWith('/v1/')) {
        requests.push({ method: req.method, path: url.pathname, body });
        if (!/^Bearer (sk|rk)_test_/.test(req.headers.authorization ?? '')) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      let m;
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const p = parseStripeForm(body);
        const lines = p.line_items ?? [];
        const currencies = new Set(lines.map((l) => l.price_data?.currency));
        if (!lines.length || currencies.size !== 1) return json(400, { error: { type: 'invalid_request_error', message: 'line_items with one currency are required' } });
        const amount = lines.reduce((n, l) => n + Number(l.price_data.unit_amount) * Number(l.quantity), 0);
        const sid = id('cs');
        const session = {
          id: sid,
          object: 'checkout.session',
          mode: p.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency: [...currencies][0],
          customer_email: p.customer_email ?? null,
          client_reference_id: p.client_reference_id ?? null,
          metadata: p.metadata ?? {},
          locale: p.locale ?? null,
          line_items_sent: lines,
          success_url: p.success_url,
          cancel_url: p.cancel_url,
          url: `${base}/pay/${sid}`,
        };
        sessions.set(sid, session);
        return json(200, session);
      }
      if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname))) {
        const session = sessions.get(m[1]);
        return session ? json(200, session) : json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      }
      if ((m = /^\/pay\/([\w-]+)$/.exec(url.pathname))) {
        const session = sessions.get(m[1]);
        if (!session) return json(404, { error: { message: 'No such session' } });
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          return res.end(
            `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title><link rel="icon" href="data:,"></head><body><h1>Pay ${(session.amount_total / 100).toFixed(2)} ${esc(session.currency.toUpperCase())}</h1><p>${esc(session.customer_email ?? '')}</p><form method="post"><button>Pay</button></form><p><a href="${esc(session.cancel_url)}">Cancel</a></p></body></html>`,
          );
        }
        const done = await complete(m[1]);
        res.writeHead(303, { Location: done.session.success_url });
        return res.end();
      }
      // Test controls: deliver a stored event again, or with another secret (a bad signature).
      if (req.method === 'POST' && (m = /^\/_test\/events\/([\w-]+)\/(resend|bad-signature)$/.exec(url.pathname))) {
        const event = events.find((e) => e.id === m[1]);
        if (!event) return json(404, { error: 'no such event' });
        return json(200, await deliver(event, m[2] === 'bad-signature' ? { secret: 'whsec_not_the_right_one' } : {}));
      }
      if (req.method === 'GET' && url.pathname === '/_test/events') return json(200, events);
      if (req.method === 'GET' && url.pathname === '/_test/sessions') return json(200, [...sessions.values()]);
      return json(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    } catch (err) {
      json(500, { error: { message: String(err) } });
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: base,
    sessions,
    events,
    requests,
    /** Pays a session as the buyer would on Stripe's page: completes it and sends the signed event. */
    pay: complete,
    /** Sends an event (again) to the webhook, signed; or a raw body with any secret. */
    deliver,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
