import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { HealthSchema } from '@portfolio/shared';
import { type Context, Hono } from 'hono';
import type { AppContext, AppEnv } from '../lib/app-env';
import { mediaJobs } from '../db/schema';
import { withTimeout } from '../lib/db-unavailable';
import { userForToken } from '../auth/auth.service';
import { declare } from '../lib/openapi';

/** Server state a health check reports beyond the database: set by index.ts while shutting down. */
export const lifecycle = { stopping: false };

async function freeDiskBytes(dir: string): Promise<number | null> {
  try {
    const s = await statfs(dir);
    return Number(s.bavail) * Number(s.bsize);
  } catch {
    return null;
  }
}

/**
 * GET /healthz for load balancers and monitors: 200 `{ status: 'ok' }` when the database answers;
 * 503 when it does not, or while the server shuts down (so a balancer stops sending new requests).
 * With the back-office's bearer token it adds the details, `{ database, freeDiskBytes, queue }`;
 * without, nobody learns the disk space or the queue. Never cached.
 */
export function healthRoutes(ctx: AppContext) {
  const isAdmin = async (c: Context) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
    return !!bearer && (await userForToken(ctx.db, bearer[1]!).catch(() => null)) !== null;
  };
  return new Hono<AppEnv>().get('/healthz', declare({ path: '/healthz', summary: 'For load balancers and monitors: whether the database answers (the details with a back-office token)', tags: ['health'], response: HealthSchema, otherAnswers: { 503: { description: 'The database does not answer, or the server is stopping', response: HealthSchema } } }), async (c) => {
    c.header('Cache-Control', 'no-store');
    let database: 'ok' | 'unreachable' = 'ok';
    let queue: { pending: number; failed: number } | null = null;
    try {
      const row = await withTimeout(
        ctx.db
          .select({
            pending: sql<number>`coalesce(sum(case when ${mediaJobs.attempts} < 3 then 1 else 0 end), 0)`,
            failed: sql<number>`coalesce(sum(case when ${mediaJobs.attempts} >= 3 then 1 else 0 end), 0)`,
          })
          .from(mediaJobs)
          .get(),
        3000,
      );
      queue = { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
    } catch {
      database = 'unreachable';
    }
    const status = database === 'ok' && !lifecycle.stopping ? 'ok' : lifecycle.stopping ? 'stopping' : 'unavailable';
    const code = status === 'ok' ? 200 : 503;
    if (!(database === 'ok' && (await isAdmin(c)))) return c.json({ status }, code);
    return c.json({ status, database, freeDiskBytes: await freeDiskBytes(ctx.env.DATA_DIR), queue }, code);
  });
}

