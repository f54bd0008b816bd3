import { createContext, useContext, type ReactNode } from 'react';
import type { AdminPlatform } from '../platform';
import type { AdminApi } from './admin-api';

interface AdminContextValue {
  platform: AdminPlatform;
  api: AdminApi;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function AdminContextProvider({ value, children }: { value: AdminContextValue; children: ReactNode }) {
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

function useAdminContext(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('Admin hooks must be used inside <AdminApp>');
  return value;
}

export const useAdminApi = () => useAdminContext().api;
export const usePlatform = () => useAdminContext().platform;

/** Opens a URL outside the admin: the platform's way, else a new browser tab. */
export function useOpenExternal() {
  const platform = usePlatform();
  return (url: string) => {
    if (platform.openExternal) platform.openExternal(url);
    else window.open(url, '_blank', 'noopener,noreferrer');
  };
}
