/*
 * The fixed 127-byte header of a PMTiles v3 archive (github.com/protomaps/PMTiles, spec v3):
 * where its parts lie, what its tiles are, and the extent and zoom levels it covers.
 */

export const PMTILES_HEADER_BYTES = 127;
/** Tile type 1: Mapbox Vector Tiles, the only kind the site's style draws. */
export const TILE_TYPE_MVT = 1;

export interface PmtilesHeader {
  rootDirectoryOffset: number;
  rootDirectoryLength: number;
  tileType: number;
  minZoom: number;
  maxZoom: number;
  /** west, south, east, north in degrees. */
  bounds: [number, number, number, number];
  centerZoom: number;
  /** longitude, latitude. */
  center: [number, number];
}

const degrees = (view: DataView, at: number) => view.getInt32(at, true) / 1e7;

/** The header of `bytes` (the archive's first 127 bytes or more); throws saying what is wrong. */
export function readPmtilesHeader(bytes: Uint8Array): PmtilesHeader {
  if (bytes.length < PMTILES_HEADER_BYTES) throw new Error('shorter than a PMTiles header');
  if (new TextDecoder().decode(bytes.subarray(0, 7)) !== 'PMTiles') throw new Error('not a PMTiles archive');
  if (bytes[7] !== 3) throw new Error(`PMTiles version ${bytes[7]}, not 3`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, PMTILES_HEADER_BYTES);
  return {
    rootDirectoryOffset: Number(view.getBigUint64(8, true)),
    rootDirectoryLength: Number(view.getBigUint64(16, true)),
    tileType: view.getUint8(99),
    minZoom: view.getUint8(100),
    maxZoom: view.getUint8(101),
    bounds: [degrees(view, 102), degrees(view, 106), degrees(view, 110), degrees(view, 114)],
    centerZoom: view.getUint8(118),
    center: [degrees(view, 119), degrees(view, 123)],
  };
}
