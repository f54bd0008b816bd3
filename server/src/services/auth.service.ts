import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_ADMIN_USERNAME } from '@portfolio/shared';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type UserRow } from '../db/mappers';
import { adminUsers, loginFailures, sessions } from '../db/schema';
import { AppError } from '../lib/app-error';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;
export const INVALID_CREDENTIALS = 'Invalid credentials';
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please try again in 15 minutes.';

export const hashPassword = (password: string) => Bun.password.hash(password, { algorithm: 'argon2id' });

/** Compared against when the username is unknown, so both cases take the same time. */
let dummyHash: Promise<string> | null = null;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the opaque token; only its sha256 is stored. */
export async function createSession(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.batch([
    db.delete(sessions).where(lt(sessions.expiresAt, new Date(now))),
    db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt: new Date(now + ttlHours * 3600_000) }),
  ]);
  return token;
}

/** The user behind a live session, or null (missing, unknown or expired token). */
export async function userForToken(db: Db, token: string): Promise<UserRow | null> {
  const row = await db
    .select({ user: adminUsers })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .get();
  return row?.user ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Checks credentials with a limit per IP and per username: after 10 failures within 15 minutes
 * further attempts get 429 until the window passes. Updates lastLogin on success.
 */
export async function login(db: Db, username: string, password: string, ip: string): Promise<UserRow> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [byIp, byUser] = await db.batch([
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since))),
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.username, username), gt(loginFailures.at, since))),
  ]);
  if ((byIp[0]?.n ?? 0) >= LOGIN_MAX_FAILURES || (byUser[0]?.n ?? 0) >= LOGIN_MAX_FAILURES) {
    throw new AppError('rate_limited', TOO_MANY_LOGINS);
  }
  const user = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).get();
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await Bun.password.verify(password, user?.passwordHash ?? (await dummyHash)).catch(() => false);
  if (!user || !ok) {
    await db.batch([
      db.delete(loginFailures).where(lt(loginFailures.at, since)),
      db.insert(loginFailures).values({ ip, username, at: new Date() }),
    ]);
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  const lastLogin = new Date();
  await db.update(adminUsers).set({ lastLogin }).where(eq(adminUsers.id, user.id));
  return { ...user, lastLogin };
}

/**
 * On a first start with no admin users, creates `admin` with ADMIN_PASSWORD, or with a random
 * password that is printed once to the server log (it is never shown in any UI).
 */
export async function ensureDefaultAdmin(
  db: Db,
  adminPassword: string | undefined,
  log: (line: string) => void = console.log,
): Promise<void> {
  const existing = await db.select({ n: count() }).from(adminUsers).get();
  if ((existing?.n ?? 0) > 0) return;
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await db
    .insert(adminUsers)
    .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash: await hashPassword(password) })
    .onConflictDoNothing();
  if (!adminPassword) {
    log(`Created the default admin user "${DEFAULT_ADMIN_USERNAME}" with password: ${password}  (shown once; change it in Admin > Users)`);
  } else {
    log(`Created the default admin user "${DEFAULT_ADMIN_USERNAME}" with the password from ADMIN_PASSWORD`);
  }
}
