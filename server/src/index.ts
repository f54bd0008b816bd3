import { createApp } from './app';
import { openDb } from './db/client';
import { loadEnv } from './env';

const env = loadEnv();
const db = await openDb(env.databaseUrl, env.DATABASE_AUTH_TOKEN);
const app = createApp({ db, env });

const server = Bun.serve({ port: env.PORT, hostname: env.HOST, fetch: app.fetch, maxRequestBodySize: 4 * 1024 ** 3 });
console.log(`Portfolio server listening on http://${server.hostname}:${server.port}`);
