import type { AdminGalleryFilter, BulkEditUpdates, GalleryBulkJob, GalleryBulkJobRequestSchema } from '@portfolio/shared';
import { and, eq, gt, inArray, isNull, lt, lte, max, or, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { galleryBulkJobs, galleryItems } from '../db/schema';
import { AppError } from '../lib/app-error';
import { assertCategoriesExist } from './categories.service';
import { appendStatements, assertCollectionExists } from '../collections/collections.service';
import { bumpStatement, contentChanged } from '../lib/content-version';
import { adminScope, bulkEditStatements, deleteItemsStatements } from './gallery.service';
import { galleryConditions, galleryTotal } from './gallery-query';

/*
 * Bulk edit, publish, unpublish, delete and add to a collection of the back-office gallery as one background job per
 * request: the selection (chosen ids, or every item matching a filter when the job starts) is
 * walked in id order, BATCH items at a time. Each batch and the job's new position commit in one
 * transaction, so a crash or restart loses at most the batch in flight, which runs again; no batch
 * is applied twice. A lease (claimed_by/claimed_until) keeps two server instances off one job.
 */

export const BULK_JOB_NOT_FOUND = 'Bulk job not found';

/** Items per transaction: a short write lock, and memory that does not grow with the selection. */
export const BULK_JOB_BATCH = 500;
/** How long a claim holds without news; renewed with every batch. */
const LEASE_MS = 60_000;

type JobRow = typeof galleryBulkJobs.$inferSelect;
type JobRequest = z.output<typeof GalleryBulkJobRequestSchema>;
type Selection = { itemIds: number[] } | { filter: AdminGalleryFilter };

const toJob = (r: JobRow): GalleryBulkJob => ({
  id: r.id,
  action: r.action,
  status: r.status,
  total: r.total,
  done: r.done,
  changed: r.changed,
  skipped: r.skipped,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** The selection's conditions: its ids, or its filter as the back-office gallery applies it. */
function selectionConditions(selection: Selection) {
  // A client gallery's private photos are never part of a bulk change (never published, edited there).
  return 'itemIds' in selection ? [inArray(galleryItems.id, selection.itemIds), eq(galleryItems.isPrivate, false)] : galleryConditions(selection.filter, adminScope);
}

/** Records a job over the selection as it stands now (its size, and the newest item it may touch). */
export async function createBulkJob(db: Db, request: JobRequest): Promise<GalleryBulkJob> {
  if (request.action === 'edit') await assertCategoriesExist(db, request.updates?.categoryIds ?? []);
  if (request.action === 'collect') await assertCollectionExists(db, request.collectionId!);
  const updates = request.action === 'collect' ? { collectionId: request.collectionId! } : (request.updates ?? null);
  const selection: Selection = 'itemIds' in request.selection ? { itemIds: [...new Set(request.selection.itemIds)] } : { filter: request.selection.filter };
  const newest = await db.select({ id: max(galleryItems.id) }).from(galleryItems).get();
  const maxItemId = newest?.id ?? 0;
  let total: number;
  let skipped = 0;
  if ('itemIds' in selection) {
    // Private photos among the chosen ids are counted apart: the job leaves them out and says so.
    const counted = await db
      .select({ n: sql<number>`count(*)`, privates: sql<number>`coalesce(sum(${galleryItems.isPrivate}), 0)` })
      .from(galleryItems)
      .where(inArray(galleryItems.id, selection.itemIds))
      .get();
    skipped = Number(counted?.privates ?? 0);
    total = Number(counted?.n ?? 0) - skipped;
  } else total = await galleryTotal(db, selection.filter, adminScope);
  const row = await db
    .insert(galleryBulkJobs)
    .values({ action: request.action, selection, updates, maxItemId, total, skipped, status: total === 0 ? 'done' : 'queued', finishedAt: total === 0 ? new Date() : null })
    .returning()
    .get();
  return toJob(row);
}

export async function getBulkJob(db: Db, id: number): Promise<GalleryBulkJob> {
  const row = await db.select().from(galleryBulkJobs).where(eq(galleryBulkJobs.id, id)).get();
  if (!row) throw new AppError('not_found', BULK_JOB_NOT_FOUND);
  return toJob(row);
}

/** Jobs still queued or running, oldest first (the admin shows their progress after a reload). */
export async function activeBulkJobs(db: Db): Promise<GalleryBulkJob[]> {
  const rows = await db.select().from(galleryBulkJobs).where(inArray(galleryBulkJobs.status, ['queued', 'running'])).orderBy(galleryBulkJobs.id);
  return rows.map(toJob);
}

/** Takes the oldest open job no other instance holds; null when there is none. */
export async function claimJob(db: Db, instanceId: string, now = Date.now()): Promise<JobRow | null> {
  const open = and(inArray(galleryBulkJobs.status, ['queued', 'running']), or(isNull(galleryBulkJobs.claimedUntil), lt(galleryBulkJobs.claimedUntil, new Date(now)), eq(galleryBulkJobs.claimedBy, instanceId)));
  const next = await db.select({ id: galleryBulkJobs.id }).from(galleryBulkJobs).where(open).orderBy(galleryBulkJobs.id).limit(1).get();
  if (!next) return null;
  const claimed = await db
    .update(galleryBulkJobs)
    .set({ status: 'running', claimedBy: instanceId, claimedUntil: new Date(now + LEASE_MS) })
    .where(and(eq(galleryBulkJobs.id, next.id), open))
    .returning()
    .get();
  return claimed ?? null;
}

/**
 * Runs one batch of the job: the next items of its selection after its position, changed and the
 * position moved in one transaction. Returns false once the job is finished.
 */
export async function runBulkBatch(db: Db, job: JobRow, instanceId: string, batch = BULK_JOB_BATCH): Promise<boolean> {
  const rows = await db
    .select({ id: galleryItems.id, isPublished: galleryItems.isPublished })
    .from(galleryItems)
    .where(and(...selectionConditions(job.selection as Selection), gt(galleryItems.id, job.lastItemId), lte(galleryItems.id, job.maxItemId)))
    .orderBy(galleryItems.id)
    .limit(batch);
  const mine = and(eq(galleryBulkJobs.id, job.id), eq(galleryBulkJobs.claimedBy, instanceId));
  if (rows.length === 0) {
    await db.update(galleryBulkJobs).set({ status: 'done', finishedAt: new Date(), claimedBy: null, claimedUntil: null }).where(mine);
    return false;
  }
  const ids = rows.map((r) => r.id);
  const { statements, changed } = await actionOf(db, job, rows);
  const lastItemId = ids.at(-1)!;
  await db.batch([
    bumpStatement(db),
    ...statements,
    db
      .update(galleryBulkJobs)
      .set({
        lastItemId,
        done: sql`${galleryBulkJobs.done} + ${ids.length}`,
        changed: sql`${galleryBulkJobs.changed} + ${changed}`,
        claimedUntil: new Date(Date.now() + LEASE_MS),
      })
      .where(mine),
  ]);
  contentChanged(db);
  job.lastItemId = lastItemId;
  return true;
}

/** The statements of one batch for the job's action, and how many of its items they change. */
async function actionOf(db: Db, job: JobRow, rows: { id: number; isPublished: boolean }[]): Promise<{ statements: BatchItem<'sqlite'>[]; changed: number }> {
  const ids = rows.map((r) => r.id);
  switch (job.action) {
    case 'publish':
    case 'unpublish': {
      const target = job.action === 'publish';
      const changing = rows.filter((r) => r.isPublished !== target).map((r) => r.id);
      return { statements: changing.length ? [db.update(galleryItems).set({ isPublished: target }).where(inArray(galleryItems.id, changing))] : [], changed: changing.length };
    }
    case 'delete':
      return { statements: deleteItemsStatements(db, ids), changed: ids.length };
    case 'edit':
      return { statements: bulkEditStatements(db, ids, (job.updates ?? {}) as BulkEditUpdates), changed: ids.length };
    case 'collect': {
      // Read outside the batch's transaction: an item another request adds meanwhile is skipped by the insert (no duplicate).
      const { statements, added } = await appendStatements(db, (job.updates as { collectionId: number }).collectionId, ids);
      return { statements, changed: added };
    }
  }
}

/** Runs every open job to its end, one batch after another; resolves when none is left. */
export async function runBulkJobs(db: Db, instanceId: string): Promise<void> {
  for (let job = await claimJob(db, instanceId); job; job = await claimJob(db, instanceId)) {
    try {
      while (await runBulkBatch(db, job, instanceId)) {
        // One batch at a time; the loop yields to requests between batches.
      }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db.update(galleryBulkJobs).set({ status: 'failed', error: message, finishedAt: new Date(), claimedBy: null, claimedUntil: null }).where(eq(galleryBulkJobs.id, job.id));
    }
  }
}

const running = new WeakMap<Db, Promise<void>>();

/**
 * Starts the runner of this process when it is idle (a new job, or the server's start with jobs
 * left from before a restart); a job recorded while it runs is taken up before it stops.
 */
export function kickBulkJobs(db: Db, instanceId: string): Promise<void> {
  const current = running.get(db);
  if (current) {
    const again = current.then(() => kickBulkJobs(db, instanceId));
    return again;
  }
  const run = runBulkJobs(db, instanceId).finally(() => running.delete(db));
  running.set(db, run);
  return run;
}
