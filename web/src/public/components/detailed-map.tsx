import type { MapAnswer, MapBasemap, MapCluster } from '@portfolio/shared';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../lib/language-context';
import { formatPosition, type ClusterClick } from '../lib/map-place';
import { WorldMap } from './world-map';

/**
 * The drawn map with the site's vector basemap laid over it once MapLibre has drawn: loaded after
 * hydration and on this page only. The drawn map keeps the room (no jump), and stays when the
 * detailed one cannot be shown (no WebGL, a failed load).
 */
export function DetailedMap({
  answer,
  basemap,
  linkOf,
  onOpen,
}: {
  answer: MapAnswer;
  basemap: MapBasemap;
  linkOf: (cluster: MapCluster) => string;
  onOpen: (e: ClusterClick, cluster: MapCluster) => void;
}) {
  const { t } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  // The latest callbacks, read when a marker is clicked: a new render does not redraw the map.
  const latest = useRef({ linkOf, onOpen });
  latest.current = { linkOf, onOpen };

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    setShown(false);
    import('../lib/detailed-map')
      .then(({ showDetailedMap }) => {
        if (cancelled || !container.current) return;
        const { map, loaded } = showDetailedMap(container.current, {
          answer,
          basemap,
          texts: { label: t('map.basemapLabel'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution') },
          clusterLabel: (cluster) => t('map.cluster', { count: cluster.count, place: formatPosition(cluster.lat, cluster.lon) }),
          linkOf: (cluster) => latest.current.linkOf(cluster),
          onOpen: (e, cluster) => latest.current.onOpen(e, cluster),
        });
        remove = () => map.remove();
        return loaded.then(() => {
          if (!cancelled) setShown(true);
        });
      })
      .catch((error: unknown) => {
        console.warn('The detailed map is not shown; the drawn one stays', error);
        remove();
        if (!cancelled) setShown(false);
      });
    return () => {
      cancelled = true;
      remove();
    };
  }, [answer, basemap, t]);

  return (
    // On a phone the detailed map gets more height than the drawn world's strip; the drawn map sits in its middle until then.
    <div className="relative flex min-h-80 items-center overflow-hidden rounded-lg bg-[#0b1524] sm:min-h-0">
      <WorldMap answer={answer} linkOf={linkOf} onOpen={onOpen} hidden={shown} />
      <div ref={container} data-testid="detailed-map" className={`absolute inset-0 ${shown ? '' : 'invisible'}`} />
    </div>
  );
}
