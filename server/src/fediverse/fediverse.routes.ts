import type { Federation } from '@fedify/fedify';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { clientIp } from '../lib/client-ip';
import { readBodyText } from '../lib/read-body';
import type { Db } from '../db/db-type';
import type { Env } from '../env';
import { AP_PATHS, type FediContextData } from './fedi-account';
import { isBlockedHost } from './followers.service';

/** An activity is a few kilobytes; anything larger than this at the inbox is refused (413) unread. */
export const INBOX_MAX_BYTES = 256 * 1024;
const MINUTE_MS = 60_000;

/** Activities per sending address per minute (per process). */
class InboxRate {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly limit: number) {}
  take(key: string, now = Date.now()): boolean {
    if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (now - w.start >= MINUTE_MS) this.windows.delete(k);
    let w = this.windows.get(key);
    if (!w || now - w.start >= MINUTE_MS) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    if (w.count >= this.limit) return false;
    w.count += 1;
    return true;
  }
}

/** The host of the key that signed a request (draft-cavage `keyId`, or RFC 9421 `keyid`), if any. */
function signerHost(request: Request): string | null {
  const header = request.headers.get('signature-input') ?? request.headers.get('signature') ?? '';
  const m = /keyid="([^"]+)"/i.exec(header);
  if (!m) return null;
  try {
    return new URL(m[1]!).host;
  } catch {
    return null;
  }
}

/**
 * The fediverse's addresses, answered by Fedify: /.well-known/webfinger, /.well-known/nodeinfo,
 * /nodeinfo/2.1 and everything under /ap/ (the actor, its inbox, outbox and followers, and the
 * notes). A POST (to an inbox or anywhere here) is first held to its limits: its size, its sender's rate, and
 * blocked instances (403), before Fedify checks its HTTP signature (401 when missing or wrong)
 * and queues it. A browser asking for the actor is sent to the home page. Fedify is loaded at the
 * first of these requests (fediverse.ts).
 */
export function fediverseRoutes(db: Db, env: Env, federation: () => Promise<Federation<FediContextData>>) {
  const rate = new InboxRate(env.ACTIVITYPUB_INBOX_RATE_LIMIT);
  // Every id and link Fedify writes (collections' first and next pages included) is under
  // PUBLIC_URL, whatever Host a proxy or a client sent: the request is handed over at that origin.
  const origin = new URL(env.publicUrl).origin;
  const handle: MiddlewareHandler<AppEnv> = async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const url = new URL(`${pathname}${search}`, origin);
    let request: Request;
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      request = new Request(url, { method: c.req.method, headers: c.req.raw.headers });
    } else {
      // Any other method is held to the inbox's limits, whichever path it names: its size, its
      // sender's rate, and blocked instances (403), before Fedify checks its HTTP signature.
      if (!rate.take(clientIp(c, env.TRUST_PROXY))) return c.json({ message: 'Too many activities; try again in a minute' }, 429);
      const body = await readBodyText(c, INBOX_MAX_BYTES);
      const signer = signerHost(c.req.raw);
      let actorHost: string | null = null;
      try {
        const actor = (JSON.parse(body) as { actor?: unknown }).actor;
        const id = typeof actor === 'string' ? actor : (actor as { id?: unknown } | null)?.id;
        if (typeof id === 'string') actorHost = new URL(id).host;
      } catch {
        // Not JSON: Fedify answers it.
      }
      for (const host of [signer, actorHost]) if (host && (await isBlockedHost(db, host))) return c.json({ message: 'This instance is blocked' }, 403);
      request = new Request(url, { method: c.req.method, headers: c.req.raw.headers, body });
    }
    let passed = false;
    const response = await (await federation()).fetch(request, {
      contextData: { db, env },
      onNotFound: async () => {
        passed = true;
        return new Response(null, { status: 404 });
      },
      onNotAcceptable: async () => {
        // A person opening the account's address: the site itself.
        return c.redirect('/', 303);
      },
    });
    if (passed) return next();
    return response;
  };
  const app = new Hono<AppEnv>();
  app.all('/.well-known/webfinger', handle);
  app.all('/.well-known/nodeinfo', handle);
  app.all(AP_PATHS.nodeinfo, handle);
  app.all('/ap/*', handle);
  return app;
}
