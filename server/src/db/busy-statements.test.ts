import { expect, it } from 'bun:test';
import { createClient } from '@libsql/client';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from './client';

it('a write refused while another process held the lock does not fail the writes after it', async () => {
  const url = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'busy-')), 'site.db')}`;
  const db = await openDb(url);
  await db.$client.execute('PRAGMA busy_timeout = 50');
  const other = createClient({ url });
  const holder = await other.transaction('write');
  await holder.execute("INSERT INTO login_failures (ip, username, at) VALUES ('192.0.2.1', 'x', 1)");
  const refused = await db.$client.batch(["INSERT INTO login_failures (ip, username, at) VALUES ('192.0.2.2', 'y', 2)"], 'write').catch((e) => e);
  expect(refused.code).toBe('SQLITE_BUSY');
  await holder.rollback();
  other.close();
  await new Promise((r) => setImmediate(r));
  // The lock is free again: the next write transaction commits.
  await db.$client.batch(["INSERT INTO login_failures (ip, username, at) VALUES ('192.0.2.3', 'z', 3)"], 'write');
  const rows = await db.$client.execute('SELECT ip FROM login_failures');
  expect(rows.rows.map((r) => r.ip)).toEqual(['192.0.2.3']);
});
