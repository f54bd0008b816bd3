import type { MailStatus } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { mailOutbox } from '../db/schema';
import type { Env } from '../env';
import { enqueueMail, OutboxWorker, type OutboxWorkerOptions } from './outbox';
import { purgeExpired } from './newsletter.service';
import { contactNoticeMail } from './templates';
import { mailEnabled, mailFrom } from './transport';
import { getSettings } from '../site/settings.service';

let active: OutboxWorker | null = null;

/** Asks the running outbox worker, if any, to look for due mail now. */
export function wakeOutbox(): void {
  active?.wake();
}

/**
 * Starts the outbox worker and the hourly purge of unconfirmed sign-ups. With no SMTP_URL
 * nothing is sent and nothing runs; the admin says mail is off.
 */
export async function startMail({ db, env }: { db: Db; env: Env }, options: OutboxWorkerOptions & { purgeEveryMs?: number } = {}) {
  const worker = new OutboxWorker(db, env, options);
  const purge = () => purgeExpired(db).catch((err) => console.error('[mail] purge:', err));
  await purge();
  const timer = setInterval(purge, options.purgeEveryMs ?? 3600_000);
  await worker.start();
  active = worker;
  return {
    worker,
    stop: async () => {
      clearInterval(timer);
      if (active === worker) active = null;
      await worker.stop();
    },
  };
}

/** Announces a stored contact message to NOTIFY_EMAIL, with Reply-To the sender. */
export async function notifyContactMessage(
  db: Db,
  env: Env,
  m: { name: string; email: string; subject: string; message: string; language: Language | null },
): Promise<void> {
  if (!mailEnabled(env) || !env.NOTIFY_EMAIL) return;
  const content = contactNoticeMail({ ...m, adminUrl: `${env.publicUrl}/admin/messages`, site: (await getSettings(db)).siteName });
  await enqueueMail(db, { kind: 'notify', to: env.NOTIFY_EMAIL, ...content, replyTo: `"${m.name.replace(/["\\\r\n]/g, '')}" <${m.email}>` });
  wakeOutbox();
}

export async function mailStatus(db: Db, env: Env): Promise<MailStatus> {
  const tallies = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'failed']))
    .groupBy(mailOutbox.status);
  const of = (s: string) => tallies.find((t) => t.status === s)?.n ?? 0;
  const failures = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'failed')).orderBy(desc(mailOutbox.id)).limit(20);
  // Messages still waiting after an error show their reason too.
  const retrying = await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending')).orderBy(desc(mailOutbox.id)).limit(50);
  const shown = [...failures, ...retrying.filter((r) => r.lastError)].slice(0, 20);
  return {
    enabled: mailEnabled(env),
    from: mailEnabled(env) ? mailFrom(env, (await getSettings(db)).siteName) : null,
    notifyEmail: env.NOTIFY_EMAIL ?? null,
    ratePerMinute: env.MAIL_RATE_PER_MINUTE,
    pending: of('pending') + of('sending'),
    failed: of('failed'),
    failures: shown.map((r) => ({ id: r.id, kind: r.kind, to: r.to, subject: r.subject, attempts: r.attempts, lastError: r.lastError, createdAt: r.createdAt.toISOString() })),
  };
}
