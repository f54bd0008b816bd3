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

export interface LoginLimits {
  /** Failures from one client address within the window before that address is refused (429). */
  perAddress: number;
  windowMs: number;
  /** Failures from all addresses within the window before the global slow-down starts. */
  sprayThreshold: number;
  /** Added wait per failure above the threshold, up to slowdownMaxMs. */
  slowdownStepMs: number;
  slowdownMaxMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAddress: LOGIN_MAX_FAILURES,
  windowMs: LOGIN_WINDOW_MS,
  sprayThreshold: 30,
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
 * Checks credentials. Limits count per client address, never per username: failures from other
 * addresses can slow the owner down but never refuse the right password from a new address
 * (after Ghost, which moved its limits to the client address, PR #15336).
 *  - an address with `perAddress` failures within the window is refused (429) until they age out;
 *  - above `sprayThreshold` failures from all addresses together, attempts from addresses that
 *    have failed before wait a growing slow-down and take turns; a fresh address is not held up.
 * An unknown username is checked against a dummy hash and answers the same message, so neither
 * the answer nor its timing tells whether the username exists. Updates lastLogin on success.
 */
export async function login(db: Db, username: string, password: string, ip: string, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): Promise<UserRow> {
  const since = new Date(Date.now() - limits.windowMs);
  const [byIp, all] = await db.batch([
    db.select({ n: count() }).from(loginFailures).where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since))),
    db.select({ n: count() }).from(loginFailures).where(gt(loginFailures.at, since)),
  ]);
  return withAttemptLimits({ byAddress: byIp[0]?.n ?? 0, all: all[0]?.n ?? 0 }, limits, () => new AppError('rate_limited', TOO_MANY_LOGINS), () =>
    checkPassword(db, username, password, ip, since),
  );
}

/**
 * The limits of `login`, for any password check: `failures` are those of the window, from this
 * address and from all addresses; `tooMany` is the error for an address over its limit.
 */
export async function withAttemptLimits<T>(
  failures: { byAddress: number; all: number },
  limits: LoginLimits,
  tooMany: () => Error,
  check: () => Promise<T>,
): Promise<T> {
  if (failures.byAddress >= limits.perAddress) throw tooMany();
  const over = failures.all - limits.sprayThreshold;
  if (over <= 0 || failures.byAddress === 0) return check();
  const delay = Math.min(limits.slowdownMaxMs, over * limits.slowdownStepMs);
  return inTurn(async () => {
    await Bun.sleep(delay);
    return check();
  });
}

async function checkPassword(db: Db, username: string, password: string, ip: string, since: Date): Promise<UserRow> {
  const user = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).get();
  // Awaited for known users too, so the first unknown username is not slower than the rest.
  const dummy = await (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
  const ok = await Bun.password.verify(password, user?.passwordHash ?? dummy).catch(() => false);
  if (!user || !ok) {
    await db.batch([
      db.delete(loginFailures).where(lt(loginFailures.at, since)),
      db.insert(loginFailures).values({ ip, username: username.slice(0, 200), at: new Date() }),
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
