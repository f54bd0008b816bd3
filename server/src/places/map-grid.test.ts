import { describe, expect, it } from 'bun:test';
import { clusterCells, extentOf, gridStep, parseView, project, projectionFor, WORLD_VIEW, zoomTo } from './map-grid';
import { roundTo } from './precision';

describe('roundTo', () => {
  it('rounds to multiples of the precision without floating-point tails', () => {
    expect(roundTo(78.2234, 0.1)).toBe(78.2);
    expect(roundTo(15.6789, 0.1)).toBe(15.7);
    expect(roundTo(0.3000001, 0.1)).toBe(0.3);
    expect(roundTo(59.3293, 0.05)).toBe(59.35);
    expect(roundTo(-21.94, 1)).toBe(-22);
    expect(roundTo(11.974, 0.01)).toBe(11.97);
    expect(roundTo(64.13, 0.25)).toBe(64.25);
  });
});

describe('map projection and clusters', () => {
  const world = projectionFor(WORLD_VIEW);

  it('puts the corners of the view at the corners of the map', () => {
    expect(project(world, WORLD_VIEW.north, WORLD_VIEW.west)).toEqual({ x: 0, y: 0 });
    const corner = project(world, WORLD_VIEW.south, WORLD_VIEW.east);
    expect(corner.x).toBe(world.width);
    expect(Math.abs(corner.y - world.height)).toBeLessThan(1);
  });

  it('keeps shapes in a zoomed view: a degree of longitude is narrower in the north', () => {
    const norway = projectionFor({ west: 0, south: 55, east: 35, north: 72 });
    expect(norway.ky / norway.kx).toBeCloseTo(1 / Math.cos((63.5 * Math.PI) / 180), 5);
  });

  it('groups nearby places into one cluster per grid square, biggest first, with the weighted middle', () => {
    const cells = [
      { lat: 78.2, lon: 15.6, count: 3 },
      { lat: 78.9, lon: 18.1, count: 1 },
      { lat: 64.1, lon: -21.9, count: 2 },
      { lat: -89, lon: 0, count: 5 },
    ];
    const clusters = clusterCells(cells, world, 0.1);
    expect(clusters.map((c) => c.count)).toEqual([4, 2]);
    const svalbard = clusters[0]!;
    expect(svalbard.lat).toBe(roundTo((78.2 * 3 + 78.9) / 4, 0.1));
    expect(svalbard.bounds.west).toBeLessThanOrEqual(15.6);
    expect(svalbard.bounds.east).toBeGreaterThan(18.1);
    expect(svalbard.bounds.east - svalbard.bounds.west).toBeCloseTo(gridStep(WORLD_VIEW, 0.1), 5);
  });

  it('never makes a square finer than the precision, and its edges are multiples of it', () => {
    const tiny = { west: 10, south: 60, east: 11, north: 60.5 };
    expect(gridStep(tiny, 0.5)).toBe(0.5);
    const [cluster] = clusterCells([{ lat: 60, lon: 10.5, count: 1 }], projectionFor(tiny), 0.5);
    for (const edge of Object.values(cluster!.bounds)) expect(Math.abs(edge / 0.5 - Math.round(edge / 0.5))).toBeLessThan(1e-9);
  });

  it('reads a view from an address and refuses what is not one', () => {
    expect(parseView('0,55,35,72')).toEqual({ west: 0, south: 55, east: 35, north: 72 });
    for (const bad of ['', '1,2,3', '0,55,0.2,72', '0,55,35,95', 'a,b,c,d', '-200,0,10,10']) expect(parseView(bad)).toBeNull();
    const zoomed = zoomTo({ west: 165.5, south: 80, east: 180, north: 84 });
    expect(zoomed.west).toBe(161);
    expect(zoomed.east).toBe(180);
    expect(zoomed.north).toBe(WORLD_VIEW.north);
  });
});

describe("a map's opening view", () => {
  it('holds every place with room around it, in whole degrees, and is the world without places', () => {
    const nordic = [
      { lat: 78.2, lon: 15.6, count: 3 },
      { lat: 64.1, lon: -21.9, count: 2 },
      { lat: 59.3, lon: 18.1, count: 1 },
      { lat: 68.4, lon: 18.8, count: 4 },
    ];
    const view = extentOf(nordic);
    for (const edge of Object.values(view)) expect(Number.isInteger(edge)).toBe(true);
    expect(view.west).toBeLessThan(-21.9 - 1);
    expect(view.east).toBeGreaterThan(18.8 + 1);
    expect(view.south).toBeLessThan(59.3);
    expect(view.north).toBeGreaterThan(78.2);
    // A fraction of the world, so the clusters are not a few pixels of a phone's width.
    expect(view.east - view.west).toBeLessThan(120);
    const clusters = clusterCells(nordic, projectionFor(view), 0.1);
    expect(clusters.reduce((n, c) => n + c.count, 0)).toBe(10);
    expect(extentOf([])).toEqual(WORLD_VIEW);
    // One place: a view of some width around it, never past the world's edges.
    const one = extentOf([{ lat: 83.5, lon: 179.5, count: 1 }]);
    expect(one.east).toBe(WORLD_VIEW.east);
    expect(one.north).toBe(WORLD_VIEW.north);
    expect(one.east - one.west).toBeGreaterThanOrEqual(6);
    const here = extentOf([{ lat: 60, lon: 10, count: 5 }]);
    expect(here.east - here.west).toBeGreaterThanOrEqual(12);
    expect(here.north - here.south).toBeGreaterThanOrEqual(6);
    // A landscape map, as drawn, however the places lie.
    for (const v of [view, here, extentOf([{ lat: 40, lon: 10, count: 1 }, { lat: 70, lon: 11, count: 1 }])]) {
      const drawn = projectionFor(v);
      expect(drawn.width / drawn.height).toBeGreaterThanOrEqual(1.1);
    }
  });
});
