import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

const Page = () => <h1>Gallery</h1>;

describe('lazyPage', () => {
  it('renders a preloaded page at once, without the loading fallback', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const LazyGallery = lazyPage(load);
    await LazyGallery.preload();
    // No await: the first synchronous render already holds the page.
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyGallery />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a page that was not preloaded on first render, showing the fallback meanwhile', async () => {
    let finish: (m: { default: typeof Page }) => void = () => {};
    const LazyGallery = lazyPage(() => new Promise<{ default: typeof Page }>((resolve) => (finish = resolve)));
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <LazyGallery />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => finish({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeTruthy();
  });
});
