import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_ADMIN_USERNAME } from '@portfolio/shared';
import { and, count, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
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

/** How often a session's last use is written: once a minute is enough for "last active". */
const LAST_USE_STEP_MS = 60_000;

/** The user behind a live session, or null (missing, unknown or expired token). Notes its use. */
export async function userForToken(db: Db, token: string): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const row = await db
    .select({ user: adminUsers, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date(now))))
    .get();
  if (!row) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USE_STEP_MS) {
    const stale = new Date(now - LAST_USE_STEP_MS);
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(sessions.tokenHash, tokenHash), or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, stale))));
  }
  return row.user;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, except the one with `keepToken` (the caller's own) when given. */
export async function endSessionsOf(db: Db, userId: number, keepToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))) : eq(sessions.userId, userId));
}

/** Live sessions per user: how many, and when one was last used. */
export async function sessionSummaries(db: Db): Promise<Map<number, { count: number; lastUsedAt: Date | null }>> {
  const rows = await db
    .select({ userId: sessions.userId, n: count(), last: sql<number | null>`max(coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}))` })
    .from(sessions)
    .where(gt(sessions.expiresAt, new Date()))
    .groupBy(sessions.userId);
  return new Map(rows.map((r) => [r.userId, { count: r.n, lastUsedAt: r.last === null ? null : new Date(Number(r.last)) }]));
}

/** Whether `password` is this user's current password. */
export async function isCurrentPassword(db: Db, userId: number, password: string): Promise<boolean> {
  const user = await db.select({ hash: adminUsers.passwordHash }).from(adminUsers).where(eq(adminUsers.id, userId)).get();
  return !!user && (await Bun.password.verify(password, user.hash).catch(() => false));
}

export interface LoginLimits {
  /** Attempts from one client address within the window before that address is refused (429). */
  perAddress: number;
  windowMs: number;
  /** Failures from all addresses within the window before the global slow-down starts. */
  sprayThreshold: number;
  /** Failures for one username within the window before attempts for it are slowed down. */
  perUsernameThreshold: number;
  /** Added wait per failure above a threshold, up to slowdownMaxMs. */
  slowdownStepMs: number;
  slowdownMaxMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_WINDOW_MS,
  sprayThreshold: 30,
  perUsernameThreshold: LOGIN_MAX_FAILURES,
  slowdownStepMs: 25,
  slowdownMaxMs: 2000,
};

/**
 * Attempts from addresses that already failed take turns while a spray is on (per server
 * instance), each waiting its slow-down inside its turn, so a spray gets about one guess per
 * slow-down interval however many connections it opens.
 */
let sprayGate: Promise<void> = Promise.resolve();

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const before = sprayGate;
  let release!: () => void;
  sprayGate = new Promise<void>((r) => (release = r));
  await before;
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * Records an attempt from `ip` unless that address already has `perAddress` attempts in the
 * window, in one statement: the database runs it atomically, so parallel attempts (on any
 * instance) cannot all pass the count before any is written. Returns the attempt's row id, or
 * null when the address is refused.
 */
async function claimAttempt(db: Db, ip: string, username: string, since: Date, limits: LoginLimits): Promise<number | null> {
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO ${loginFailures} (ip, username, at)
    SELECT ${ip}, ${username.slice(0, 200)}, ${Date.now()}
    WHERE (SELECT count(*) FROM ${loginFailures} WHERE ip = ${ip} AND at > ${since.getTime()}) < ${limits.perAddress}
    RETURNING id`);
  return rows[0]?.id ?? null;
}

/**
 * Checks credentials. An attempt is counted before its password is verified (and forgotten
 * again when it succeeds), so no more than `perAddress` passwords per address and window are
 * ever verified, however many arrive at once and on however many instances.
 *  - an address with `perAddress` attempts within the window is refused (429) until they age out;
 *  - a username with more than `perUsernameThreshold` failures within the window (from any
 *    address) is slowed down, never refused: the right password from a new address still signs
 *    in, so the owner is never locked out (after Ghost, which keys its limits on the address);
 *  - above `sprayThreshold` failures from all addresses together, attempts from addresses that
 *    have failed before wait a growing slow-down and take turns; a fresh address is not held up.
 * An unknown username is checked against a dummy hash and answers the same message, so neither
 * the answer nor its timing tells whether the username exists. Updates lastLogin on success.
 */
export async function login(db: Db, username: string, password: string, ip: string, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): Promise<UserRow> {
  const since = new Date(Date.now() - limits.windowMs);
  const [byIp, byUser, all] = await db.batch([
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since))),
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.username, username.slice(0, 200)), gt(loginFailures.at, since))),
    db.select({ n: count() }).from(loginFailures).where(gt(loginFailures.at, since)),
  ]);
  const attempt = await claimAttempt(db, ip, username, since, limits);
  if (attempt === null) throw new AppError('rate_limited', TOO_MANY_LOGINS);
  const ipFailures = byIp[0]?.n ?? 0;
  const userDelay = Math.min(limits.slowdownMaxMs, Math.max(0, (byUser[0]?.n ?? 0) - limits.perUsernameThreshold) * limits.slowdownStepMs);
  return sprayPaced({ byAddress: ipFailures, all: all[0]?.n ?? 0 }, limits, async () => {
    if (userDelay > 0) await Bun.sleep(userDelay);
    return checkPassword(db, username, password, attempt, since);
  });
}

/**
 * The spray slow-down of `login`, for any password check: above `sprayThreshold` failures from all
 * addresses, an address that failed before waits a growing slow-down and takes its turn; a fresh
 * address is not held up.
 */
export async function sprayPaced<T>(failures: { byAddress: number; all: number }, limits: LoginLimits, check: () => Promise<T>): Promise<T> {
  const over = failures.all - limits.sprayThreshold;
  if (over <= 0 || failures.byAddress === 0) return check();
  return inTurn(async () => {
    await Bun.sleep(Math.min(limits.slowdownMaxMs, over * limits.slowdownStepMs));
    return check();
  });
}

async function checkPassword(db: Db, username: string, password: string, attempt: number, since: Date): Promise<UserRow> {
  const user = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).get();
  // Awaited for known users too, so the first unknown username is not slower than the rest.
  const dummy = await (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
  const ok = await Bun.password.verify(password, user?.passwordHash ?? dummy).catch(() => false);
  if (!user || !ok) {
    // The attempt's row stays as the failure; rows older than the window go.
    await db.delete(loginFailures).where(lt(loginFailures.at, since));
    throw new AppError('unauthorized', INVALID_CREDENTIALS);
  }
  const lastLogin = new Date();
  await db.batch([
    db.delete(loginFailures).where(eq(loginFailures.id, attempt)),
    db.update(adminUsers).set({ lastLogin }).where(eq(adminUsers.id, user.id)),
  ]);
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
