import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../lib/app-env';
import type { Db } from '../db/db-type';
import { mediaAssets, mediaJobs } from '../db/schema';
import { bumpContentVersion } from '../lib/content-version';
import { getAsset, variantsOf } from './assets';
import { fileMarksFor, sameMarks } from './file-marks';
import { configureSharp, type DerivativeJob, makeDerivatives, type Variant, type VariantFormat } from './derivatives';
import { mediaDirs } from './media-files';
import { imageSlots } from './memory';

export interface MediaQueueOptions {
  /**
   * Heavy jobs (one asset's batch of encodes) that may run at once. Default: one per core (never
   * two per core). While an upload is being answered, every worker but the first waits, so the
   * upload finds a core free. Each pipeline uses sharp.concurrency() threads (1 by default).
   */
  workers?: number;
  maxAttempts?: number;
  /** Names this server instance in job leases; stable across restarts of one DATA_DIR (see instanceIdFor). */
  instanceId?: string;
  /** libvips threads per sharp pipeline (sharp.concurrency); default 1, so workers x threads <= cores. */
  sharpThreads?: number;
  log?: (msg: string) => void;
}

/** Uploads being answered right now (the upload route counts them); extra workers yield to them. */
export const uploadsInFlight = { count: 0 };

/** How long a claim on an asset's jobs holds without news; renewed after every finished job. */
const LEASE_MS = 10 * 60_000;

const FORMAT_ORDER: Record<string, number> = { webp: 0, proof: 0, jpeg: 1, 'proof-jpeg': 1, download: 1, avif: 2 };

/**
 * Derivatives the upload did not wait for (large WebPs, all AVIFs). Work lives in media_jobs, so
 * a restart finds it again; jobs of one asset run as one batch that decodes the original once.
 */
export class MediaQueue {
  private running = false;
  private readonly active = new Set<string>();
  private readonly waiters = new Set<() => void>();
  private loops: Promise<void>[] = [];
  readonly workers: number;
  readonly instanceId: string;
  /** Ids of the jobs this queue finished (for tests and the bench). */
  readonly processed: number[] = [];
  private readonly maxAttempts: number;
  private readonly log: (msg: string) => void;

  constructor(
    private readonly ctx: AppContext,
    opts: MediaQueueOptions = {},
  ) {
    this.workers = Math.max(1, opts.workers ?? availableParallelism());
    this.maxAttempts = opts.maxAttempts ?? 3;
    this.instanceId = opts.instanceId ?? randomUUID();
    this.log = opts.log ?? ((m) => console.warn(m));
  }

  start(): this {
    if (this.running) return this;
    this.running = true;
    for (let i = 0; i < this.workers; i++) this.loops.push(this.loop(i));
    return this;
  }

  /** Tells idle workers that new jobs exist. */
  kick(): void {
    const all = [...this.waiters];
    this.waiters.clear();
    for (const w of all) w();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await Promise.all(this.loops);
    this.loops = [];
  }

  /** Jobs not yet done and not given up on. */
  async pending(): Promise<number> {
    const r = await this.ctx.db.select({ n: sql<number>`count(*)` }).from(mediaJobs).where(lt(mediaJobs.attempts, this.maxAttempts)).get();
    return Number(r?.n ?? 0);
  }

  /** Resolves once every runnable job is done (for tests, the bench and demo seeding). */
  async drain(): Promise<void> {
    for (;;) {
      if (this.active.size === 0 && (await this.pending()) === 0) return;
      if (!this.running) await this.runOnce();
      else await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Processes one asset's batch in the caller (no workers needed); false when there is nothing. */
  async runOnce(): Promise<boolean> {
    const hash = await this.claim();
    if (!hash) return false;
    try {
      await this.processAsset(hash);
    } finally {
      await this.release(hash).catch(() => {});
      this.active.delete(hash);
    }
    return true;
  }

  /**
   * Claims the asset with runnable jobs that no live lease holds, in one UPDATE, so two workers or
   * two server instances on one database never take the same asset: SQLite runs the statements one
   * after the other, and the second finds the first's lease. The oldest asset with a client
   * gallery's proofs to make goes first (a client is waiting to see them; the partial index
   * media_jobs_proofs_idx finds it), then the oldest of all.
   */
  private async claim(): Promise<string | null> {
    const now = Date.now();
    const free = sql`attempts < ${this.maxAttempts} AND (claimed_until IS NULL OR claimed_until < ${now})`;
    const rows = await this.ctx.db.all<{ hash: string }>(sql`
      UPDATE media_jobs SET claimed_by = ${this.instanceId}, claimed_until = ${now + LEASE_MS}
      WHERE hash = coalesce(
        (SELECT hash FROM media_jobs WHERE format in ('proof', 'proof-jpeg') AND ${free} ORDER BY id LIMIT 1),
        (SELECT hash FROM media_jobs WHERE ${free} ORDER BY id LIMIT 1)
      ) AND (claimed_until IS NULL OR claimed_until < ${now})
      RETURNING hash`);
    const hash = rows[0]?.hash ?? null;
    if (hash) this.active.add(hash);
    return hash;
  }

  /** Gives the asset's remaining jobs back (done, failed for now, or left by a stop). */
  private async release(hash: string): Promise<void> {
    await this.ctx.db
      .update(mediaJobs)
      .set({ claimedBy: null, claimedUntil: null })
      .where(and(eq(mediaJobs.hash, hash), eq(mediaJobs.claimedBy, this.instanceId)));
  }

  private async loop(index: number): Promise<void> {
    while (this.running) {
      if (index > 0 && uploadsInFlight.count > 0) {
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      let worked = false;
      try {
        worked = await this.runOnce();
      } catch (err) {
        this.log(`media queue: ${(err as Error).message}`);
      }
      if (!worked && this.running) {
        await new Promise<void>((resolve) => {
          const done = () => {
            this.waiters.delete(done);
            clearTimeout(timer);
            resolve();
          };
          this.waiters.add(done);
          // Another server instance on the same database may add work: look again now and then.
          const timer = setTimeout(done, 30_000);
        });
      }
    }
  }

  private async processAsset(hash: string): Promise<void> {
    const { db, env } = this.ctx;
    const jobs = (await db.select().from(mediaJobs).where(and(eq(mediaJobs.hash, hash), lt(mediaJobs.attempts, this.maxAttempts)))).sort(
      (a, b) => (FORMAT_ORDER[a.format] ?? 9) - (FORMAT_ORDER[b.format] ?? 9) || a.width - b.width,
    );
    const asset = await getAsset(db, hash);
    if (!asset || !jobs.length) {
      await db.delete(mediaJobs).where(eq(mediaJobs.hash, hash));
      return;
    }
    const dirs = mediaDirs(env.mediaDir);
    const done = new Set<number>();
    let original: { path: string; release: () => Promise<void> } | null = null;
    // The rights and watermark as they stand when the batch starts; checked again at its end (see below).
    const marks = await fileMarksFor(db, env.publicUrl, hash);
    try {
      original = await dirs.store.local(asset.originalFile);
      await makeDerivatives(
        dirs,
        hash,
        original.path,
        jobs.map((j) => ({ format: j.format as VariantFormat, width: j.width }) satisfies DerivativeJob),
        async (v, i) => {
          await recordVariant(db, hash, v);
          await db.delete(mediaJobs).where(eq(mediaJobs.id, jobs[i]!.id));
          done.add(i);
          this.processed.push(jobs[i]!.id);
          // Still working: extend the lease.
          await db
            .update(mediaJobs)
            .set({ claimedUntil: new Date(Date.now() + LEASE_MS) })
            .where(and(eq(mediaJobs.hash, hash), eq(mediaJobs.claimedBy, this.instanceId)));
        },
        // A stopping server leaves between two encodes; the rest stays in media_jobs.
        () => this.running || this.loops.length === 0,
        (work) => imageSlots.run(false, work),
        marks,
      );
    } catch (err) {
      const message = String((err as Error)?.message ?? err).slice(0, 500);
      this.log(`media queue: derivatives of ${hash.slice(0, 12)} failed: ${message}`);
      for (const [i, j] of jobs.entries()) {
        if (done.has(i)) continue;
        await db
          .update(mediaJobs)
          .set({ attempts: sql`${mediaJobs.attempts} + 1`, lastError: message })
          .where(eq(mediaJobs.id, j.id));
      }
    }
    await original?.release().catch(() => {});
    if (done.size) await bumpContentVersion(db);
    // The settings changed while this batch ran (requeuePhotoDerivatives found its jobs claimed): write them again.
    if (done.size && !sameMarks(await fileMarksFor(db, env.publicUrl, hash), marks)) {
      await db
        .insert(mediaJobs)
        .values([...done].map((i) => ({ hash, format: jobs[i]!.format, width: jobs[i]!.width })))
        .onConflictDoNothing();
    }
  }
}

/** Adds a finished derivative to the asset's list (replacing one of the same format and width). */
export async function recordVariant(db: Db, hash: string, v: Variant): Promise<void> {
  const row = await getAsset(db, hash);
  if (!row) return;
  const list = variantsOf(row).filter((x) => !(x.format === v.format && x.width === v.width));
  list.push(v);
  await db.update(mediaAssets).set({ variants: list }).where(eq(mediaAssets.hash, hash));
}

/** Releases the leases an instance held before it was killed (call at start-up, before the queue starts). */
export async function releaseClaimsOf(db: Db, instanceId: string): Promise<void> {
  await db.update(mediaJobs).set({ claimedBy: null, claimedUntil: null }).where(eq(mediaJobs.claimedBy, instanceId));
}

const queues = new WeakMap<Db, MediaQueue>();

/** Starts the background derivative queue for this database (once). */
export function startMediaQueue(ctx: AppContext, opts?: MediaQueueOptions): MediaQueue {
  const existing = queues.get(ctx.db);
  if (existing) return existing.start();
  configureSharp(opts?.sharpThreads ?? 1);
  imageSlots.setCapacity(opts?.workers ?? 1);
  const q = new MediaQueue(ctx, opts).start();
  queues.set(ctx.db, q);
  return q;
}

/** The running queue for this database, if one was started. */
export function mediaQueueFor(db: Db): MediaQueue | undefined {
  return queues.get(db);
}

/**
 * Queues photo derivatives to be written again (the rights or title in their XMP, or the watermark,
 * changed): of every photo or of the photos `hashes`, every file or those at least `minWidth`
 * wide, of every format or of `formats`. Each file is replaced atomically when its new one is
 * ready, so the old one is served until then. Returns how many files were queued.
 */
export async function requeuePhotoDerivatives(
  db: Db,
  { hashes, minWidth = 0, formats }: { hashes?: string[]; minWidth?: number; formats?: readonly string[] } = {},
): Promise<number> {
  if (hashes?.length === 0) return 0;
  const photos = eq(mediaAssets.kind, 'photo');
  const assets = await db.select().from(mediaAssets).where(hashes ? and(photos, inArray(mediaAssets.hash, hashes)) : photos);
  const rows = assets.flatMap((a) =>
    variantsOf(a)
      .filter((v) => v.width >= minWidth && (!formats || formats.includes(v.format)))
      .map((v) => ({ hash: a.hash, format: v.format, width: v.width })),
  );
  for (let i = 0; i < rows.length; i += 400) {
    // A job already waiting (or given up on) starts over and will read the new settings.
    await db
      .insert(mediaJobs)
      .values(rows.slice(i, i + 400))
      .onConflictDoUpdate({ target: [mediaJobs.hash, mediaJobs.format, mediaJobs.width], set: { attempts: 0, lastError: null } });
  }
  mediaQueueFor(db)?.kick();
  return rows.length;
}
