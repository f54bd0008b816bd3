import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/db-type';
import { sessions } from '../db/schema';
import type { Env } from '../env';
import { hashToken, userForToken } from './auth.service';

/*
 * The back-office sees every file, also those nothing public uses (unpublished photos, drafts, a
 * client gallery's photos). Its screens load them with plain <img src="/media/…">, which cannot
 * send the bearer token: the browser's back-office holds a media cookie instead, set for the
 * session when it signs in (or asks again), path /media only, HttpOnly and SameSite=Strict, so no
 * other site's page and no script can use or read it. The desktop app sends its bearer token with
 * each file instead (its main process adds the header). The cookie's key is random; its sha256 is
 * kept with the session, so ending the session ends the cookie.
 */

export const ADMIN_MEDIA_COOKIE = 'admin_media';
const COOKIE_PATH = '/media';

/** A new media key for the live session of `token` (replacing its earlier one), set as the cookie. Returns false for no such session. */
export async function grantMediaAccess(c: Context, db: Db, env: Env, token: string): Promise<boolean> {
  const key = randomBytes(32).toString('base64url');
  const row = await db
    .update(sessions)
    .set({ mediaKeyHash: hashToken(key) })
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .returning({ expiresAt: sessions.expiresAt })
    .get();
  if (!row) return false;
  setCookie(c, ADMIN_MEDIA_COOKIE, key, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: env.publicUrl.startsWith('https:'),
    maxAge: Math.max(1, Math.floor((row.expiresAt.getTime() - Date.now()) / 1000)),
  });
  return true;
}

/** Clears the media cookie (signing out). */
export function dropMediaAccess(c: Context, env: Env): void {
  deleteCookie(c, ADMIN_MEDIA_COOKIE, { path: COOKIE_PATH, secure: env.publicUrl.startsWith('https:') });
}

/** Whether the request comes from a live back-office session: its bearer token, or its media cookie. One indexed lookup. */
export async function hasMediaAccess(c: Context, db: Db): Promise<boolean> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (bearer) return (await userForToken(db, bearer[1]!)) !== null;
  const key = getCookie(c, ADMIN_MEDIA_COOKIE);
  if (!key) return false;
  const row = await db
    .select({ at: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.mediaKeyHash, hashToken(key)), gt(sessions.expiresAt, new Date())))
    .get();
  return !!row;
}
