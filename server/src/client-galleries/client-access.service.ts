import { randomBytes } from 'node:crypto';
import { type ClientGalleryView, type ResponsiveImage, type Visitor, clientPaths } from '@portfolio/shared';
import { LANGUAGES, type Language } from '@portfolio/shared/languages';
import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
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
  mediaAssets,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import { iso } from '../lib/dates';
import { mediaByKey, proofImage } from '../media/assets';
import { DEFAULT_LOGIN_LIMITS, hashToken, type LoginLimits, sprayPaced } from '../auth/auth.service';
import { type ClientGalleryRow, galleryState, shownMessage } from './client-galleries.service';
import { CLIENT_TEXT } from './client-gallery-text';
import { utcDay, visitorHash } from '../stats/visitor-stats.service';
import { readCursor } from './client-gallery-photos.service';

/** A client's session lasts a week, or until the address changes, the password changes or the gallery closes. */
const SESSION_MS = 7 * 24 * 3600_000;

export const CLIENT_SESSION_COOKIE = 'client_gallery';

/**
 * Where a gallery's session cookie is sent: its API, files and downloads (/c/<token>) and its page
 * in each language (/sv/c/<token>…), which the server draws with the photos (pages after the first
 * through "Load more" links, without scripts too). A cookie has one path, so it is set once per path.
 */
export const sessionCookiePaths = (token: string): string[] => [clientPaths.base(token), ...LANGUAGES.map((language) => clientPaths.page(language, token))];

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

export async function newSession(db: Db, galleryId: number, downloadsUnlocked = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.batch([
    db.delete(clientGallerySessions).where(lt(clientGallerySessions.expiresAt, new Date(now))),
    db.insert(clientGallerySessions).values({ tokenHash: hashToken(token), galleryId, expiresAt: new Date(now + SESSION_MS), downloadsUnlocked }),
  ]);
  return token;
}

/** The cookie's live session of this gallery, if it holds one. */
async function sessionOf(db: Db, row: ClientGalleryRow, sessionToken: string | undefined) {
  if (!sessionToken) return undefined;
  return db
    .select({ tokenHash: clientGallerySessions.tokenHash, downloadsUnlocked: clientGallerySessions.downloadsUnlocked })
    .from(clientGallerySessions)
    .where(and(eq(clientGallerySessions.tokenHash, hashToken(sessionToken)), eq(clientGallerySessions.galleryId, row.id), gt(clientGallerySessions.expiresAt, new Date())))
    .get();
}

/** What the visitor may do: see the gallery (the password, or none needed) and download (the PIN, or none needed). */
export interface ClientAccess {
  downloadsUnlocked: boolean;
}

/** The visitor's access, or 401 in their language when the gallery asks for its password first. */
export async function requireAccess(db: Db, row: ClientGalleryRow, sessionToken: string | undefined, language: Language): Promise<ClientAccess> {
  const access = await accessOf(db, row, sessionToken);
  if (!access) throw new AppError('unauthorized', CLIENT_TEXT[language].passwordNeeded);
  return access;
}

/** What the visitor of this session may do; null while the gallery's password is still to be given. */
async function accessOf(db: Db, row: ClientGalleryRow, sessionToken: string | undefined): Promise<ClientAccess | null> {
  const session = await sessionOf(db, row, sessionToken);
  if (row.passwordHash && !session) return null;
  return { downloadsUnlocked: !row.downloadPinHash || (session?.downloadsUnlocked ?? false) };
}

/**
 * What the gallery's page is drawn with on the server: its photos from `cursor` on, as the API gives
 * them to this visitor (an opening counted on the first page, as the API counts it); null while the
 * password is still to be given. Unknown, ended and revoked addresses throw as openGallery does.
 */
export async function pageView(db: Db, token: string, language: Language, cursor: string | undefined, visitor: Visitor = {}): Promise<ClientGalleryView | null> {
  const row = await openGallery(db, token, language);
  const access = await accessOf(db, row, visitor.clientSession ?? undefined);
  if (!access) return null;
  if (!cursor && visitor.ip !== undefined) await recordVisit(db, row.id, { ip: visitor.ip, userAgent: visitor.userAgent ?? '' });
  return clientView(db, row, language, access, cursor);
}


/** Downloads of a gallery with a PIN need the PIN given in this session: 403 in the visitor's language, nothing handed out. */
export function requireDownloadPin(row: ClientGalleryRow, access: ClientAccess, language: Language): void {
  if (!access.downloadsUnlocked) throw new AppError('forbidden', CLIENT_TEXT[language].pinNeeded);
}

export interface GalleryPasswordLimits extends LoginLimits {
  /** Wrong guesses at one gallery within the window, from any address, after which each further try there waits. */
  perGalleryThreshold: number;
  /** Added wait per failure above it, up to galleryMaxMs. */
  galleryStepMs: number;
  galleryMaxMs: number;
}

export const GALLERY_PASSWORD_LIMITS: GalleryPasswordLimits = { ...DEFAULT_LOGIN_LIMITS, perGalleryThreshold: 10, galleryStepMs: 250, galleryMaxMs: 8000 };

/** The wait before a guess is checked at a gallery that had `failures` wrong ones in the window: growing, bounded, never a refusal. */
export const galleryDelay = (failures: number, limits: GalleryPasswordLimits = GALLERY_PASSWORD_LIMITS) =>
  Math.min(limits.galleryMaxMs, Math.max(0, failures - limits.perGalleryThreshold + 1) * limits.galleryStepMs);

/**
 * An attempt at a gallery's secret (its password or its download PIN) with the sign-in's limits:
 * the attempt is recorded before `verify` runs (one statement, so parallel attempts cannot all pass
 * the count) and forgotten again when it succeeds. Counted per client address (10 in 15 minutes,
 * then 429) and per gallery: once a gallery had `perGalleryThreshold` wrong guesses in the window,
 * from however many addresses, every further try there waits a growing delay (guessing spread over
 * many addresses slows down), but none is refused, so the client's right one always gets in. A
 * wrong password is counted on the gallery for the admin to see (`countFailure`).
 */
async function limitedAttempt<T>(
  db: Db,
  row: ClientGalleryRow,
  ip: string,
  limits: GalleryPasswordLimits,
  verify: () => Promise<boolean>,
  refusal: { code: 'unauthorized' | 'forbidden'; wrong: string; tooMany: string; countFailure: boolean },
  onSuccess: () => Promise<T>,
  wait: (ms: number) => Promise<unknown> = Bun.sleep,
): Promise<T> {
  const since = new Date(Date.now() - limits.windowMs);
  const address = ip.slice(0, 64);
  const [byIp, all, byGallery] = await db.batch([
    db.select({ n: count() }).from(clientGalleryFailures).where(and(eq(clientGalleryFailures.ip, address), gt(clientGalleryFailures.at, since))),
    db.select({ n: count() }).from(clientGalleryFailures).where(gt(clientGalleryFailures.at, since)),
    db.select({ n: count() }).from(clientGalleryFailures).where(and(eq(clientGalleryFailures.galleryId, row.id), gt(clientGalleryFailures.at, since))),
  ]);
  const delay = galleryDelay(byGallery[0]?.n ?? 0, limits);
  const claimed = await db.all<{ id: number }>(sql`
    INSERT INTO ${clientGalleryFailures} (ip, gallery_id, at)
    SELECT ${address}, ${row.id}, ${Date.now()}
    WHERE (SELECT count(*) FROM ${clientGalleryFailures} WHERE ip = ${address} AND at > ${since.getTime()}) < ${limits.perAddress}
    RETURNING id`);
  const attempt = claimed[0]?.id;
  if (attempt === undefined) throw new AppError('rate_limited', refusal.tooMany);
  return sprayPaced({ byAddress: byIp[0]?.n ?? 0, all: all[0]?.n ?? 0 }, limits, async () => {
    if (delay > 0) await wait(delay);
    if (!(await verify().catch(() => false))) {
      // The attempt's row stays as the failure; rows older than the window go.
      await db.batch([
        db.delete(clientGalleryFailures).where(lt(clientGalleryFailures.at, since)),
        ...(refusal.countFailure
          ? [db.update(clientGalleries).set({ failedTries: sql`${clientGalleries.failedTries} + 1`, lastFailedAt: new Date() }).where(eq(clientGalleries.id, row.id))]
          : []),
      ]);
      throw new AppError(refusal.code, refusal.wrong);
    }
    await db.delete(clientGalleryFailures).where(eq(clientGalleryFailures.id, attempt));
    return onSuccess();
  });
}

/** Checks a gallery's password (see limitedAttempt) and opens a session. */
export async function checkGalleryPassword(
  db: Db,
  row: ClientGalleryRow,
  password: string,
  ip: string,
  language: Language,
  limits: GalleryPasswordLimits = GALLERY_PASSWORD_LIMITS,
  wait: (ms: number) => Promise<unknown> = Bun.sleep,
): Promise<string> {
  const hash = row.passwordHash;
  const text = CLIENT_TEXT[language];
  if (hash && !password) throw new AppError('bad_request', text.passwordMissing, [{ path: 'password', message: text.passwordMissing }]);
  return limitedAttempt(
    db,
    row,
    ip,
    limits,
    async () => (hash ? Bun.password.verify(password, hash) : true),
    { code: 'unauthorized', wrong: text.wrongPassword, tooMany: text.tooMany, countFailure: true },
    () => newSession(db, row.id),
    wait,
  );
}

/**
 * Checks a gallery's download PIN with the same limits as its password and grants downloads to
 * this session (403 for a gallery that offers none); a visitor of a gallery without a password gets a session for it. Answers the
 * session token to set when a new one was made.
 */
export async function unlockDownloads(
  db: Db,
  row: ClientGalleryRow,
  sessionToken: string | undefined,
  pin: string,
  ip: string,
  language: Language,
  limits: GalleryPasswordLimits = GALLERY_PASSWORD_LIMITS,
): Promise<string | null> {
  if (row.downloads === 'none') throw new AppError('forbidden', CLIENT_TEXT[language].noDownloads);
  const hash = row.downloadPinHash;
  if (!hash) return null;
  if (!pin.trim()) throw new AppError('bad_request', CLIENT_TEXT[language].pinMissing, [{ path: 'pin', message: CLIENT_TEXT[language].pinMissing }]);
  const text = CLIENT_TEXT[language];
  return limitedAttempt(db, row, ip, limits, () => Bun.password.verify(pin.trim(), hash), { code: 'forbidden', wrong: text.wrongPin, tooMany: text.tooManyPins, countFailure: false }, async () => {
    const session = await sessionOf(db, row, sessionToken);
    if (!session) return newSession(db, row.id, true);
    await db.update(clientGallerySessions).set({ downloadsUnlocked: true }).where(eq(clientGallerySessions.tokenHash, session.tokenHash));
    return null;
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
export async function clientView(db: Db, row: ClientGalleryRow, language: Language, access: ClientAccess, cursor?: string): Promise<ClientGalleryView> {
  const after = readCursor(cursor);
  const keyset = after ? sql`(${clientGalleryItems.position}, ${clientGalleryItems.itemId}) > (${after[0]}, ${after[1]})` : undefined;
  const [rows, total, picks] = await Promise.all([
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
    favouriteCount(db, row.id),
  ]);
  const page = rows.slice(0, PAGE);
  const hashes = page.map((r) => r.mediaHash);
  const media = await mediaByKey(db, hashes);
  // A watermarked gallery shows its proofs only (made by the media queue), never the site's own files.
  const proofs = row.proofWatermark ? await proofImages(db, hashes) : null;
  const last = page.at(-1);
  const downloadsOn = row.downloads !== 'none';
  return {
    name: row.name,
    ...shownMessage(row, language),
    downloads: row.downloads,
    downloadSizes: downloadsOn ? row.downloadSizes : [],
    hasDownloadPin: downloadsOn && row.downloadPinHash !== null,
    downloadsUnlocked: access.downloadsUnlocked,
    proofWatermark: row.proofWatermark,
    expiresOn: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null,
    photos: page.map((r) => {
      const view = r.mediaHash ? media.get(r.mediaHash) : undefined;
      const image = proofs ? ((r.mediaHash ? proofs.get(r.mediaHash) : undefined) ?? null) : (view?.image ?? null);
      return {
        id: r.id,
        title: localized(language, r.title, r.titleEn, r.titleSv),
        titleLang: languageOf(language, r.titleEn, r.titleSv),
        ...altOf(r, language),
        width: view?.width ?? r.width,
        height: view?.height ?? r.height,
        image: imageThroughGallery(row.token, image),
        favourite: r.favAt !== null,
        comment: r.comment,
        preparing: proofs !== null && image === null,
      };
    }),
    next: rows.length > PAGE && last ? `${last.position}.${last.id}` : null,
    total: total?.n ?? 0,
    favouriteCount: picks,
    maxPicks: row.maxPicks,
    minPicks: row.minPicks,
    selectionSentAt: iso(row.selectionSentAt),
    selectionLocked: row.selectionLocked,
  };
}

/** The proofs of these originals, by key; an original whose proofs are not made yet is absent. */
async function proofImages(db: Db, hashes: (string | null)[]): Promise<Map<string, ResponsiveImage>> {
  const keys = [...new Set(hashes.filter((h): h is string => !!h))];
  if (!keys.length) return new Map();
  const assets = await db.select().from(mediaAssets).where(inArray(mediaAssets.hash, keys));
  return new Map(assets.flatMap((a) => {
    const image = proofImage(a);
    return image ? [[a.hash, image] as const] : [];
  }));
}

async function assertInGallery(db: Db, galleryId: number, itemId: number, language: Language) {
  const found = await db
    .select({ id: clientGalleryItems.itemId })
    .from(clientGalleryItems)
    .where(and(eq(clientGalleryItems.galleryId, galleryId), eq(clientGalleryItems.itemId, itemId)))
    .get();
  if (!found) throw new AppError('not_found', CLIENT_TEXT[language].photoNotFound);
}

/** SQL: the gallery's selection is open to changes (not sent and locked). */
const selectionOpen = (galleryId: number) => sql`not exists (select 1 from ${clientGalleries} where ${clientGalleries.id} = ${galleryId} and ${clientGalleries.selectionLocked} = 1)`;

/** The reason a change of the selection was refused, in the visitor's language, read from the gallery as it is now. */
async function refusal(db: Db, galleryId: number, language: Language): Promise<AppError> {
  const now = await db.select().from(clientGalleries).where(eq(clientGalleries.id, galleryId)).get();
  const text = CLIENT_TEXT[language];
  if (!now || now.selectionLocked) return new AppError('conflict', text.selectionLocked(now?.selectionSentAt ? dayIn(now.selectionSentAt, language) : ''));
  return new AppError('conflict', text.tooManyPicks(now.maxPicks ?? 0));
}

/** A date as the client reads it, in their language (e.g. 3 March 2026). */
const dayIn = (d: Date, language: Language) => d.toLocaleDateString(language === 'sv' ? 'sv-SE' : language === 'nl' ? 'nl-NL' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A heart (or its comment): refused while the selection is sent and locked, and a new heart above
 * the gallery's limit. Each write checks its condition in the same statement, so two hearts sent at
 * once cannot pass the limit together, and a refused one changes nothing.
 */
export async function setFavourite(db: Db, row: ClientGalleryRow, itemId: number, comment: string | null, language: Language): Promise<void> {
  await assertInGallery(db, row.id, itemId, language);
  const updated = await db
    .update(clientGalleryFavourites)
    .set({ comment })
    .where(and(eq(clientGalleryFavourites.galleryId, row.id), eq(clientGalleryFavourites.itemId, itemId), selectionOpen(row.id)))
    .returning({ id: clientGalleryFavourites.itemId });
  if (updated.length) return;
  const inserted = await db.all<{ item_id: number }>(sql`
    INSERT INTO ${clientGalleryFavourites} (gallery_id, item_id, comment)
    SELECT ${row.id}, ${itemId}, ${comment}
    WHERE ${selectionOpen(row.id)}
      AND (SELECT count(*) FROM ${clientGalleryFavourites} WHERE gallery_id = ${row.id})
        < coalesce((SELECT ${clientGalleries.maxPicks} FROM ${clientGalleries} WHERE ${clientGalleries.id} = ${row.id}), ${Number.MAX_SAFE_INTEGER})
    ON CONFLICT (gallery_id, item_id) DO NOTHING
    RETURNING item_id`);
  if (inserted.length) return;
  // Made at the same moment by another request of this visitor: the heart is there.
  const there = await db
    .select({ id: clientGalleryFavourites.itemId })
    .from(clientGalleryFavourites)
    .where(and(eq(clientGalleryFavourites.galleryId, row.id), eq(clientGalleryFavourites.itemId, itemId), selectionOpen(row.id)))
    .get();
  if (!there) throw await refusal(db, row.id, language);
}

/** Takes a heart away; refused while the selection is sent and locked. */
export async function removeFavourite(db: Db, row: ClientGalleryRow, itemId: number, language: Language): Promise<void> {
  const locked = await db.select({ id: clientGalleries.id }).from(clientGalleries).where(and(eq(clientGalleries.id, row.id), eq(clientGalleries.selectionLocked, true))).get();
  if (locked) throw await refusal(db, row.id, language);
  await db.delete(clientGalleryFavourites).where(and(eq(clientGalleryFavourites.galleryId, row.id), eq(clientGalleryFavourites.itemId, itemId), selectionOpen(row.id)));
}

export async function favouriteCount(db: Db, galleryId: number): Promise<number> {
  return (await db.select({ n: count() }).from(clientGalleryFavourites).where(eq(clientGalleryFavourites.galleryId, galleryId)).get())?.n ?? 0;
}

/**
 * Sends (and locks) the selection when it keeps the gallery's rules: at least one heart, at least
 * `minPicks`, at most `maxPicks`, and not sent already. The checks and the lock are one statement,
 * so a heart taken away at the same moment cannot slip under the minimum. Answers when it was sent.
 */
export async function lockSelection(db: Db, row: ClientGalleryRow, language: Language): Promise<Date> {
  const at = new Date();
  const picks = sql`(select count(*) from ${clientGalleryFavourites} where ${clientGalleryFavourites.galleryId} = ${row.id})`;
  const locked = await db
    .update(clientGalleries)
    .set({ selectionSentAt: at, selectionLocked: true })
    .where(
      and(
        eq(clientGalleries.id, row.id),
        eq(clientGalleries.selectionLocked, false),
        sql`${picks} > 0`,
        sql`${picks} >= coalesce(${clientGalleries.minPicks}, 0)`,
        sql`${picks} <= coalesce(${clientGalleries.maxPicks}, ${Number.MAX_SAFE_INTEGER})`,
      ),
    )
    .returning({ id: clientGalleries.id });
  if (locked.length) return at;
  const [now, n] = await Promise.all([db.select().from(clientGalleries).where(eq(clientGalleries.id, row.id)).get(), favouriteCount(db, row.id)]);
  const text = CLIENT_TEXT[language];
  if (!now || now.selectionLocked) throw new AppError('conflict', text.selectionLocked(now?.selectionSentAt ? dayIn(now.selectionSentAt, language) : ''));
  if (n === 0) throw new AppError('bad_request', text.noFavourites);
  if (now.minPicks !== null && n < now.minPicks) throw new AppError('unprocessable', text.tooFewPicks(now.minPicks, n));
  throw new AppError('unprocessable', text.tooManyToSend(now.maxPicks ?? n, n));
}
