import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScreenBoundary } from './screen-boundary';

let broken = true;
function Screen() {
  if (broken) throw new Error('the answer had an unexpected shape');
  return <h1>Gallery</h1>;
}

afterEach(() => vi.restoreAllMocks());

describe('ScreenBoundary', () => {
  it('shows a failing screen as a message in its place, beside a menu that still works, and Try again draws it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <nav>Menu</nav>
          <ScreenBoundary>
            <Screen />
          </ScreenBoundary>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This screen could not be shown.');
    expect(screen.getByText('Menu')).toBeTruthy();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
