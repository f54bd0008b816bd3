import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createHashRouter } from 'react-router-dom';
import './styles.css';
import type { DesktopSettings } from '@portfolio/shared';
import { AdminApp, adminLanguageReady, useAuthStore } from '@portfolio/web/admin';
import { desktopPlatform } from './desktop-platform';
import { call, desktop } from './desktop-bridge';
import { ServerScreen } from './first-run';

function Root() {
  const [settings, setSettings] = useState<DesktopSettings | null>(null);
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    call(desktop().settings.get({})).then(setSettings, (e: Error) => setError(e.message));
  }, []);

  const platform = useMemo(() => (settings?.serverUrl ? desktopPlatform(settings.serverUrl, () => setChanging(true)) : null), [settings?.serverUrl]);
  // A hash data router: it works for pages loaded from app:// and lets the post editor hold back
  // navigation while it has unsaved changes.
  const router = useMemo(
    () =>
      platform
        ? createHashRouter([
            { path: '/admin/*', element: <AdminApp platform={platform} /> },
            { path: '*', element: <Navigate to="/admin" replace /> },
          ])
        : null,
    [platform],
  );

  if (error) return <p role="alert">{error}</p>;
  if (!settings) return null;
  if (!platform || !router || changing) {
    return (
      <ServerScreen
        current={settings.serverUrl}
        onCancel={changing ? () => setChanging(false) : undefined}
        onSaved={(next) => {
          // A session belongs to one server.
          if (next.serverUrl !== settings.serverUrl) useAuthStore.getState().logout();
          setSettings(next);
          setChanging(false);
        }}
      />
    );
  }
  return <RouterProvider router={router} />;
}

// The first screen is drawn in the back-office's language (Swedish and Dutch are fetched first).
void adminLanguageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  ),
);
