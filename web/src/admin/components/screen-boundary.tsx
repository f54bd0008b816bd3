import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '../../ui/button';
import { ErrorBoundary } from '../../ui/error-boundary';
import { useAdminT } from '../i18n';

/** Around every admin screen: a screen that fails says so in its place; the menu keeps working. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const { pathname } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  return (
    <ErrorBoundary
      resetKey={pathname}
      onRetry={reset}
      fallback={(retry) => (
        <div role="alert" data-testid="screen-error" className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-6">
          <p className="font-medium">{t('common.screenFailed')}</p>
          <Button variant="outline" onClick={retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
