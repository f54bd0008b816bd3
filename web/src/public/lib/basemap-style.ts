import type { MapBasemap } from '@portfolio/shared';
import type { StyleSpecification } from 'maplibre-gl';

/** The drawn map's colours (components/world-map.tsx and the server's land): night sea, pale land. */
const BASEMAP_COLOURS = {
  sea: '#0b1524',
  land: '#d8dccf',
  landcover: '#c9d0bd',
  park: '#c3cdb4',
  urban: '#cfd2c8',
  boundary: '#6f7d60',
  road: '#f4f5f0',
  roadCasing: '#b7bdab',
} as const;

/** Data licence of the Protomaps basemap (OpenStreetMap): shown in the map's credits. */
const ATTRIBUTION = '<a href="https://www.openstreetmap.org/copyright" rel="noopener">© OpenStreetMap</a>';

/**
 * The detailed map's style over the Protomaps basemap's layers (earth, landcover, landuse, water,
 * boundaries, roads). No labels, icons or glyphs: the map needs no font or sprite files, and
 * the photos' clusters are what it is about.
 */
export function basemapStyle(basemap: MapBasemap, pmtilesUrl: string): StyleSpecification {
  const c = BASEMAP_COLOURS;
  return {
    version: 8,
    sources: {
      basemap: { type: 'vector', url: `pmtiles://${pmtilesUrl}`, attribution: ATTRIBUTION, minzoom: basemap.minZoom, maxzoom: basemap.maxZoom },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': c.sea } },
      { id: 'earth', type: 'fill', source: 'basemap', 'source-layer': 'earth', paint: { 'fill-color': c.land, 'fill-opacity': 0.9 } },
      { id: 'landcover', type: 'fill', source: 'basemap', 'source-layer': 'landcover', paint: { 'fill-color': c.landcover, 'fill-opacity': 0.6 } },
      {
        id: 'landuse',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'landuse',
        paint: { 'fill-color': ['match', ['get', 'kind'], ['park', 'forest', 'wood', 'nature_reserve', 'national_park', 'protected_area'], c.park, c.urban], 'fill-opacity': 0.5 },
      },
      { id: 'water', type: 'fill', source: 'basemap', 'source-layer': 'water', filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': c.sea } },
      { id: 'rivers', type: 'line', source: 'basemap', 'source-layer': 'water', filter: ['==', ['geometry-type'], 'LineString'], paint: { 'line-color': c.sea, 'line-width': 1 } },
      {
        id: 'roads',
        type: 'line',
        source: 'basemap',
        'source-layer': 'roads',
        filter: ['in', ['get', 'kind'], ['literal', ['highway', 'major_road', 'medium_road', 'minor_road']]],
        paint: { 'line-color': c.road, 'line-opacity': 0.7, 'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 12, 2] },
      },
      {
        id: 'boundaries',
        type: 'line',
        source: 'basemap',
        'source-layer': 'boundaries',
        paint: { 'line-color': c.boundary, 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
    ],
  };
}
