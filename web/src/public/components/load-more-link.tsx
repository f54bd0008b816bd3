import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../../ui/button-class';

/** What a list paged by cursor gives its "Load more" (see useListPages). */
export interface MorePages {
  /** The cursor of the next page; null when everything is shown (or the next page is on its way). */
  nextCursor: string | null;
  loadingMore: boolean;
  loadMore: () => void;
}

/**
 * "Load more" of every paged public page: a link to the address of the list's next page
 * (`?cursor=`, `href(cursor)`), which the server renders, so it works without scripts; with them a
 * plain click adds the next page in place (a click with a modifier still opens the address);
 * `data-hydrated` says when a click is handled in place.
 */
export function LoadMoreLink({ list, href, children }: { list: MorePages; href: (cursor: string) => string; children: ReactNode }) {
  const hydrated = useHydrated();
  const cursor = list.nextCursor;
  if (!cursor) return null;
  return (
    <a
      href={href(cursor)}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        if (!list.loadingMore) list.loadMore();
      }}
      aria-busy={list.loadingMore || undefined}
      className={buttonClass('outline', 'lg')}
      data-testid="load-more"
      data-hydrated={hydrated || undefined}
    >
      {children}
    </a>
  );
}
