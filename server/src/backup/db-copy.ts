import type { Client, InStatement, Transaction } from '@libsql/client';

type Reader = Pick<Transaction, 'execute'>;

interface TableDef {
  name: string;
  sql: string;
  /** A virtual table (full-text search): its rows are read with their rowid, its shadow tables are its own. */
  virtual: boolean;
}

/** The tables SQLite's FTS5 keeps behind a virtual table; creating the virtual table creates them. */
const FTS5_SHADOWS = ['data', 'idx', 'content', 'docsize', 'config'];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const PAGE = 500;

/** Tables in an order where every table comes after the ones its foreign keys point to. */
async function tablesInOrder(src: Reader): Promise<TableDef[]> {
  const rs = await src.execute(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_litestream%' AND sql IS NOT NULL ORDER BY name",
  );
  const all = rs.rows.map((r) => ({ name: String(r.name), sql: String(r.sql), virtual: /^CREATE VIRTUAL TABLE/i.test(String(r.sql)) }));
  const shadows = new Set(all.filter((t) => t.virtual).flatMap((t) => FTS5_SHADOWS.map((s) => `${t.name}_${s}`)));
  const tables = all.filter((t) => !shadows.has(t.name));
  const deps = new Map<string, string[]>();
  for (const t of tables) {
    const fk = await src.execute(`PRAGMA foreign_key_list(${quote(t.name)})`);
    deps.set(t.name, fk.rows.map((r) => String(r.table)).filter((n) => n !== t.name));
  }
  const out: TableDef[] = [];
  const seen = new Set<string>();
  const visit = (t: TableDef) => {
    if (seen.has(t.name)) return;
    seen.add(t.name);
    for (const d of deps.get(t.name) ?? []) {
      const dep = tables.find((x) => x.name === d);
      if (dep) visit(dep);
    }
    out.push(t);
  };
  tables.forEach(visit);
  return out;
}

/** The columns a row is written with: generated columns are computed again, a virtual table's rowid is kept. */
async function storedColumns(src: Reader, t: TableDef): Promise<string[]> {
  const info = await src.execute(`PRAGMA table_xinfo(${quote(t.name)})`);
  // hidden: 0 a plain column, 1 a virtual table's hidden column, 2 and 3 generated columns.
  const plain = info.rows.filter((r) => Number(r.hidden) === 0).map((r) => quote(String(r.name)));
  return t.virtual ? ['rowid', ...plain] : plain;
}

/**
 * Copies schema and rows from one libSQL/SQLite database into another, empty one, reading inside
 * one read transaction so the copy is a consistent snapshot while the source keeps taking writes.
 * Used where `VACUUM INTO` cannot reach: a libSQL server as source (backup) or target (restore).
 */
export async function copyDatabase(src: Client, dst: Client): Promise<{ tables: number; rows: number }> {
  const tx = await src.transaction('read');
  let rows = 0;
  try {
    const tables = await tablesInOrder(tx);
    const others = await tx.execute(
      "SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger', 'view') AND sql IS NOT NULL AND name NOT LIKE 'sqlite_%'",
    );
    await dst.batch(tables.map((t) => t.sql), 'write');
    for (const t of tables) {
      const columns = await storedColumns(tx, t);
      for (let offset = 0; ; offset += PAGE) {
        const page = await tx.execute(`SELECT ${columns.join(', ')} FROM ${quote(t.name)} LIMIT ${PAGE} OFFSET ${offset}`);
        if (!page.rows.length) break;
        const cols = page.columns.map(quote).join(', ');
        const marks = page.columns.map(() => '?').join(', ');
        const stmts: InStatement[] = page.rows.map((r) => ({
          sql: `INSERT INTO ${quote(t.name)} (${cols}) VALUES (${marks})`,
          args: page.columns.map((_, i) => r[i] ?? null),
        }));
        await dst.batch(stmts, 'write');
        rows += page.rows.length;
        if (page.rows.length < PAGE) break;
      }
    }
    const seq = await tx.execute("SELECT name, seq FROM sqlite_master m JOIN sqlite_sequence s ON s.name = m.name WHERE m.type = 'table'").catch(() => null);
    const statements: InStatement[] = others.rows.map((r) => String(r.sql));
    for (const r of seq?.rows ?? []) {
      statements.push({ sql: 'INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', args: [String(r.name), Number(r.seq)] });
    }
    if (statements.length) await dst.batch(statements, 'write');
    return { tables: tables.length, rows };
  } finally {
    tx.close();
  }
}

/** Names of the tables in a database (to tell an empty target from a used one). */
export async function tableNames(client: Client): Promise<string[]> {
  const rs = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  return rs.rows.map((r) => String(r.name));
}

/** Drops every view and table (restore --force into a libSQL server), tables that others point to last. */
export async function dropAll(client: Client): Promise<void> {
  const views = await client.execute("SELECT name FROM sqlite_master WHERE type = 'view'");
  for (const v of views.rows) await client.execute(`DROP VIEW IF EXISTS ${quote(String(v.name))}`);
  const tables = await tablesInOrder(client);
  for (const t of tables.reverse()) await client.execute(`DROP TABLE IF EXISTS ${quote(t.name)}`);
}
