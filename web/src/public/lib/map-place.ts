import type { MapView } from '@portfolio/shared';

/** `w,s,e,n`, as addresses write a view of the map or a square of it (the gallery's filter `cell`). */
export const viewParam = (v: MapView) => `${v.west},${v.south},${v.east},${v.north}`;

const latitude = (lat: number) => `${Math.abs(lat)}° ${lat >= 0 ? 'N' : 'S'}`;
const longitude = (lon: number) => `${Math.abs(lon)}° ${lon >= 0 ? 'E' : 'W'}`;

/** "78.2° N, 15.8° E": a rounded position, as the map may show it. */
export const formatPosition = (lat: number, lon: number) => `${latitude(lat)}, ${longitude(lon)}`;

/** "78° N – 79° N, 15° E – 17° E": a square of the map written `w,s,e,n` (null when it is not one). */
export function formatArea(cell: string): string | null {
  const [west, south, east, north] = cell.split(',').map(Number);
  if ([west, south, east, north].some((n) => n === undefined || !Number.isFinite(n))) return null;
  return `${latitude(south!)} – ${latitude(north!)}, ${longitude(west!)} – ${longitude(east!)}`;
}

/** What opening a cluster reads of its click, from React's event or the detailed map's own. */
export type ClusterClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'preventDefault'>;
