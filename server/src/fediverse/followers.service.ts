import type { FediFollower, FediFollowersPage, FediInteractionCounts } from '@portfolio/shared';
import { and, count, desc, eq, inArray, like, lt, or } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediBlockedInstances, fediFollowers, fediInteractions, fediObjects } from '../db/schema';

type NewFollower = typeof fediFollowers.$inferInsert;

/** Who wants to hear of a follow in this process (the delivery of posts, which rests while nobody follows). */
const followListeners = new WeakMap<Db, Set<() => void>>();

/** Calls `listener` after each follow saved in this process; answers the call that stops it. */
export function onFollow(db: Db, listener: () => void): () => void {
  let set = followListeners.get(db);
  if (!set) followListeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** A follow (again): the follower's inboxes and names are refreshed, its first date kept. */
export async function saveFollower(db: Db, f: Omit<NewFollower, 'id' | 'followedAt'>): Promise<void> {
  await db
    .insert(fediFollowers)
    .values(f)
    .onConflictDoUpdate({ target: fediFollowers.actorId, set: { inbox: f.inbox, sharedInbox: f.sharedInbox, handle: f.handle, name: f.name, host: f.host } });
  for (const listener of followListeners.get(db) ?? []) listener();
}

export async function removeFollower(db: Db, actorId: string): Promise<boolean> {
  const res = await db.delete(fediFollowers).where(eq(fediFollowers.actorId, actorId));
  return res.rowsAffected > 0;
}

export async function removeFollowerById(db: Db, id: number): Promise<boolean> {
  const res = await db.delete(fediFollowers).where(eq(fediFollowers.id, id));
  return res.rowsAffected > 0;
}

/** A host as stored: lower case, no trailing dot. */
export const normalHost = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** The host and each domain above it (`a.b.example`, `b.example`, `example`): blocking an instance blocks its subdomains too, as Mastodon's domain blocks do. */
function hostAndParents(host: string): string[] {
  const h = normalHost(host);
  const bare = h.replace(/:\d+$/, '');
  const out = new Set([h, bare]);
  if (/^[\d.]+$/.test(bare) || bare.startsWith('[')) return [...out];
  const labels = bare.split('.');
  for (let i = 1; i < labels.length; i++) out.add(labels.slice(i).join('.'));
  return [...out];
}

export async function isBlockedHost(db: Db, host: string): Promise<boolean> {
  return !!(await db.select({ host: fediBlockedInstances.host }).from(fediBlockedInstances).where(inArray(fediBlockedInstances.host, hostAndParents(host))).limit(1).get());
}

/** Blocks an instance: its followers are removed in the same batch, and its activities are refused from now on. Answers how many followers went. */
export async function blockInstance(db: Db, host: string): Promise<number> {
  const h = normalHost(host);
  const [, removed] = await db.batch([
    db.insert(fediBlockedInstances).values({ host: h }).onConflictDoNothing(),
    // The host, its subdomains, and either on any port (a host as FediBlockRequestSchema admits it has no LIKE wildcards).
    db.delete(fediFollowers).where(or(eq(fediFollowers.host, h), like(fediFollowers.host, `%.${h}`), like(fediFollowers.host, `${h}:%`), like(fediFollowers.host, `%.${h}:%`))),
  ]);
  return removed.rowsAffected;
}

export async function unblockInstance(db: Db, host: string): Promise<boolean> {
  const res = await db.delete(fediBlockedInstances).where(eq(fediBlockedInstances.host, normalHost(host)));
  return res.rowsAffected > 0;
}

export async function listBlockedInstances(db: Db): Promise<{ host: string; blockedAt: string }[]> {
  const rows = await db.select().from(fediBlockedInstances).orderBy(fediBlockedInstances.host).limit(1000);
  return rows.map((r) => ({ host: r.host, blockedAt: r.blockedAt.toISOString() }));
}

/** One page of followers, newest first (keyset on id), with the total. */
export async function followersPage(db: Db, q: { limit: number; cursor?: number }): Promise<FediFollowersPage> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(fediFollowers)
      .where(q.cursor ? lt(fediFollowers.id, q.cursor) : undefined)
      .orderBy(desc(fediFollowers.id))
      .limit(q.limit + 1),
    db.select({ n: count() }).from(fediFollowers).get(),
  ]);
  const page = rows.slice(0, q.limit);
  const items: FediFollower[] = page.map((r) => ({ id: r.id, handle: r.handle, name: r.name, host: r.host, actorUrl: r.actorId, followedAt: r.followedAt.toISOString() }));
  return { items, total: total?.n ?? 0, nextCursor: rows.length > q.limit ? String(page[page.length - 1]!.id) : null };
}

/** A like, boost or reply of a post of the account (once per activity). */
export async function recordInteraction(db: Db, i: { objectId: number; kind: 'like' | 'boost' | 'reply'; activityId: string; actorId: string }): Promise<void> {
  const known = await db.select({ id: fediObjects.id }).from(fediObjects).where(eq(fediObjects.id, i.objectId)).get();
  if (!known) return;
  await db.insert(fediInteractions).values(i).onConflictDoNothing();
}

/** An undone like or boost, or a deleted reply (only by the account that made it, when named). */
export async function removeInteraction(db: Db, activityId: string, actorId?: string): Promise<void> {
  await db.delete(fediInteractions).where(and(eq(fediInteractions.activityId, activityId), actorId ? eq(fediInteractions.actorId, actorId) : undefined));
}

/** Replies, likes and boosts of a photo's or a post's notes (every time it was published), for the back-office. */
export async function interactionCounts(db: Db, kind: 'photo' | 'post', refIds: number[]): Promise<Map<number, FediInteractionCounts>> {
  const out = new Map<number, FediInteractionCounts>();
  if (refIds.length === 0) return out;
  const rows = await db
    .select({ refId: fediObjects.refId, kind: fediInteractions.kind, n: count() })
    .from(fediInteractions)
    .innerJoin(fediObjects, eq(fediObjects.id, fediInteractions.objectId))
    .where(and(eq(fediObjects.kind, kind), inArray(fediObjects.refId, refIds)))
    .groupBy(fediObjects.refId, fediInteractions.kind);
  for (const r of rows) {
    const c = out.get(r.refId) ?? { replies: 0, likes: 0, boosts: 0 };
    if (r.kind === 'reply') c.replies = r.n;
    else if (r.kind === 'like') c.likes = r.n;
    else c.boosts = r.n;
    out.set(r.refId, c);
  }
  return out;
}
