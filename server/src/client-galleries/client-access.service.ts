import { randomBytes } from 'node:crypto';
import { type ClientGalleryView, type ResponsiveImage, clientPaths } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { altOf, languageOf, localized } from '../db/mappers';
import {
  clientGalleries,
  clientGalleryFailures,
  clientGalleryFavourites,
  clientGalleryItems,
  clientGallerySessions,
  clientGalleryVisits,
  galleryItems,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import { iso } from '../lib/dates';
import { mediaByKey } from '../media/assets';
import { DEFAULT_LOGIN_LIMITS, hashToken, type LoginLimits, sprayPaced } from '../auth/auth.service';
import { type ClientGalleryRow, galleryState, shownMessage } from './client-galleries.service';
import { CLIENT_TEXT } from './client-gallery-text';
import { utcDay, visitorHash } from '../stats/visitor-stats.service';

/** A client's session lasts a week, or until the address changes, the password changes or the gallery closes. */
const SESSION_MS = 7 * 24 * 3600_000;

/** The open gallery at `token`; 404 for an unknown address, 410 for a revoked or ended one. */
export async function openGallery(db: Db, token: string, language: Language): Promise<ClientGalleryRow> {
  const row = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await db.select().from(clientGalleries).where(eq(clientGalleries.token, token)).get() : undefined;
  if (!row) throw new AppError('not_found', CLIENT_TEXT[language].notFound);
  if (galleryState(row) !== 'open') throw new AppError('gone', CLIENT_TEXT[language].gone);
  return row;
}

/** Whether the address names a gallery, and whether it still answers (for the page's status). */
export async function galleryStatus(db: Db, token: string): Promise<'open' | 'gone' | 'missing'> {
  try {
    await openGallery(db, token, 'en');
    return 'open';
  } catch (err) {
    return err instanceof AppError && err.code === 'gone' ? 'gone' : 'missing';
  }
}

export async function newSession(db: Db, galleryId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.batch([
    db.delete(clientGallerySessions).where(lt(clientGallerySessions.expiresAt, new Date(now))),
    db.insert(clientGallerySessions).values({ tokenHash: hashToken(token), galleryId, expiresAt: new Date(now + SESSION_MS) }),
  ]);
  return token;
}

/** True when the gallery needs no password, or the cookie holds a live session of this gallery. */
export async function hasAccess(db: Db, row: ClientGalleryRow, sessionToken: string | undefined): Promise<boolean> {
  if (!row.passwordHash) return true;
  if (!sessionToken) return false;
  const found = await db
    .select({ id: clientGallerySessions.galleryId })
    .from(clientGallerySessions)
    .where(and(eq(clientGallerySessions.tokenHash, hashToken(sessionToken)), eq(clientGallerySessions.galleryId, row.id), gt(clientGallerySessions.expiresAt, new Date())))
    .get();
  return !!found;
}

export async function requireAccess(db: Db, row: ClientGalleryRow, sessionToken: string | undefined, language: Language): Promise<void> {
  if (!(await hasAccess(db, row, sessionToken))) throw new AppError('unauthorized', CLIENT_TEXT[language].passwordNeeded);
}

/**
 * Checks a gallery's password with the sign-in's limits, counted per client address only: an
 * attempt is recorded before the password is verified (one statement, so parallel attempts cannot
 * all pass the count) and forgotten again when it succeeds. Wrong passwords from elsewhere may slow
 * a guesser down but never refuse the client the right one.
 */
export async function checkGalleryPassword(db: Db, row: ClientGalleryRow, password: string, ip: string, language: Language, limits: LoginLimits = DEFAULT_LOGIN_LIMITS): Promise<string> {
  const since = new Date(Date.now() - limits.windowMs);
  const address = ip.slice(0, 64);
  const [byIp, all] = await db.batch([
    db.select({ n: count() }).from(clientGalleryFailures).where(and(eq(clientGalleryFailures.ip, address), gt(clientGalleryFailures.at, since))),
    db.select({ n: count() }).from(clientGalleryFailures).where(gt(clientGalleryFailures.at, since)),
  ]);
  const claimed = await db.all<{ id: number }>(sql`
    INSERT INTO ${clientGalleryFailures} (ip, gallery_id, at)
    SELECT ${address}, ${row.id}, ${Date.now()}
    WHERE (SELECT count(*) FROM ${clientGalleryFailures} WHERE ip = ${address} AND at > ${since.getTime()}) < ${limits.perAddress}
    RETURNING id`);
  const attempt = claimed[0]?.id;
  if (attempt === undefined) throw new AppError('rate_limited', CLIENT_TEXT[language].tooMany);
  return sprayPaced({ byAddress: byIp[0]?.n ?? 0, all: all[0]?.n ?? 0 }, limits, async () => {
    const ok = row.passwordHash ? await Bun.password.verify(password, row.passwordHash).catch(() => false) : true;
    if (!ok) {
      // The attempt's row stays as the failure; rows older than the window go.
      await db.delete(clientGalleryFailures).where(lt(clientGalleryFailures.at, since));
      throw new AppError('unauthorized', CLIENT_TEXT[language].wrongPassword);
    }
    await db.delete(clientGalleryFailures).where(eq(clientGalleryFailures.id, attempt));
    return newSession(db, row.id);
  });
}

/** One opening of the gallery, counted like the site's statistics: a visitor is a browser on one UTC day, without a cookie. */
export async function recordVisit(db: Db, galleryId: number, visitor: { ip: string; userAgent: string }, now = Date.now()): Promise<void> {
  const day = utcDay(now);
  const hash = await visitorHash(db, day, visitor);
  const at = new Date(now);
  await db.batch([
    db
      .insert(clientGalleryVisits)
      .values({ galleryId, day, visitor: hash })
      .onConflictDoUpdate({ target: [clientGalleryVisits.galleryId, clientGalleryVisits.day, clientGalleryVisits.visitor], set: { views: sql`${clientGalleryVisits.views} + 1` } }),
    db
      .update(clientGalleries)
      .set({ firstOpenedAt: sql`coalesce(${clientGalleries.firstOpenedAt}, ${at.getTime()})`, lastOpenedAt: at })
      .where(eq(clientGalleries.id, galleryId)),
  ]);
}

/** A derivative's URL rewritten to this gallery's file route (the only way to a private file). */
const throughGallery = (token: string, url: string) => clientPaths.file(token, url.slice(url.lastIndexOf('/') + 1));

function imageThroughGallery(token: string, image: ResponsiveImage | null): ResponsiveImage | null {
  if (!image) return null;
  const map = (list: ResponsiveImage['webp']) => list.map((s) => ({ ...s, url: throughGallery(token, s.url) }));
  return { ...image, avif: map(image.avif), webp: map(image.webp), fallback: throughGallery(token, image.fallback) };
}

const PAGE = 120;

/** What the client sees: the gallery in their language and one page of photos in order, with their hearts. */
export async function clientView(db: Db, row: ClientGalleryRow, language: Language, cursor?: string): Promise<ClientGalleryView> {
  const after = cursor?.split('.').map(Number);
  const keyset = after && after.length === 2 && after.every(Number.isFinite) ? sql`(${clientGalleryItems.position}, ${clientGalleryItems.itemId}) > (${after[0]}, ${after[1]})` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: galleryItems.id,
        title: galleryItems.title,
        titleEn: galleryItems.titleEn,
        titleSv: galleryItems.titleSv,
        alt: galleryItems.alt,
        altEn: galleryItems.altEn,
        altSv: galleryItems.altSv,
        mediaHash: galleryItems.mediaHash,
        width: galleryItems.width,
        height: galleryItems.height,
        position: clientGalleryItems.position,
        favAt: clientGalleryFavourites.createdAt,
        comment: clientGalleryFavourites.comment,
      })
      .from(clientGalleryItems)
      .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
      .leftJoin(clientGalleryFavourites, and(eq(clientGalleryFavourites.galleryId, row.id), eq(clientGalleryFavourites.itemId, galleryItems.id)))
      .where(and(eq(clientGalleryItems.galleryId, row.id), keyset))
      .orderBy(asc(clientGalleryItems.position), asc(clientGalleryItems.itemId))
      .limit(PAGE + 1),
    db.select({ n: count() }).from(clientGalleryItems).where(eq(clientGalleryItems.galleryId, row.id)).get(),
  ]);
  const page = rows.slice(0, PAGE);
  const media = await mediaByKey(db, page.map((r) => r.mediaHash));
  const last = page.at(-1);
  return {
    name: row.name,
    ...shownMessage(row, language),
    downloads: row.downloads,
    expiresOn: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null,
    photos: page.map((r) => {
      const view = r.mediaHash ? media.get(r.mediaHash) : undefined;
      return {
        id: r.id,
        title: localized(language, r.title, r.titleEn, r.titleSv),
        titleLang: languageOf(language, r.titleEn, r.titleSv),
        ...altOf(r, language),
        width: view?.width ?? r.width,
        height: view?.height ?? r.height,
        image: imageThroughGallery(row.token, view?.image ?? null),
        favourite: r.favAt !== null,
        comment: r.comment,
      };
    }),
    next: rows.length > PAGE && last ? `${last.position}.${last.id}` : null,
    total: total?.n ?? 0,
    selectionSentAt: iso(row.selectionSentAt),
  };
}

async function assertInGallery(db: Db, galleryId: number, itemId: number, language: Language) {
  const found = await db
    .select({ id: clientGalleryItems.itemId })
    .from(clientGalleryItems)
    .where(and(eq(clientGalleryItems.galleryId, galleryId), eq(clientGalleryItems.itemId, itemId)))
    .get();
  if (!found) throw new AppError('not_found', CLIENT_TEXT[language].photoNotFound);
}

export async function setFavourite(db: Db, row: ClientGalleryRow, itemId: number, comment: string | null, language: Language): Promise<void> {
  await assertInGallery(db, row.id, itemId, language);
  await db
    .insert(clientGalleryFavourites)
    .values({ galleryId: row.id, itemId, comment })
    .onConflictDoUpdate({ target: [clientGalleryFavourites.galleryId, clientGalleryFavourites.itemId], set: { comment } });
}

export async function removeFavourite(db: Db, row: ClientGalleryRow, itemId: number): Promise<void> {
  await db.delete(clientGalleryFavourites).where(and(eq(clientGalleryFavourites.galleryId, row.id), eq(clientGalleryFavourites.itemId, itemId)));
}

export async function favouriteCount(db: Db, galleryId: number): Promise<number> {
  return (await db.select({ n: count() }).from(clientGalleryFavourites).where(eq(clientGalleryFavourites.galleryId, galleryId)).get())?.n ?? 0;
}
