import type { Clock } from '../src/lib/clock';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, DEFAULT_ADMIN_USERNAME } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { openDb } from '../src/db/client';
import type { Db } from '../src/db/db-type';
import * as schema from '../src/db/schema';
import { type Env, loadEnv } from '../src/env';
import { createSession, hashPassword } from '../src/auth/auth.service';
import type { PublicSite } from '../src/site/public-site';
import { contentChanged } from '../src/lib/content-version';
import { sqldServer } from './sqld';

export type DbKind = 'memory' | 'sqld';

export const ADMIN_PASSWORD = 'correct-horse-battery';

/** Hashing with argon2id is slow on purpose: hash the test password once per run. */
const adminHash = hashPassword(ADMIN_PASSWORD);

const sqld = process.env.SKIP_SQLD ? 'SKIP_SQLD is set' : await sqldServer();
if (typeof sqld === 'string') console.warn(`[tests] skipping the libSQL server (sqld) run: ${sqld}`);

/** The database kinds the API suite runs against: embedded in memory, and a libSQL server when sqld starts. */
export const DB_KINDS: DbKind[] = typeof sqld === 'string' ? ['memory'] : ['memory', 'sqld'];

/** Like the built index.html: Vite writes the module script after the head placeholder. */
export const STATIC_INDEX = `<!doctype html>
<html lang="en"><head><title>Test</title>
<!--app-head-->
<script type="module" crossorigin src="/assets/app-abc123.js"></script></head>
<body><div id="root"></div><!--app-data--></body></html>`;

export const STATIC_ADMIN = `<!doctype html>
<html lang="en"><head><title>Back-office</title>
<script type="module" src="/assets/admin-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

let staticRoot: string | null = null;

/** A small built web app: the site's index.html with the placeholders, admin.html, one hashed asset and a favicon. */
export function testStaticRoot(): string {
  if (staticRoot) return staticRoot;
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), STATIC_INDEX);
  writeFileSync(path.join(dir, 'admin.html'), STATIC_ADMIN);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  staticRoot = dir;
  return dir;
}

let site: Promise<PublicSite> | null = null;

/**
 * The public site's server entry, straight from the web sources (Bun runs TSX): the same module the
 * build bundles, so the suites need no build first.
 */
export function testSite(): Promise<PublicSite> {
  site ??= import('../../web/src/entry-server.tsx') as Promise<PublicSite>;
  return site;
}

/** Tables in an order that deletes children before parents. */
const TABLES = [
  'shop_payment_events',
  'shop_order_events',
  'shop_order_lines',
  'shop_orders',
  'shop_settings',
  'sessions',
  'login_failures',
  'gallery_item_categories',
  'collection_items',
  'collections',
  'gallery_items',
  'categories',
  'hero_images',
  'blog_posts',
  'contact_messages',
  'mail_outbox',
  'newsletter_sends',
  'newsletter_signups',
  'newsletter_subscribers',
  'media_jobs',
  'media_assets',
  'admin_users',
  'content_version',
  'site_settings',
  'site_texts',
  'stats_events',
  'stats_daily',
  'stats_salts',
  'backup_runs',
];

let sqldDb: Db | null = null;

async function freshDb(kind: DbKind): Promise<Db> {
  if (kind === 'memory') return openDb(':memory:');
  if (typeof sqld === 'string') throw new Error(sqld);
  // One server database for the run: empty every table before each app.
  sqldDb ??= await openDb(sqld.url);
  await sqldDb.batch(TABLES.map((t) => sqldDb!.run(sql.raw(`DELETE FROM ${t}`))) as [never, ...never[]]);
  contentChanged(sqldDb);
  return sqldDb;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  raw?: string;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface TestApp {
  kind: DbKind;
  app: ReturnType<typeof createApp>;
  db: Db;
  env: Env;
  adminId: number;
  /** A live session of the default admin. */
  token: string;
  request: <T = any>(method: string, path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  get: <T = any>(path: string, options?: RequestOptions) => Promise<TestResponse<T>>;
  /** Logs in through the API and returns the token. */
  login: (username?: string, password?: string) => Promise<string>;
  /** Row count of a table. */
  count: (table: keyof typeof schema) => Promise<number>;
}

export async function createTestApp(kind: DbKind = 'memory', envOverrides: Record<string, string> = {}, options: { clock?: Clock } = {}): Promise<TestApp> {
  const db = await freshDb(kind);
  const env = loadEnv({
    DATA_DIR: path.join(tmpdir(), 'portfolio-test-data'),
    STATIC_ROOT: testStaticRoot(),
    SESSION_TTL_HOURS: '1',
    ...envOverrides,
  });
  const admin = await db
    .insert(schema.adminUsers)
    .values({ username: DEFAULT_ADMIN_USERNAME, passwordHash: await adminHash })
    .returning()
    .get();
  const token = await createSession(db, admin.id, 1);
  const app = createApp({ db, env, site: await testSite(), clock: options.clock });

  const request = async <T = any>(method: string, p: string, o: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    let body: string | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) body = JSON.stringify(o.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const auth = o.token === undefined ? (p.startsWith('/api/admin') ? token : null) : o.token;
    if (auth) headers.Authorization = `Bearer ${auth}`;
    const res = await app.request(p, { method, headers, body });
    const text = res.status === 304 ? '' : await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  };

  return {
    kind,
    app,
    db,
    env,
    adminId: admin.id,
    token,
    request,
    get: (p, o) => request('GET', p, o),
    login: async (username = DEFAULT_ADMIN_USERNAME, password = ADMIN_PASSWORD) => {
      const res = await request('POST', API.admin.login, { body: { username, password }, token: null });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      return res.body.token as string;
    },
    count: async (table) => {
      const t = schema[table] as any;
      const row = await db.select({ n: sql<number>`count(*)` }).from(t).get();
      return Number((row as { n: number }).n);
    },
  };
}
