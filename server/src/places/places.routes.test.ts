import { describe, expect, it } from 'bun:test';
import { API, GalleryNeighboursSchema, MapAnswerSchema, PhotoContextSchema, TOTAL_COUNT_HEADER } from '@portfolio/shared';
import { createTestApp } from '../../test/app';
import { makeCategory, makeItem } from '../../test/factories';

const gps = (latitude: number, longitude: number) => ({ metadata: { Make: 'Nikon', latitude, longitude } });

describe('GET /api/map', () => {
  it('clusters published photos with a position, never sensitive ones, at the set precision', async () => {
    const t = await createTestApp();
    const birds = await makeCategory(t.db, { name: 'Vogels' });
    const nests = await makeCategory(t.db, { name: 'Nesten', sensitiveLocation: true });
    await makeItem(t.db, { title: 'Longyearbyen', ...gps(78.2232, 15.6469) }, [birds.id]);
    await makeItem(t.db, { title: 'Adventdalen', ...gps(78.1713, 15.9191) });
    await makeItem(t.db, { title: 'Reykjavik', type: 'video', ...gps(64.1466, -21.9426) });
    await makeItem(t.db, { title: 'Owl nest', sensitiveLocation: true, ...gps(67.8765, 20.1234) });
    await makeItem(t.db, { title: 'Eagle nest', ...gps(-33.9191, 18.4242) }, [nests.id]);
    await makeItem(t.db, { title: 'Draft', isPublished: false, ...gps(10.5, 10.5) });
    await makeItem(t.db, { title: 'No GPS' });

    const map = MapAnswerSchema.parse((await t.get(`${API.map}?language=sv`)).body);
    // It opens at the extent of its photos (Svalbard to Iceland), not the world.
    expect(map.view.west).toBeLessThan(-22);
    expect(map.view.east).toBeGreaterThan(16);
    expect(map.view.north).toBeGreaterThan(78);
    expect(map.view.east - map.view.west).toBeLessThan(120);
    expect(map.landUrl).toContain(`view=${Object.values(map.view).join(',')}`);
    expect(map.precision).toBe(0.1);
    expect(map.total).toBe(3);
    expect(map.clusters.map((c) => c.count)).toEqual([2, 1]);
    const svalbard = map.clusters[0]!;
    expect([svalbard.lat, svalbard.lon]).toEqual([78.2, 15.8]);
    expect(svalbard.zoom).not.toBeNull();
    // Nothing finer than a tenth of a degree, and nothing of the sensitive photos.
    for (const secret of ['78.22', '78.17', '15.64', '15.91', '64.14', '21.94', '67.8', '20.1', '33.9', '18.4', '10.5']) expect(JSON.stringify(map)).not.toContain(secret);

    // The gallery's filters.
    const videos = MapAnswerSchema.parse((await t.get(`${API.map}?language=en&type=video`)).body);
    expect(videos.total).toBe(1);
    // Filtered, it opens at the extent of what the filter leaves: Reykjavik alone.
    expect(videos.view.west).toBeLessThan(-21.9);
    expect(videos.view.east).toBeGreaterThan(-21.9);
    expect(videos.view.south).toBeGreaterThan(50);
    expect(MapAnswerSchema.parse((await t.get(`${API.map}?language=en&category=${birds.id}`)).body).total).toBe(1);
    expect(MapAnswerSchema.parse((await t.get(`${API.map}?language=en&q=adventdalen`)).body).total).toBe(1);

    // A cluster opens its photos (the gallery's filter `cell`), as many as it counts, and the viewer walks them only.
    const cell = `cell=${Object.values(svalbard.bounds).join(',')}`;
    const photos = await t.get(`${API.galleryItems}?language=en&limit=1&${cell}`);
    expect(photos.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    const first = (photos.body as { id: number; title: string }[])[0]!;
    const around = GalleryNeighboursSchema.parse((await t.get(`${API.galleryNeighbours(first.id)}?language=en&${cell}`)).body);
    expect([around.position, around.total]).toEqual([1, 2]);
    expect([first.title, around.next?.title].sort()).toEqual(['Adventdalen', 'Longyearbyen']);
    expect(around.previous?.id).toBe(around.next?.id);
    // With the map's filters the square holds what the cluster of the filtered map counts.
    expect((await t.get(`${API.galleryItems}?language=en&limit=1&${cell}&category=${birds.id}`)).headers.get(TOTAL_COUNT_HEADER)).toBe('1');
    const zoomed = MapAnswerSchema.parse((await t.get(`${API.map}?language=en&view=${Object.values(svalbard.zoom!).join(',')}`)).body);
    expect(zoomed.total).toBe(2);
    expect(zoomed.landUrl).toContain(API.mapWorld);

    // A coarser precision set by the photographer applies to every answer.
    expect((await t.request('PUT', API.admin.settings, { body: { mapPrecision: 1 } })).status).toBe(200);
    const coarse = MapAnswerSchema.parse((await t.get(`${API.map}?language=en`)).body);
    expect(coarse.clusters.map((c) => [c.lat, c.lon])).toEqual([[78, 16], [64, -22]]);
    expect((await t.request('PUT', API.admin.settings, { body: { mapPrecision: 0.3 } })).status).toBe(400);
    // Many answers on a busy machine: more than the default five seconds.
  }, 30_000);

  it('answers the smallest view (the detailed map at its closest zoom) with clusters of the precision, never single photos', async () => {
    const t = await createTestApp();
    const nests = await makeCategory(t.db, { name: 'Nesten', sensitiveLocation: true });
    await makeItem(t.db, { title: 'Skerries', ...gps(59.3167, 18.0667) });
    await makeItem(t.db, { title: 'Skerries again', ...gps(59.3121, 18.0712) });
    await makeItem(t.db, { title: 'Reeds', ...gps(59.4, 18.3) });
    await makeItem(t.db, { title: 'Owl nest', sensitiveLocation: true, ...gps(59.35, 18.15) });
    await makeItem(t.db, { title: 'Eagle nest', ...gps(59.45, 18.45) }, [nests.id]);

    const map = MapAnswerSchema.parse((await t.get(`${API.map}?language=en&view=18,59,19,60`)).body);
    expect(map.view).toEqual({ west: 18, south: 59, east: 19, north: 60 });
    expect(map.total).toBe(3);
    expect(map.clusters.map((c) => [c.count, c.lat, c.lon, c.zoom])).toEqual([
      [2, 59.3, 18.1, null],
      [1, 59.4, 18.3, null],
    ]);
    for (const secret of ['59.31', '18.06', '18.07', '59.35', '18.15', '59.45', '18.45']) expect(JSON.stringify(map)).not.toContain(secret);
    // A view asked with finer edges is answered for the whole degrees around it.
    expect(MapAnswerSchema.parse((await t.get(`${API.map}?language=en&view=18.2,59.1,19.3,59.7`)).body).view).toEqual({ west: 18, south: 59, east: 20, north: 60 });
  });

  it('refuses a view or cluster that is not one, with the reason', async () => {
    const t = await createTestApp();
    const bad = await t.get(`${API.map}?language=en&view=1,2,3`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The map view is west,south,east,north in degrees');
    // Outside the one world, or narrower than a degree.
    for (const view of ['-190,50,10,60', '18,59,18.5,60', '18,59,x,60']) {
      const outside = await t.get(`${API.map}?language=en&view=${view}`);
      expect(outside.status).toBe(400);
      expect(outside.body.message).toBe('The map view is west,south,east,north in degrees');
    }
    const cell = await t.get(`${API.galleryItems}?language=en&cell=15,78`);
    expect(cell.status).toBe(400);
    expect(cell.body.message).toBe('A place on the map is west,south,east,north in degrees');
    expect((await t.get(`${API.mapWorld}?view=0.5,50,20,60`)).status).toBe(400);
  });

  it('draws the land as SVG from the shipped Natural Earth data, with a country drawn out', async () => {
    const t = await createTestApp();
    const world = await t.get(API.mapWorld);
    expect(world.headers.get('content-type')).toContain('image/svg+xml');
    expect(world.text).toStartWith('<svg');
    expect(world.text.length).toBeGreaterThan(10_000);
    const norway = await t.get(`${API.mapWorld}?view=0,55,35,72&country=Norway`);
    expect(norway.text.match(/<path /g)).toHaveLength(2);
  });
});

describe('GET /api/gallery/items/:id/context', () => {
  it('places a photo at the set precision, a sensitive one only by its country', async () => {
    const t = await createTestApp();
    const open = await makeItem(t.db, { title: 'Puffin', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge', ...gps(70.3733, 31.1012) });
    const owl = await makeItem(t.db, { title: 'Owl', location: 'Owl Nest Ridge', country: 'Zweden', countryEn: 'Sweden', countrySv: 'Sverige', sensitiveLocation: true, ...gps(67.8765, 20.1234) });
    const place = PhotoContextSchema.parse((await t.get(`${API.galleryItemContext(open.id)}?language=sv`)).body).place!;
    expect(place).toMatchObject({ lat: 70.4, lon: 31.1, country: 'Norge', precision: 0.1 });
    expect(place.marker!.x).toBeGreaterThan(0);
    expect(place.mapUrl).toContain(API.mapWorld);
    const hidden = await t.get(`${API.galleryItemContext(owl.id)}?language=en`);
    expect(PhotoContextSchema.parse(hidden.body).place).toMatchObject({ lat: null, lon: null, marker: null, country: 'Sweden' });
    expect(hidden.body.place.mapUrl).toContain('country=Sweden');
    for (const secret of ['67.8', '67.9', '20.1', 'Owl Nest']) expect(hidden.text).not.toContain(secret);
    expect((await t.get(`${API.galleryItemContext(999)}?language=en`)).status).toBe(404);
  });
});
