import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaged } from './use-paged';

describe('usePaged', () => {
  const items = Array.from({ length: 30 }, (_, i) => i);
  it('shows 12, then 12 more per Load more, and resets when the filters change', () => {
    const { result, rerender } = renderHook(({ key }) => usePaged(items, key), { initialProps: { key: 'a' } });
    expect(result.current.visible).toHaveLength(12);
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(24);
    act(() => result.current.loadMore());
    expect(result.current.visible).toHaveLength(30);
    expect(result.current.hasMore).toBe(false);
    rerender({ key: 'b' });
    expect(result.current.visible).toHaveLength(12);
  });
});
