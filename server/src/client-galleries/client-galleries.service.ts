import { randomBytes } from 'node:crypto';
import {
  type ClientDownloadList,
  type ClientFavouriteList,
  type ClientGalleryAdmin,
  type ClientDownloadSize,
  type ClientGalleryCreateSchema,
  type ClientGalleryState,
  type ClientSelectionState,
  type ClientGalleryUpdateSchema,
  clientPaths,
} from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { and, count, desc, eq, inArray, max, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import {
  clientGalleries,
  clientGalleryDownloads,
  clientGalleryFavourites,
  clientGalleryItems,
  clientGallerySessions,
  clientGalleryVisits,
  galleryItems,
  mediaAssets,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import { iso, isoRequired } from '../lib/dates';
import { proofsPendingOf, queueClientFiles } from '../media/client-files';
import { adminThumbnails } from './client-gallery-photos.service';
import { hashPassword } from '../auth/auth.service';

export const CLIENT_GALLERY_NOT_FOUND = 'Client gallery not found';

export type ClientGalleryRow = typeof clientGalleries.$inferSelect;
type CreateInput = z.output<typeof ClientGalleryCreateSchema>;
type UpdateInput = z.output<typeof ClientGalleryUpdateSchema>;

/** 24 random bytes: 192 bits, written in 32 URL-safe characters. */
export const newGalleryToken = () => randomBytes(24).toString('base64url');

/** The end of the chosen day (UTC): the gallery is open all of its last day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59.999Z`);
const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

export function galleryState(row: Pick<ClientGalleryRow, 'revokedAt' | 'expiresAt'>, now = Date.now()): ClientGalleryState {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() < now) return 'expired';
  return 'open';
}

export async function getGalleryRow(db: Db, id: number): Promise<ClientGalleryRow> {
  const row = await db.select().from(clientGalleries).where(eq(clientGalleries.id, id)).get();
  if (!row) throw new AppError('not_found', CLIENT_GALLERY_NOT_FOUND);
  return row;
}

/** Counts per gallery, each one grouped query for all the galleries asked. */
async function tallies(db: Db, ids: number[], proofIds: number[]) {
  if (!ids.length) {
    return {
      photos: new Map<number, number>(),
      favourites: new Map<number, number>(),
      visits: new Map<number, { visitors: number; views: number }>(),
      downloads: new Map<number, { web: number; original: number }>(),
      proofsPending: new Map<number, number>(),
    };
  }
  const [[photos, favourites, visits, downloads], proofsPending] = await Promise.all([tallyBatch(db, ids), proofsPendingOf(db, proofIds)]);
  const bySize = new Map<number, { web: number; original: number }>();
  for (const r of downloads) {
    const t = bySize.get(r.id) ?? { web: 0, original: 0 };
    t[r.size] += r.n;
    bySize.set(r.id, t);
  }
  return {
    photos: new Map(photos.map((r) => [r.id, r.n])),
    favourites: new Map(favourites.map((r) => [r.id, r.n])),
    visits: new Map(visits.map((r) => [r.id, { visitors: r.visitors, views: Number(r.views ?? 0) }])),
    downloads: bySize,
    proofsPending,
  };
}

function tallyBatch(db: Db, ids: number[]) {
  return db.batch([
    db.select({ id: clientGalleryItems.galleryId, n: count() }).from(clientGalleryItems).where(inArray(clientGalleryItems.galleryId, ids)).groupBy(clientGalleryItems.galleryId),
    db.select({ id: clientGalleryFavourites.galleryId, n: count() }).from(clientGalleryFavourites).where(inArray(clientGalleryFavourites.galleryId, ids)).groupBy(clientGalleryFavourites.galleryId),
    db
      .select({ id: clientGalleryVisits.galleryId, visitors: count(), views: sum(clientGalleryVisits.views) })
      .from(clientGalleryVisits)
      .where(inArray(clientGalleryVisits.galleryId, ids))
      .groupBy(clientGalleryVisits.galleryId),
    db
      .select({ id: clientGalleryDownloads.galleryId, size: clientGalleryDownloads.size, n: count() })
      .from(clientGalleryDownloads)
      .where(inArray(clientGalleryDownloads.galleryId, ids))
      .groupBy(clientGalleryDownloads.galleryId, clientGalleryDownloads.size),
  ]);
}

/** The client's selection: sent and locked, reopened by the photographer, or open. */
export const selectionState = (row: Pick<ClientGalleryRow, 'selectionLocked' | 'selectionReopenedAt'>): ClientSelectionState =>
  row.selectionLocked ? 'sent' : row.selectionReopenedAt ? 'reopened' : 'open';

function toAdmin(row: ClientGalleryRow, t: Awaited<ReturnType<typeof tallies>>): ClientGalleryAdmin {
  const state = galleryState(row);
  const visits = t.visits.get(row.id);
  const downloads = t.downloads.get(row.id) ?? { web: 0, original: 0 };
  return {
    id: row.id,
    name: row.name,
    messageNl: row.messageNl,
    messageEn: row.messageEn,
    messageSv: row.messageSv,
    language: row.language,
    clientEmail: row.clientEmail,
    hasPassword: row.passwordHash !== null,
    expiresOn: dayOf(row.expiresAt),
    downloads: row.downloads,
    downloadSizes: row.downloadSizes,
    hasDownloadPin: row.downloadPinHash !== null,
    maxPicks: row.maxPicks,
    minPicks: row.minPicks,
    proofWatermark: row.proofWatermark,
    proofsPending: row.proofWatermark ? (t.proofsPending.get(row.id) ?? 0) : 0,
    state,
    path: state === 'revoked' ? null : clientPaths.page(row.language, row.token),
    photoCount: t.photos.get(row.id) ?? 0,
    favouriteCount: t.favourites.get(row.id) ?? 0,
    visitors: visits?.visitors ?? 0,
    views: visits?.views ?? 0,
    firstOpenedAt: iso(row.firstOpenedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
    selectionSentAt: iso(row.selectionSentAt),
    selectionState: selectionState(row),
    selectionReopenedAt: iso(row.selectionReopenedAt),
    linkSentAt: iso(row.linkSentAt),
    downloadCount: downloads.web + downloads.original,
    downloadsBySize: downloads,
    failedTries: row.failedTries,
    lastFailedAt: iso(row.lastFailedAt),
    createdAt: isoRequired(row.createdAt),
  };
}

export async function listClientGalleries(db: Db): Promise<ClientGalleryAdmin[]> {
  // A photographer keeps tens of client galleries, not thousands: the newest 500 are plenty.
  const rows = await db.select().from(clientGalleries).orderBy(desc(clientGalleries.createdAt), desc(clientGalleries.id)).limit(500);
  const t = await tallies(db, rows.map((r) => r.id), rows.filter((r) => r.proofWatermark).map((r) => r.id));
  return rows.map((r) => toAdmin(r, t));
}

export async function getClientGallery(db: Db, id: number): Promise<ClientGalleryAdmin> {
  const row = await getGalleryRow(db, id);
  return toAdmin(row, await tallies(db, [id], row.proofWatermark ? [id] : []));
}

type Delivery = Pick<ClientGalleryRow, 'downloads' | 'downloadSizes'>;

/**
 * Downloads as stored: `downloads` 'none' turns them off; otherwise it names the largest size
 * offered. `downloadSizes` names the sizes; a client that sends only `downloads` keeps its old
 * meaning ('web': the web size; 'original': the original, and the web size beside it).
 */
function deliveryOf(input: { downloads?: ClientGalleryRow['downloads']; downloadSizes?: ClientDownloadSize[] }, before: Delivery | null): Delivery {
  const named = input.downloads;
  const sizes = input.downloadSizes ?? (named && named !== 'none' ? (named === 'original' ? ['web', 'original'] : ['web']) : (before?.downloadSizes ?? ['web']));
  const on = (named ?? before?.downloads ?? 'none') !== 'none';
  return { downloads: on ? (sizes.includes('original') ? 'original' : 'web') : 'none', downloadSizes: [...sizes] };
}

/** The limits as they will stand; a minimum above the maximum is refused with the reason beside its field. */
function checkedLimits(maxPicks: number | null, minPicks: number | null) {
  if (maxPicks !== null && minPicks !== null && minPicks > maxPicks) {
    const message = `The minimum (${minPicks}) cannot be above the maximum (${maxPicks})`;
    throw new AppError('bad_request', message, [{ path: 'minPicks', message }]);
  }
  return { maxPicks, minPicks };
}

export async function createClientGallery(db: Db, input: CreateInput): Promise<ClientGalleryAdmin> {
  const { password, downloadPin, expiresOn, downloads, downloadSizes, maxPicks, minPicks, proofWatermark, ...fields } = input;
  const row = await db
    .insert(clientGalleries)
    .values({
      ...fields,
      ...deliveryOf({ downloads, downloadSizes }, null),
      ...checkedLimits(maxPicks ?? null, minPicks ?? null),
      proofWatermark: proofWatermark ?? false,
      clientEmail: fields.clientEmail ?? null,
      passwordHash: password ? await hashPassword(password) : null,
      downloadPinHash: downloadPin ? await hashPassword(downloadPin) : null,
      expiresAt: expiresOn ? endOfDay(expiresOn) : null,
      token: newGalleryToken(),
    })
    .returning()
    .get();
  return getClientGallery(db, row.id);
}

/**
 * Changes only what `input` names (see ClientGalleryUpdateSchema); the client's files follow in the
 * background. A new password ends the sessions opened with the old one; so does reopening an ended
 * gallery (a later end date): its address answers again, but only to new sessions, so a link or a
 * browser that had it before the end must go through the password again.
 */
export async function updateClientGallery(db: Db, id: number, input: UpdateInput): Promise<ClientGalleryAdmin> {
  const before = await getGalleryRow(db, id);
  const { password, downloadPin, expiresOn, downloads, downloadSizes, maxPicks, minPicks, ...fields } = input;
  const set: Partial<typeof clientGalleries.$inferInsert> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (downloads !== undefined || downloadSizes !== undefined) Object.assign(set, deliveryOf({ downloads, downloadSizes }, before));
  if (maxPicks !== undefined || minPicks !== undefined) {
    Object.assign(set, checkedLimits(maxPicks !== undefined ? maxPicks : before.maxPicks, minPicks !== undefined ? minPicks : before.minPicks));
  }
  if (expiresOn !== undefined) set.expiresAt = expiresOn ? endOfDay(expiresOn) : null;
  if (password !== undefined) set.passwordHash = password ? await hashPassword(password) : null;
  if (downloadPin !== undefined) set.downloadPinHash = downloadPin ? await hashPassword(downloadPin) : null;
  set.updatedAt = new Date();
  const reopened = galleryState(before) === 'expired' && galleryState({ ...before, ...set }) === 'open';
  const rest = [];
  // A new password, or an ended gallery opened again: whoever got in before asks again.
  if (password !== undefined || reopened) rest.push(db.delete(clientGallerySessions).where(eq(clientGallerySessions.galleryId, id)));
  // A new PIN (or none): downloads are granted again by the PIN that stands.
  else if (downloadPin !== undefined) rest.push(db.update(clientGallerySessions).set({ downloadsUnlocked: false }).where(eq(clientGallerySessions.galleryId, id)));
  await db.batch([db.update(clientGalleries).set(set).where(eq(clientGalleries.id, id)), ...rest]);
  await queueClientFiles(db, id);
  return getClientGallery(db, id);
}

/**
 * The photographer reopens a sent selection: the client may change their hearts and comments and
 * send again. Refused (409) when it is not locked. Answers the row as it now stands.
 */
export async function reopenSelection(db: Db, id: number): Promise<ClientGalleryRow> {
  await getGalleryRow(db, id);
  const reopened = await db
    .update(clientGalleries)
    .set({ selectionLocked: false, selectionReopenedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(clientGalleries.id, id), eq(clientGalleries.selectionLocked, true)))
    .returning()
    .get();
  if (!reopened) throw new AppError('conflict', 'The selection is open already: the client has not sent it since it was last opened');
  return reopened;
}

/** A new address; the old one stops working at once, and so do the sessions opened through it. */
export async function regenerateToken(db: Db, id: number): Promise<ClientGalleryAdmin> {
  await getGalleryRow(db, id);
  await db.batch([
    db.update(clientGalleries).set({ token: newGalleryToken(), revokedAt: null, updatedAt: new Date() }).where(eq(clientGalleries.id, id)),
    db.delete(clientGallerySessions).where(eq(clientGallerySessions.galleryId, id)),
  ]);
  return getClientGallery(db, id);
}

/** The address answers 410 from now on; regenerating gives the gallery a new one. */
export async function revokeGallery(db: Db, id: number): Promise<ClientGalleryAdmin> {
  await getGalleryRow(db, id);
  await db.batch([
    db.update(clientGalleries).set({ revokedAt: new Date(), updatedAt: new Date() }).where(eq(clientGalleries.id, id)),
    db.delete(clientGallerySessions).where(eq(clientGallerySessions.galleryId, id)),
  ]);
  return getClientGallery(db, id);
}

/**
 * Deletes the gallery with its favourites, visits and downloads. Its private photos go with it
 * (they exist for this delivery only) unless another client gallery shows them too.
 */
export async function deleteClientGallery(db: Db, id: number): Promise<void> {
  await getGalleryRow(db, id);
  const privateIds = (
    await db
      .select({ id: galleryItems.id })
      .from(clientGalleryItems)
      .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryItems.itemId))
      .where(
        and(
          eq(clientGalleryItems.galleryId, id),
          eq(galleryItems.isPrivate, true),
          sql`not exists (select 1 from ${clientGalleryItems} other where other.item_id = ${galleryItems.id} and other.gallery_id <> ${id})`,
        ),
      )
  ).map((r) => r.id);
  const rest = privateIds.length ? [db.delete(galleryItems).where(inArray(galleryItems.id, privateIds))] : [];
  await db.batch([db.delete(clientGalleries).where(eq(clientGalleries.id, id)), ...rest]);
}

/** The file's own name without its extension: what Lightroom's "Filename contains" filter matches (RAW and JPEG alike). */
export const baseName = (name: string | null) => (name ? name.replace(/\.[^.]+$/, '') : null);

export async function listFavourites(db: Db, id: number): Promise<ClientFavouriteList> {
  await getGalleryRow(db, id);
  const rows = await db
    .select({ item: galleryItems, comment: clientGalleryFavourites.comment, at: clientGalleryFavourites.createdAt, originalName: mediaAssets.originalName })
    .from(clientGalleryFavourites)
    .innerJoin(galleryItems, eq(galleryItems.id, clientGalleryFavourites.itemId))
    .leftJoin(mediaAssets, eq(mediaAssets.hash, galleryItems.mediaHash))
    .where(eq(clientGalleryFavourites.galleryId, id))
    .orderBy(clientGalleryFavourites.createdAt);
  const thumbs = await adminThumbnails(db, rows.map((r) => r.item));
  const favourites = rows.map((r) => ({
    itemId: r.item.id,
    title: r.item.title,
    fileName: r.originalName,
    thumbnailUrl: thumbs.get(r.item.id) ?? null,
    comment: r.comment,
    at: isoRequired(r.at),
  }));
  const names = favourites.map((f) => baseName(f.fileName) ?? f.title).filter(Boolean);
  return { favourites, lightroom: [...new Set(names)].join(', ') };
}

export async function listDownloads(db: Db, id: number): Promise<ClientDownloadList> {
  await getGalleryRow(db, id);
  const rows = await db
    .select({
      itemId: clientGalleryDownloads.itemId,
      title: galleryItems.title,
      size: clientGalleryDownloads.size,
      via: clientGalleryDownloads.via,
      n: count(),
      lastAt: max(clientGalleryDownloads.at),
    })
    .from(clientGalleryDownloads)
    .leftJoin(galleryItems, eq(galleryItems.id, clientGalleryDownloads.itemId))
    .where(eq(clientGalleryDownloads.galleryId, id))
    .groupBy(clientGalleryDownloads.itemId, clientGalleryDownloads.size, clientGalleryDownloads.via)
    .orderBy(desc(max(clientGalleryDownloads.at)))
    .limit(1000);
  return {
    downloads: rows.map((r) => ({
      itemId: r.itemId,
      title: r.title ?? '',
      size: r.size,
      via: r.via,
      count: r.n,
      lastAt: isoRequired(r.lastAt instanceof Date ? r.lastAt : new Date(Number(r.lastAt))),
    })),
  };
}

/** The message shown in `language` (its own, else the Dutch one, else any) and the language it is in. */
export function shownMessage(row: ClientGalleryRow, language: Language): { message: string | null; messageLang: Language } {
  const byLanguage = { nl: row.messageNl, en: row.messageEn, sv: row.messageSv };
  const lang = ([language, 'nl', 'en', 'sv'] as const).find((l) => byLanguage[l]);
  return { message: lang ? byLanguage[lang]! : null, messageLang: lang ?? language };
}

export const galleryMessage = (row: ClientGalleryRow, language: Language): string | null => shownMessage(row, language).message;
