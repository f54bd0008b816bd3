import { createFederation, generateCryptoKeyPair, MemoryKvStore } from '@fedify/fedify';
import { Accept, Create, Delete, Endpoints, Follow, Note, Person, Reject, Undo, Update, type Activity } from '@fedify/fedify/vocab';

/** What the fake server's inbox received, after Fedify verified its HTTP signature. */
export interface Received {
  to: string;
  activity: Activity;
  json: Record<string, unknown>;
  /** The raw Signature header (draft-cavage) it came with. */
  signature: string | null;
}

/**
 * A second fediverse server on loopback for the tests, built with Fedify too: accounts of its own
 * (`fan`, `other`), each with its own RSA key pair and personal inbox (no shared inbox, so a
 * delivery to each is its own request). Its inbox verifies every signature (Fedify answers 401
 * otherwise) and records what arrived. `failNext` makes the next deliveries of a type answer 503.
 * With `sharedInbox`, its accounts name one shared inbox (`/inbox`, recorded as to `shared`), as
 * Mastodon's do: a delivery to several followers there is one request. `fetched` lists the GETs it
 * was sent (another server looking up an account or its key).
 */
export async function startFakeFediverse(options: { sharedInbox?: boolean } = {}) {
  const keys = new Map<string, CryptoKeyPair>();
  for (const name of ['fan', 'other']) keys.set(name, await generateCryptoKeyPair('RSASSA-PKCS1-v1_5'));
  const received: Received[] = [];
  const attempts: { to: string; type: string; failed: boolean }[] = [];
  const fetched: string[] = [];
  const failing = new Map<string, number>();
  const federation = createFederation<void>({ kv: new MemoryKvStore(), allowPrivateAddress: true, firstKnock: 'draft-cavage-http-signatures-12' });
  federation
    .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
      if (!keys.has(identifier)) return null;
      const pairs = await ctx.getActorKeyPairs(identifier);
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: identifier,
        name: `Fan ${identifier}`,
        inbox: ctx.getInboxUri(identifier),
        endpoints: options.sharedInbox ? new Endpoints({ sharedInbox: ctx.getInboxUri() }) : null,
        publicKey: pairs[0]!.cryptographicKey,
      });
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      const pair = keys.get(identifier);
      return pair ? [pair] : [];
    });
  const record = (to: string) => async (_ctx: unknown, activity: Activity) => {
    received.push({ to, activity, json: (await activity.toJsonLd({ format: 'compact' })) as Record<string, unknown>, signature: lastSignature.get(to) ?? null });
  };
  const lastSignature = new Map<string, string>();
  federation
    .setInboxListeners('/users/{identifier}/inbox', '/inbox')
    .on(Accept, async (ctx, a) => record(ctx.recipient ?? 'shared')(ctx, a))
    .on(Reject, async (ctx, a) => record(ctx.recipient ?? 'shared')(ctx, a))
    .on(Create, async (ctx, a) => record(ctx.recipient ?? 'shared')(ctx, a))
    .on(Update, async (ctx, a) => record(ctx.recipient ?? 'shared')(ctx, a))
    .on(Delete, async (ctx, a) => record(ctx.recipient ?? 'shared')(ctx, a));

  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request) => {
      const m = /^\/(?:users\/([^/]+)\/)?inbox$/.exec(new URL(request.url).pathname);
      if (request.method === 'GET') fetched.push(new URL(request.url).pathname);
      if (m && request.method === 'POST') {
        const to = m[1] ?? 'shared';
        const body = await request.text();
        const type = String((JSON.parse(body) as { type?: string }).type);
        const left = failing.get(type) ?? 0;
        attempts.push({ to, type, failed: left > 0 });
        if (left > 0) {
          failing.set(type, left - 1);
          return new Response('down for maintenance', { status: 503 });
        }
        lastSignature.set(to, request.headers.get('signature') ?? '');
        return federation.fetch(new Request(request.url, { method: 'POST', headers: request.headers, body }), { contextData: undefined });
      }
      return federation.fetch(request, { contextData: undefined });
    },
  });
  const origin = `http://127.0.0.1:${server.port}`;
  const actorUrl = (name: string) => `${origin}/users/${name}`;
  const context = () => federation.createContext(new URL(origin), undefined);

  return {
    origin,
    received,
    attempts,
    fetched,
    actorUrl,
    keys,
    /** The next `times` deliveries of activities of `type` answer 503. */
    failNext(type: string, times = 1) {
      failing.set(type, times);
    },
    /** `name` follows the site's actor (a signed Follow to its inbox); answers the Follow. */
    async follow(name: string, siteActorUrl: string): Promise<Follow> {
      const ctx = context();
      const site = await ctx.lookupObject(siteActorUrl);
      if (!site || !(site instanceof Person)) throw new Error(`the site's actor did not answer at ${siteActorUrl}`);
      const follow = new Follow({ id: new URL(`${actorUrl(name)}#follows/${crypto.randomUUID()}`), actor: new URL(actorUrl(name)), object: site.id });
      await ctx.sendActivity({ identifier: name }, site, follow);
      return follow;
    },
    async undo(name: string, follow: Follow, siteActorUrl: string) {
      const ctx = context();
      const site = await ctx.lookupObject(siteActorUrl);
      if (!site || !(site instanceof Person)) throw new Error('no site actor');
      await ctx.sendActivity({ identifier: name }, site, new Undo({ id: new URL(`${actorUrl(name)}#undos/${crypto.randomUUID()}`), actor: new URL(actorUrl(name)), object: follow }));
    },
    /** Sends any activity from `name` to the site's inbox, signed. */
    async send(name: string, siteActorUrl: string, activity: Activity) {
      const ctx = context();
      const site = await ctx.lookupObject(siteActorUrl);
      if (!site || !(site instanceof Person)) throw new Error('no site actor');
      await ctx.sendActivity({ identifier: name }, site, activity);
    },
    /** Received activities of a type for an account, as JSON-LD (compacted). */
    of(type: string, to?: string) {
      return received.filter((r) => r.json.type === type && (!to || r.to === to));
    },
    noteOf: (r: Received) => r.json.object as Record<string, unknown>,
    isNote: (r: Received) => r.activity instanceof Create && r.json.object !== undefined,
    Note,
    stop: () => server.stop(true),
  };
}
