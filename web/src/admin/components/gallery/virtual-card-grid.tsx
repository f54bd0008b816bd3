import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The grid's columns at a width, as the Tailwind grid did (sm 2, lg 3, 2xl 4). */
const columnsAt = (width: number) => (width >= 1400 ? 4 : width >= 900 ? 3 : width >= 560 ? 2 : 1);

/**
 * A card grid that renders only the rows on screen (and a few around them), so 10,000 cards cost
 * the DOM what 50 do. Rows are measured as they render; when the last loaded row comes near the
 * screen, `onNearEnd` asks for the next page.
 */
export function VirtualCardGrid<T extends { id: number }>({ items, renderCard, onNearEnd, estimateRowHeight = 340 }: { items: T[]; renderCard: (item: T) => ReactNode; onNearEnd: () => void; estimateRowHeight?: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(3);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const el = container.current;
    if (!el) return;
    const measure = () => {
      setColumns(columnsAt(el.clientWidth));
      setOffset(el.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useWindowVirtualizer({ count: rowCount, estimateSize: () => estimateRowHeight, overscan: 3, scrollMargin: offset, gap: 16 });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? 0;
  useEffect(() => {
    if (rowCount > 0 && lastShown >= rowCount - 3) onNearEnd();
  }, [lastShown, rowCount, onNearEnd]);
  return (
    <div ref={container} data-testid="gallery-grid" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {rows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute left-0 top-0 grid w-full gap-4"
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {items.slice(row.index * columns, row.index * columns + columns).map((item) => (
            <div key={item.id}>{renderCard(item)}</div>
          ))}
        </div>
      ))}
    </div>
  );
}
