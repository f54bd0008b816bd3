import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from './button';
import { contentClass, overlayClass } from './dialog';
import { cn } from '../lib/cn';

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive look for the confirm button (delete confirmations). */
  destructive?: boolean;
  onConfirm: () => void;
}

/** A confirmation (e.g. 'Are you sure you want to delete this post?'); focus starts on Cancel. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel = 'Delete', cancelLabel = 'Cancel', destructive = true, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClass} />
        <AlertPrimitive.Content className={cn(contentClass, 'max-w-md')}>
          <AlertPrimitive.Title className="text-lg font-semibold">{title}</AlertPrimitive.Title>
          {description ? (
            <AlertPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertPrimitive.Description>
          ) : (
            <AlertPrimitive.Description className="sr-only">{typeof title === 'string' ? title : ''}</AlertPrimitive.Description>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonClass('outline')}>{cancelLabel}</AlertPrimitive.Cancel>
            <AlertPrimitive.Action className={buttonClass(destructive ? 'destructive' : 'default')} onClick={onConfirm}>
              {confirmLabel}
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}

/**
 * Promise-based confirmation: `const { confirm, dialog } = useConfirm();` render `{dialog}` once, then
 * `if (await confirm({ title: 'Are you sure you want to delete this item?' })) ...`.
 */
export function useConfirm() {
  const [state, setState] = useState<Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'> | null>(null);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
  };
  const confirm = useCallback((options: Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'onConfirm'>) => {
    resolver.current?.(false);
    setState(options);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const dialog = state ? (
    <ConfirmDialog
      {...state}
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) {
          settle(false);
          setState(null);
        }
      }}
      onConfirm={() => {
        settle(true);
        setState(null);
      }}
    />
  ) : null;
  return { confirm, dialog };
}
