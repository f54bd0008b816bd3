import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { backfillPostMedia } from './backfill-post-media';
import type { Db } from './db-type';
import * as schema from './schema';

// Most of the app names the type where it opens the database.
export type { Db };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database (an embedded file, :memory:, or a libSQL server over http/ws/libsql) and
 * applies the committed migrations (and fills what SQL could not, see backfillPostMedia).
 */
export async function openDb(url: string, authToken?: string): Promise<Db> {
  if (url.startsWith('file:') && !url.includes(':memory:')) {
    mkdirSync(path.dirname(url.slice('file:'.length)), { recursive: true });
  }
  const client = createClient({ url, authToken });
  if (url.startsWith('file:') || url === ':memory:') {
    // WAL lets readers go on while a write happens; a busy timeout waits instead of failing.
    await client.execute('PRAGMA journal_mode = WAL').catch(() => {});
    await client.execute('PRAGMA busy_timeout = 5000');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await backfillPostMedia(db);
  return db;
}
