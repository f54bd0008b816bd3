import { afterAll, describe, expect, it } from 'bun:test';
import { rmSync } from 'node:fs';
import { makeJpeg } from './media/media-test-kit';
import { type S3Server, startS3 } from '../test/s3';
import { type ServerProcess, startServer } from '../test/server-process';
import { waitFor } from '../test/wait-for';
import { type SqldServer, startSqld } from '../test/sqld';

/** Two server processes on one libSQL server (sqld) and one S3-compatible bucket (s3rver). */
const sqld = process.env.SKIP_SQLD ? 'SKIP_SQLD is set' : await startSqld();
const s3 = await startS3(['shared']);
const missing = [sqld, s3].filter((x): x is string => typeof x === 'string');
if (missing.length) console.warn(`[two instances] skipped: ${missing.join('; ')}`);
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) {
    s.kill('SIGKILL');
    await s.exited;
    rmSync(s.dataDir, { recursive: true, force: true });
  }
  if (typeof sqld !== 'string') await sqld.stop();
  if (typeof s3 !== 'string') await s3.stop();
});

describe.skipIf(missing.length > 0)('two server instances on one sqld and one bucket', () => {
  it('serve each other’s uploads and writes, and finish the derivative queue together', async () => {
    const env = { DATABASE_URL: (sqld as SqldServer).url, ...(s3 as S3Server).env('shared') };
    const a = await startServer(env);
    servers.push(a);
    const b = await startServer(env);
    servers.push(b);
    const token = await a.login();
    const auth = { Authorization: `Bearer ${token}` };

    const uploads: { url: string; hash: string }[] = [];
    for (const [i, s] of [a, b, a, b].entries()) {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(await makeJpeg({ width: 1300, height: 850, seed: 90 + i }))], `two${i}.jpg`));
      const res = await fetch(`${s.url}/api/admin/upload`, { method: 'POST', headers: auth, body: form });
      expect(res.status).toBe(200);
      uploads.push((await res.json()) as { url: string; hash: string });
    }
    // An upload through one is served by the other, byte for byte (to the back-office: nothing public uses it yet).
    const viaA = new Uint8Array(await (await fetch(`${a.url}${uploads[1]!.url}`, { headers: auth })).arrayBuffer());
    const viaB = await fetch(`${b.url}${uploads[0]!.url}`, { headers: auth });
    expect(viaB.status).toBe(200);
    expect(viaA.length).toBeGreaterThan(0);
    expect(new Uint8Array(await (await fetch(`${b.url}${uploads[1]!.url}`, { headers: auth })).arrayBuffer())).toEqual(viaA);

    // A write through one shows through the other: each instance reads the database's content
    // version again at most a second after it last did (lib/content-version.ts).
    expect(await (await fetch(`${b.url}/api/gallery/items`)).text()).not.toContain('Seen from B');
    const created = await fetch(`${a.url}/api/admin/gallery/items`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: uploads[0]!.url, title: 'Seen from B' }),
    });
    expect(created.status).toBe(201);
    await waitFor(async () => (await (await fetch(`${b.url}/api/gallery/items`)).text()).includes('Seen from B'), 'the write through A to show through B');

    // The queue, shared through the database, finishes; every derivative is in the bucket.
    let health: any;
    await waitFor(async () => {
      health = await (await fetch(`${b.url}/healthz`, { headers: auth })).json();
      return health.queue.pending === 0;
    }, 'the shared derivative queue to finish', 120_000);
    expect(health.queue).toEqual({ pending: 0, failed: 0 });
    const lookup = await fetch(`${b.url}/api/admin/media/lookup`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ hashes: uploads.map((u) => u.hash) }),
    });
    expect(((await lookup.json()) as { found: unknown[] }).found).toHaveLength(4);
    const items = await (await fetch(`${a.url}/api/gallery/items`)).json();
    const avif = JSON.stringify(items).match(/\.avif/g) ?? [];
    expect(avif.length).toBeGreaterThan(0);
  }, 180_000);
});
