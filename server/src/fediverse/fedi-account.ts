import { sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import type { Env } from '../env';
import { getSettings } from '../site/settings.service';
import { LibsqlKvStore } from './fedi-kv';
import { LibsqlMessageQueue } from './fedi-queue';
import { isDeliverable } from './public-address';

/*
 * The parts of the fediverse account that need no Fedify: its paths, its handle, and the stores
 * Fedify works on. The server starts with these alone; Fedify itself (federation.ts) loads at the
 * account's first request, delivery or queued task.
 */

/** The site's one actor. Its id is `/ap/actors/site` whatever the handle: followers keep it when the handle changes. */
export const SITE_ACTOR = 'site';
/** Paths of the account's documents (Fedify's router reads them). */
export const AP_PATHS = {
  actor: '/ap/actors/{identifier}',
  inbox: '/ap/actors/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/actors/{identifier}/outbox',
  followers: '/ap/actors/{identifier}/followers',
  note: '/ap/notes/{id}',
  article: '/ap/articles/{id}',
  nodeinfo: '/nodeinfo/2.1',
} as const;

export interface FediContextData {
  db: Db;
  env: Env;
}

/** The username part of the account's handle, or null when the photographer switched the account off. */
export async function siteHandle(db: Db): Promise<string | null> {
  return (await getSettings(db)).fediverseHandle || null;
}

/** How many inboxes (shared inboxes counted once) a delivery to every follower reaches. */
export async function followerInboxes(db: Db): Promise<number> {
  const rows = await db.all<{ n: number }>(sql`SELECT count(DISTINCT ifnull(shared_inbox, inbox)) AS n FROM fedi_followers`);
  return Number(rows[0]?.n ?? 0);
}

export interface StoreOptions {
  instanceId?: string;
  /**
   * Which addresses deliveries may reach (public-address.ts by ACTIVITYPUB_ALLOW_PRIVATE). A test
   * names its own to treat one loopback server as public and another as the site's network.
   */
  deliverable?: (url: string) => Promise<boolean>;
}

/** What Fedify keeps its state in: its key-value store and queue (tables of our database), and where it may deliver. */
export interface AccountStores {
  kv: LibsqlKvStore;
  queue: LibsqlMessageQueue;
  deliverable: (url: string) => Promise<boolean>;
}

export function accountStores(db: Db, env: Env, options: StoreOptions = {}): AccountStores {
  const deliverable = options.deliverable ?? ((inbox: string) => isDeliverable(inbox, env.ACTIVITYPUB_ALLOW_PRIVATE));
  return {
    kv: new LibsqlKvStore(db),
    queue: new LibsqlMessageQueue(db, { instanceId: options.instanceId ?? crypto.randomUUID(), workers: 2, deliverable }),
    deliverable,
  };
}
