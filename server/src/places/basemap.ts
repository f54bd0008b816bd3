import { closeSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { MapBasemap } from '@portfolio/shared';
import { PMTILES_HEADER_BYTES, readPmtilesHeader, TILE_TYPE_MVT } from './pmtiles-header';

/** Where the server serves the archive: one address, the same origin as the pages. */
export const BASEMAP_PATH = '/basemap.pmtiles';

/** A configured basemap: the file the server serves, and what the map page is told of it. */
export interface Basemap {
  file: string;
  info: MapBasemap;
}

/**
 * The basemap of MAP_BASEMAP_PMTILES, checked once at start: a missing file or one that is not a
 * PMTiles v3 archive of vector tiles logs why and leaves the map as the site draws it.
 */
export function loadBasemap(configured: string | undefined, log: (line: string) => void = console.warn): Basemap | null {
  if (!configured) return null;
  const file = path.resolve(configured);
  try {
    const size = statSync(file).size;
    const bytes = new Uint8Array(PMTILES_HEADER_BYTES);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, bytes, 0, PMTILES_HEADER_BYTES, 0);
    } finally {
      closeSync(fd);
    }
    const header = readPmtilesHeader(bytes);
    if (header.tileType !== TILE_TYPE_MVT) throw new Error('its tiles are not vector tiles (MVT)');
    if (header.rootDirectoryOffset + header.rootDirectoryLength > size) throw new Error('the file is cut short');
    return { file, info: { url: BASEMAP_PATH, bounds: header.bounds, center: header.center, minZoom: header.minZoom, maxZoom: header.maxZoom } };
  } catch (error) {
    log(`MAP_BASEMAP_PMTILES=${configured} is not used (${(error as Error).message}): the map stays the drawn one.`);
    return null;
  }
}
