import './production-mode';
import { createApp } from './app';
import { BackupScheduler } from './backup/backup-scheduler';
import { openDb } from './db/client';
import { seedDemoContent } from './demo/seed-demo';
import { loadEnv } from './env';
import { instanceIdFor } from './lib/instance-id';
import { createOwnerOnly, lockDownDataDir } from './lib/owner-only';
import { startMail } from './mail/mail.service';
import { releaseClaimsOf, startMediaQueue } from './media/media-queue';
import { releaseMemorySoon } from './media/memory';
import { configureMediaStore } from './media/media-store';
import { sweepMedia } from './media/media-sweep';
import { backfillVideoLengths } from './media/video-length-backfill';
import { lifecycle } from './site/health.routes';
import { ensureDefaultAdmin } from './auth/auth.service';
import { kickBulkJobs } from './gallery/gallery-bulk-jobs';
import { loadPublicSite } from './site/public-site';
import { fediverseOf } from './fediverse/fediverse';

/** SIGTERM: requests in flight may finish and queue workers stop between jobs, within this time. */
const SHUTDOWN_MS = 9_000;

const env = loadEnv();
// The database, media and backups are private to the server's user, whatever the umask.
createOwnerOnly();
lockDownDataDir(env.DATA_DIR);
configureMediaStore(env);
const db = await openDb(env.databaseUrl, env.DATABASE_AUTH_TOKEN);
await ensureDefaultAdmin(db, env.ADMIN_PASSWORD);

// What a crash or kill -9 left behind is cleaned before the first request: temp files, files no
// row refers to, and derivatives that went missing are queued again.
const swept = await sweepMedia({ db, env });
if (swept.tempFiles || swept.orphans || swept.requeued) {
  console.log(`Start-up clean-up: ${swept.tempFiles} temp file(s) and ${swept.orphans} orphan file(s) removed, ${swept.requeued} derivative(s) queued again`);
}

// An empty site gets its demo content before the first visitor arrives, so the first page shown
// is the finished one. The derivative queue starts after it: the slower encodes (AVIF, large
// WebP) of the demo photos then run in the background while the site is already served.
const seeded = await seedDemoContent({ db, env }, { log: console.log, onStart: () => console.log('Preparing demo content (first start only)...') }).catch((err) => {
  console.error('Demo content failed:', err);
  return null;
});
// The mail outbox: what was queued before a restart goes out now.
await startMail({ db, env });
if (!env.SMTP_URL) console.log('Mail is off (no SMTP_URL): newsletter sign-ups are single opt-in and nothing is sent.');
const instanceId = instanceIdFor(env.DATA_DIR);
await releaseClaimsOf(db, instanceId);
const queue = startMediaQueue({ db, env }, { workers: env.MEDIA_WORKERS, sharpThreads: env.SHARP_THREADS, instanceId });
// Films uploaded while ffprobe was missing get their length (for their structured data) in the background.
void backfillVideoLengths({ db, env }).then((n) => {
  if (n) console.log(`${n} film(s) got their length`);
});

// Bulk changes of the gallery that a stop interrupted go on where they were.
void kickBulkJobs(db, instanceId);

const backups = new BackupScheduler({ db, env }).start();

// The fediverse account: deliveries and incoming activities waiting from before a restart go on now.
const fediverse = fediverseOf(db, env);
await fediverse.start(instanceId);

const site = await loadPublicSite(env);
if (!site) console.warn('The web app is not built (npm run build): public pages answer 404 until it is.');
const app = createApp({ db, env, site });
const server = Bun.serve({
  port: env.PORT,
  hostname: env.HOST,
  // Each database statement's native memory is freed only when the collector finds its JS object,
  // which the JS heap's own pace leaves for long; once requests pause for a second, collect.
  fetch: (request, bunServer) => {
    releaseMemorySoon();
    return app.fetch(request, bunServer);
  },
  maxRequestBodySize: 4 * 1024 ** 3,
  // Set on purpose: a silent keep-alive or a stalled client is dropped after this; uploads switch
  // it off for themselves and use UPLOAD_STALL_SECONDS (media/uploads.admin-routes.ts).
  idleTimeout: env.IDLE_TIMEOUT_SECONDS,
});
console.log(`Portfolio server listening on http://${server.hostname}:${server.port}${seeded?.seeded ? ' (with demo content)' : ''}`);

async function shutdown(signal: string): Promise<void> {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const forced = setTimeout(() => {
    console.error(`Still busy after ${SHUTDOWN_MS / 1000} s: exiting now (unfinished queue jobs resume at the next start)`);
    process.exit(1);
  }, SHUTDOWN_MS);
  forced.unref?.();
  backups.stop();
  // stop(false): no new connections; the ones in flight finish. Queue workers end between jobs.
  await Promise.allSettled([server.stop(false), queue.stop(), fediverse.stop()]);
  clearTimeout(forced);
  console.log('Stopped cleanly');
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
