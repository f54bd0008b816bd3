import { afterAll, describe, expect, it } from 'bun:test';
import { sql } from 'drizzle-orm';
import { openDb } from '../db/client';
import { mediaJobs } from '../db/schema';
import { loadEnv } from '../env';
import { type SqldServer, startSqld } from '../../test/sqld';
import { ingestBytes } from './ingest.service';
import { makeJpeg, makeTestCtx } from './media-test-kit';
import { MediaQueue, releaseClaimsOf } from './media-queue';
import { ENCODES_IMAGES } from '../../test/timeouts';
import { waitFor } from '../../test/wait-for';

const sqld = process.env.SKIP_SQLD ? 'SKIP_SQLD is set' : await startSqld();
if (typeof sqld === 'string') console.warn(`[media queue] skipping the two-instance run: ${sqld}`);
afterAll(async () => {
  if (typeof sqld !== 'string') await sqld.stop();
});

describe('the derivative queue on one libSQL server', () => {
  it.skipIf(typeof sqld === 'string')('never runs a job twice across two server instances', async () => {
    const server = sqld as SqldServer;
    const a = await makeTestCtx({ env: { DATABASE_URL: server.url } });
    const b = { db: await openDb(server.url), env: loadEnv({ DATA_DIR: a.dataDir, DATABASE_URL: server.url }) };
    for (let i = 0; i < 6; i++) await ingestBytes(a, await makeJpeg({ width: 1300, height: 900, seed: 60 + i }), `q${i}.jpg`);
    const all = (await a.db.select({ id: mediaJobs.id }).from(mediaJobs)).map((j) => j.id).sort((x, y) => x - y);
    expect(all.length).toBeGreaterThan(6);

    const qa = new MediaQueue(a, { workers: 2, instanceId: 'instance-a', log: () => {} }).start();
    const qb = new MediaQueue(b, { workers: 2, instanceId: 'instance-b', log: () => {} }).start();
    qa.kick();
    qb.kick();
    await waitFor(async () => Number((await a.db.select({ n: sql<number>`count(*)` }).from(mediaJobs).get())!.n) === 0, 'every job to be done', ENCODES_IMAGES - 20_000);
    await Promise.all([qa.stop(), qb.stop()]);
    const done = [...qa.processed, ...qb.processed].sort((x, y) => x - y);
    expect(done).toEqual(all); // every job once, none twice
    a.cleanup();
  }, ENCODES_IMAGES);

  it.skipIf(typeof sqld === 'string')('gives back the leases an instance held when it was killed', async () => {
    const server = sqld as SqldServer;
    const ctx = await makeTestCtx({ env: { DATABASE_URL: server.url } });
    await ingestBytes(ctx, await makeJpeg({ width: 1300, height: 900, seed: 80 }), 'lease.jpg');
    await ctx.db.update(mediaJobs).set({ claimedBy: 'killed', claimedUntil: new Date(Date.now() + 600_000) });
    const other = new MediaQueue(ctx, { instanceId: 'other', log: () => {} });
    expect(await other.runOnce()).toBe(false); // the lease holds
    await releaseClaimsOf(ctx.db, 'killed');
    expect(await other.runOnce()).toBe(true);
    ctx.cleanup();
  }, ENCODES_IMAGES);
});
