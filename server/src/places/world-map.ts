import { geoClipRectangle, geoPath, geoTransform, type GeoPermissibleObjects, type GeoStream } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json' with { type: 'json' };
import land110m from 'world-atlas/land-110m.json' with { type: 'json' };
import { type MapView, type Projection, projectionFor, WORLD_VIEW } from './map-grid';

/*
 * The land of the map, drawn on the server from Natural Earth data shipped with the site
 * (world-atlas): no tile server learns a visitor's address, and the page works without script.
 */

type Shape = GeoPermissibleObjects & object;

const topo50 = countries50m as unknown as Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
const topo110 = land110m as unknown as Topology<{ land: GeometryCollection }>;
let land110: Shape | null = null;
let land50: Shape | null = null;
const countryShapes = new Map<string, Shape>();

const landShape = (detailed: boolean): Shape => {
  if (detailed) return (land50 ??= feature(topo50, topo50.objects.land) as Shape);
  return (land110 ??= feature(topo110, topo110.objects.land) as Shape);
};

const countryKeys = new WeakMap<object, string>();
const countryKey = (shape: Shape) => countryKeys.get(shape) ?? '';

/** A country by its English name as Natural Earth spells it (null: not known). */
export function countryShape(name: string | null): Shape | null {
  if (!name) return null;
  if (countryShapes.size === 0) {
    for (const geometry of topo50.objects.countries.geometries) {
      const name = (geometry.properties as { name: string }).name.toLowerCase();
      const shape = feature(topo50, geometry) as Shape;
      countryKeys.set(shape, name);
      countryShapes.set(name, shape);
    }
  }
  return countryShapes.get(name.trim().toLowerCase()) ?? null;
}

/**
 * Our projection as a planar d3 stream: x and y are linear in longitude and latitude, so the
 * spherical steps of a d3 projection (resampling, cutting at the date line) are not needed, and
 * skipping them makes a zoomed view many times cheaper.
 */
function planar(p: Projection) {
  const { west, north } = p.view;
  const transform = geoTransform({
    point(lon, lat) {
      this.stream.point((lon - west) * p.kx, (north - lat) * p.ky);
    },
  });
  const clip = geoClipRectangle(-1, -1, p.width + 1, p.height + 1);
  return { stream: (out: GeoStream) => transform.stream(clip(out)) };
}

/** The polygons of `shape` whose box meets the view (the rest cannot show). */
function within(shape: Shape, view: MapView): Shape {
  const polygons = polygonsOf(shape).filter(({ box: [[w, s], [e, n]] }) => w <= view.east && e >= view.west && s <= view.north && n >= view.south);
  return { type: 'MultiPolygon', coordinates: polygons.map((x) => x.coordinates) } as Shape;
}

const polygonCache = new WeakMap<object, { coordinates: number[][][]; box: [[number, number], [number, number]] }[]>();

function polygonsOf(shape: Shape) {
  const hit = polygonCache.get(shape);
  if (hit) return hit;
  const geometries = ('features' in shape ? shape.features.map((f) => f.geometry) : 'geometry' in shape ? [shape.geometry] : [shape]) as { type: string; coordinates?: unknown }[];
  const list = geometries.flatMap((g) =>
    g?.type === 'Polygon' ? [g.coordinates as number[][][]] : g?.type === 'MultiPolygon' ? (g.coordinates as number[][][][]) : [],
  );
  const out = list.map((coordinates) => {
    let [w, s, e, n] = [180, 90, -180, -90];
    for (const [lon, lat] of coordinates[0]!) {
      w = Math.min(w, lon!);
      e = Math.max(e, lon!);
      s = Math.min(s, lat!);
      n = Math.max(n, lat!);
    }
    return { coordinates, box: [[w, s], [e, n]] as [[number, number], [number, number]] };
  });
  polygonCache.set(shape, out);
  return out;
}

/** The SVG path of `shape` in the projection, to one decimal. */
export function pathOf(p: Projection, shape: Shape): string {
  return geoPath(planar(p)).digits(1)(within(shape, p.view)) ?? '';
}

const cache = new Map<string, string>();

/** The land of `view` as an SVG document, with `country` drawn out (kept: a view is drawn once per process). */
export function landSvg(view: MapView = WORLD_VIEW, country: Shape | null = null): string {
  const key = `${view.west},${view.south},${view.east},${view.north}|${country ? countryKey(country) : ''}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const p = projectionFor(view);
  // Wide views at 1:110m; a close view at 1:50m, so coasts stay coasts.
  const d = pathOf(p, landShape(view.east - view.west <= 40));
  const outline = country ? `<path d="${pathOf(p, country)}" fill="#a9b59a" stroke="#6f7d60" stroke-width="1.2"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${p.width} ${p.height}" width="${p.width}" height="${p.height}"><path d="${d}" fill="#d8dccf" stroke="#b7bdab" stroke-width="0.6"/>${outline}</svg>`;
  if (cache.size >= 200) cache.delete(cache.keys().next().value!);
  cache.set(key, svg);
  return svg;
}
