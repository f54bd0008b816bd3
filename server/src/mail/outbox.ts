import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { mailOutbox } from '../db/schema';
import type { Env } from '../env';
import { getSettings } from '../site/settings.service';
import { createSmtpTransport, mailDomain, mailFrom, type MailTransport, senderAddress } from './transport';

export type OutboxKind = (typeof mailOutbox.$inferInsert)['kind'];

export interface OutboxMessage {
  kind: OutboxKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  replyTo?: string | null;
  sendId?: number | null;
  subscriberId?: number | null;
  /** The sender's name (the shop's); the address is always the site's. */
  fromName?: string | null;
  /** Sent no earlier than this (default: at once). */
  notBefore?: Date;
}

/** Tries per message before it is marked failed (an admin can retry newsletter recipients). */
export const MAX_ATTEMPTS = 6;

/** The outbox rows of messages, due now or at their `notBefore` (for an insert inside a caller's transaction). */
export function outboxValues(list: OutboxMessage[]) {
  const now = new Date();
  return list.map((m) => ({
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: m.headers ?? null,
    replyTo: m.replyTo ?? null,
    sendId: m.sendId ?? null,
    subscriberId: m.subscriberId ?? null,
    fromName: m.fromName ?? null,
    nextAttemptAt: m.notBefore ?? now,
  }));
}

/** Stores messages for the worker to send; the caller's request never waits on SMTP. Answers their outbox ids. */
export async function enqueueMail(db: Db, messages: OutboxMessage | OutboxMessage[]): Promise<number[]> {
  const list = Array.isArray(messages) ? messages : [messages];
  if (list.length === 0) return [];
  const rows = await db.insert(mailOutbox).values(outboxValues(list)).returning({ id: mailOutbox.id });
  return rows.map((r) => r.id);
}

export interface OutboxWorkerOptions {
  /** How often the worker looks for due mail when idle. */
  pollMs?: number;
  /** Wait before the first retry; doubles with each failed attempt, at most an hour. */
  retryBaseMs?: number;
  /** A transport other than SMTP_URL's (tests). */
  transport?: MailTransport | null;
  log?: (line: string) => void;
}

/**
 * Sends the outbox, oldest first, at most MAIL_RATE_PER_MINUTE messages a minute. A message is
 * marked 'sending' before SMTP and 'sent' after, each step committed, so a restart neither skips
 * nor repeats finished work; a message caught in 'sending' by a crash goes out again at start,
 * with the same Message-ID so that receivers can recognise it.
 */
export class OutboxWorker {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private lastSentAt = 0;
  /** After a failure the worker rests (SMTP is likely down) instead of trying every other message. */
  private restUntil = 0;
  private readonly transport: MailTransport | null;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly intervalMs: number;
  private readonly log: (line: string) => void;

  constructor(
    private readonly db: Db,
    private readonly env: Env,
    options: OutboxWorkerOptions = {},
  ) {
    this.transport = options.transport !== undefined ? options.transport : createSmtpTransport(env);
    this.pollMs = options.pollMs ?? 2000;
    this.retryBaseMs = options.retryBaseMs ?? 60_000;
    this.intervalMs = 60_000 / env.MAIL_RATE_PER_MINUTE;
    this.log = options.log ?? ((line) => console.warn(line));
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  async start(): Promise<void> {
    if (!this.transport || !this.stopped) return;
    this.stopped = false;
    // Whatever a crash left in 'sending' goes out again (see the class comment).
    await this.db.update(mailOutbox).set({ status: 'pending' }).where(eq(mailOutbox.status, 'sending'));
    this.schedule(0);
  }

  /** Stops after the message being sent, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** Looks for due mail now (after something was queued). */
  wake(): void {
    if (this.stopped || this.running) return;
    this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain()
        .catch((err) => this.log(`[mail] outbox: ${String(err)}`))
        .finally(() => {
          this.running = null;
          this.schedule(this.pollMs);
        });
    }, ms);
  }

  /** Sends due messages one by one until none is due or the worker stops. */
  async drain(): Promise<void> {
    while (!this.stopped) {
      if (Date.now() < this.restUntil) return;
      const wait = this.lastSentAt + this.intervalMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (this.stopped) return;
      const next = await this.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
        // Confirmations and notices before a long newsletter send.
        .orderBy(sql`${mailOutbox.sendId} IS NOT NULL`, asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .get();
      if (!next) return;
      const claimed = await this.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: next.attempts + 1 })
        .where(and(eq(mailOutbox.id, next.id), eq(mailOutbox.status, 'pending')))
        .returning({ id: mailOutbox.id })
        .get();
      if (!claimed) continue; // another instance took it
      this.lastSentAt = Date.now();
      try {
        await this.transport!.sendMail({
          // The site name as it is set now: a message waiting in the outbox goes out under it.
          from: next.fromName ? `"${next.fromName.replace(/["\\\r\n]/g, '')}" <${senderAddress(this.env)}>` : mailFrom(this.env, (await getSettings(this.db)).siteName),
          to: next.to,
          subject: next.subject,
          text: next.text,
          html: next.html,
          replyTo: next.replyTo ?? undefined,
          headers: next.headers ?? undefined,
          messageId: `<outbox-${next.id}-${next.createdAt.getTime()}@${mailDomain(this.env)}>`,
        });
        // A sent message keeps what the admin is shown (to, subject, status, time), not its body:
        // confirmation and unsubscribe links in it stay out of the database and its backups.
        await this.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null, text: '', html: '', headers: null })
          .where(eq(mailOutbox.id, next.id));
      } catch (err) {
        const attempts = next.attempts + 1;
        const reason = err instanceof Error ? err.message : String(err);
        // A 5xx answer (address refused, message rejected) will not change by trying again.
        const code = (err as { responseCode?: number }).responseCode;
        const permanent = typeof code === 'number' && code >= 500;
        const failed = permanent || attempts >= MAX_ATTEMPTS;
        const backoff = Math.min(this.retryBaseMs * 2 ** (attempts - 1), 3_600_000);
        await this.db
          .update(mailOutbox)
          .set({ status: failed ? 'failed' : 'pending', lastError: reason.slice(0, 500), nextAttemptAt: new Date(Date.now() + backoff) })
          .where(eq(mailOutbox.id, next.id));
        this.log(`[mail] ${failed ? 'gave up on' : 'will retry'} message ${next.id} to ${next.to}: ${reason}`);
        if (permanent) continue;
        // SMTP is likely down: rest rather than trying every other message now.
        this.restUntil = Date.now() + this.retryBaseMs;
        return;
      }
    }
  }
}

/** Puts failed messages (of one send, or the given ids) back in the queue. */
export async function retryFailed(db: Db, where: { sendId?: number; ids?: number[] }): Promise<number> {
  const cond = where.sendId !== undefined ? eq(mailOutbox.sendId, where.sendId) : where.ids ? inArray(mailOutbox.id, where.ids) : isNull(mailOutbox.id);
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(and(cond, eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length;
}
