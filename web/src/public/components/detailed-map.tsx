import type { MapAnswer, MapBasemap, MapCluster } from '@portfolio/shared';
import { useEffect, useRef, useState } from 'react';
import { useLanguage } from '../lib/language-context';
import { formatPosition, viewParam, type ClusterClick } from '../lib/map-place';
import { filterOfSearch } from '@portfolio/shared/gallery-filter';
import { fetchAnswerOf } from '../lib/fetch-answer';
import { WorldMap } from './world-map';

/**
 * The drawn map with the site's vector basemap laid over it once MapLibre has drawn: loaded after
 * hydration and on this page only. The drawn map keeps the room (no jump), and stays when the
 * detailed one cannot be shown (no WebGL, a failed load). Moved by the visitor, it shows the
 * clusters of what is in sight (`filters`, the gallery's filters of the page, kept) and tells
 * `onAnswer`; the address keeps the page's view.
 */
export function DetailedMap({
  answer,
  basemap,
  filters,
  linkOf,
  onOpen,
  onAnswer,
}: {
  answer: MapAnswer;
  basemap: MapBasemap;
  filters: string;
  linkOf: (cluster: MapCluster) => string;
  onOpen: (e: ClusterClick, cluster: MapCluster) => void;
  onAnswer: (answer: MapAnswer) => void;
}) {
  const { t, language } = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  // The latest callbacks, read when a marker is clicked: a new render does not redraw the map.
  const latest = useRef({ linkOf, onOpen, onAnswer, filters, language });
  latest.current = { linkOf, onOpen, onAnswer, filters, language };
  // The same answer asked again (closing the viewer brings the page's answers anew) keeps the map where the visitor moved it.
  const answerKey = JSON.stringify([answer, basemap]);
  const opening = useRef({ answer, basemap, t });
  opening.current = { answer, basemap, t };

  useEffect(() => {
    let cancelled = false;
    let remove = () => {};
    setShown(false);
    import('../lib/detailed-map')
      .then(({ showDetailedMap }) => {
        if (cancelled || !container.current) return;
        const { answer, basemap, t } = opening.current;
        const { map, loaded } = showDetailedMap(container.current, {
          answer,
          basemap,
          texts: { label: t('map.basemapLabel'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution') },
          clusterLabel: (cluster) => t('map.cluster', { count: cluster.count, place: formatPosition(cluster.lat, cluster.lon) }),
          linkOf: (cluster) => latest.current.linkOf(cluster),
          onOpen: (e, cluster) => latest.current.onOpen(e, cluster),
          answerFor: async (view, signal) => {
            const { language, filters } = latest.current;
            return fetchAnswerOf('map', { language, view: viewParam(view), ...filterOfSearch(new URLSearchParams(filters)) }, { signal });
          },
          onAnswer: (moved) => latest.current.onAnswer(moved),
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
  }, [answerKey, language]);

  return (
    // On a phone the detailed map gets more height than the drawn world's strip; the drawn map sits in its middle until then.
    <div className="relative flex min-h-80 items-center overflow-hidden rounded-lg bg-[#0b1524] sm:min-h-0">
      <WorldMap answer={answer} linkOf={linkOf} onOpen={onOpen} hidden={shown} />
      <div ref={container} data-testid="detailed-map" className={`absolute inset-0 ${shown ? '' : 'invisible'}`} />
    </div>
  );
}
