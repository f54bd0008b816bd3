/*
 * A tiny but valid PMTiles v3 archive for tests: the header, a root directory, the metadata and
 * one vector tile (z0, the whole world) with an "earth" and a "water" layer, the layer names of the
 * Protomaps basemap. Written by hand: a protobuf of a few rectangles is shorter than a library.
 */

/** A ring in degrees: longitude, latitude pairs. */
type Ring = [number, number][];

export interface ArchiveShapes {
  earth: Ring[];
  water: Ring[];
}

/** Europe's rough land, with a sea cut in it: enough for a map to show land and water. */
export const EUROPE: ArchiveShapes = {
  earth: [
    [[-10, 36], [32, 36], [32, 71], [-10, 71]],
    [[-24, 63], [-13, 63], [-13, 67], [-24, 67]],
  ],
  water: [[[10, 54], [24, 54], [24, 65], [10, 65]]],
};

const EXTENT = 4096;

const varint = (n: number): number[] => {
  const out: number[] = [];
  let v = n;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
};
const zigzag = (n: number) => (n << 1) ^ (n >> 31);
const key = (field: number, wire: 0 | 2) => varint((field << 3) | wire);
const bytesField = (field: number, bytes: number[]) => [...key(field, 2), ...varint(bytes.length), ...bytes];
const varintField = (field: number, n: number) => [...key(field, 0), ...varint(n)];

/** Web Mercator tile coordinates of z0 (0..4096, y down). */
const toTile = ([lon, lat]: [number, number]): [number, number] => {
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
  return [Math.round(((lon + 180) / 360) * EXTENT), Math.round(((Math.PI - y) / (2 * Math.PI)) * EXTENT)];
};

/** MVT geometry commands of a polygon's outer ring: clockwise on screen, as the format wants. */
function polygonCommands(ring: Ring): number[] {
  const [p0, ...rest] = ring.map(toTile);
  // Degrees go counter-clockwise on screen (y flips): walk the ring backwards.
  const points = [p0!, ...rest.reverse()];
  let [x, y] = [0, 0];
  const out: number[] = [];
  points.forEach(([px, py], i) => {
    if (i === 0) out.push(9);
    if (i === 1) out.push(2 | ((points.length - 1) << 3));
    out.push(zigzag(px - x), zigzag(py - y));
    [x, y] = [px, py];
  });
  out.push(15);
  return out;
}

function layer(name: string, rings: Ring[]): number[] {
  const features = rings.flatMap((ring, i) => bytesField(2, [...varintField(1, i + 1), ...varintField(3, 3), ...bytesField(4, polygonCommands(ring).flatMap(varint))]));
  return bytesField(3, [...varintField(15, 2), ...bytesField(1, [...new TextEncoder().encode(name)]), ...features, ...varintField(5, EXTENT)]);
}

/** The one vector tile (z0/0/0). */
export const worldTile = (shapes: ArchiveShapes) => Uint8Array.from([...layer('earth', shapes.earth), ...layer('water', shapes.water)]);

/** The archive's bytes; `maxZoom` is what its header claims (its one tile is over-zoomed). */
export function pmtilesArchive(shapes: ArchiveShapes = EUROPE, bounds: [number, number, number, number] = [-25, 34, 35, 72], maxZoom = 0): Uint8Array<ArrayBuffer> {
  const tile = worldTile(shapes);
  // One entry: tile id 0, run 1, its length, offset 0 (written + 1).
  const directory = Uint8Array.from([...varint(1), ...varint(0), ...varint(1), ...varint(tile.length), ...varint(1)]);
  const metadata = new TextEncoder().encode(JSON.stringify({ name: 'test basemap', vector_layers: [{ id: 'earth', fields: {} }, { id: 'water', fields: {} }] }));
  const header = new Uint8Array(127);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode('PMTiles'), 0);
  header[7] = 3;
  const rootOffset = 127;
  const metadataOffset = rootOffset + directory.length;
  const tilesOffset = metadataOffset + metadata.length;
  const u64 = (at: number, n: number) => view.setBigUint64(at, BigInt(n), true);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, tilesOffset);
  u64(48, 0);
  u64(56, tilesOffset);
  u64(64, tile.length);
  u64(72, 1);
  u64(80, 1);
  u64(88, 1);
  // Clustered; no internal or tile compression; vector tiles; zoom 0 to maxZoom.
  header.set([1, 1, 1, 1, 0, maxZoom], 96);
  const e7 = (at: number, degrees: number) => view.setInt32(at, Math.round(degrees * 1e7), true);
  bounds.forEach((b, i) => e7(102 + i * 4, b));
  header[118] = 3;
  e7(119, (bounds[0] + bounds[2]) / 2);
  e7(123, (bounds[1] + bounds[3]) / 2);
  const out = new Uint8Array(tilesOffset + tile.length);
  out.set(header, 0);
  out.set(directory, rootOffset);
  out.set(metadata, metadataOffset);
  out.set(tile, tilesOffset);
  return out;
}
