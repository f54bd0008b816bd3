import { useState, type FormEvent } from 'react';
import { ServerUrlSchema, type DesktopSettings } from '@portfolio/shared';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label } from '@portfolio/web/ui';
import { useAdminT } from '@portfolio/web/admin';
import { call, desktop } from './desktop-bridge';

/**
 * First start (and "change server"): asks for the address of the portfolio server, checks it
 * answers, and stores it in the app's settings file through main.
 */
export function ServerScreen({ current, onSaved, onCancel }: { current: string | null; onSaved(s: DesktopSettings): void; onCancel?: () => void }) {
  const t = useAdminT();
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ServerUrlSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('desktop.server.invalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await call(desktop().settings.setServer({ serverUrl: parsed.data })));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-6">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{current ? t('desktop.server.change') : t('desktop.server.welcome')}</CardTitle>
          <CardDescription>{t('desktop.server.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <div className="space-y-2">
              <Label htmlFor="server-url">{t('desktop.server.address')}</Label>
              <Input
                id="server-url"
                inputMode="url"
                autoFocus
                placeholder="https://photos.example.com"
                value={value}
                onChange={(e) => setValue(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'server-url-error' : undefined}
              />
              {error && (
                <p id="server-url-error" role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? t('desktop.server.checking') : t('desktop.server.connect')}
              </Button>
              {onCancel && (
                <Button type="button" variant="ghost" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
              )}
            </div>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
