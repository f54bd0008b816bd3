import { afterAll, beforeAll, describe, expect, it } from 'bun:test';
import { API } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { type ServerProcess, startServer } from '../../test/server-process';

const MB = 1024 * 1024;

/** A chunked body of `total` bytes that counts how much of it the server pulled. */
function countingBody(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const piece = new Uint8Array(chunk).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('request bodies are limited while they are read', () => {
  it('stops reading a 20 MB chunked POST to /api/contact at the limit and answers 413', async () => {
    const t = await createTestApp();
    const { stream, state } = countingBody(20 * MB);
    const res = await t.app.request(API.contact, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Request body is too large');
    // No more than the limit (64 KB) and the chunk that crossed it was taken from the client.
    expect(state.pulled).toBeLessThan(512 * 1024);
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared length over the limit before reading, on public and sign-in routes', async () => {
    const t = await createTestApp();
    for (const path of [API.contact, API.newsletterSubscribe, API.admin.login, API.events]) {
      const { stream, state } = countingBody(1 * MB);
      const res = await t.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(MB) }, body: stream });
      expect(res.status).toBe(413);
      expect(state.pulled).toBeLessThan(512 * 1024);
    }
  });

  it('lets a signed-in admin send a large post body (up to 8 MB)', async () => {
    const t = await createTestApp();
    const res = await t.request('POST', API.admin.categories, { raw: JSON.stringify({ name: 'x', padding: 'y'.repeat(200 * 1024) }) });
    expect(res.status).not.toBe(413);
  });

  describe('on the running server', () => {
    let server: ServerProcess;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.kill());

    it('answers 413 to a 20 MB chunked POST to /api/contact', async () => {
      const { stream, state } = countingBody(20 * MB);
      const res = await fetch(`${server.url}${API.contact}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe('Request body is too large');
      // The client may have pushed some into the socket's buffers, never the whole body.
      expect(state.pulled).toBeLessThan(20 * MB);
    }, 60_000);
  });
});
