import type { SiteStats } from '@portfolio/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 220;
const VISITORS = '#2563eb';
const VIEWS = '#d97706';

/**
 * Visitors and page views per day, drawn on a canvas by uPlot (the admin's statistics chunk only).
 * The same numbers are in a table for screen readers.
 */
export default function VisitorChart({ series, labels }: { series: SiteStats['series']; labels: { visitors: string; pageViews: string; day: string; caption: string } }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [series.map((s) => Date.parse(s.day) / 1000), series.map((s) => s.visitors), series.map((s) => s.pageViews)];
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // Days are UTC days: label them in UTC too.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        series: [
          {},
          { label: labels.visitors, stroke: VISITORS, fill: 'rgba(37, 99, 235, 0.12)', width: 2, points: { show: series.length <= 31 } },
          { label: labels.pageViews, stroke: VIEWS, width: 2, points: { show: series.length <= 31 } },
        ],
        axes: [{ stroke: 'currentColor' }, { stroke: 'currentColor', grid: { stroke: 'rgba(128,128,128,0.15)' } }],
        legend: { live: false },
      },
      data,
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, labels.visitors, labels.pageViews]);

  return (
    <figure>
      <div ref={box} aria-hidden="true" data-testid="visitor-chart" className="w-full text-muted-foreground" />
      {/* sr-only on the wrapper: a table grows to its content whatever its width, and would widen the page. */}
      <div className="sr-only">
      <table>
        <caption>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.day}</th>
            <th scope="col">{labels.visitors}</th>
            <th scope="col">{labels.pageViews}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((s) => (
            <tr key={s.day}>
              <th scope="row">{s.day}</th>
              <td>{s.visitors}</td>
              <td>{s.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  );
}
