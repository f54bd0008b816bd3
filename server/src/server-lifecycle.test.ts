import { afterEach, describe, expect, it } from 'bun:test';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { makeJpeg } from './media/media-test-kit';
import { multipartBody, rawRequest, uploadHead } from '../test/raw-http';
import { type ServerProcess, startServer } from '../test/server-process';
import { ENCODES_IMAGES } from '../test/timeouts';
import { waitFor } from '../test/wait-for';

const started: ServerProcess[] = [];
async function server(env: Record<string, string> = {}) {
  const s = await startServer(env);
  started.push(s);
  return s;
}
afterEach(async () => {
  for (const s of started.splice(0)) {
    s.kill('SIGKILL');
    await s.exited;
    rmSync(s.dataDir, { recursive: true, force: true });
  }
});

const tmpFiles = (s: ServerProcess) => readdirSync(path.join(s.dataDir, 'media', 'tmp'));

describe('the server process', () => {
  it('GET /healthz answers 200 with the database, free disk space and the queue length', async () => {
    const s = await server();
    const res = await fetch(`${s.url}/healthz`, { headers: { Authorization: `Bearer ${await s.login()}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as any;
    expect(body.status).toBe('ok');
    expect(body.database).toBe('ok');
    expect(body.freeDiskBytes).toBeGreaterThan(0);
    expect(body.queue).toEqual({ pending: 0, failed: 0 });
  }, 60_000);

  it('never cuts an upload that is alive, even when it is silent for longer than the idle time-out', async () => {
    const s = await server({ IDLE_TIMEOUT_SECONDS: '1', UPLOAD_STALL_SECONDS: '10' });
    const token = await s.login();
    const { boundary, body } = multipartBody('file', 'slow.jpg', await makeJpeg({ width: 800, height: 500, seed: 3 }));
    const req = await rawRequest(s.url, uploadHead('/api/admin/upload', token, boundary, body.length));
    await req.write(body.subarray(0, 2000));
    // A request opened after the upload went silent, and silent itself, is cut by the idle
    // time-out: once it is, the upload has been silent for longer than that time-out too.
    const silent = await rawRequest(s.url, 'POST /api/contact HTTP/1.1\r\nHost: l\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    const cut = await silent.response;
    expect(cut.status === 408 || cut.closedWithoutAnswer).toBe(true);
    await req.write(body.subarray(2000));
    const res = await req.response;
    expect(res.status).toBe(200);
    expect(res.text).toContain('"hash"');
  }, ENCODES_IMAGES);

  it('drops an upload whose client stopped sending, and removes its temp file', async () => {
    const s = await server({ IDLE_TIMEOUT_SECONDS: '1', UPLOAD_STALL_SECONDS: '1' });
    const token = await s.login();
    const { boundary, body } = multipartBody('file', 'gone.jpg', await makeJpeg({ width: 800, height: 500, seed: 4 }));
    const req = await rawRequest(s.url, uploadHead('/api/admin/upload', token, boundary, body.length));
    await req.write(body.subarray(0, 5000));
    const res = await req.response; // the server gives up on it: 408, or closes the connection
    expect(res.status === 408 || res.closedWithoutAnswer).toBe(true);
    for (let i = 0; i < 50 && tmpFiles(s).length; i++) await Bun.sleep(100);
    expect(tmpFiles(s)).toEqual([]);
  }, ENCODES_IMAGES);

  it('closes a request that stops sending its body for longer than IDLE_TIMEOUT_SECONDS', async () => {
    const s = await server({ IDLE_TIMEOUT_SECONDS: '1' });
    const req = await rawRequest(s.url, 'POST /api/contact HTTP/1.1\r\nHost: l\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    const res = await req.response;
    expect(res.status === 408 || res.closedWithoutAnswer).toBe(true);
  }, 20_000);

  it('on SIGTERM finishes the upload in flight, answers it, and exits cleanly', async () => {
    const s = await server();
    const token = await s.login();
    const { boundary, body } = multipartBody('file', 'term.jpg', await makeJpeg({ width: 900, height: 600, seed: 5 }));
    const req = await rawRequest(s.url, uploadHead('/api/admin/upload', token, boundary, body.length));
    // More than the bytes the type is told by: the upload is in flight once they are in a temp file.
    await req.write(body.subarray(0, 6000));
    await waitFor(() => tmpFiles(s).length > 0, 'the upload to reach its temp file');
    s.kill('SIGTERM');
    await waitFor(() => s.output().includes('SIGTERM: finishing the requests in flight'), 'the server to start stopping');
    await req.write(body.subarray(6000));
    const res = await req.response;
    expect(res.status).toBe(200);
    expect(await s.exited).toBe(0);
    expect(s.output()).toContain('Stopped cleanly');
  }, ENCODES_IMAGES);
});
