import { API, type GalleryFilter, type Language, type MapAnswer, type MapBasemap, type MapView, type PhotoPlace } from '@portfolio/shared';
import { geoBounds } from 'd3-geo';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { galleryItems } from '../db/schema';
import { cellLat, cellLon, inCells, placeable } from './cell-query';
import { clusterCells, extentOf, formatView, gridStep, project, projectionFor, wholeDegrees, WORLD_VIEW, zoomTo } from './map-grid';
import { roundTo } from './precision';
import { galleryConditions } from '../gallery/gallery-query';
import { countryShape } from './world-map';

/** Published, filtered photos that may be placed (a position, and nothing sensitive). */
const placeableIn = (filters: GalleryFilter, language: Language, precision: number) => and(...galleryConditions(filters, { audience: 'public', language, precision }), placeable);

export const landUrl = (view: MapView, country?: string | null) =>
  `${API.mapWorld}?view=${formatView(view)}${country ? `&country=${encodeURIComponent(country)}` : ''}`;

/**
 * The clusters of one view of the map; without a view asked, the map opens at the extent of the
 * photos it shows (extentOf). The database groups the photos by rounded position (one row per
 * place, however many photos), and the grid groups the places.
 */
export async function mapAnswer(db: Db, language: Language, viewAsked: MapView | null, filters: GalleryFilter, precision: number, basemap: MapBasemap | null = null): Promise<MapAnswer> {
  const asked = viewAsked ? wholeDegrees(viewAsked) : null;
  const rows = await db
    .select({ i: cellLat(precision), j: cellLon(precision), n: sql<number>`count(*)` })
    .from(galleryItems)
    .where(and(placeableIn(filters, language, precision), inCells(asked ?? WORLD_VIEW, precision)))
    .groupBy(cellLat(precision), cellLon(precision));
  const cells = rows.map((r) => ({ lat: roundTo(Number(r.i) * precision, precision), lon: roundTo(Number(r.j) * precision, precision), count: Number(r.n) }));
  const view = asked ?? extentOf(cells);
  const projection = projectionFor(view);
  // A square no bigger than one cell cannot be opened further.
  const finest = gridStep(view, precision) <= precision;
  const clusters = clusterCells(cells, projection, precision).map((c) => ({ ...c, zoom: finest ? null : zoomTo(c.bounds) }));
  return {
    view,
    width: projection.width,
    height: projection.height,
    precision,
    total: cells.reduce((sum, c) => sum + c.count, 0),
    clusters,
    landUrl: landUrl(view),
    ...(basemap ? { basemap } : {}),
  };
}

/** Half the width and height of a photo's small map around its place, in degrees. */
const SMALL_MAP = { lon: 9, lat: 4.5 };

/**
 * Where a photo was made, as its page may show it: the rounded position on a small map, or for a
 * sensitive photo only its country (drawn out when Natural Earth knows its English name).
 */
export function photoPlace(
  item: { latitude: number | null; longitude: number | null; countryEn: string | null },
  country: string | null,
  sensitive: boolean,
  precision: number,
): PhotoPlace | null {
  if (sensitive || item.latitude === null || item.longitude === null) {
    if (!country) return null;
    const shape = countryShape(item.countryEn ?? country);
    if (!shape) return { lat: null, lon: null, country, precision, view: null, mapUrl: null, marker: null, aspect: 2 };
    const [[west, south], [east, north]] = geoBounds(shape);
    // A country across the date line (Russia, Fiji) gets the whole width.
    const wraps = west > east;
    const view = wholeDegrees({ west: wraps ? -180 : west - 2, south: Math.max(-85, south - 2), east: wraps ? 180 : east + 2, north: Math.min(85, north + 2) });
    const p = projectionFor(view);
    return { lat: null, lon: null, country, precision, view, mapUrl: landUrl(view, item.countryEn ?? country), marker: null, aspect: p.width / p.height };
  }
  const lat = roundTo(item.latitude, precision);
  const lon = roundTo(item.longitude, precision);
  // The edges follow from the rounded position only, so the small map says nothing finer either.
  const view = wholeDegrees({
    west: lon - SMALL_MAP.lon,
    south: Math.max(-85, lat - SMALL_MAP.lat),
    east: lon + SMALL_MAP.lon,
    north: Math.min(85, lat + SMALL_MAP.lat),
  });
  const p = projectionFor(view);
  const at = project(p, lat, lon);
  return { lat, lon, country, precision, view, mapUrl: landUrl(view), marker: { x: Number((at.x / p.width).toFixed(3)), y: Number((at.y / p.height).toFixed(3)) }, aspect: p.width / p.height };
}
