import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../ui/toast-store';
import { AdminApp } from './index';
import { useAuthStore } from './lib/auth-store';
import type { AdminPlatform } from './platform';

const platform: AdminPlatform = { kind: 'browser', apiBaseUrl: '' };
const user = { id: 1, username: 'admin', fullName: 'Ada Admin', createdAt: '2024-01-01T00:00:00Z', lastLogin: null };
const stats = { blogPosts: 3, publishedPosts: 2, galleryItems: 5, categories: 4, contactMessages: 120, unreadMessages: 120, reviewItems: 0 };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().logout();
  resetToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminApp', () => {
  it('sends signed-out visitors to the login screen (browser mount under /admin/*)', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/blog']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp platform={platform} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText(/e2e-admin-password|default credentials/i)).toBeNull();
  });

  it('works when the host renders it straight inside its router (desktop)', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <AdminApp platform={{ ...platform, kind: 'desktop' }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('shows the login validation messages', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <AdminApp platform={{ ...platform, kind: 'desktop' }} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('signs in, greets by full name, caps the unread badge, and a 401 signs out', async () => {
    let revoked = false;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/api/admin/login')) return json({ token: 't0k3n', user, message: 'ok' });
      if (revoked) return json({ message: 'Unauthorized' }, 401);
      if (url.endsWith('/api/admin/stats')) return json(stats);
      if (url.endsWith('/api/admin/users')) return json([{ ...user, activeSessions: 1, lastActive: null }]);
      return json([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/admin/login']}>
        <Routes>
          <Route path="/admin/*" element={<AdminApp platform={platform} />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.type(await screen.findByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome, Ada Admin')).toBeTruthy();
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('99+');
    expect(JSON.parse(localStorage.getItem('admin-auth')!).state).toMatchObject({ token: 't0k3n', isAuthenticated: true });
    const call = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/admin/stats')) as unknown as [string, RequestInit];
    expect((call[1].headers as Record<string, string>).Authorization).toBe('Bearer t0k3n');

    revoked = true;
    await userEvent.click(screen.getByRole('link', { name: 'Admin Users' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    await waitFor(() => expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false }));
  });
});
