import type { Federation, Message } from '@fedify/fedify';
import type { Db } from '../db/db-type';
import type { Env } from '../env';
import { type Clock, systemClock } from '../lib/clock';
import { FediDelivery, releaseDeliveryClaimsOf } from './delivery';
import { accountStores, type FediContextData } from './fedi-account';
import type { LibsqlKvStore } from './fedi-kv';
import { siteKeyPair } from './fedi-keys';
import { type LibsqlMessageQueue, releaseQueueClaimsOf } from './fedi-queue';

export interface Fediverse {
  /** Fedify's federation of the account, built at its first use: a request, a delivery, a queued task. */
  federation(): Promise<Federation<FediContextData>>;
  queue: LibsqlMessageQueue;
  kv: LibsqlKvStore;
  /** What time it is for the spread of new posts (the system's, or a test's from start()). */
  clock: Clock;
  /** Starts the queue (deliveries, incoming activities) and the delivery of new posts; the server calls it once. */
  start(instanceId: string, options?: StartOptions): Promise<void>;
  /** One round of the delivery of posts (what the loop does every few seconds): for tests started with `loop: false`; answers whether anything was due. */
  tick(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Decides when the next new post may go out (the spread); the system's clock by default. */
  clock?: Clock;
  /** False: posts are delivered only when tick() is called (tests that step through the spread). */
  loop?: boolean;
}

const byDb = new WeakMap<Db, Fediverse>();

/** The fediverse account of this database (one per database: the app and the server share it). */
export function fediverseOf(db: Db, env: Env): Fediverse {
  const existing = byDb.get(db);
  if (existing) return existing;
  const stores = accountStores(db, env);
  const { queue, kv } = stores;
  // Fedify and its vocabulary (megabytes of code) load when the account is first used, not at every start.
  let built: Promise<Federation<FediContextData>> | null = null;
  const federation = () => (built ??= import('./federation').then((m) => m.buildFederation(db, env, stores)));
  const abort = new AbortController();
  let delivery: FediDelivery | null = null;
  let listening: Promise<void> | null = null;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  const fedi: Fediverse = {
    federation,
    queue,
    kv,
    clock: systemClock,
    async start(instanceId, options = {}) {
      if (delivery) return;
      if (options.clock) fedi.clock = options.clock;
      queue.options.instanceId = instanceId;
      await Promise.all([releaseQueueClaimsOf(db, instanceId), releaseDeliveryClaimsOf(db, instanceId), siteKeyPair(db), kv.sweep()]);
      // What Fedify's startQueue does, with Fedify loaded at the first message rather than now.
      listening = queue
        .listen(async (message) => (await federation()).processQueuedTask({ db, env }, message as Message), { signal: abort.signal })
        .catch((err) => console.error(`fediverse queue stopped: ${(err as Error).message}`));
      delivery = new FediDelivery(db, env, federation, instanceId, fedi.clock);
      if (options.loop !== false) delivery.start();
      sweeper = setInterval(() => void kv.sweep().catch(() => {}), 60 * 60_000);
      sweeper.unref?.();
    },
    async tick() {
      if (!delivery) throw new Error('the fediverse account is not started');
      return delivery.tick();
    },
    async stop() {
      abort.abort();
      if (sweeper) clearInterval(sweeper);
      await Promise.allSettled([delivery?.stop(), listening]);
    },
  };
  byDb.set(db, fedi);
  return fedi;
}
