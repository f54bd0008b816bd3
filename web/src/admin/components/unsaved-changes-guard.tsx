import { useContext, useEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../ui/alert-dialog';
import { useAdminT } from '../i18n';
import { useAuthStore } from '../lib/auth-store';

type When = () => boolean;

/** In-app navigation guard for data routers (createBrowserRouter / createHashRouter). */
function BlockerPrompt({ whenRef }: { whenRef: React.RefObject<When> }) {
  const t = useAdminT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => whenRef.current() && currentLocation.pathname !== nextLocation.pathname);
  // The dialog reports "closed" right after Leave is clicked; that must not cancel the navigation.
  const leaving = useRef(false);
  if (blocker.state !== 'blocked') leaving.current = false;
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked' && !leaving.current) blocker.reset();
      }}
      title={t('common.unsavedChanges')}
      confirmLabel={t('common.leave')}
      cancelLabel={t('common.stay')}
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}

/**
 * useBlocker only works under a data router. The browser (web/src/admin-main.tsx) and desktop hosts
 * have one; a host without one (a plain <BrowserRouter>) gets in-app link clicks confirmed before
 * React Router sees them.
 */
function LinkClickGuard({ whenRef }: { whenRef: React.RefObject<When> }) {
  const t = useAdminT();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      if (anchor.href === window.location.href || !whenRef.current()) return;
      if (!window.confirm(t('common.unsavedChanges'))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [t, whenRef]);
  return null;
}

/**
 * Warns before leaving a form with unsaved changes: closing or reloading the tab (beforeunload)
 * and moving to another admin screen. `when` is read at the moment of leaving, so a form can
 * allow the navigation that follows a successful save. A 401 sign-out is never blocked.
 */
export function UnsavedChangesGuard({ when }: { when: When }) {
  const whenRef = useRef<When>(when);
  whenRef.current = () => when() && useAuthStore.getState().isAuthenticated;
  const isDataRouter = useContext(UNSAFE_DataRouterContext) !== null;

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!whenRef.current()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return isDataRouter ? <BlockerPrompt whenRef={whenRef} /> : <LinkClickGuard whenRef={whenRef} />;
}
