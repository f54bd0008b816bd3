import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import { useAdminT } from '../i18n';

/**
 * The foot of a server-paged list: "Showing 50 of 3,412", and the next page loaded as it scrolls
 * into view (with a button for keyboards and for screens too tall to scroll). `onScroll={false}`
 * leaves only the button, for short lists side by side on one screen.
 */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
  onScroll = true,
}: { shown: number; total: number; hasMore: boolean; loading: boolean; onMore: () => void; onScroll?: boolean }) {
  const t = useAdminT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || !onScroll || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), { rootMargin: '600px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, onMore, onScroll]);
  if (total === 0) return null;
  return (
    <div ref={sentinel} className="mt-4 flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground" data-testid="list-foot">
      <span role="status">{t('paging.showing', { shown, total })}</span>
      {hasMore ? (
        <Button variant="outline" size="sm" onClick={onMore} disabled={loading}>
          {loading ? t('common.loading') : t('paging.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
