import { FolderInput, Server } from 'lucide-react';
import type { AdminPlatform } from '@portfolio/web/admin';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@portfolio/web/ui';
import { desktop } from './desktop-bridge';
import { ImportScreen } from './import/import-screen';

function ServerInfo({ serverUrl, onChange }: { serverUrl: string; onChange(): void }) {
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Server</CardTitle>
        <CardDescription>This app manages the portfolio at</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="font-mono text-sm" data-testid="server-url">
          {serverUrl}
        </p>
        <Button variant="outline" onClick={onChange}>
          Change server…
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
      { path: 'import', label: 'Import', icon: FolderInput, element: <ImportScreen serverUrl={serverUrl} /> },
      { path: 'server', label: 'Server', icon: Server, element: <ServerInfo serverUrl={serverUrl} onChange={changeServer} /> },
    ],
    openExternal: (url) => void desktop().app.openExternal({ url }),
  };
}
