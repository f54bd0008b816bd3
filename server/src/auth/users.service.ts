import { type AdminUser, type AdminUserListItem, DEFAULT_ADMIN_USERNAME } from '@portfolio/shared';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { toAdminUser } from '../db/mappers';
import { adminUsers, sessions } from '../db/schema';
import { AppError } from '../lib/app-error';
import { endSessionsOf, hashPassword, isCurrentPassword, sessionSummaries } from './auth.service';
import { assertAcceptablePassword } from './password-policy';

export const USERNAME_TAKEN = 'Username already exists';
export const CANNOT_DELETE_DEFAULT = 'Cannot delete the default admin user';
export const CANNOT_RENAME_DEFAULT = 'Cannot rename the default admin user';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to set a new one';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct';

/** Who is making a change: their user id and their session token. */
export interface Actor {
  userId: number;
  token: string;
}

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

/** The users with their live sessions (admin users are a handful: the list is whole). */
export async function listUsers(db: Db): Promise<AdminUserListItem[]> {
  const [rows, live] = await Promise.all([db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id)), sessionSummaries(db)]);
  return rows.map((row) => {
    const s = live.get(row.id);
    return { ...toAdminUser(row), activeSessions: s?.count ?? 0, lastActive: s?.lastUsedAt?.toISOString() ?? null };
  });
}

export async function createUser(db: Db, input: { username: string; password: string; fullName?: string | null }): Promise<AdminUser> {
  await assertUsernameFree(db, input.username);
  assertAcceptablePassword(input.password);
  const row = await db
    .insert(adminUsers)
    .values({ username: input.username, passwordHash: await hashPassword(input.password), fullName: input.fullName ?? null })
    .returning()
    .get()
    .catch(conflictOnUnique);
  return toAdminUser(row);
}

/**
 * An empty password keeps the current one. The default admin keeps its name. A new password ends
 * every session of that user but the actor's own; one's own needs the current password (any admin
 * may set another admin's, as the spec allows).
 */
export async function updateUser(
  db: Db,
  id: number,
  input: { username?: string; password?: string; currentPassword?: string; fullName?: string | null },
  actor: Actor,
): Promise<AdminUser> {
  const current = await getRow(db, id);
  // Left out, the name stays; the other fields too.
  const username = input.username ?? current.username;
  if (current.username === DEFAULT_ADMIN_USERNAME && username !== DEFAULT_ADMIN_USERNAME) {
    throw new AppError('bad_request', CANNOT_RENAME_DEFAULT);
  }
  await assertUsernameFree(db, username, id);
  if (input.password) {
    assertAcceptablePassword(input.password);
    if (id === actor.userId) {
      if (!input.currentPassword) throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED);
      if (!(await isCurrentPassword(db, id, input.currentPassword))) throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
    }
  }
  const row = await db
    .update(adminUsers)
    .set({
      username,
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
    })
    .where(eq(adminUsers.id, id))
    .returning()
    .get()
    .catch(conflictOnUnique);
  if (input.password) await endSessionsOf(db, id, id === actor.userId ? actor.token : undefined);
  return toAdminUser(row);
}

/** Ends a user's sessions from the user list; the actor's own session stays. */
export async function endUserSessions(db: Db, id: number, actor: Actor): Promise<void> {
  await getRow(db, id);
  await endSessionsOf(db, id, id === actor.userId ? actor.token : undefined);
}

function fieldError(path: string, message: string): AppError {
  return new AppError('bad_request', message, [{ path, message }]);
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  const current = await getRow(db, id);
  if (current.username === DEFAULT_ADMIN_USERNAME) throw new AppError('forbidden', CANNOT_DELETE_DEFAULT);
  // Sessions go with the user (also done by the FK cascade when foreign keys are on).
  await db.batch([db.delete(sessions).where(eq(sessions.userId, id)), db.delete(adminUsers).where(eq(adminUsers.id, id))]);
}
