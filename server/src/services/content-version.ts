import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contentVersion } from '../db/schema';

/**
 * Public answers are cached per content version. Every write to public content (gallery, hero
 * images, categories, blog posts, finished media derivatives) must call this.
 */
export async function bumpContentVersion(db: Db): Promise<void> {
  await db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });
}

/** The current content version: one primary-key read. */
export async function getContentVersion(db: Db): Promise<number> {
  const row = await db.select({ v: contentVersion.version }).from(contentVersion).where(eq(contentVersion.id, 1)).get();
  return row?.v ?? 0;
}

/** The statement that bumps the version, for use inside a `db.batch` with the write itself. */
export function bumpStatement(db: Db) {
  return db
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: contentVersion.id, set: { version: sql`${contentVersion.version} + 1` } });
}
