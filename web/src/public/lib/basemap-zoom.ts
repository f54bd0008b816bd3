/** How large one square of the precision may get on screen at the closest zoom, in CSS pixels. */
const CELL_PIXELS = 128;

/**
 * The closest zoom of the detailed map for a precision in degrees: one rounded square is then
 * about 128 px wide (0.1° → z10), so the map never suggests a place finer than it knows.
 * At zoom z a degree of longitude is 512 · 2^z / 360 pixels.
 */
export function maxZoomForPrecision(precision: number): number {
  if (!(precision > 0)) return 0;
  const zoom = Math.round(Math.log2((CELL_PIXELS * 360) / (512 * precision)));
  return Math.min(18, Math.max(1, zoom));
}
