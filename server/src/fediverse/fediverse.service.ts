import { type FediOverview, type FediWaitingPost, fediverseAccountOf } from '@portfolio/shared';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { blogPosts, fediFollowers, fediObjects, fediPace, galleryItems } from '../db/schema';
import type { Env } from '../env';
import { mediaByKey } from '../media/assets';
import { getSettings } from '../site/settings.service';
import { listBlockedInstances } from './followers.service';

const WAITING_SHOWN = 50;

/** The account at a glance for the back-office: its address, followers by instance, what waits to go out, blocked instances. */
export async function fediOverview(db: Db, env: Env, queued: () => Promise<number>, now: number = Date.now()): Promise<FediOverview> {
  const [settings, followers, instances, waitingRows, waitingTotal, changes, pace, blocked, deliveries] = await Promise.all([
    getSettings(db),
    db.select({ n: count() }).from(fediFollowers).get(),
    db.select({ host: fediFollowers.host, followers: count() }).from(fediFollowers).groupBy(fediFollowers.host).orderBy(desc(count()), fediFollowers.host).limit(20),
    db.select().from(fediObjects).where(eq(fediObjects.state, 'waiting')).orderBy(asc(fediObjects.id)).limit(WAITING_SHOWN),
    db.select({ n: count() }).from(fediObjects).where(eq(fediObjects.state, 'waiting')).get(),
    db.all<{ n: number }>(sql`SELECT count(*) AS n FROM fedi_objects WHERE state = 'deleting' OR (state = 'sent' AND edits > edits_sent)`).then((r) => r[0]),
    db.select().from(fediPace).where(eq(fediPace.id, 1)).get(),
    listBlockedInstances(db),
    queued(),
  ]);
  const photoIds = waitingRows.filter((r) => r.kind === 'photo').map((r) => r.refId);
  const postIds = waitingRows.filter((r) => r.kind === 'post').map((r) => r.refId);
  const [photos, posts] = await Promise.all([
    photoIds.length ? db.select().from(galleryItems).where(inArray(galleryItems.id, photoIds)) : [],
    postIds.length ? db.select({ id: blogPosts.id, title: blogPosts.titleNl, titleEn: blogPosts.titleEn }).from(blogPosts).where(inArray(blogPosts.id, postIds)) : [],
  ]);
  const media = await mediaByKey(db, photos.map((p) => p.mediaHash));
  const spreadMs = env.ACTIVITYPUB_SPREAD_MINUTES * 60_000;
  const start = Math.max(now, pace?.nextCreateAt.getTime() ?? 0);
  // With followers the waiting posts go one per spread, in order; with none, all at the next round.
  const expectedAt = (i: number) => new Date(start + (followers?.n ? i * spreadMs : 0)).toISOString();
  const total = waitingTotal?.n ?? 0;
  const waiting: FediWaitingPost[] = waitingRows.map((r, i) => {
    const expected = expectedAt(i);
    if (r.kind === 'photo') {
      const p = photos.find((x) => x.id === r.refId);
      const view = p?.mediaHash ? media.get(p.mediaHash) : undefined;
      return { kind: 'photo', refId: r.refId, title: p ? p.titleEn || p.title : '', thumbnailUrl: view?.thumbnailUrl ?? p?.thumbnailUrl ?? null, expectedAt: expected };
    }
    const p = posts.find((x) => x.id === r.refId);
    return { kind: 'post', refId: r.refId, title: p ? p.titleEn || p.title : '', thumbnailUrl: null, expectedAt: expected };
  });
  return {
    account: fediverseAccountOf(settings.fediverseHandle, env.publicUrl),
    handle: settings.fediverseHandle,
    actorUrl: `${env.publicUrl}/ap/actors/site`,
    followers: followers?.n ?? 0,
    instances,
    waiting,
    waitingTotal: total,
    lastExpectedAt: total > 0 ? expectedAt(total - 1) : null,
    changesWaiting: Number(changes?.n ?? 0),
    deliveriesQueued: deliveries,
    spreadMinutes: env.ACTIVITYPUB_SPREAD_MINUTES,
    blocked,
  };
}

/** Whether a photo or post has a row (so a count of 0 is "posted, nothing yet" rather than "never posted"). */
export async function isPosted(db: Db, kind: 'photo' | 'post', refId: number): Promise<boolean> {
  return !!(await db.select({ id: fediObjects.id }).from(fediObjects).where(and(eq(fediObjects.kind, kind), eq(fediObjects.refId, refId), eq(fediObjects.state, 'sent'))).get());
}
