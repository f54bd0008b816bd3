import { sanitizeStoredTextsOnce } from './sanitize-stored-texts';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
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
    finalizeBusyStatements(client);
  }
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await backfillPostMedia(db);
  await sanitizeStoredTextsOnce(db);
  return db;
}

const isBusy = (err: unknown) => (err as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/**
 * An embedded statement that fails with SQLITE_BUSY (another process, such as a backup or an
 * import, held the write lock past the busy timeout) stays "in progress" until it is garbage
 * collected, and until then every COMMIT on the connection fails with "cannot commit transaction -
 * SQL statements in progress" (tursodatabase/libsql-client-ts#352): one busy moment would fail
 * sign-ins and saves that come after it. Collecting at once finalizes the failed statement.
 */
function finalizeBusyStatements(client: Client): void {
  const execute = client.execute.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const batch = client.batch.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const collecting =
    (call: (...args: unknown[]) => Promise<unknown>) =>
    async (...args: unknown[]) => {
      try {
        return await call(...args);
      } catch (err) {
        if (isBusy(err)) Bun.gc(true);
        throw err;
      }
    };
  Object.assign(client, { execute: collecting(execute), batch: collecting(batch) });
}
