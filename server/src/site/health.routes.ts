import { statfs } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../lib/app-env';
import { mediaJobs } from '../db/schema';
import { withTimeout } from '../lib/db-unavailable';

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
 * GET /healthz for load balancers and monitors: 200 `{ status: 'ok', database, freeDiskBytes,
 * queue }` when the database answers; 503 when it does not, or while the server shuts down (so a
 * balancer stops sending new requests). Never cached.
 */
export function healthRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get('/healthz', async (c) => {
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
    const body = {
      status: database === 'ok' && !lifecycle.stopping ? 'ok' : lifecycle.stopping ? 'stopping' : 'unavailable',
      database,
      freeDiskBytes: await freeDiskBytes(ctx.env.DATA_DIR),
      queue,
    };
    return c.json(body, body.status === 'ok' ? 200 : 503);
  });
}

