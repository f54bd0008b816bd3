import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@portfolio/shared/constants';
import { useSyncExternalStore, type ReactNode } from 'react';

/** Toast state lives outside React so `toast()` can be called from anywhere (no Radix code here). */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms (5000 unless set). It runs on while the pointer rests on the toast. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastEntry[]) {
  toasts = next;
  for (const l of listeners) l();
}

/** Shows a toast. At most TOAST_LIMIT (1) is visible: a new one replaces the old. */
export function toast(options: ToastOptions) {
  const id = String(++counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  // Timed here rather than by Radix, which pauses while the pointer rests on the toast: a toast
  // left under a resting pointer would otherwise stay for good.
  setTimeout(() => dismissToast(id), options.duration ?? TOAST_DURATION_MS);
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a toast (or all); it is removed from state after the spec's removal delay. */
export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removeTimers.has(t.id)) {
      const timer = setTimeout(() => {
        removeTimers.delete(t.id);
        emit(toasts.filter((x) => x.id !== t.id));
      }, TOAST_REMOVE_DELAY_MS);
      removeTimers.set(t.id, timer);
    }
  }
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts() {
  return toasts;
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(subscribeToasts, getToasts, getToasts);
}

/** Test helper: forget every toast. */
export function resetToasts() {
  for (const t of removeTimers.values()) clearTimeout(t);
  removeTimers.clear();
  emit([]);
}
