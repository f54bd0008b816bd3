import { eq, sql } from 'drizzle-orm';
import type { BatchItem, BatchResponse } from 'drizzle-orm/batch';
import type { Db } from '../db/db-type';
import { contentVersion } from '../db/schema';
import { type Clock, systemClock } from './clock';

/**
 * How long this process trusts the version it last read. Writes made by this process are seen at
 * once (they clear it); writes by another server instance on the same database show up within this time.
 */
const REFRESH_MS = 1000;

interface Known {
  version: number;
  readAt: number;
}
const known = new WeakMap<Db, Known>();
/** Bumped by every local write, so a read that raced a write never stores its older answer. */
const generation = new WeakMap<Db, number>();

/** Forget the known version: the next request reads it again. */
export function contentChanged(db: Db): void {
  known.delete(db);
  generation.set(db, (generation.get(db) ?? 0) + 1);
}

/** The statement that bumps the version, for use inside a `db.batch` with the write itself. */
export function bumpStatement(db: Db) {
  const now = sql`(unixepoch('subsec') * 1000)`;
  return db
    .insert(contentVersion)
    .values({ id: 1, version: 1, changedAt: now })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1`, changedAt: now } });
}

/**
 * Public answers are cached per content version. Every write to public content (gallery, hero
 * images, categories, blog posts, finished media derivatives) must call this, or go through
 * `writeContent`.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await bumpStatement(db);
  contentChanged(db);
}

/** Runs the statements and the version bump in one batch (one transaction). */
export async function writeContent<T extends [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]>(
  db: Db,
  statements: T,
): Promise<BatchResponse<T>> {
  try {
    const results = await db.batch([...statements, bumpStatement(db)] as unknown as T);
    return results as BatchResponse<T>;
  } finally {
    contentChanged(db);
  }
}

/** The content version when it was read less than REFRESH_MS ago, else undefined (then ask getContentVersion). */
export function knownContentVersion(db: Db, clock: Clock = systemClock): number | undefined {
  const k = known.get(db);
  return k && clock.now() - k.readAt < REFRESH_MS ? k.version : undefined;
}

/** The current content version: at most one primary-key read per REFRESH_MS (of `clock`). */
export async function getContentVersion(db: Db, clock: Clock = systemClock): Promise<number> {
  const now = clock.now();
  const k = known.get(db);
  if (k && now - k.readAt < REFRESH_MS) return k.version;
  const gen = generation.get(db) ?? 0;
  const row = await db.select({ v: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)).get();
  const version = row?.v ?? 0;
  if ((generation.get(db) ?? 0) === gen) known.set(db, { version, readAt: now });
  return version;
}

/** When public content last changed (null before the first write since this was kept). */
export async function contentChangedAt(db: Db): Promise<Date | null> {
  const row = await db.select({ at: contentVersion.changedAt }).from(contentVersion).where(eq(contentVersion.id, 1)).get();
  return row?.at ?? null;
}
