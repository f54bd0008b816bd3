import { FolderInput, Server } from 'lucide-react';
import { adminT, useAdminT, type AdminPlatform } from '@portfolio/web/admin';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@portfolio/web/ui';
import { call, desktop } from './desktop-bridge';
import { ImportScreen } from './import/import-screen';

function ServerInfo({ serverUrl, onChange }: { serverUrl: string; onChange(): void }) {
  const t = useAdminT();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>{t('desktop.server.title')}</CardTitle>
        <CardDescription>{t('desktop.server.managing')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="font-mono text-sm" data-testid="server-url">
          {serverUrl}
        </p>
        <Button variant="outline" onClick={onChange}>
          {t('desktop.server.changeButton')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The AdminPlatform of the desktop app: the chosen server, the Import and Server screens, the system browser. */
export function desktopPlatform(serverUrl: string, changeServer: () => void): AdminPlatform {
  return {
    kind: 'desktop',
    apiBaseUrl: serverUrl,
    extraScreens: [
      { path: 'import', label: adminT('desktop.nav.import'), icon: FolderInput, element: <ImportScreen serverUrl={serverUrl} /> },
      { path: 'server', label: adminT('desktop.nav.server'), icon: Server, element: <ServerInfo serverUrl={serverUrl} onChange={changeServer} /> },
    ],
    openExternal: (url) => void desktop().app.openExternal({ url }),
    // The session token lives in main, sealed with safeStorage, never in the page's local storage.
    authStorage: {
      getItem: async () => (await call(desktop().session.get({}))).value,
      setItem: async (_name, value) => void (await call(desktop().session.set({ value }))),
      removeItem: async () => void (await call(desktop().session.set({ value: null }))),
    },
  };
}
