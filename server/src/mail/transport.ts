import type { Env } from '../env';

/** What the outbox needs of a mail transport (nodemailer's SMTP transport in the product). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    replyTo?: string;
    headers?: Record<string, string>;
    messageId?: string;
  }): Promise<unknown>;
  close(): void;
}

export function mailEnabled(env: Env): boolean {
  return Boolean(env.SMTP_URL);
}

/** The sender's bare address: MAIL_FROM's, else no-reply@ the host of PUBLIC_URL. */
export function senderAddress(env: Env): string {
  const from = env.MAIL_FROM?.trim();
  if (from) return /<([^>]+)>/.exec(from)?.[1] ?? from;
  return `no-reply@${new URL(env.publicUrl).hostname}`;
}

/** MAIL_FROM, else "<site name>" <no-reply@host of PUBLIC_URL>; `site` is the site name setting. */
export function mailFrom(env: Env, site: string): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  return `"${site.replace(/["\\\r\n]/g, '')}" <${senderAddress(env)}>`;
}

/** The host part of Message-IDs and of the mailto: unsubscribe address. */
export function mailDomain(env: Env): string {
  return /@([^>\s]+)$/.exec(senderAddress(env))?.[1] ?? new URL(env.publicUrl).hostname;
}

/** An SMTP transport for SMTP_URL; null when mail is off. */
export function createSmtpTransport(env: Env): MailTransport | null {
  if (!env.SMTP_URL) return null;
  // One connection at a time: the outbox sends one message after another at its own pace.
  const url = new URL(env.SMTP_URL);
  // Timeouts as query options of the URL (nodemailer reads them there), unless SMTP_URL sets them.
  for (const [k, v] of [['connectionTimeout', '15000'], ['greetingTimeout', '15000'], ['socketTimeout', '60000']]) if (!url.searchParams.has(k)) url.searchParams.set(k, v);
  // nodemailer loads with the first message sent: a server that sends no mail does not hold it in memory.
  let smtp: Promise<MailTransport> | null = null;
  let opened: MailTransport | null = null;
  return {
    sendMail(message) {
      smtp ??= import('nodemailer').then((m) => (opened = m.default.createTransport(url.toString())));
      return smtp.then((t) => t.sendMail(message));
    },
    close() {
      opened?.close();
      smtp = opened = null;
    },
  };
}
