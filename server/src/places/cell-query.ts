import { type SQL, sql } from 'drizzle-orm';
import { galleryItems } from '../db/schema';
import { cellRange, type MapView, parseView } from './map-grid';
import { locationShareable } from './public-filters';

/** The cell (whole multiples of the precision) of a photo's position, as the database rounds it. */
export const cellLat = (p: number) => sql<number>`round(${galleryItems.latitude} / ${p})`;
export const cellLon = (p: number) => sql<number>`round(${galleryItems.longitude} / ${p})`;

/** Photos that may be placed: a position, and no sensitive mark on them or their categories. */
export const placeable = sql`(${galleryItems.latitude} IS NOT NULL AND ${galleryItems.longitude} IS NOT NULL AND ${locationShareable})`;

/** Photos whose rounded position lies in `bounds` (compared in whole cells, so nothing finer is asked). */
export function inCells(bounds: MapView, p: number): SQL {
  const r = cellRange(bounds, p);
  return sql`${cellLat(p)} >= ${r.south} AND ${cellLat(p)} < ${r.north} AND ${cellLon(p)} >= ${r.west} AND ${cellLon(p)} < ${r.east}`;
}

/**
 * The gallery filter `cell` (a map square, `w,s,e,n`): placeable photos in it at the precision.
 * Without a precision (the back-office) or with a square that is none, it matches nothing.
 */
export function cellConditions(cell: string, precision: number | undefined): SQL[] {
  const bounds = parseView(cell, 0);
  if (!bounds || !precision) return [sql`0`];
  return [placeable, inCells(bounds, precision)];
}
