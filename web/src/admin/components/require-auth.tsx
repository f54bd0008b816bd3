import { API } from '@portfolio/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAdminApi } from '../lib/admin-context';
import { useAuthStore } from '../lib/auth-store';

/** Sessions whose media cookie this page has asked for already. */
const mediaAsked = new Set<string>();

/**
 * Unauthenticated visitors go to /admin/login; a 401 clears the store and lands here too.
 *
 * Before the first screen of a session, the back-office asks for its media cookie: files nothing
 * public uses (unpublished photos, drafts, client galleries) show in its screens only with it. A
 * 401 there signs out at once; any other failure leaves the screens to show what they can.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAuthStore((s) => (s.isAuthenticated ? s.token : null));
  const api = useAdminApi();
  const location = useLocation();
  const [ready, setReady] = useState(() => !token || mediaAsked.has(token));
  useEffect(() => {
    if (!token || mediaAsked.has(token)) {
      setReady(true);
      return;
    }
    let live = true;
    setReady(false);
    void api
      .call('POST', API.admin.mediaAccess)
      .then(() => mediaAsked.add(token))
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [token, api]);
  if (!token) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  if (!ready) return null;
  return <>{children}</>;
}
