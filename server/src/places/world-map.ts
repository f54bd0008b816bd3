import { createRequire } from 'node:module';
import { geoPath, geoProjection, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { type MapView, type Projection, projectionFor, WORLD_VIEW } from './map-grid';

/*
 * The land of the map, drawn on the server from Natural Earth data shipped with the site
 * (world-atlas): no tile server learns a visitor's address, and the page works without script.
 */

type Shape = GeoPermissibleObjects & object;

// The atlas is read at the first map or country drawn (a synchronous require: photoPlace is synchronous), not held from the start.
const atlas = createRequire(import.meta.url);
const topo50 = () => atlas('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection<{ name: string }>; land: GeometryCollection }>;
const topo110 = () => atlas('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
let land110: Shape | null = null;
let land50: Shape | null = null;
const countryShapes = new Map<string, Shape>();

const landOf = (topo: Topology<{ land: GeometryCollection }>) => feature(topo, topo.objects.land) as Shape;
const landShape = (detailed: boolean): Shape => (detailed ? (land50 ??= landOf(topo50())) : (land110 ??= landOf(topo110())));

const countryKeys = new WeakMap<object, string>();
const countryKey = (shape: Shape) => countryKeys.get(shape) ?? '';

/** A country by its English name as Natural Earth spells it (null: not known). */
export function countryShape(name: string | null): Shape | null {
  if (!name) return null;
  if (countryShapes.size === 0) {
    const topo = topo50();
    for (const geometry of topo.objects.countries.geometries) {
      const name = (geometry.properties as { name: string }).name.toLowerCase();
      const shape = feature(topo, geometry) as Shape;
      countryKeys.set(shape, name);
      countryShapes.set(name, shape);
    }
  }
  return countryShapes.get(name.trim().toLowerCase()) ?? null;
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

/**
 * Our projection as d3's (x and y linear in longitude and latitude, no resampling needed): its
 * spherical clipping cuts shapes that cross the date line or the view's edges cleanly.
 */
function spherical(p: Projection) {
  const stretch = p.kx / p.ky;
  return geoProjection((lambda, phi) => [lambda * stretch, phi])
    .scale((p.ky * 180) / Math.PI)
    .translate([-p.view.west * p.kx, p.view.north * p.ky])
    .clipExtent([
      [0, 0],
      [p.width, p.height],
    ])
    .precision(0);
}

/** The SVG path of `shape` in the projection, to one decimal. */
export function pathOf(p: Projection, shape: Shape): string {
  return geoPath(spherical(p)).digits(1)(within(shape, p.view)) ?? '';
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
