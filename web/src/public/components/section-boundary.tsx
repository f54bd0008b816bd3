import type { ReactNode } from 'react';
import { buttonClass } from '../../ui/button-class';
import { ErrorBoundary } from '../../ui/error-boundary';
import { useTranslation } from '../lib/language-context';

/** One part of a public page (a section, the page's body, the footer): if it fails, only it says so. */
export function SectionBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(retry) => (
        <p role="alert" data-testid="section-error" className="my-12 text-center text-muted-foreground">
          {t('common.sectionFailed')}{' '}
          <button type="button" onClick={retry} className={buttonClass('outline', 'sm')}>
            {t('common.retry')}
          </button>
        </p>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
