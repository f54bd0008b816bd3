import { clientPaths, type ClientLinkMailSchema } from '@portfolio/shared';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { clientGalleries, mailOutbox } from '../db/schema';
import type { Env } from '../env';
import { AppError } from '../lib/app-error';
import { wakeOutbox } from '../mail/mail.service';
import { enqueueMail } from '../mail/outbox';
import { galleryLinkMail, selectionNoticeMail, selectionReopenedMail } from '../mail/templates';
import { mailEnabled } from '../mail/transport';
import { getSettings } from '../site/settings.service';
import { lockSelection } from './client-access.service';
import { type ClientGalleryRow, galleryMessage, galleryState, getGalleryRow, listFavourites, reopenSelection } from './client-galleries.service';
import { CLIENT_TEXT } from './client-gallery-text';

/** Puts the gallery's address in the outbox, to the client in their language. */
export async function sendGalleryLink(db: Db, env: Env, id: number, input: z.output<typeof ClientLinkMailSchema>): Promise<void> {
  const row = await getGalleryRow(db, id);
  if (!mailEnabled(env)) throw new AppError('conflict', 'Mail is not set up (SMTP_URL): copy the address and send it yourself');
  if (galleryState(row) !== 'open') throw new AppError('conflict', 'This gallery is closed: regenerate its address or move its end date first');
  const to = input.to ?? row.clientEmail;
  if (!to) throw new AppError('bad_request', 'Enter the client’s email address', [{ path: 'to', message: 'Enter the client’s email address' }]);
  const content = galleryLinkMail(row.language, (await getSettings(db)).siteName, {
    galleryName: row.name,
    message: galleryMessage(row, row.language),
    url: `${env.publicUrl}${clientPaths.page(row.language, row.token)}`,
    password: input.password || null,
    hasPassword: row.passwordHash !== null,
    expiresOn: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null,
  });
  await db.batch([
    db.update(clientGalleries).set({ linkSentAt: new Date(), ...(row.clientEmail ? {} : { clientEmail: to }) }).where(eq(clientGalleries.id, id)),
  ]);
  await enqueueMail(db, { kind: 'client_link', to, ...content });
  wakeOutbox();
}

/** At most one selection mail per gallery in this time. */
export const SELECTION_MAIL_GAP_MS = 5 * 60_000;

/** What a selection is, for telling a changed one from one sent again: its photos and their comments. */
const fingerprintOf = (favourites: { itemId: number; comment: string | null }[]) =>
  createHash('sha256')
    .update(JSON.stringify(favourites.map((f) => [f.itemId, f.comment ?? '']).sort((a, b) => Number(a[0]) - Number(b[0]))))
    .digest('hex');

/**
 * The client sends their hearts: the selection is locked (see lockSelection: refused in the client's
 * language when it breaks the gallery's rules) and the photographer sees it in the admin. The
 * photographer is told by mail (NOTIFY_EMAIL) when the selection changed since the last mail, at
 * most once per gallery every SELECTION_MAIL_GAP_MS: a change sent meanwhile goes into the mail
 * still waiting (or one that waits until the gap is over), so the last mail holds the latest selection.
 */
export async function sendSelection(db: Db, env: Env, row: ClientGalleryRow, language: keyof typeof CLIENT_TEXT): Promise<Date> {
  const at = await lockSelection(db, row, language);
  const list = await listFavourites(db, row.id);
  const mailed = (more: Partial<ClientGalleryRow>) => db.update(clientGalleries).set(more).where(eq(clientGalleries.id, row.id));
  const fingerprint = fingerprintOf(list.favourites);
  if (!mailEnabled(env) || !env.NOTIFY_EMAIL || fingerprint === row.selectionMailHash) return at;
  const content = selectionNoticeMail(
    { galleryName: row.name, favourites: list.favourites, lightroom: list.lightroom, adminUrl: `${env.publicUrl}/admin/client-galleries/${row.id}` },
    (await getSettings(db)).siteName,
  );
  // The mail still waiting in the outbox takes the new selection (the worker claims only pending rows, in one statement).
  if (row.selectionMailId) {
    const waiting = await db
      .update(mailOutbox)
      .set({ subject: content.subject, text: content.text, html: content.html })
      .where(and(eq(mailOutbox.id, row.selectionMailId), eq(mailOutbox.status, 'pending')))
      .returning({ id: mailOutbox.id })
      .get();
    if (waiting) {
      await mailed({ selectionMailHash: fingerprint });
      return at;
    }
  }
  const sendAt = new Date(Math.max(at.getTime(), (row.selectionMailAt?.getTime() ?? 0) + SELECTION_MAIL_GAP_MS));
  const [id] = await enqueueMail(db, { kind: 'notify', to: env.NOTIFY_EMAIL, ...content, ...(row.clientEmail ? { replyTo: row.clientEmail } : {}), notBefore: sendAt });
  await mailed({ selectionMailHash: fingerprint, selectionMailId: id ?? null, selectionMailAt: sendAt });
  if (sendAt.getTime() <= at.getTime()) wakeOutbox();
  return at;
}

/**
 * The photographer reopens the client's selection; the client is told by mail in the gallery's
 * language when their address is known and mail is set up. Answers whether a mail was queued.
 */
export async function reopenAndTell(db: Db, env: Env, id: number): Promise<boolean> {
  const row = await reopenSelection(db, id);
  if (!row.clientEmail || !mailEnabled(env) || galleryState(row) !== 'open') return false;
  const content = selectionReopenedMail(row.language, (await getSettings(db)).siteName, {
    galleryName: row.name,
    url: `${env.publicUrl}${clientPaths.page(row.language, row.token)}`,
  });
  await enqueueMail(db, { kind: 'client_reopened', to: row.clientEmail, ...content });
  wakeOutbox();
  return true;
}
