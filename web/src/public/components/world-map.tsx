import type { MapAnswer, MapCluster } from '@portfolio/shared';
import { useLanguage } from '../lib/language-context';
import { type ClusterClick, formatPosition, viewParam } from '../lib/map-place';

/** Circle radius in map units: grows with the count, slowly. */
const radius = (count: number, width: number) => (width / 1000) * Math.min(30, 9 + Math.sqrt(count) * 3);

/**
 * The map as the server draws it: the land (an SVG image of this site), and a circle per cluster
 * that is a link, so it works without script: to the list of its photos. `onOpen`, when given,
 * opens them in the viewer instead. `hidden`: the detailed map is shown over it (it keeps the room).
 */
export function WorldMap({
  answer,
  linkOf,
  onOpen,
  hidden = false,
}: {
  answer: MapAnswer;
  linkOf: (cluster: MapCluster) => string;
  onOpen?: (e: ClusterClick, cluster: MapCluster) => void;
  hidden?: boolean;
}) {
  const { t } = useLanguage();
  const { width, height } = answer;
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-label={t('map.label')} className={`block h-auto w-full rounded-lg bg-[#0b1524]${hidden ? ' invisible' : ''}`} data-testid="world-map">
      <image href={answer.landUrl} x={0} y={0} width={width} height={height} opacity={0.9} />
      {answer.clusters.map((cluster) => {
        const r = radius(cluster.count, width);
        // A cluster near the map's edge (Svalbard, Tierra del Fuego) is drawn whole, moved inside by its radius.
        const x = within(cluster.x, r, width);
        const y = within(cluster.y, r, height);
        const label = t('map.cluster', { count: cluster.count, place: formatPosition(cluster.lat, cluster.lon) });
        return (
          <a
            key={viewParam(cluster.bounds)}
            href={linkOf(cluster)}
            aria-label={label}
            data-testid="map-cluster"
            data-count={cluster.count}
            onClick={onOpen ? (e) => onOpen(e, cluster) : undefined}
            className="cursor-pointer focus-visible:outline-none [&:focus-visible>circle]:stroke-[#f2c14e]"
          >
            <title>{label}</title>
            <circle cx={x} cy={y} r={r} fill="#d4a24c" fillOpacity={0.85} stroke="#fff" strokeWidth={width / 500} />
            <text x={x} y={y} dy="0.35em" textAnchor="middle" fontSize={r * 0.9} fontWeight={700} fill="#0b1524" aria-hidden="true">
              {cluster.count}
            </text>
          </a>
        );
      })}
    </svg>
  );
}

/** `at` kept at least `margin` inside 0..`size`. */
const within = (at: number, margin: number, size: number) => Math.min(Math.max(at, margin), size - margin);
