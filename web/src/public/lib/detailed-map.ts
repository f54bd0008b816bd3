/// <reference path="./maplibre-files.d.ts" />
import type { MapAnswer, MapBasemap, MapCluster, MapView } from '@portfolio/shared';
import { addProtocol, AttributionControl, LngLatBounds, Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// MapLibre's worker as a file of this site: a same-origin worker needs no blob: in the CSP.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Protocol } from 'pmtiles';
import { basemapStyle } from './basemap-style';
import { maxZoomForPrecision } from './basemap-zoom';
import type { ClusterClick } from './map-place';
import { sameView, visibleView } from './visible-view';

/*
 * The detailed map: MapLibre over the site's own PMTiles basemap, loaded by the map page only
 * (a dynamic import), after hydration. It opens on the clusters the drawn map shows, as links with
 * the same names, and never zooms closer than the photographer's precision. Once the visitor has
 * moved it, it asks the server for the clusters of what is in sight and shows those instead.
 */

/** How long the map rests before the clusters of what is in sight are asked for. */
const SETTLE_MS = 200;

let prepared = false;
function prepare() {
  if (prepared) return;
  setWorkerUrl(workerUrl);
  addProtocol('pmtiles', new Protocol().tile);
  prepared = true;
}

export interface DetailedMapOptions {
  answer: MapAnswer;
  basemap: MapBasemap;
  /** The map's texts in the page's language (MapLibre's UI strings). */
  texts: { label: string; zoomIn: string; zoomOut: string; attribution: string };
  clusterLabel: (cluster: MapCluster) => string;
  linkOf: (cluster: MapCluster) => string;
  onOpen: (e: ClusterClick, cluster: MapCluster) => void;
  /** The map's answer for another view (the page's filters kept); `signal` aborts it when the map moves again. */
  answerFor: (view: MapView, signal: AbortSignal) => Promise<MapAnswer>;
  /** Heard when the clusters of what is in sight are shown. */
  onAnswer: (answer: MapAnswer) => void;
}

/** Where the map opens: the drawn map's view, narrowed to the basemap's extent when they meet. */
function openingBounds(view: MapAnswer['view'], basemap: MapBasemap): LngLatBounds {
  const [w, s, e, n] = basemap.bounds;
  const west = Math.max(view.west, w);
  const east = Math.min(view.east, e);
  const south = Math.max(view.south, s, -80);
  const north = Math.min(view.north, n, 80);
  const meets = west < east && south < north;
  return meets ? new LngLatBounds([west, south], [east, north]) : new LngLatBounds([view.west, Math.max(view.south, -80)], [view.east, Math.min(view.north, 80)]);
}

/** A cluster's marker: a link to its photos, opened in the viewer on a plain click, as on the drawn map. */
function clusterMarker(cluster: MapCluster, options: DetailedMapOptions, scale: number): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = options.linkOf(cluster);
  link.setAttribute('aria-label', options.clusterLabel(cluster));
  link.title = options.clusterLabel(cluster);
  link.dataset.testid = 'basemap-cluster';
  link.dataset.count = String(cluster.count);
  const size = Math.max(24, Math.round(2 * Math.min(30, 9 + Math.sqrt(cluster.count) * 3) * scale));
  link.style.width = link.style.height = `${size}px`;
  link.style.fontSize = `${Math.round(size * 0.45)}px`;
  link.className =
    'flex items-center justify-center rounded-full border-2 border-white bg-[#d4a24c]/90 font-bold text-[#0b1524] shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-[#f2c14e]';
  const count = document.createElement('span');
  count.setAttribute('aria-hidden', 'true');
  count.textContent = String(cluster.count);
  link.append(count);
  link.addEventListener('click', (e) => options.onOpen(e, cluster));
  return link;
}

/** The credits start folded (MapLibre opens them at first), so they cover no cluster on a phone. */
function collapseCredits(container: HTMLElement) {
  const credits = container.querySelector('.maplibregl-ctrl-attrib');
  credits?.classList.remove('maplibregl-compact-show');
  credits?.removeAttribute('open');
}

/** Draws the detailed map into `container`; resolves once it has drawn its first frame, rejects when it cannot (no WebGL). */
export function showDetailedMap(container: HTMLElement, options: DetailedMapOptions): { map: MapLibreMap; loaded: Promise<void> } {
  prepare();
  const { answer, basemap, texts } = options;
  const map = new MapLibreMap({
    container,
    style: basemapStyle(basemap, new URL(basemap.url, location.href).href),
    bounds: openingBounds(answer.view, basemap),
    minZoom: 0,
    maxZoom: maxZoomForPrecision(answer.precision),
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    locale: {
      'Map.Title': texts.label,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'AttributionControl.ToggleAttribution': texts.attribution,
    },
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.addControl(new AttributionControl({ compact: true }), 'bottom-right');
  const scale = container.clientWidth / 1000;
  let markers: Marker[] = [];
  const showClusters = (clusters: MapCluster[]) => {
    for (const marker of markers) marker.remove();
    markers = clusters.map((cluster) => new Marker({ element: clusterMarker(cluster, options, scale) }).setLngLat([cluster.lon, cluster.lat]).addTo(map));
  };
  showClusters(answer.clusters);
  const loaded = new Promise<void>((resolve, reject) => {
    map.once('load', () => {
      collapseCredits(container);
      followMoves(map, options, showClusters);
      resolve();
    });
    map.once('error', (e) => reject(e.error));
  });
  return { map, loaded };
}

/**
 * After each move the visitor makes (by wheel, drag, keys or the zoom buttons), the clusters of the
 * view in sight replace the markers. A newer move aborts the answer still on its way, so an older
 * view's clusters never come back.
 */
function followMoves(map: MapLibreMap, options: DetailedMapOptions, showClusters: (clusters: MapCluster[]) => void) {
  let shown = options.answer.view;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | null = null;
  const stop = () => {
    clearTimeout(timer);
    asking?.abort();
    asking = null;
  };
  const ask = async () => {
    const b = map.getBounds();
    const view = visibleView({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
    if (sameView(view, shown)) return;
    const controller = new AbortController();
    asking = controller;
    try {
      const answer = await options.answerFor(view, controller.signal);
      if (controller.signal.aborted) return;
      shown = view;
      asking = null;
      showClusters(answer.clusters);
      options.onAnswer(answer);
    } catch (error) {
      if (!controller.signal.aborted) console.warn('The clusters of this view did not load; the earlier ones stay', error);
    }
  };
  // Moves the map makes itself as it settles at the start (fitting, resizing) change nothing asked
  // for; the map's own events do not always say what moved it, so the visitor's input does.
  let movedByVisitor = false;
  const visitorMoves = () => {
    movedByVisitor = true;
  };
  for (const input of ['wheel', 'pointerdown', 'touchstart', 'keydown'] as const) map.getContainer().addEventListener(input, visitorMoves, { capture: true, passive: true, once: true });
  map.on('movestart', stop);
  map.on('moveend', () => {
    if (!movedByVisitor) return;
    stop();
    timer = setTimeout(() => void ask(), SETTLE_MS);
  });
  map.on('remove', stop);
}
