import { TOAST_SWIPE_THRESHOLD_PX } from '@portfolio/shared/constants';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { dismissToast, useToasts } from './toast-store';

export { toast, dismissToast, useToasts, type ToastOptions, type ToastVariant } from './toast-store';

/**
 * Renders the toasts raised with `toast({ title, description, variant })`. Mount once per app.
 * One visible at a time, 5 s (timed by the store), swipe right past 50 px to close, F8 focuses
 * the region, 420 px wide on md+ unless `placement` puts it elsewhere.
 */
export function Toaster({
  label = 'Notifications ({hotkey})',
  toastLabel = 'Notification',
  closeLabel = 'Close',
  placement,
}: {
  /** The region's name; Radix puts the key that focuses it (F8) in place of `{hotkey}`. */
  label?: string;
  /** What each toast is announced as. */
  toastLabel?: string;
  closeLabel?: string;
  /** Classes that place the region, for screens whose buttons sit where toasts would. */
  placement?: string;
}) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={Infinity} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={toastLabel}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-variant={t.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-xl transition-all',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'data-[state=closed]:opacity-0 data-[state=open]:animate-[toast-in_200ms_ease-out]',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-popover text-popover-foreground',
          )}
        >
          <div className="grid gap-1">
            {t.title ? <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title> : null}
            {t.description ? <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description> : null}
          </div>
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport label={label} className={cn('fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]', placement)} />
    </ToastPrimitive.Provider>
  );
}
