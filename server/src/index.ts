import { createApp } from './app';
import { openDb } from './db/client';
import { seedDemoContent } from './demo/seed-demo';
import { loadEnv } from './env';
import { startMediaQueue } from './media/media-queue';
import { startMail } from './mail/mail.service';
import { ensureDefaultAdmin } from './services/auth.service';
import { loadPublicSite } from './site/public-site';

const env = loadEnv();
const db = await openDb(env.databaseUrl, env.DATABASE_AUTH_TOKEN);
await ensureDefaultAdmin(db, env.ADMIN_PASSWORD);

// An empty site gets its demo content before the first visitor arrives, so the first page shown
// is the finished one. The derivative queue starts after it: the slower encodes (AVIF, large
// WebP) of the demo photos then run in the background while the site is already served.
const seeded = await seedDemoContent({ db, env }, { log: console.log, onStart: () => console.log('Preparing demo content (first start only)...') }).catch((err) => {
  console.error('Demo content failed:', err);
  return null;
});
startMediaQueue({ db, env });
// The mail outbox (issue 14): what was queued before a restart goes out now.
await startMail({ db, env });
if (!env.SMTP_URL) console.log('Mail is off (no SMTP_URL): newsletter sign-ups are single opt-in and nothing is sent.');

const site = await loadPublicSite(env);
if (!site) console.warn('The web app is not built (npm run build): public pages answer 404 until it is.');
const app = createApp({ db, env, site });
const server = Bun.serve({ port: env.PORT, hostname: env.HOST, fetch: app.fetch, maxRequestBodySize: 4 * 1024 ** 3 });
console.log(`Portfolio server listening on http://${server.hostname}:${server.port}${seeded?.seeded ? ' (with demo content)' : ''}`);
