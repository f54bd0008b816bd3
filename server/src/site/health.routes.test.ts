import { afterAll, describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createApp } from '../app';
import { openDb } from '../db/client';
import { loadEnv } from '../env';
import { testStaticRoot } from '../../test/app';
import { adminToken } from '../media/media-test-kit';
import { type SqldServer, startSqld } from '../../test/sqld';

const sqld = process.env.SKIP_SQLD ? 'SKIP_SQLD is set' : await startSqld();
if (typeof sqld === 'string') console.warn(`[health] skipping the database-down checks: ${sqld}`);
afterAll(async () => {
  if (typeof sqld !== 'string') await sqld.stop();
});

describe('GET /healthz', () => {
  it('answers 200 with its status to anyone; the database state, free disk space and the queue only to the back-office', async () => {
    const env = loadEnv({ DATA_DIR: '/tmp', STATIC_ROOT: testStaticRoot() });
    const db = await openDb(':memory:');
    const app = createApp({ db, env });
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect((await (await app.request('/healthz', { headers: { Authorization: 'Bearer not-a-session' } })).json())).toEqual({ status: 'ok' });
    const token = await adminToken({ db, env });
    const detailed = await app.request('/healthz', { headers: { Authorization: `Bearer ${token}` } });
    expect(detailed.status).toBe(200);
    const body = await detailed.json();
    expect(body).toMatchObject({ status: 'ok', database: 'ok', queue: { pending: 0, failed: 0 } });
    expect(typeof body.freeDiskBytes).toBe('number');
  }, 60_000);

  it.skipIf(typeof sqld === 'string')('answers 503 while the libSQL server is down, and so do API calls (not 500)', async () => {
    const server = sqld as SqldServer;
    const env = loadEnv({ DATA_DIR: '/tmp', STATIC_ROOT: testStaticRoot(), DATABASE_URL: server.url });
    const app = createApp({ db: await openDb(server.url), env });
    expect((await app.request('/healthz')).status).toBe(200);
    await server.stop();
    const health = await app.request('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    const api = await app.request(API.galleryItems);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect((await api.json()).message).toContain('unavailable');
  }, 60_000);
});
