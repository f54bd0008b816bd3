import { afterEach, describe, expect, it, spyOn } from 'bun:test';
import { API, DESKTOP_APP_ORIGIN } from '@portfolio/shared';
import { sql } from 'drizzle-orm';
import type { Clock } from './clock';
import { manualClock } from '../../test/clock';
import { DB_KINDS, type TestApp, createTestApp } from '../../test/app';
import { makeItem } from '../../test/factories';
import { PublicCache } from './public-cache';

/** Counts answers that went through routing (routes call PublicCache.send; the front does not). */
const sendSpy = spyOn(PublicCache.prototype, 'send');
afterEach(() => sendSpy.mockClear());

interface Answer {
  status: number;
  headers: [string, string][];
  body: number[];
}

async function ask(t: TestApp, url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer & { routed: boolean }> {
  const before = sendSpy.mock.calls.length;
  const res = await t.app.request(url, { method, headers });
  const body = [...new Uint8Array(await res.arrayBuffer())];
  return { status: res.status, headers: [...res.headers].sort(), body, routed: sendSpy.mock.calls.length > before };
}

/** The first request is routed and recorded; the same request again is answered by the front, identically. */
async function expectSameBothWays(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const routed = await ask(t, url, headers);
  const front = await ask(t, url, headers);
  expect(routed.routed).toBe(true);
  expect(front.routed).toBe(false);
  const { routed: _a, ...routedAnswer } = routed;
  const { routed: _b, ...frontAnswer } = front;
  expect(frontAnswer).toEqual(routedAnswer);
  return frontAnswer as Answer;
}

const header = (a: Answer, name: string) => a.headers.find(([k]) => k === name)?.[1];

async function withItems(kind: (typeof DB_KINDS)[number], clock?: Clock) {
  const t = await createTestApp(kind, {}, { clock });
  for (let i = 0; i < 20; i++) await makeItem(t.db, { description: 'Quiet light over the water near Tromsø. '.repeat(3) });
  return t;
}

for (const kind of DB_KINDS) {
  describe(`[${kind}] public answers served in front of routing`, () => {
    it('gives the same status, headers and bytes as the routed path for each encoding and for 304s', async () => {
      const t = await withItems(kind);
      const url = `${API.galleryItems}?language=en&limit=50`;
      const cors = { Origin: DESKTOP_APP_ORIGIN };
      const plain = await expectSameBothWays(t, url);
      const gzip = await expectSameBothWays(t, url, { 'Accept-Encoding': 'gzip' });
      const br = await expectSameBothWays(t, url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      // Another Accept-Encoding with the same outcome gets the recorded gzip answer.
      const refusesBr = await ask(t, url, { 'Accept-Encoding': 'br;q=0, gzip' });
      expect(refusesBr.routed).toBe(false);
      expect(refusesBr.body).toEqual(gzip.body);
      expect(header(plain, 'content-encoding')).toBeUndefined();
      expect(header(gzip, 'content-encoding')).toBe('gzip');
      expect(header(br, 'content-encoding')).toBe('br');
      for (const a of [plain, gzip, br]) {
        expect(a.status).toBe(200);
        expect(header(a, 'vary')).toBe('Accept-Encoding, Origin');
        expect(header(a, 'cache-control')).toBe('no-cache');
        expect(header(a, 'content-security-policy')).toContain("default-src 'self'");
        expect(header(a, 'x-content-type-options')).toBe('nosniff');
        expect(header(a, 'access-control-allow-origin')).toBeUndefined();
      }
      // The desktop app's request (another origin) is routed each time and granted for its origin only.
      for (let i = 0; i < 2; i++) {
        const fromDesktop = await ask(t, url, { 'Accept-Encoding': 'gzip', ...cors });
        expect(fromDesktop.routed).toBe(true);
        expect(header(fromDesktop, 'access-control-allow-origin')).toBe(cors.Origin);
        expect(header(fromDesktop, 'access-control-expose-headers')).toBe('ETag,Link,X-Total-Count');
        expect(fromDesktop.body).toEqual(gzip.body);
      }
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(gzip.body)))).toBe(new TextDecoder().decode(new Uint8Array(plain.body)));

      for (const [a, ae] of [
        [plain, ''],
        [gzip, 'gzip'],
        [br, 'br, gzip'],
      ] as const) {
        const tag = header(a, 'etag')!;
        const notModified = await expectSameBothWays(t, url, { 'Accept-Encoding': ae, 'If-None-Match': tag });
        expect(notModified.status).toBe(304);
        expect(notModified.body).toEqual([]);
        expect(header(notModified, 'etag')).toBe(tag);
        expect(header(notModified, 'content-security-policy')).toBe(header(a, 'content-security-policy'));
        // A list holding a weak form of the tag revalidates too: the recorded 304 is given.
        const weak = await ask(t, url, { 'Accept-Encoding': ae, 'If-None-Match': `"nope", W/${tag}` });
        expect(weak).toEqual({ ...notModified, routed: false });
      }
      // A small answer is sent uncompressed whatever the client accepts.
      const hero = await expectSameBothWays(t, API.heroImages, { 'Accept-Encoding': 'br' });
      expect(header(hero, 'content-encoding')).toBeUndefined();
    });

    it('answers a write with fresh content, and a stale tag with 200', async () => {
      const t = await withItems(kind);
      const url = `${API.galleryItems}?language=en&limit=50`;
      const gz = { 'Accept-Encoding': 'gzip' };
      const first = await expectSameBothWays(t, url, gz);
      const tag = header(first, 'etag')!;
      await t.request('POST', API.admin.galleryItems, { body: { url: '/media/new.jpg', title: 'Fresh arrival', isPublished: true } });
      const after = await ask(t, url, { ...gz, 'If-None-Match': tag });
      expect(after.routed).toBe(true);
      expect(after.status).toBe(200);
      expect(header(after, 'etag')).not.toBe(tag);
      expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(after.body)))).toContain('Fresh arrival');
      // That routed answer is the one now given in front.
      const again = await ask(t, url, gz);
      expect(again.routed).toBe(false);
      expect(again).toEqual({ ...after, routed: false });
    });

    it('sees a write by another server on the same database within the refresh time', async () => {
      const clock = manualClock();
      const t = await withItems(kind, clock);
      const url = `${API.galleryItems}?language=en&limit=50`;
      const first = await expectSameBothWays(t, url);
      // Another instance: the version moves in the database, this process is not told.
      await t.db.run(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
      // It trusts the version it read for a second, then reads it again.
      clock.advance(900);
      expect((await ask(t, url)).routed).toBe(false);
      clock.advance(100);
      const after = await ask(t, url);
      expect(after.routed).toBe(true);
      expect(header(after, 'etag')).not.toBe(header(first, 'etag'));
    });

    it('routes other methods, other URLs and refused queries', async () => {
      const t = await withItems(kind);
      const url = `${API.galleryItems}?language=en&limit=50`;
      await expectSameBothWays(t, url);
      const head = await ask(t, url, {}, 'HEAD');
      expect(head.routed).toBe(true);
      expect(head.body).toEqual([]);
      // Another spelling of the same query is routed once, then answered in front.
      await expectSameBothWays(t, `${url}&utm_source=mail`);
      for (let i = 0; i < 2; i++) {
        const bad = await ask(t, `${API.galleryItems}?language=de`);
        expect(bad.status).toBe(400);
      }
    });
  });
}
