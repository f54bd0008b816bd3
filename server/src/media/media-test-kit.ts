/** Helpers for the media tests: a throw-away data dir and database, fixtures made with sharp. */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import type { AppContext, AppEnv } from '../lib/app-env';
import { openDb } from '../db/client';
import { adminUsers, sessions } from '../db/schema';
import { loadEnv } from '../env';
import { AppError } from '../lib/app-error';
import { configureMediaStore } from './media-store';

export interface TestCtx extends AppContext {
  dataDir: string;
  cleanup: () => void;
}

/** A context on a temp DATA_DIR; `dbFile` keeps the database on disk (to test a restart). */
export async function makeTestCtx(opts: { dataDir?: string; env?: Record<string, string> } = {}): Promise<TestCtx> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'media-test-'));
  const env = loadEnv({ DATA_DIR: dataDir, DEMO_CONTENT: 'off', ...opts.env });
  const db = await openDb(env.databaseUrl);
  configureMediaStore(env);
  return { db, env, dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Mounts a sub-app the way app.ts does, with the same error envelope. */
export function mountForTest(base: string, sub: Hono<AppEnv>) {
  const app = new Hono<AppEnv>();
  app.route(base, sub);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((err, c) => {
    if (err instanceof AppError) return c.json({ message: err.message, code: err.code }, err.status);
    console.error(err);
    return c.json({ message: 'Something went wrong on the server' }, 500);
  });
  return app;
}

/** An admin user with a live session, written straight into the database; returns the bearer token. */
export async function adminToken(ctx: AppContext): Promise<string> {
  const token = randomBytes(24).toString('hex');
  const user = await ctx.db
    .insert(adminUsers)
    .values({ username: `admin-${token.slice(0, 6)}`, passwordHash: 'x' })
    .returning()
    .get();
  await ctx.db.insert(sessions).values({
    tokenHash: createHash('sha256').update(token).digest('hex'),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return token;
}

/** A small photo with structure (so derivatives differ), optionally with Exif. */
export async function makeJpeg(
  opts: { width?: number; height?: number; orientation?: number; exif?: Record<string, Record<string, string>>; seed?: number } = {},
): Promise<Buffer> {
  const width = opts.width ?? 640;
  const height = opts.height ?? 400;
  const seed = opts.seed ?? 1;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="rgb(${(seed * 53) % 255},90,140)"/>
    <rect x="0" y="0" width="${width / 2}" height="${height / 4}" fill="#f00"/>
    <circle cx="${width * 0.7}" cy="${height * 0.6}" r="${Math.min(width, height) / 5}" fill="#fff"/></svg>`;
  let p = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  const exif = { ...(opts.exif ?? {}) };
  if (Object.keys(exif).length) p = p.withExif(exif);
  // withExif cannot set Orientation (sharp writes its own); withMetadata can.
  if (opts.orientation) p = p.withMetadata({ orientation: opts.orientation });
  return p.toBuffer();
}

export function multipart(field: string, files: { name: string; bytes: Uint8Array; type?: string }[], extra?: Record<string, string>) {
  const form = new FormData();
  for (const f of files) form.append(field, new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? 'application/octet-stream' }));
  for (const [k, v] of Object.entries(extra ?? {})) form.append(k, v);
  return form;
}

/** Every file under a folder, relative, sorted (to prove a refused upload left nothing). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return out.sort();
}
