import { GALLERY_PAGE_SIZE } from '@portfolio/shared/constants';
import { useState } from 'react';

/** Visible count: 12 at first, plus 12 per Load more; back to 12 whenever `resetKey` changes. */
export function usePaged<T>(items: T[], resetKey: string, pageSize = GALLERY_PAGE_SIZE) {
  const [count, setCount] = useState(pageSize);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    setKey(resetKey);
    setCount(pageSize);
  }
  return {
    visible: items.slice(0, count),
    hasMore: items.length > count,
    loadMore: () => setCount((c) => c + pageSize),
    total: items.length,
  };
}
