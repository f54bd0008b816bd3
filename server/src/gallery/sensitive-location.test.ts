import { describe, expect, it } from 'bun:test';
import { API, LANGUAGES } from '@portfolio/shared';
import { createTestApp, type TestApp } from '../../test/app';
import { makeCategory, makeItem, makePost } from '../../test/factories';
import { collectionItems, collections } from '../db/schema';

const SITE = 'https://photos.example';
const NEST = 'Owl Nest Ridge 42';
const BOG = 'Hidden Orchid Bog';
/** Where the sensitive photos were made, and the public one: every way these may be written. */
const NEST_GPS = { latitude: 67.8765, longitude: 20.1234 };
const BOG_GPS = { latitude: -33.9191, longitude: 18.4242 };
const OPEN_GPS = { latitude: 70.3733, longitude: 31.1012 };
const SECRET_COORDINATES = ['67.8765', '67.88', '67.9', '20.1234', '20.12', '20.1', '-33.9191', '-33.92', '-33.9', '18.4242', '18.42', '18.4'];
/** A number standing on its own (not the tail of 120.12 or the head of 20.125). */
const asNumber = (n: string) => new RegExp(`(?<![\\d.])${n.replace('.', '\\.')}(?!\\d)`);
/** The public photo's position finer than the precision (0.1°); its rounded 70.4, 31.1 may show. */
const TOO_FINE = ['70.3733', '70.37', '31.1012', '31.10'];

async function content(t: TestApp) {
  const orchids = await makeCategory(t.db, { name: 'Orchideeën', nameEn: 'Orchids', nameSv: 'Orkidéer', sensitiveLocation: true });
  const nest = await makeItem(t.db, { title: 'Great grey owl', location: NEST, country: 'Zweden', countryEn: 'Sweden', countrySv: 'Sverige', dateTaken: new Date('2024-06-15T04:30:00Z'), sensitiveLocation: true, metadata: NEST_GPS });
  const bog = await makeItem(t.db, { title: 'Lady slipper', location: BOG, country: 'Noorwegen', countryEn: 'Norway', dateTaken: new Date('2023-05-21T10:00:00Z'), metadata: BOG_GPS }, [orchids.id]);
  const open = await makeItem(t.db, { title: 'Puffin', location: 'Hornøya', country: 'Noorwegen', dateTaken: new Date('2024-07-02T20:00:00Z'), metadata: OPEN_GPS });
  const story = await t.db.insert(collections).values({ slug: 'uilen-en-orchideeen', titleNl: 'Uilen en orchideeën', isPublished: true }).returning().get();
  await t.db.insert(collectionItems).values([nest, bog, open].map((item, position) => ({ collectionId: story.id, itemId: item.id, position })));
  await makePost(t.db, { slug: 'owls', titleNl: 'Uilen', titleEn: 'Owls', contentEn: '<p>A story.</p>', isPublished: true, publishedAt: new Date('2025-01-01T00:00:00Z') });
  return { nest, bog, open };
}

/** Every public address: API answers, pages (each photo's too), sitemap and feeds, in every language. */
function publicAddresses(ids: number[]): string[] {
  const out = ['/sitemap.xml', '/rss.xml', '/robots.txt', API.heroImages, API.siteSettings, '/', '/gallery'];
  for (const l of LANGUAGES) {
    out.push(`${API.galleryItems}?language=${l}`, `${API.galleryCategories}?language=${l}`, `${API.blogPosts}?language=${l}`, `${API.blogPost('owls')}?language=${l}`);
    out.push(`/${l}`, `/${l}/gallery`, `/${l}/blog`, `/${l}/blog/owls`, `/${l}/rss.xml`, ...ids.map((id) => `/${l}/gallery/${id}`));
    out.push(`/${l}/map`, `/${l}/collections`, `/${l}/collections/uilen-en-orchideeen`, `/${l}/collections/rss.xml`);
    out.push(`${API.map}?language=${l}`, `${API.collections}?language=${l}`, `${API.collection('uilen-en-orchideeen')}?language=${l}`, `${API.collectionItems('uilen-en-orchideeen')}?language=${l}`);
    out.push(...ids.map((id) => `${API.galleryItemContext(id)}?language=${l}`), ...ids.map((id) => `${API.galleryNeighbours(id)}?language=${l}`), `${API.galleryFacets}?language=${l}`);
  }
  return out;
}

/** The addresses a map answer leads to: each cluster's photos (the gallery's filter `cell`) and its zoomed-in view, and the land drawn. */
function mapAddresses(answer: { landUrl: string; clusters: { bounds: Record<string, number>; zoom: Record<string, number> | null }[] }, language: string): string[] {
  return [
    answer.landUrl,
    ...answer.clusters.flatMap((c) => {
      const cell = `cell=${Object.values(c.bounds).join(',')}`;
      return [
        `${API.galleryItems}?language=${language}&limit=30&${cell}`,
        `${API.galleryFacets}?language=${language}&${cell}`,
        ...(c.zoom ? [`${API.map}?language=${language}&view=${Object.values(c.zoom).join(',')}`] : []),
      ];
    }),
  ];
}

describe('sensitive locations', () => {
  it('appear nowhere in the public site: only the country and the month of the date', async () => {
    const t = await createTestApp('memory', { PUBLIC_URL: SITE });
    const { nest, bog, open } = await content(t);
    const seen: string[] = [];
    const queue = publicAddresses([nest.id, bog.id, open.id]);
    const visited = new Set<string>();
    while (queue.length) {
      const address = queue.shift()!;
      if (visited.has(address)) continue;
      visited.add(address);
      const res = await t.app.request(address);
      expect(res.status, address).toBeLessThan(400);
      const text = await res.text();
      seen.push(text);
      for (const secret of [NEST, BOG, '2024-06-15', '2023-05-21']) expect(text.includes(secret), `${secret} in ${address}`).toBe(false);
      // The land drawn for a view is the same for every site (its view is checked in the map answer), and is all numbers.
      const land = address.startsWith(API.mapWorld);
      for (const number of land ? [] : [...SECRET_COORDINATES, ...TOO_FINE]) expect(asNumber(number).test(text), `${number} in ${address}`).toBe(false);
      const language = /language=(\w+)/.exec(address)?.[1] ?? 'en';
      if (address.startsWith(`${API.map}?`)) queue.push(...mapAddresses(JSON.parse(text), language));
      // The map page's own links (zooming in, a cluster's photos, each photo there): followed as a visitor without script would.
      for (const link of text.matchAll(/href="(\/(?:en|sv|nl)\/(?:map\?|gallery\?cell=|gallery\/\d+\?cell=)[^"]+)"/g)) queue.push(link[1]!.replace(/&amp;/g, '&'));
    }
    // The map was walked: the public photo is on it at the set precision, alone.
    const map = JSON.parse((await (await t.app.request(`${API.map}?language=en`)).text())) as { total: number; clusters: { lat: number; lon: number }[] };
    expect(map.total).toBe(1);
    expect(map.clusters.map((c) => [c.lat, c.lon])).toEqual([[70.4, 31.1]]);
    expect([...visited].some((a) => a.startsWith(API.galleryItems) && a.includes('cell='))).toBe(true);
    expect([...visited].some((a) => a.startsWith('/sv/map?view='))).toBe(true);
    expect([...visited].some((a) => /^\/sv\/gallery\/\d+\?cell=/.test(a))).toBe(true);
    // Asking for the squares around the sensitive photos finds nothing, at any size.
    for (const cell of ['20,67,21,68', '20.1,67.8,20.2,67.9', '-180,-90,180,90', '18.4,-34,18.5,-33.9']) {
      const around = (await t.get(`${API.galleryItems}?language=en&cell=${cell}`)).body as { id: number }[];
      expect(around.map((i) => i.id).filter((id) => id === nest.id || id === bog.id), cell).toEqual([]);
    }
    const all = seen.join('\n');
    // What the public may know is still there.
    expect(all).toContain('Hornøya');
    expect(all).toContain('Sverige');
    expect(all).toContain('Great grey owl');

    const items = (await t.get(`${API.galleryItems}?language=en`)).body as { id: number; location: string | null; country: string | null; dateTaken: string | null }[];
    expect(items.find((i) => i.id === nest.id)).toMatchObject({ location: null, country: 'Sweden', dateTaken: '2024-06' });
    expect(items.find((i) => i.id === bog.id)).toMatchObject({ location: null, country: 'Norway', dateTaken: '2023-05' });
    expect(items.find((i) => i.id === open.id)!.location).toBe('Hornøya');
    // Some hundred answers are rendered and read: more than the default five seconds on a busy machine.
  }, 60_000);

  it('the admin sees everything, with the mark; the edit form and bulk edit set it, and the public follows', async () => {
    const t = await createTestApp();
    const { nest, bog, open } = await content(t);
    const admin = (await t.get(API.admin.galleryItems)).body as { id: number; location: string; sensitiveLocation: boolean; sensitiveByCategory: boolean }[];
    expect(admin.find((i) => i.id === nest.id)).toMatchObject({ location: NEST, sensitiveLocation: true, sensitiveByCategory: false });
    expect(admin.find((i) => i.id === bog.id)).toMatchObject({ location: BOG, sensitiveLocation: false, sensitiveByCategory: true });

    expect((await t.request('PUT', API.admin.galleryItem(nest.id), { body: { sensitiveLocation: false } })).body.sensitiveLocation).toBe(false);
    const bulk = await t.request('PUT', API.admin.galleryBulkEdit, { body: { itemIds: [open.id], updates: { sensitiveLocation: true } } });
    expect(bulk.status).toBe(200);
    const items = (await t.get(`${API.galleryItems}?language=nl`)).body as { id: number; location: string | null }[];
    expect(items.find((i) => i.id === nest.id)!.location).toBe(NEST);
    expect(items.find((i) => i.id === open.id)!.location).toBeNull();
    expect((await t.request('PUT', API.admin.galleryItem(nest.id), { body: { sensitiveLocation: 'yes' } })).status).toBe(400);
  });

  it('a category marked sensitive hides the places of all its items', async () => {
    const t = await createTestApp();
    const res = await t.request('POST', API.admin.categories, { body: { name: 'Nesten', sensitiveLocation: true } });
    expect(res.body.sensitiveLocation).toBe(true);
    await makeItem(t.db, { location: 'Nest by the lake', isPublished: true }, [res.body.id]);
    expect((await t.get(`${API.galleryItems}?language=en`)).text).not.toContain('Nest by the lake');
    await t.request('PUT', API.admin.category(res.body.id), { body: { name: 'Nesten', sensitiveLocation: false } });
    expect((await t.get(`${API.galleryItems}?language=en`)).text).toContain('Nest by the lake');
  });
});
