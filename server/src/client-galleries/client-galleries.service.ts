import { randomBytes } from 'node:crypto';
import {
  type ClientDownloadList,
  type ClientFavouriteList,
  type ClientGalleryAdmin,
  type ClientGalleryCreateSchema,
  type ClientGalleryState,
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
async function tallies(db: Db, ids: number[]) {
  if (!ids.length) return { photos: new Map<number, number>(), favourites: new Map<number, number>(), visits: new Map<number, { visitors: number; views: number }>(), downloads: new Map<number, number>() };
  const [photos, favourites, visits, downloads] = await db.batch([
    db.select({ id: clientGalleryItems.galleryId, n: count() }).from(clientGalleryItems).where(inArray(clientGalleryItems.galleryId, ids)).groupBy(clientGalleryItems.galleryId),
    db.select({ id: clientGalleryFavourites.galleryId, n: count() }).from(clientGalleryFavourites).where(inArray(clientGalleryFavourites.galleryId, ids)).groupBy(clientGalleryFavourites.galleryId),
    db
      .select({ id: clientGalleryVisits.galleryId, visitors: count(), views: sum(clientGalleryVisits.views) })
      .from(clientGalleryVisits)
      .where(inArray(clientGalleryVisits.galleryId, ids))
      .groupBy(clientGalleryVisits.galleryId),
    db.select({ id: clientGalleryDownloads.galleryId, n: count() }).from(clientGalleryDownloads).where(inArray(clientGalleryDownloads.galleryId, ids)).groupBy(clientGalleryDownloads.galleryId),
  ]);
  return {
    photos: new Map(photos.map((r) => [r.id, r.n])),
    favourites: new Map(favourites.map((r) => [r.id, r.n])),
    visits: new Map(visits.map((r) => [r.id, { visitors: r.visitors, views: Number(r.views ?? 0) }])),
    downloads: new Map(downloads.map((r) => [r.id, r.n])),
  };
}

function toAdmin(row: ClientGalleryRow, t: Awaited<ReturnType<typeof tallies>>): ClientGalleryAdmin {
  const state = galleryState(row);
  const visits = t.visits.get(row.id);
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
    state,
    path: state === 'revoked' ? null : clientPaths.page(row.language, row.token),
    photoCount: t.photos.get(row.id) ?? 0,
    favouriteCount: t.favourites.get(row.id) ?? 0,
    visitors: visits?.visitors ?? 0,
    views: visits?.views ?? 0,
    firstOpenedAt: iso(row.firstOpenedAt),
    lastOpenedAt: iso(row.lastOpenedAt),
    selectionSentAt: iso(row.selectionSentAt),
    linkSentAt: iso(row.linkSentAt),
    downloadCount: t.downloads.get(row.id) ?? 0,
    createdAt: isoRequired(row.createdAt),
  };
}

export async function listClientGalleries(db: Db): Promise<ClientGalleryAdmin[]> {
  // A photographer keeps tens of client galleries, not thousands: the newest 500 are plenty.
  const rows = await db.select().from(clientGalleries).orderBy(desc(clientGalleries.createdAt), desc(clientGalleries.id)).limit(500);
  const t = await tallies(db, rows.map((r) => r.id));
  return rows.map((r) => toAdmin(r, t));
}

export async function getClientGallery(db: Db, id: number): Promise<ClientGalleryAdmin> {
  const row = await getGalleryRow(db, id);
  return toAdmin(row, await tallies(db, [id]));
}

export async function createClientGallery(db: Db, input: CreateInput): Promise<ClientGalleryAdmin> {
  const { password, expiresOn, ...fields } = input;
  const row = await db
    .insert(clientGalleries)
    .values({
      ...fields,
      clientEmail: fields.clientEmail ?? null,
      passwordHash: password ? await hashPassword(password) : null,
      expiresAt: expiresOn ? endOfDay(expiresOn) : null,
      token: newGalleryToken(),
    })
    .returning()
    .get();
  return getClientGallery(db, row.id);
}

export async function updateClientGallery(db: Db, id: number, input: UpdateInput): Promise<ClientGalleryAdmin> {
  await getGalleryRow(db, id);
  const { password, expiresOn, ...fields } = input;
  const set: Partial<typeof clientGalleries.$inferInsert> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  if (expiresOn !== undefined) set.expiresAt = expiresOn ? endOfDay(expiresOn) : null;
  if (password !== undefined) set.passwordHash = password ? await hashPassword(password) : null;
  set.updatedAt = new Date();
  // A new password: whoever got in with the old one asks again.
  const rest = password !== undefined ? [db.delete(clientGallerySessions).where(eq(clientGallerySessions.galleryId, id))] : [];
  await db.batch([db.update(clientGalleries).set(set).where(eq(clientGalleries.id, id)), ...rest]);
  return getClientGallery(db, id);
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
