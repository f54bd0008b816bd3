/** A rectangle of the world, in degrees. */
interface View {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The narrowest view the map zooms to, in degrees of longitude. */
export const MIN_VIEW_DEGREES = 1;

/** `w,s,e,n` as in an address; null when it is not a rectangle of the world at least `minWidth` degrees wide. */
export function parseView(text: string | undefined, minWidth = MIN_VIEW_DEGREES): View | null {
  if (!text) return null;
  const parts = text.split(',').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [west, south, east, north] = parts as [number, number, number, number];
  if (west < -180 || east > 180 || south < -90 || north > 90 || east - west < minWidth || north - south < minWidth / 2) return null;
  return { west, south, east, north };
}
