import type { MapView } from '@portfolio/shared';

/** Latitudes the detailed map can show (Web Mercator stops short of the poles). */
const MAX_LATITUDE = 85;

/**
 * The view of the map the detailed map asks clusters for, from the bounds it shows: inside the
 * one world (the map repeats it side by side), with whole degrees for edges as the drawn map's
 * views have, so nearby moves ask the same view and the server's answer is shared.
 */
export function visibleView(bounds: MapView): MapView {
  // Panned onto a repeated world: bring the middle back into -180…180.
  const shift = 360 * Math.round((bounds.west + bounds.east) / 2 / 360);
  let west = Math.max(-180, Math.floor(bounds.west - shift));
  let east = Math.min(180, Math.ceil(bounds.east - shift));
  if (east - west < 1) [west, east] = west >= 180 ? [179, 180] : [west, west + 1];
  let south = Math.max(-MAX_LATITUDE, Math.floor(bounds.south));
  const north = Math.min(MAX_LATITUDE, Math.max(south + 1, Math.ceil(bounds.north)));
  if (north - south < 1) south = north - 1;
  return { west, south, east, north };
}

export const sameView = (a: MapView, b: MapView) => a.west === b.west && a.south === b.south && a.east === b.east && a.north === b.north;
