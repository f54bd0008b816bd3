import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediKv } from '../db/schema';

/** A key as stored: its parts as a JSON array, so a prefix of parts is a prefix of the text. */
const encode = (key: KvKey) => JSON.stringify(key);
const decode = (text: string) => JSON.parse(text) as KvKey;
const ttlMs = (options?: KvStoreSetOptions) => (options?.ttl ? options.ttl.total('millisecond') : null);
const alive = (now: number) => or(isNull(fediKv.expiresAt), gte(fediKv.expiresAt, new Date(now)));

/**
 * Fedify's key-value store on our own database (the embedded libSQL file or a libSQL server shared
 * by several instances), so what it keeps (remote keys, the marks that make a delivery idempotent)
 * is one store for every instance and survives a restart. Fedify's maintained SQLite adapter opens a
 * local file only, which two instances on one libSQL server would not share.
 */
export class LibsqlKvStore implements KvStore {
  constructor(private readonly db: Db) {}

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const row = await this.db.select({ value: fediKv.value }).from(fediKv).where(and(eq(fediKv.key, encode(key)), alive(Date.now()))).get();
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttl = ttlMs(options);
    const row = { key: encode(key), value: JSON.stringify(value), expiresAt: ttl === null ? null : new Date(Date.now() + ttl) };
    await this.db.insert(fediKv).values(row).onConflictDoUpdate({ target: fediKv.key, set: { value: row.value, expiresAt: row.expiresAt } });
  }

  async delete(key: KvKey): Promise<void> {
    await this.db.delete(fediKv).where(eq(fediKv.key, encode(key)));
  }

  /** Sets `newValue` only while the key holds `expectedValue` (undefined: absent), in one statement. */
  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const ttl = ttlMs(options);
    const k = encode(key);
    const value = JSON.stringify(newValue);
    const expiresAt = ttl === null ? null : Date.now() + ttl;
    const now = Date.now();
    if (expectedValue === undefined) {
      // Absent or expired: an expired row counts as absent and is replaced.
      const res = await this.db.run(sql`INSERT INTO fedi_kv (key, value, expires_at) VALUES (${k}, ${value}, ${expiresAt})
        ON CONFLICT(key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at WHERE fedi_kv.expires_at IS NOT NULL AND fedi_kv.expires_at < ${now}`);
      return res.rowsAffected > 0;
    }
    const res = await this.db.run(
      sql`UPDATE fedi_kv SET value = ${value}, expires_at = ${expiresAt} WHERE key = ${k} AND value = ${JSON.stringify(expectedValue)} AND (expires_at IS NULL OR expires_at >= ${now})`,
    );
    return res.rowsAffected > 0;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const now = Date.now();
    // ["a","b"] is listed by ["a"]: the text starts with `["a",` (or is `["a"]` itself).
    const where = prefix
      ? and(alive(now), or(eq(fediKv.key, encode(prefix)), and(gte(fediKv.key, `${encode(prefix).slice(0, -1)},`), lt(fediKv.key, `${encode(prefix).slice(0, -1)},\uffff`))))
      : alive(now);
    let after = '';
    for (;;) {
      const rows = await this.db.select().from(fediKv).where(and(where, sql`${fediKv.key} > ${after}`)).orderBy(fediKv.key).limit(200);
      for (const r of rows) yield { key: decode(r.key), value: JSON.parse(r.value) };
      if (rows.length < 200) return;
      after = rows[rows.length - 1]!.key;
    }
  }

  /** Removes expired entries (at start and now and then). */
  async sweep(now = Date.now()): Promise<number> {
    const res = await this.db.delete(fediKv).where(lt(fediKv.expiresAt, new Date(now)));
    return res.rowsAffected;
  }
}
