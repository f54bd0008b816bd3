import { STORAGE_KEYS, type AdminUser } from '@portfolio/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AuthStorage } from '../platform';

export interface AuthState {
  token: string | null;
  user: AdminUser | null;
  isAuthenticated: boolean;
  login: (token: string, user: AdminUser) => void;
  logout: () => void;
}

/** Who is signed in, persisted in local storage under `admin-auth`. */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      isAuthenticated: false,
      login: (token, user) => set({ token, user, isAuthenticated: true }),
      logout: () => set({ token: null, user: null, isAuthenticated: false }),
    }),
    {
      name: STORAGE_KEYS.adminAuth,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, isAuthenticated }) => ({ token, user, isAuthenticated }),
    },
  ),
);

/**
 * Keeps the session in the host's store instead of local storage, and reads it from there; what
 * local storage held is carried over once and then removed from it.
 */
export async function keepSessionIn(storage: AuthStorage): Promise<void> {
  useAuthStore.persist.setOptions({ storage: createJSONStorage(() => storage) });
  await useAuthStore.persist.rehydrate();
  const { token, user } = useAuthStore.getState();
  if (token && user) useAuthStore.getState().login(token, user);
  localStorage.removeItem(STORAGE_KEYS.adminAuth);
}

/** The name of the welcome line: full name, else username. */
export function displayName(user: Pick<AdminUser, 'fullName' | 'username'> | null): string {
  if (!user) return '';
  return user.fullName?.trim() ? user.fullName : user.username;
}
