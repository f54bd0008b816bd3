import { afterAll, describe, expect, it } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API, MapAnswerSchema } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { pmtilesArchive } from '../../test/pmtiles-archive';
import { loadEnv } from '../env';
import { loadBasemap } from './basemap';

const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-basemap-'));
const file = path.join(dir, 'europe.pmtiles');
const archive = pmtilesArchive();
writeFileSync(file, archive);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GET /basemap.pmtiles', () => {
  it('answers ranges of the configured archive, with its ETag', async () => {
    const t = await createTestApp('memory', { MAP_BASEMAP_PMTILES: file });
    const head = await t.get('/basemap.pmtiles', { headers: { Range: 'bytes=0-126' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-126/${archive.length}`);
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    expect(head.headers.get('cache-control')).toContain('public');
    expect(head.text.slice(0, 7)).toBe('PMTiles');
    const etag = head.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const tail = await t.app.request('/basemap.pmtiles', { headers: { Range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(archive.slice(-10));
    const open = await t.app.request('/basemap.pmtiles', { headers: { Range: 'bytes=200-' } });
    expect(open.headers.get('content-range')).toBe(`bytes 200-${archive.length - 1}/${archive.length}`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(archive.slice(200));

    const beyond = await t.get('/basemap.pmtiles', { headers: { Range: `bytes=${archive.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${archive.length}`);

    const whole = await t.app.request('/basemap.pmtiles');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('etag')).toBe(etag);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(archive);
    expect((await t.get('/basemap.pmtiles', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('tells the map page where the basemap is, from its header', async () => {
    const t = await createTestApp('memory', { MAP_BASEMAP_PMTILES: file });
    const map = MapAnswerSchema.parse((await t.get(`${API.map}?language=en`)).body);
    expect(map.basemap).toEqual({ url: '/basemap.pmtiles', bounds: [-25, 34, 35, 72], center: [5, 53], minZoom: 0, maxZoom: 0 });
    const page = await t.get('/en/map');
    expect(page.text).toContain('"basemap":{"url":"/basemap.pmtiles"');
    // The drawn map stays in the page: without script, and until the basemap has loaded.
    expect(page.text).toContain('data-testid="world-map"');
    // MapLibre's worker is a file of the site: the map page keeps every other page's CSP.
    const plain = await (await createTestApp()).get('/en/map');
    expect(page.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'));
  });

  it('is not there, and the map says nothing of it, when none is configured', async () => {
    const t = await createTestApp();
    expect((await t.get('/basemap.pmtiles')).status).toBe(404);
    const map = (await t.get(`${API.map}?language=en`)).body as Record<string, unknown>;
    expect('basemap' in map).toBe(false);
    expect((await t.get('/en/map')).text).not.toContain('"basemap":');
  });
});

describe('loadBasemap', () => {
  it('leaves the basemap off, saying why, for a missing file or one that is not PMTiles v3', () => {
    const lines: string[] = [];
    expect(loadBasemap(path.join(dir, 'missing.pmtiles'), (l) => lines.push(l))).toBeNull();
    const notPmtiles = path.join(dir, 'photo.pmtiles');
    writeFileSync(notPmtiles, new Uint8Array(200));
    expect(loadBasemap(notPmtiles, (l) => lines.push(l))).toBeNull();
    const version2 = path.join(dir, 'v2.pmtiles');
    writeFileSync(version2, Uint8Array.from(archive, (b, i) => (i === 7 ? 2 : b)));
    expect(loadBasemap(version2, (l) => lines.push(l))).toBeNull();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('missing.pmtiles');
    expect(lines[1]).toContain('not a PMTiles archive');
    expect(lines[2]).toContain('version 2');
    expect(loadBasemap(undefined, (l) => lines.push(l))).toBeNull();
    // Set but empty (a compose file's blank default) is unset: the server starts without one.
    expect(loadBasemap(loadEnv({ MAP_BASEMAP_PMTILES: ' ' }).MAP_BASEMAP_PMTILES, (l) => lines.push(l))).toBeNull();
    expect(lines).toHaveLength(3);
  });
});
