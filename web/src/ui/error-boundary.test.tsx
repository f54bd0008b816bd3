import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

let failing = true;
function Part({ name }: { name: string }) {
  if (failing && name === 'gallery') throw new Error('bad answer');
  return <p>{name}</p>;
}
const fallback = (retry: () => void) => (
  <button type="button" onClick={retry}>
    Try again
  </button>
);

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('keeps a failing part to itself; retry and a new reset key draw it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    failing = true;
    const page = (key: string) => (
      <>
        <ErrorBoundary fallback={fallback} resetKey={key}>
          <Part name="gallery" />
        </ErrorBoundary>
        <ErrorBoundary fallback={fallback}>
          <Part name="contact" />
        </ErrorBoundary>
      </>
    );
    const { rerender } = render(page('/a'));
    expect(screen.getByText('contact')).toBeTruthy();
    expect(screen.queryByText('gallery')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    failing = false;
    rerender(page('/b'));
    expect(screen.getByText('gallery')).toBeTruthy();
  });
});
