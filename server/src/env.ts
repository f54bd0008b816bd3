import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['on', 'true', '1', 'yes'].includes(v)));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  STATIC_ROOT: z.string().default(path.resolve(import.meta.dir, '../../web/dist')),
  DEMO_CONTENT: flag(true),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24 * 7),
  MAX_IMAGE_UPLOAD_MB: z.coerce.number().positive().default(200),
  MAX_VIDEO_UPLOAD_MB: z.coerce.number().positive().default(2048),
  ANALYTICS_ID: z.string().regex(/^G-[A-Z0-9]+$/, 'ANALYTICS_ID must look like G-XXXXXXX').optional(),
  GEO_LOOKUP_URL: z.url().optional(),
  COUNTRY_HEADER: z.string().optional(),
  /**
   * Behind a reverse proxy: `on` (one proxy) or the number of proxies in front. The client address
   * is then read from X-Forwarded-For, counting that many entries from the right (the ones our own
   * proxies appended), so a client cannot pick its address by sending the header itself.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const s = (v ?? 'off').trim().toLowerCase();
      if (['on', 'true', 'yes'].includes(s)) return 1;
      if (['off', 'false', 'no', ''].includes(s)) return 0;
      const n = Number(s);
      if (Number.isInteger(n) && n >= 0 && n <= 10) return n;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be on, off or the number of proxies (0-10)' });
      return z.NEVER;
    }),
  LOG_REQUESTS: flag(false),
  /** First-party visitor statistics: recording on/off, limits and how long days are kept. */
  STATS_ENABLED: flag(true),
  STATS_RETENTION_DAYS: z.coerce.number().int().min(1).default(400),
  STATS_MAX_EVENTS_PER_DAY: z.coerce.number().int().min(1).default(50_000),
  STATS_MAX_KEYS_PER_DAY: z.coerce.number().int().min(1).default(500),
  STATS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Seconds a connection may stay silent before it is closed (Bun's idleTimeout, at most 255). Uploads use UPLOAD_STALL_SECONDS instead. */
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(255).default(60),
  /** An upload whose client sends nothing for this long is dropped (its temp file removed). */
  UPLOAD_STALL_SECONDS: z.coerce.number().positive().default(60),
  /** Background derivative workers (heavy encodes at once). Default 1: memory stays small. */
  MEDIA_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** libvips threads per image pipeline. */
  SHARP_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Scheduled backups: target folder, hours between backups (off when unset), how many to keep. */
  BACKUP_DIR: z.string().optional(),
  BACKUP_INTERVAL_HOURS: z.coerce.number().positive().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** Where media files live: the server's disk (default) or an S3-compatible bucket. */
  MEDIA_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Public media served straight from a CDN or the bucket: their base address (else the server streams them). */
  MEDIA_PUBLIC_URL: z.url().optional(),
  /**
   * Other origins (comma-separated) whose pages may call /api, besides the site's own and the
   * desktop app's: for a development server on another port.
   */
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) => (v ?? '').split(',').map((s) => s.trim().replace(/\/+$/, '')).filter(Boolean)),
  /**
   * A PMTiles v3 archive of vector tiles (the Protomaps basemap's layers) the map page draws under
   * its clusters; unset, the map is the land the site draws itself.
   */
  MAP_BASEMAP_PMTILES: z.string().trim().optional(),
  /** The site's absolute address, for canonical links, feeds, the sitemap and links in mail. */
  PUBLIC_URL: z.url().optional(),
  /** Mail: smtp://user:pass@host:587 or smtps://… for TLS; unset, no mail is sent. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  /** The sender of every message; default "<site name>" <no-reply@host of PUBLIC_URL>. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Where new contact messages are announced; unset, they are not. */
  NOTIFY_EMAIL: z.email('NOTIFY_EMAIL must be an e-mail address').optional(),
  /**
   * The fediverse account may fetch keys from and deliver to loopback and private addresses: for
   * tests with a second server on this machine only. Off: such addresses are refused (SSRF).
   */
  ACTIVITYPUB_ALLOW_PRIVATE: flag(false),
  /** Minutes between two new posts delivered to followers (a bulk publish is spread); 0: none. */
  ACTIVITYPUB_SPREAD_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  /** Activities accepted per sending address per minute at the inbox (per server process); more answer 429. */
  ACTIVITYPUB_INBOX_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /** Messages per minute the outbox sends at most (a post to many subscribers goes out at this pace). */
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Stripe: the secret key turns card payment on; the webhook secret verifies Stripe's events. */
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)').optional(),
  /** Another address for Stripe's API (a local fake in tests); unset, Stripe's own. */
  STRIPE_API_BASE: z.url().optional(),
}).refine((e) => !e.STRIPE_SECRET_KEY || e.STRIPE_WEBHOOK_SECRET, { message: 'STRIPE_WEBHOOK_SECRET is needed with STRIPE_SECRET_KEY (payments are learnt from the webhook)', path: ['STRIPE_WEBHOOK_SECRET'] });

export type Env = z.infer<typeof EnvSchema> & { databaseUrl: string; mediaDir: string; publicUrl: string };

/** The only reader of process.env. A bad value stops the server at start with a clear line. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    databaseUrl: env.DATABASE_URL ?? `file:${path.join(dataDir, 'portfolio.db')}`,
    mediaDir: path.join(dataDir, 'media'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
