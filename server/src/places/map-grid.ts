import { MIN_VIEW_DEGREES } from '@portfolio/shared/map-view';
import { roundTo } from './precision';

export { parseView } from '@portfolio/shared/map-view';

/*
 * The public map: an equirectangular projection (x follows longitude, y latitude, stretched by the
 * cosine of the middle latitude so a zoomed-in Norway keeps its shape), and clusters made on a grid
 * of that projection. Because the projection is linear in both, a grid square is a rectangle of
 * latitude and longitude: "the photos of this cluster" is a plain range query, and a cluster
 * never reaches past what its square holds.
 */

/** A rectangle of the world, in degrees. */
export interface MapView {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The whole map: Antarctica and the far north hold no photos worth the room. */
export const WORLD_VIEW: MapView = { west: -180, south: -58, east: 180, north: 84 };
/** Width of the drawn map in SVG units; its height follows from the view. */
export const MAP_WIDTH = 1000;
/** Clusters per map width: about 40 px squares on a 1000 px map. */
const GRID_COLUMNS = 24;

export interface Projection {
  view: MapView;
  width: number;
  height: number;
  /** SVG units per degree of longitude and of latitude. */
  kx: number;
  ky: number;
}

export function projectionFor(view: MapView, width = MAP_WIDTH): Projection {
  const midLat = ((view.north + view.south) / 2) * (Math.PI / 180);
  const stretch = Math.max(0.3, Math.cos(midLat));
  const kx = width / (view.east - view.west);
  const ky = kx / stretch;
  return { view, width, height: Math.round((view.north - view.south) * ky), kx, ky };
}

export const project = (p: Projection, lat: number, lon: number) => ({
  x: Number(((lon - p.view.west) * p.kx).toFixed(1)),
  y: Number(((p.view.north - lat) * p.ky).toFixed(1)),
});

/** A grid square: whole multiples of the precision, so its edges say nothing finer. */
export function gridStep(view: MapView, precision: number): number {
  const raw = (view.east - view.west) / GRID_COLUMNS;
  return Math.max(precision, Math.ceil(raw / precision) * precision);
}

/** A place on the map holding `count` photos (a rounded position, as the database groups them). */
export interface MapCell {
  lat: number;
  lon: number;
  count: number;
}

export interface MapCluster {
  /** The square's rectangle (south and west inclusive), in degrees. */
  bounds: MapView;
  /** Where the circle is drawn: the photos' weighted middle, rounded to the precision. */
  lat: number;
  lon: number;
  x: number;
  y: number;
  count: number;
}

/**
 * Groups the cells inside `projection`'s view by grid square; the biggest clusters come first.
 * Squares are counted in whole cells of the precision (integers), so a place on a square's edge
 * falls in the same square here and in the database's range query (cellRange).
 */
export function clusterCells(cells: MapCell[], projection: Projection, precision: number): MapCluster[] {
  const { view } = projection;
  const span = Math.round(gridStep(view, precision) / precision);
  const range = cellRange(view, precision);
  const { west, south } = range;
  const squares = new Map<string, { gx: number; gy: number; count: number; lat: number; lon: number }>();
  for (const cell of cells) {
    const i = Math.round(cell.lon / precision);
    const j = Math.round(cell.lat / precision);
    if (i < range.west || i >= range.east || j < range.south || j >= range.north) continue;
    const gx = Math.floor((i - west) / span);
    const gy = Math.floor((j - south) / span);
    const key = `${gx}:${gy}`;
    const square = squares.get(key) ?? { gx, gy, count: 0, lat: 0, lon: 0 };
    square.count += cell.count;
    square.lat += cell.lat * cell.count;
    square.lon += cell.lon * cell.count;
    squares.set(key, square);
  }
  return [...squares.values()]
    .map((s) => {
      const bounds = {
        west: roundTo((west + s.gx * span) * precision, precision),
        south: roundTo((south + s.gy * span) * precision, precision),
        east: roundTo(Math.min(view.east, (west + (s.gx + 1) * span) * precision), precision),
        north: roundTo(Math.min(view.north, (south + (s.gy + 1) * span) * precision), precision),
      };
      const lat = roundTo(s.lat / s.count, precision);
      const lon = roundTo(s.lon / s.count, precision);
      return { bounds, lat, lon, ...project(projection, lat, lon), count: s.count };
    })
    .sort((a, b) => b.count - a.count || a.x - b.x);
}

/** A rectangle as whole cells of the precision: a rounded position (cell index) is in it when from <= index < to. */
export function cellRange(bounds: MapView, precision: number) {
  return {
    west: Math.round(bounds.west / precision),
    east: Math.round(bounds.east / precision),
    south: Math.round(bounds.south / precision),
    north: Math.round(bounds.north / precision),
  };
}

export const formatView = (v: MapView) => `${v.west},${v.south},${v.east},${v.north}`;

/** The smallest view with whole degrees for edges that holds `v`: the land of such views is drawn once and kept. */
export const wholeDegrees = (v: MapView): MapView => ({
  west: Math.max(-180, Math.floor(v.west)),
  south: Math.max(-90, Math.floor(v.south)),
  east: Math.min(180, Math.ceil(v.east)),
  north: Math.min(90, Math.ceil(v.north)),
});

/** Room around the photos of a map's opening view (a share of their span, each side), and its least size, in degrees. */
const EXTENT_ROOM = 0.15;
const EXTENT_LEAST = { lon: 12, lat: 6 };
/** The opening view is at least this much wider than tall, as drawn: a landscape map, on a phone and a desktop alike. */
const EXTENT_ASPECT = 1.25;

/**
 * The view a map opens at: every place of `cells` with room around it, so a portfolio made in the
 * Nordic countries fills the map instead of a few pixels of the world; the world when there are
 * none. Its edges are whole degrees, so it says nothing finer than the places do.
 */
export function extentOf(cells: MapCell[]): MapView {
  if (!cells.length) return WORLD_VIEW;
  let west = 180;
  let east = -180;
  let south = 90;
  let north = -90;
  for (const c of cells) {
    west = Math.min(west, c.lon);
    east = Math.max(east, c.lon);
    south = Math.min(south, c.lat);
    north = Math.max(north, c.lat);
  }
  const padLat = Math.max((north - south) * EXTENT_ROOM, (EXTENT_LEAST.lat - (north - south)) / 2, 0.5);
  const view = { south: Math.max(WORLD_VIEW.south, south - padLat), north: Math.min(WORLD_VIEW.north, north + padLat) };
  // Wide enough for its height as drawn (a degree of longitude is narrower in the north).
  const stretch = Math.max(0.3, Math.cos(((view.north + view.south) / 2) * (Math.PI / 180)));
  const least = Math.max(EXTENT_LEAST.lon, (EXTENT_ASPECT * (view.north - view.south)) / stretch);
  const padLon = Math.max((east - west) * EXTENT_ROOM, (least - (east - west)) / 2, 1);
  return wholeDegrees({ west: Math.max(WORLD_VIEW.west, west - padLon), south: view.south, east: Math.min(WORLD_VIEW.east, east + padLon), north: view.north });
}

/** The view that shows a cluster's square with room around it (zooming in on a cluster), inside the world. */
export function zoomTo(bounds: MapView): MapView {
  const padLon = Math.max((bounds.east - bounds.west) * 0.25, MIN_VIEW_DEGREES);
  const padLat = Math.max((bounds.north - bounds.south) * 0.25, MIN_VIEW_DEGREES / 2);
  return wholeDegrees({
    west: Math.max(WORLD_VIEW.west, bounds.west - padLon),
    south: Math.max(WORLD_VIEW.south, bounds.south - padLat),
    east: Math.min(WORLD_VIEW.east, bounds.east + padLon),
    north: Math.min(WORLD_VIEW.north, bounds.north + padLat),
  });
}
