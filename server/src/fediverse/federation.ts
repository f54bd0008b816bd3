import { type Context, createExponentialBackoffPolicy, createFederation, type Federation } from '@fedify/fedify';
import {
  Accept,
  Announce,
  Article,
  Create,
  Delete,
  Endpoints,
  Follow,
  Image,
  isActor,
  LanguageString,
  Like,
  Note,
  Person,
  type Recipient,
  Undo,
} from '@fedify/fedify/vocab';
import { LANGUAGES } from '@portfolio/shared';
import { localePath } from '@portfolio/shared/page-paths';
import { and, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediFollowers, fediObjects } from '../db/schema';
import type { Env } from '../env';
import { listActiveHeroImages } from '../gallery/hero.service';
import { getSettings } from '../site/settings.service';
import { publicSiteTexts } from '../site/site-texts.service';
import { AP_PATHS, type AccountStores, type FediContextData, SITE_ACTOR, siteHandle } from './fedi-account';
import { siteKeyPair } from './fedi-keys';
import { objectOf, type ObjectUris, timelineImage } from './fedi-objects';
import { isBlockedHost, recordInteraction, removeFollower, removeInteraction, saveFollower } from './followers.service';

const OUTBOX_PAGE = 20;
const FOLLOWERS_PAGE = 100;

export type FediContext = Context<FediContextData>;

export function objectUris(ctx: FediContext): ObjectUris {
  return {
    publicUrl: ctx.data.env.publicUrl,
    actor: ctx.getActorUri(SITE_ACTOR),
    followers: ctx.getFollowersUri(SITE_ACTOR),
    object: (kind, id) => (kind === 'photo' ? ctx.getObjectUri(Note, { id: String(id) }) : ctx.getObjectUri(Article, { id: String(id) })),
  };
}

/** A remote actor's `@name@host`. */
const handleOf = (preferredUsername: string | null | undefined, id: URL) => `@${preferredUsername ?? id.pathname.split('/').pop()}@${id.host}`;

/**
 * The site's fediverse account, built on Fedify: WebFinger, the actor, NodeInfo, the inbox
 * (follows, undos, likes, boosts and replies, each checked by its HTTP signature before anything
 * changes), the outbox and the followers collection. Its key-value store and queue are tables of
 * our own database (fedi-kv.ts, fedi-queue.ts, made by accountStores). Deliveries are signed with the site's key in
 * draft-cavage form first (what Mastodon verifies), RFC 9421 only when a server asks for it.
 */
export function buildFederation(db: Db, env: Env, { kv, queue, deliverable }: AccountStores): Federation<FediContextData> {
  const federation = createFederation<FediContextData>({
    kv,
    queue,
    manuallyStartQueue: true,
    origin: env.publicUrl,
    allowPrivateAddress: env.ACTIVITYPUB_ALLOW_PRIVATE,
    firstKnock: 'draft-cavage-http-signatures-12',
    userAgent: { software: 'NordicLight/1.0', url: new URL(env.publicUrl) },
    // From 1 s doubling up to 6 hours, 16 tries: about a day before a server that stays away is given up on.
    outboxRetryPolicy: createExponentialBackoffPolicy({ maxAttempts: 16, maxDelay: Temporal.Duration.from({ hours: 6 }) }),
    inboxRetryPolicy: createExponentialBackoffPolicy({ maxAttempts: 8 }),
  });

  federation
    .setActorDispatcher(AP_PATHS.actor, async (ctx, identifier) => (identifier === SITE_ACTOR ? siteActor(ctx) : null))
    .setKeyPairsDispatcher(async (ctx, identifier) => (identifier === SITE_ACTOR ? [await siteKeyPair(ctx.data.db)] : []))
    .mapHandle(async (ctx, username) => {
      const handle = await siteHandle(ctx.data.db);
      return handle && username.toLowerCase() === handle.toLowerCase() ? SITE_ACTOR : null;
    });

  federation.setObjectDispatcher(Note, AP_PATHS.note, async (ctx, { id }) => {
    const row = await ctx.data.db.select().from(fediObjects).where(and(eq(fediObjects.id, Number(id)), eq(fediObjects.state, 'sent'))).get();
    if (!row || row.kind !== 'photo') return null;
    return (await objectOf(ctx.data.db, objectUris(ctx), row)) as Note | null;
  });
  federation.setObjectDispatcher(Article, AP_PATHS.article, async (ctx, { id }) => {
    const row = await ctx.data.db.select().from(fediObjects).where(and(eq(fediObjects.id, Number(id)), eq(fediObjects.state, 'sent'))).get();
    if (!row || row.kind !== 'post') return null;
    return (await objectOf(ctx.data.db, objectUris(ctx), row)) as Article | null;
  });

  federation
    .setOutboxDispatcher(AP_PATHS.outbox, async (ctx, identifier, cursor) => {
      if (identifier !== SITE_ACTOR || cursor === null) return null;
      const before = cursor === '' ? null : Number(cursor);
      if (before !== null && !Number.isInteger(before)) return { items: [] };
      const rows = await ctx.data.db
        .select()
        .from(fediObjects)
        .where(and(eq(fediObjects.state, 'sent'), before === null ? undefined : lt(fediObjects.id, before)))
        .orderBy(desc(fediObjects.id))
        .limit(OUTBOX_PAGE + 1);
      const page = rows.slice(0, OUTBOX_PAGE);
      const uris = objectUris(ctx);
      const items = [];
      for (const row of page) {
        const object = await objectOf(ctx.data.db, uris, row);
        if (object) items.push(createOf(uris, object));
      }
      return { items, nextCursor: rows.length > OUTBOX_PAGE ? String(page[page.length - 1]!.id) : null };
    })
    .setCounter(async (ctx) => (await ctx.data.db.select({ n: count() }).from(fediObjects).where(eq(fediObjects.state, 'sent')).get())?.n ?? 0)
    .setFirstCursor(() => '');

  federation
    .setFollowersDispatcher(AP_PATHS.followers, async (ctx, identifier, cursor) => {
      if (identifier !== SITE_ACTOR || cursor === null) return null;
      const after = cursor === '' ? 0 : Number(cursor);
      if (!Number.isInteger(after)) return { items: [] };
      const rows = await ctx.data.db.select().from(fediFollowers).where(gt(fediFollowers.id, after)).orderBy(fediFollowers.id).limit(FOLLOWERS_PAGE + 1);
      const page = rows.slice(0, FOLLOWERS_PAGE);
      const items: Recipient[] = page.map((f) => ({ id: new URL(f.actorId), inboxId: new URL(f.inbox), endpoints: f.sharedInbox ? { sharedInbox: new URL(f.sharedInbox) } : null }));
      return { items, nextCursor: rows.length > FOLLOWERS_PAGE ? String(page[page.length - 1]!.id) : null };
    })
    .setCounter(async (ctx) => (await ctx.data.db.select({ n: count() }).from(fediFollowers).get())?.n ?? 0)
    .setFirstCursor(() => '');

  federation.setNodeInfoDispatcher(AP_PATHS.nodeinfo, async (ctx) => {
    const posts = (await ctx.data.db.select({ n: count() }).from(fediObjects).where(eq(fediObjects.state, 'sent')).get())?.n ?? 0;
    return {
      software: { name: 'nordic-light', version: '1.0.0', homepage: new URL(ctx.data.env.publicUrl) },
      protocols: ['activitypub'],
      openRegistrations: false,
      usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: posts, localComments: 0 },
      metadata: { nodeName: (await getSettings(ctx.data.db)).siteName },
    };
  });

  federation
    .setInboxListeners(AP_PATHS.inbox, AP_PATHS.sharedInbox)
    .on(Follow, async (ctx, follow) => {
      if (!follow.id || !follow.actorId || follow.objectId?.href !== ctx.getActorUri(SITE_ACTOR).href) return;
      // The account is off (no handle): its actor answers 404, and nobody starts following it.
      if (!(await siteHandle(ctx.data.db))) return;
      if (await isBlockedHost(ctx.data.db, follow.actorId.host)) return;
      const follower = await follow.getActor(ctx);
      if (!follower?.id || !follower.inboxId || !isActor(follower)) return;
      // Its server names where to deliver: never an address on the site's own network (SSRF).
      const sharedInbox = follower.endpoints?.sharedInbox?.href ?? null;
      if (!(await deliverable(follower.inboxId.href)) || (sharedInbox && !(await deliverable(sharedInbox)))) return;
      if (await isBlockedHost(ctx.data.db, follower.id.host)) return;
      await saveFollower(ctx.data.db, {
        actorId: follower.id.href,
        inbox: follower.inboxId.href,
        sharedInbox,
        handle: handleOf(follower.preferredUsername?.toString(), follower.id),
        name: follower.name?.toString() ?? null,
        host: follower.id.host,
      });
      await ctx.sendActivity(
        { identifier: SITE_ACTOR },
        follower,
        new Accept({ id: new URL(`#accepts/${crypto.randomUUID()}`, ctx.getActorUri(SITE_ACTOR)), actor: ctx.getActorUri(SITE_ACTOR), object: follow }),
      );
    })
    .on(Undo, async (ctx, undo) => {
      if (!undo.actorId) return;
      const object = await undo.getObject(ctx);
      if (object instanceof Follow) {
        if (object.actorId?.href === undo.actorId.href) await removeFollower(ctx.data.db, undo.actorId.href);
      } else if ((object instanceof Like || object instanceof Announce) && object.id && object.actorId?.href === undo.actorId.href) {
        await removeInteraction(ctx.data.db, object.id.href);
      }
    })
    .on(Like, async (ctx, like) => interaction(ctx, 'like', like.id, like.actorId, like.objectId))
    .on(Announce, async (ctx, announce) => interaction(ctx, 'boost', announce.id, announce.actorId, announce.objectId))
    .on(Create, async (ctx, create) => {
      const object = await create.getObject(ctx);
      if (!(object instanceof Note) || !object.id) return;
      await interaction(ctx, 'reply', object.id, create.actorId, object.replyTargetId);
    })
    .on(Delete, async (ctx, del) => {
      if (!del.actorId || !del.objectId) return;
      // An account deleting itself, or a reply taken back.
      if (del.objectId.href === del.actorId.href) await removeFollower(ctx.data.db, del.actorId.href);
      else await removeInteraction(ctx.data.db, del.objectId.href, del.actorId.href);
    });

  // A follower's server that answers 404 or 410 for good: the follower is gone.
  federation.setOutboxPermanentFailureHandler(async (ctx, failure) => {
    if (failure.reason !== 'http') return;
    for (const actor of failure.actorIds) await removeFollower(ctx.data.db, actor.href);
  });

  return federation;
}

/**
 * The site's actor: a Person with the site's name, the tagline and the about intro as its summary
 * in each language, the about portrait (else the first hero photo) as icon and the first hero photo
 * as header. Null when the account is off (no handle). Served at its id and, when it changes, sent
 * to followers as an Update (delivery.ts).
 */
export async function siteActor(ctx: FediContext): Promise<Person | null> {
  const handle = await siteHandle(ctx.data.db);
  if (!handle) return null;
  const [settings, keys, heroes, ...texts] = await Promise.all([
    getSettings(ctx.data.db),
    ctx.getActorKeyPairs(SITE_ACTOR),
    listActiveHeroImages(ctx.data.db, 'en'),
    ...LANGUAGES.map((l) => publicSiteTexts(ctx.data.db, l)),
  ]);
  const summaries = LANGUAGES.map((l, i) => {
    const t = texts[i]!;
    const tagline = settings.tagline || t.hero.subtitle.text;
    return new LanguageString(`<p>${escapeHtml(tagline)}</p><p>${escapeHtml(t.about.intro.text)}</p>`, l);
  });
  const portrait = texts[0]!.about.portrait ?? heroes[0]?.image ?? null;
  const header = heroes[0]?.image ?? null;
  const picture = (image: typeof portrait, name: string) => {
    if (!image) return null;
    const file = timelineImage(image, ctx.data.env.publicUrl);
    return new Image({ url: file.url, mediaType: file.mediaType, width: file.width, height: file.height, name });
  };
  return new Person({
    id: ctx.getActorUri(SITE_ACTOR),
    preferredUsername: handle,
    name: settings.siteName,
    summaries: [summaries[0]!.toString(), ...summaries],
    url: new URL(`${ctx.data.env.publicUrl}${localePath('en', '/')}`),
    icon: picture(portrait, settings.photographerName),
    image: picture(header, settings.siteName),
    inbox: ctx.getInboxUri(SITE_ACTOR),
    outbox: ctx.getOutboxUri(SITE_ACTOR),
    followers: ctx.getFollowersUri(SITE_ACTOR),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((k) => k.multikey),
    manuallyApprovesFollowers: false,
    discoverable: true,
    indexable: true,
  });
}

/** The Create of a note or article. */
export function createOf(uris: ObjectUris, object: Note | Article): Create {
  return new Create({ id: new URL(`${object.id!.href}#create`), actor: uris.actor, object, to: object.toId, cc: object.ccId, published: object.published });
}

/** A like, boost or reply of one of the account's posts, counted on its photo or post. */
async function interaction(ctx: FediContext, kind: 'like' | 'boost' | 'reply', id: URL | null, actorId: URL | null, objectId: URL | null): Promise<void> {
  if (!id || !actorId || !objectId) return;
  // An activity (or reply) is its author's own: one naming an id on another server is not counted.
  if (id.origin !== actorId.origin) return;
  if (await isBlockedHost(ctx.data.db, actorId.host)) return;
  const parsed = ctx.parseUri(objectId);
  if (parsed?.type !== 'object') return;
  const objectRow = Number(parsed.values.id);
  if (!Number.isInteger(objectRow)) return;
  await recordInteraction(ctx.data.db, { objectId: objectRow, kind, activityId: id.href, actorId: actorId.href });
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
