import type { DesktopApi } from '../ipc/contract';

declare global {
  interface Window {
    /** The desktop app's bridge (preload); undefined in a plain browser. */
    desktop: DesktopApi;
  }
}

export {};
