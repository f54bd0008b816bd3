import type { ContactMessage } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { toContactMessage } from '../db/mappers';
import { contactMessages } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type KeysetKey, type ListPage, readKeysetPage } from '../lib/keyset';

export const CONTACT_WINDOW_MS = 10 * 60 * 1000;
export const CONTACT_MAX_PER_WINDOW = 5;
export const TOO_MANY_MESSAGES = 'Too many messages sent. Please try again in a few minutes.';
export const MESSAGE_NOT_FOUND = 'Message not found';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  website?: string;
  language?: Language;
}

/**
 * Stores a message from the contact form (the caller announces it afterwards), at most 5 per IP in 10 minutes. A filled honeypot
 * (`website`) marks a bot: nothing is stored, and the caller answers as if all went well.
 */
export async function submitMessage(db: Db, input: ContactInput, ip: string): Promise<{ stored: boolean }> {
  if (input.website && input.website.trim() !== '') return { stored: false };
  const since = new Date(Date.now() - CONTACT_WINDOW_MS);
  const recent = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since)))
    .get();
  if ((recent?.n ?? 0) >= CONTACT_MAX_PER_WINDOW) throw new AppError('rate_limited', TOO_MANY_MESSAGES);
  await db.insert(contactMessages).values({
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    ip,
    createdAt: new Date(),
    language: input.language ?? null,
  });
  return { stored: true };
}

export async function listMessages(db: Db): Promise<ContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toContactMessage);
}

type MessageRow = typeof contactMessages.$inferSelect;

/** Newest first. */
const MESSAGE_ORDER: KeysetKey<MessageRow>[] = [
  { sql: contactMessages.createdAt, desc: true, of: (r) => r.createdAt.getTime() },
  { sql: contactMessages.id, desc: true, of: (r) => r.id },
];

/** One page of the messages, newest first, with how many there are. */
export async function listMessagesPage(db: Db, page: { limit: number; cursor?: string }): Promise<ListPage<ContactMessage>> {
  const [{ rows, nextCursor }, total] = await Promise.all([
    readKeysetPage(MESSAGE_ORDER, page, (after, orderBy, limit) => db.select().from(contactMessages).where(after).orderBy(...orderBy).limit(limit)),
    db.select({ n: count() }).from(contactMessages).get(),
  ]);
  return { items: rows.map(toContactMessage), total: total?.n ?? 0, nextCursor };
}

export async function setRead(db: Db, id: number, isRead: boolean): Promise<ContactMessage> {
  const row = await db.update(contactMessages).set({ isRead }).where(eq(contactMessages.id, id)).returning().get();
  if (!row) throw new AppError('not_found', MESSAGE_NOT_FOUND);
  return toContactMessage(row);
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  const row = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id }).get();
  if (!row) throw new AppError('not_found', MESSAGE_NOT_FOUND);
}
