import { createHash } from 'node:crypto';
import type { Federation } from '@fedify/fedify';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediFollowers, fediObjects } from '../db/schema';
import type { Env } from '../env';
import { type Clock, systemClock } from '../lib/clock';
import { getContentVersion } from '../lib/content-version';
import { type FediContextData, followerInboxes, SITE_ACTOR, siteHandle } from './fedi-account';
import { LibsqlKvStore } from './fedi-kv';
import type { FediObjectRow } from './fedi-objects';
import { onFollow } from './followers.service';

/** What sending needs (Fedify's vocabulary, the account's documents): loaded at the first delivery, as nobody following needs none of it. */
async function sending() {
  const [{ Delete, Tombstone, Update }, { createOf, objectUris, siteActor }, { objectOf }] = await Promise.all([
    import('@fedify/fedify/vocab'),
    import('./federation'),
    import('./fedi-objects'),
  ]);
  return { Delete, Tombstone, Update, createOf, objectUris, siteActor, objectOf };
}

const LEASE_MS = 2 * 60_000;
const POLL_MS = 2_000;
/**
 * The look while nobody follows (it only marks new posts as heard by nobody): rarer, so an idle
 * site without followers does not wake the database every two seconds. A follow saved by this
 * process wakes the loop at once (one saved by another instance is seen within this time).
 */
const UNHEARD_POLL_MS = 15_000;
/** The profile is compared at most this often (a burst of edits moves the content version many times). */
const PROFILE_CHECK_MS = 5_000;
/** Where the fingerprint of the actor followers last received is kept (Fedify's store, our fedi_kv). */
const ACTOR_FINGERPRINT = ['nordic-light', 'actor-fingerprint'] as const;

/**
 * Turns the account's posts (fedi_objects, written by the database's triggers whenever a photo or
 * post is published, edited, unpublished or deleted, from any path) into deliveries: a Create for
 * a new one, an Update for an edit, a Delete for one taken back. Updates and Deletes go at once;
 * new posts are spread, one every ACTIVITYPUB_SPREAD_MINUTES, so a bulk publish of hundreds of
 * photos reaches timelines as a steady trickle instead of a flood (with no followers they are
 * marked sent at once, in one statement: nobody's timeline to spare). Each delivery is handed to Fedify's queue
 * (fedi-queue.ts), which signs it, groups shared inboxes and retries with back-off; the request
 * that published the photo never waits for any of it. Rows are claimed with a lease, so two
 * instances never send one twice.
 *
 * The account's profile (name, summary, icon, header, handle: the site's settings, texts and hero
 * photos) is watched the same way: when the content version has moved (looked at most every
 * PROFILE_CHECK_MS, and only while someone follows), the actor is built again
 * and, when its fingerprint differs from the one kept in fedi_kv, an Update of the actor goes to
 * the followers (Mastodon then fetches the new profile). The fingerprint is kept after the Update
 * is queued, so a crash in between sends it again rather than never.
 */
export class FediDelivery {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private stopped = false;
  private current: Promise<void> = Promise.resolve();
  /** The content version the actor was last compared at (null: not yet since start), and when. */
  private profileVersion: number | null = null;
  private profileCheckedAt = Number.NEGATIVE_INFINITY;
  /** Whether the last tick found someone to tell (see UNHEARD_POLL_MS). */
  private heard = false;
  /** A follow was saved since the last tick began: the next one comes at once. */
  private followed = false;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly env: Env,
    /** Fedify's federation, built at its first use (fediverse.ts). */
    private readonly federation: () => Promise<Federation<FediContextData>>,
    private readonly instanceId: string,
    /** Decides when the next new post may go (the spread); a test steps it instead of waiting minutes. */
    private readonly clock: Clock = systemClock,
  ) {}

  private async context() {
    return (await this.federation()).createContext(new URL(this.env.publicUrl), { db: this.db, env: this.env });
  }

  start(): this {
    this.stopped = false;
    this.schedule(0);
    // Resting while nobody follows: a new follower ends the rest (a tick in progress sees `followed`).
    this.unsubscribe ??= onFollow(this.db, () => {
      this.followed = true;
      if (this.timer) this.schedule(0);
    });
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.current = this.tick()
        .then((worked) => this.schedule(worked || this.followed ? 0 : this.heard ? POLL_MS : UNHEARD_POLL_MS))
        .catch((err) => {
          console.error(`fediverse delivery: ${(err as Error).message}`);
          this.schedule(POLL_MS * 5);
        });
    }, ms);
    this.timer.unref?.();
  }

  /** Delivers what is due (a changed profile, one change of a post, or one new post); answers whether there was anything. */
  async tick(now = this.clock.now()): Promise<boolean> {
    if (this.running) return false;
    this.running = true;
    this.followed = false;
    try {
      this.heard = await this.live();
      if (!this.heard) {
        await this.settleUnheard(now);
        return false;
      }
      await this.deliverProfile(now);
      const change = await this.claim(sql`(state = 'deleting' OR (state = 'sent' AND edits > edits_sent))`, now);
      if (change) {
        await this.deliverChange(change);
        return true;
      }
      return await this.deliverNext(now);
    } finally {
      this.running = false;
    }
  }

  /** Whether anybody hears the account: it has a handle and at least one follower. */
  private async live(): Promise<boolean> {
    if ((await siteHandle(this.db)) === null) return false;
    return !!(await this.db.select({ id: fediFollowers.id }).from(fediFollowers).limit(1).get());
  }

  /**
   * With nobody to tell, new posts count as sent and changes as delivered, each kind in one
   * statement (a bulk publish with no followers costs three UPDATEs, not a round per photo).
   */
  private async settleUnheard(now: number): Promise<void> {
    const free = sql`(claimed_until IS NULL OR claimed_until < ${now})`;
    await this.db.run(sql`UPDATE fedi_objects SET state = 'sent', sent_at = ${now}, recipients = 0 WHERE state = 'waiting' AND ${free}`);
    await this.db.run(sql`UPDATE fedi_objects SET edits_sent = edits WHERE state = 'sent' AND edits > edits_sent AND ${free}`);
    await this.db.run(sql`UPDATE fedi_objects SET state = 'deleted' WHERE state = 'deleting' AND ${free}`);
  }

  private async claim(condition: ReturnType<typeof sql>, now: number): Promise<FediObjectRow | null> {
    const rows = await this.db.all<{ id: number }>(sql`
      UPDATE fedi_objects SET claimed_by = ${this.instanceId}, claimed_until = ${now + LEASE_MS}
      WHERE id = (
        SELECT id FROM fedi_objects WHERE ${condition} AND (claimed_until IS NULL OR claimed_until < ${now}) ORDER BY id LIMIT 1
      ) AND (claimed_until IS NULL OR claimed_until < ${now})
      RETURNING id`);
    if (!rows[0]) return null;
    return (await this.db.select().from(fediObjects).where(eq(fediObjects.id, Number(rows[0].id))).get()) ?? null;
  }

  private release(id: number, set: Partial<typeof fediObjects.$inferInsert> = {}) {
    return this.db
      .update(fediObjects)
      .set({ ...set, claimedBy: null, claimedUntil: null })
      .where(and(eq(fediObjects.id, id), eq(fediObjects.claimedBy, this.instanceId)));
  }

  /** An Update of the actor when the profile followers have differs from the current one. */
  private async deliverProfile(now: number): Promise<void> {
    if (now - this.profileCheckedAt < PROFILE_CHECK_MS) return;
    const version = await getContentVersion(this.db);
    if (version === this.profileVersion) return;
    this.profileCheckedAt = now;
    const { siteActor, Update } = await sending();
    const ctx = await this.context();
    const actor = await siteActor(ctx);
    if (actor) {
      const fingerprint = createHash('sha256')
        .update(JSON.stringify(await actor.toJsonLd({ contextLoader: ctx.contextLoader })))
        .digest('base64url');
      const kv = new LibsqlKvStore(this.db);
      const known = await kv.get<string>([...ACTOR_FINGERPRINT]);
      if (known !== fingerprint) {
        // The first fingerprint (a new site, or one from before this was kept) is only noted.
        if (known !== undefined) {
          await ctx.sendActivity(
            { identifier: SITE_ACTOR },
            'followers',
            new Update({ id: new URL(`#updates/${crypto.randomUUID()}`, actor.id!), actor: actor.id, object: actor, to: new URL('https://www.w3.org/ns/activitystreams#Public'), cc: ctx.getFollowersUri(SITE_ACTOR), updated: Temporal.Now.instant() }),
            { preferSharedInbox: true },
          );
        }
        await kv.set([...ACTOR_FINGERPRINT], fingerprint);
      }
    }
    this.profileVersion = version;
  }

  /** An Update of an edited post, or the Delete of one taken back. */
  private async deliverChange(row: FediObjectRow): Promise<void> {
    try {
      const { Delete, Tombstone, Update, objectUris, objectOf } = await sending();
      const ctx = await this.context();
      const uris = objectUris(ctx);
      if (row.state === 'deleting') {
        const id = uris.object(row.kind, row.id);
        await ctx.sendActivity(
          { identifier: SITE_ACTOR },
          'followers',
          new Delete({ id: new URL(`${id.href}#delete`), actor: uris.actor, object: new Tombstone({ id }), to: new URL('https://www.w3.org/ns/activitystreams#Public'), cc: uris.followers }),
          { preferSharedInbox: true },
        );
        await this.release(row.id, { state: 'deleted' });
        return;
      }
      const object = await objectOf(this.db, uris, row);
      if (object) {
        await ctx.sendActivity(
          { identifier: SITE_ACTOR },
          'followers',
          new Update({ id: new URL(`${object.id!.href}#update-${row.edits}`), actor: uris.actor, object, to: object.toId, cc: object.ccId, updated: object.updated ?? Temporal.Now.instant() }),
          { preferSharedInbox: true },
        );
      }
      await this.release(row.id, { editsSent: row.edits });
    } catch (err) {
      await this.release(row.id);
      throw err;
    }
  }

  /** The oldest waiting post's Create, when the spread allows one now. */
  private async deliverNext(now: number): Promise<boolean> {
    const waiting = await this.db.select({ id: fediObjects.id }).from(fediObjects).where(eq(fediObjects.state, 'waiting')).limit(1).get();
    if (!waiting) return false;
    const inboxes = await followerInboxes(this.db);
    const spreadMs = this.env.ACTIVITYPUB_SPREAD_MINUTES * 60_000;
    // With followers, take the next slot first (one statement: two instances never both get it).
    if (inboxes > 0 && spreadMs > 0) {
      const taken = await this.db.run(sql`INSERT INTO fedi_pace (id, next_create_at) VALUES (1, ${now + spreadMs})
        ON CONFLICT(id) DO UPDATE SET next_create_at = excluded.next_create_at WHERE fedi_pace.next_create_at <= ${now}`);
      if (taken.rowsAffected === 0) return false;
    }
    const row = await this.claim(sql`state = 'waiting'`, now);
    if (!row) {
      if (inboxes > 0 && spreadMs > 0) await this.db.run(sql`UPDATE fedi_pace SET next_create_at = ${now} WHERE id = 1 AND next_create_at = ${now + spreadMs}`);
      return false;
    }
    try {
      const { createOf, objectUris, objectOf } = await sending();
      const ctx = await this.context();
      const uris = objectUris(ctx);
      const object = await objectOf(this.db, uris, row);
      if (object && inboxes > 0) await ctx.sendActivity({ identifier: SITE_ACTOR }, 'followers', createOf(uris, object), { preferSharedInbox: true });
      await this.release(row.id, { state: 'sent', sentAt: new Date(), recipients: object ? inboxes : 0 });
      return true;
    } catch (err) {
      await this.release(row.id);
      throw err;
    }
  }
}

/** At start: this instance's claims from before a crash are free again. */
export async function releaseDeliveryClaimsOf(db: Db, instanceId: string): Promise<void> {
  await db.update(fediObjects).set({ claimedBy: null, claimedUntil: null }).where(eq(fediObjects.claimedBy, instanceId));
}
