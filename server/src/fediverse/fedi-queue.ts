import type { MessageQueue, MessageQueueDepth, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediQueue } from '../db/schema';
import { checkedDelivery } from './public-address';

/** How long a claimed message stays with its instance before another may take it (a crashed one's). */
const LEASE_MS = 5 * 60_000;
/**
 * An idle listener sleeps until the next message is due, this process enqueues one, or this long
 * has passed (another instance on the same database may have enqueued): an idle site costs no
 * database reads and wakes no timers in between.
 */
const IDLE_MS = 30_000;
/** The wait when a due message is held back (its ordering key waits for an earlier message). */
const POLL_MS = 1_000;

export interface LibsqlQueueOptions {
  /** This instance's name in the leases (see lib/instance-id.ts); set before the queue listens. */
  instanceId: string;
  /** Messages handled at once by this instance. */
  workers?: number;
  /** The longest an idle listener sleeps without being woken (IDLE_MS). */
  idleMs?: number;
  /**
   * Whether a delivery may go to this inbox (public-address.ts): checked again as each delivery
   * leaves, so an address that now resolves to a private network is dropped, never POSTed to, and
   * on every request the delivery makes (a redirect's Location too: checkedDelivery).
   */
  deliverable?: (inbox: string) => Promise<boolean>;
}

/**
 * Fedify's message queue on our own database: every delivery and incoming activity is a row until
 * it is handled, so what is waiting survives a restart; a row is claimed with a lease in one
 * UPDATE, so two instances on one libSQL server never deliver the same message twice, and a
 * crashed instance's claims are taken over when their lease ends (or at its own next start).
 * Retries are Fedify's (nativeRetrial false): a failed delivery is enqueued again with its back-off
 * as a delay.
 */
export class LibsqlMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  /** The idle listeners' wake-ups: an enqueue here calls them all. */
  private readonly sleepers = new Set<() => void>();

  constructor(
    private readonly db: Db,
    readonly options: LibsqlQueueOptions,
  ) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    if (messages.length === 0) return;
    const delay = options?.delay ? Math.max(0, options.delay.total('millisecond')) : 0;
    const availableAt = new Date(Date.now() + delay);
    const rows = messages.map((m) => ({ message: JSON.stringify(m), availableAt, orderingKey: options?.orderingKey ?? null }));
    for (let i = 0; i < rows.length; i += 200) await this.db.insert(fediQueue).values(rows.slice(i, i + 200));
    for (const wake of [...this.sleepers]) wake();
  }

  /**
   * How long an idle listener may sleep: until the earliest message becomes claimable (its delay
   * or another instance's lease ends), at most idleMs; a message due now but not claimable (held
   * back by its ordering key) is looked at again after POLL_MS.
   */
  private async idleFor(): Promise<number> {
    const idle = this.options.idleMs ?? IDLE_MS;
    const row = await this.db.get<{ next: number | null }>(sql`SELECT min(max(available_at, coalesce(claimed_until, 0))) AS next FROM fedi_queue`);
    if (row?.next == null) return idle;
    const wait = row.next - Date.now();
    return wait <= 0 ? POLL_MS : Math.min(wait, idle);
  }

  async getDepth(): Promise<MessageQueueDepth> {
    const now = new Date();
    const [all, ready] = await Promise.all([
      this.db.select({ n: count() }).from(fediQueue).get(),
      this.db.select({ n: count() }).from(fediQueue).where(lte(fediQueue.availableAt, now)).get(),
    ]);
    const queued = all?.n ?? 0;
    return { queued, ready: ready?.n ?? 0, delayed: queued - (ready?.n ?? 0) };
  }

  /** Claims the oldest due message not claimed by a live lease; a message with an ordering key waits for an earlier one with the same key. */
  private async claim(): Promise<{ id: number; message: string } | null> {
    const now = Date.now();
    const rows = await this.db.all<{ id: number; message: string }>(sql`
      UPDATE fedi_queue SET claimed_by = ${this.options.instanceId}, claimed_until = ${now + LEASE_MS}
      WHERE id = (
        SELECT q.id FROM fedi_queue q
        WHERE q.available_at <= ${now} AND (q.claimed_until IS NULL OR q.claimed_until < ${now})
          AND (q.ordering_key IS NULL OR NOT EXISTS (SELECT 1 FROM fedi_queue e WHERE e.ordering_key = q.ordering_key AND e.id < q.id))
        ORDER BY q.available_at, q.id LIMIT 1
      ) AND (claimed_until IS NULL OR claimed_until < ${now})
      RETURNING id, message`);
    return rows[0] ?? null;
  }

  async listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    const signal = options?.signal;
    const worker = async () => {
      while (!signal?.aborted) {
        let job: { id: number; message: string } | null = null;
        try {
          job = await this.claim();
        } catch (err) {
          console.error(`fediverse queue: ${(err as Error).message}`);
        }
        if (!job) {
          // Registered before the read, so an enqueue during it still wakes this listener.
          let woken = false;
          const early = () => {
            woken = true;
          };
          this.sleepers.add(early);
          const ms = await this.idleFor().catch(() => POLL_MS);
          this.sleepers.delete(early);
          if (woken || signal?.aborted) continue;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(done, ms);
            const sleepers = this.sleepers;
            function done() {
              clearTimeout(timer);
              sleepers.delete(done);
              signal?.removeEventListener('abort', done);
              resolve();
            }
            sleepers.add(done);
            signal?.addEventListener('abort', done, { once: true });
          });
          continue;
        }
        try {
          const message = JSON.parse(job.message) as { type?: unknown; inbox?: unknown };
          if (message.type === 'outbox' && typeof message.inbox === 'string' && this.options.deliverable && !(await this.options.deliverable(message.inbox))) {
            console.warn(`fediverse queue: not delivering to ${message.inbox}: not a public address`);
            await this.db.delete(fediQueue).where(eq(fediQueue.id, job.id));
            continue;
          }
          // A delivery's every request, each redirect it is sent on included, is checked as it leaves.
          const deliverable = this.options.deliverable;
          if (message.type === 'outbox' && deliverable) await checkedDelivery(deliverable, async () => handler(message));
          else await handler(message);
          await this.db.delete(fediQueue).where(eq(fediQueue.id, job.id));
        } catch (err) {
          // Fedify retries deliveries itself; a handler that throws anyway is tried again a minute later.
          console.error(`fediverse queue: a task failed: ${(err as Error).message}`);
          await this.db
            .update(fediQueue)
            .set({ claimedBy: null, claimedUntil: null, availableAt: new Date(Date.now() + 60_000) })
            .where(and(eq(fediQueue.id, job.id), eq(fediQueue.claimedBy, this.options.instanceId)))
            .catch(() => {});
        }
      }
    };
    await Promise.all(Array.from({ length: this.options.workers ?? 2 }, worker));
  }
}

/** At start: this instance's claims from before a crash are free again. */
export async function releaseQueueClaimsOf(db: Db, instanceId: string): Promise<void> {
  await db.update(fediQueue).set({ claimedBy: null, claimedUntil: null }).where(eq(fediQueue.claimedBy, instanceId));
}
