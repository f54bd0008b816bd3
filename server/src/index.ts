import { createApp } from './app';
import { openDb } from './db/client';
import { seedDemoContent } from './demo/seed-demo';
import { loadEnv } from './env';
import { startMediaQueue } from './media/media-queue';
import { ensureDefaultAdmin } from './services/auth.service';

const env = loadEnv();
const db = await openDb(env.databaseUrl, env.DATABASE_AUTH_TOKEN);
await ensureDefaultAdmin(db, env.ADMIN_PASSWORD);
const app = createApp({ db, env });

const server = Bun.serve({ port: env.PORT, hostname: env.HOST, fetch: app.fetch, maxRequestBodySize: 4 * 1024 ** 3 });
console.log(`Portfolio server listening on http://${server.hostname}:${server.port}`);

// Derivatives left by an earlier run are picked up again; then an empty site gets demo content
// (after listen: drawing the demo photos takes a few seconds).
startMediaQueue({ db, env });
seedDemoContent({ db, env }, { log: console.log }).catch((err) => console.error('Demo content failed:', err));
