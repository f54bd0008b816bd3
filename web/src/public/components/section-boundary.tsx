import type { ReactNode } from 'react';
import { ErrorBoundary } from '../../ui/error-boundary';
import { useTranslation } from '../lib/language-context';

/** One part of a public page (a section, the page's body, the footer): if it fails, only it says so. */
export function SectionBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(retry) => (
        <div role="alert" data-testid="section-error" className="mx-auto my-12 flex max-w-xl flex-col items-center gap-3 px-6 text-center text-muted-foreground">
          <p>{t('common.sectionFailed')}</p>
          <button type="button" onClick={retry} className="cursor-pointer rounded-md border border-border px-4 py-2 text-sm font-medium text-foreground hover:bg-foreground/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {t('common.retry')}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
