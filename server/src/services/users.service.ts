import { type AdminUser, DEFAULT_ADMIN_USERNAME } from '@portfolio/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { toAdminUser } from '../db/mappers';
import { adminUsers, sessions } from '../db/schema';
import { AppError } from '../lib/app-error';
import { hashPassword } from './auth.service';

export const USERNAME_TAKEN = 'Username already exists';
export const CANNOT_DELETE_DEFAULT = 'Cannot delete the default admin user';
export const CANNOT_RENAME_DEFAULT = 'Cannot rename the default admin user';

async function getRow(db: Db, id: number) {
  const row = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).get();
  if (!row) throw new AppError('not_found', 'User not found');
  return row;
}

async function assertUsernameFree(db: Db, username: string, exceptId?: number) {
  const clash = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(exceptId ? and(eq(adminUsers.username, username), ne(adminUsers.id, exceptId)) : eq(adminUsers.username, username))
    .get();
  if (clash) throw new AppError('conflict', USERNAME_TAKEN);
}

/** A unique-index failure raced past the check above: report it the same way. */
function conflictOnUnique(err: unknown): never {
  if (String((err as Error)?.message ?? err).includes('UNIQUE')) throw new AppError('conflict', USERNAME_TAKEN);
  throw err;
}

export async function getUser(db: Db, id: number): Promise<AdminUser> {
  return toAdminUser(await getRow(db, id));
}

export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
  return rows.map(toAdminUser);
}

export async function createUser(db: Db, input: { username: string; password: string; fullName?: string | null }): Promise<AdminUser> {
  await assertUsernameFree(db, input.username);
  const row = await db
    .insert(adminUsers)
    .values({ username: input.username, passwordHash: await hashPassword(input.password), fullName: input.fullName ?? null })
    .returning()
    .get()
    .catch(conflictOnUnique);
  return toAdminUser(row);
}

/** An empty password keeps the current one. The default admin keeps its name. */
export async function updateUser(
  db: Db,
  id: number,
  input: { username: string; password?: string; fullName?: string | null },
): Promise<AdminUser> {
  const current = await getRow(db, id);
  if (current.username === DEFAULT_ADMIN_USERNAME && input.username !== DEFAULT_ADMIN_USERNAME) {
    throw new AppError('bad_request', CANNOT_RENAME_DEFAULT);
  }
  await assertUsernameFree(db, input.username, id);
  const row = await db
    .update(adminUsers)
    .set({
      username: input.username,
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
    })
    .where(eq(adminUsers.id, id))
    .returning()
    .get()
    .catch(conflictOnUnique);
  return toAdminUser(row);
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  const current = await getRow(db, id);
  if (current.username === DEFAULT_ADMIN_USERNAME) throw new AppError('forbidden', CANNOT_DELETE_DEFAULT);
  // Sessions go with the user (also done by the FK cascade when foreign keys are on).
  await db.batch([db.delete(sessions).where(eq(sessions.userId, id)), db.delete(adminUsers).where(eq(adminUsers.id, id))]);
}
