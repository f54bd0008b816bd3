import { STORAGE_KEYS } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import type { AuthStorage } from '../platform';
import { keepSessionIn, useAuthStore } from './auth-store';

const user = { id: 1, username: 'admin', fullName: null, createdAt: '2024-01-01T00:00:00Z', lastLogin: null };

describe('a host that keeps the session itself (the desktop app)', () => {
  it('gets the token, and local storage keeps none', async () => {
    // Signed in before the host's store was used: carried over, then gone from local storage.
    useAuthStore.getState().login('old-token', user);
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toContain('old-token');
    const kept = new Map<string, string>();
    const storage: AuthStorage = {
      getItem: async (name) => kept.get(name) ?? null,
      setItem: async (name, value) => void kept.set(name, value),
      removeItem: async (name) => void kept.delete(name),
    };
    await keepSessionIn(storage);
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
    expect(kept.get(STORAGE_KEYS.adminAuth)).toContain('old-token');

    useAuthStore.getState().login('new-token', user);
    await Promise.resolve();
    expect(kept.get(STORAGE_KEYS.adminAuth)).toContain('new-token');
    expect(localStorage.getItem(STORAGE_KEYS.adminAuth)).toBeNull();
    useAuthStore.getState().logout();
  });
});
