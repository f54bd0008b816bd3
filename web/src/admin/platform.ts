import type { ComponentType, ReactNode } from 'react';

/** An admin screen a host adds to the back-office (the desktop app adds Import). */
export interface AdminExtraScreen {
  /** Path below /admin, e.g. 'import'. */
  path: string;
  label: string;
  icon?: ComponentType<{ className?: string }>;
  element: ReactNode;
}

/**
 * What the host (the browser at /admin, or the desktop app) gives the admin package.
 * The admin never imports electron: everything platform-specific comes through here.
 */
export interface AdminPlatform {
  kind: 'browser' | 'desktop';
  /** Origin of the server, '' for the same origin as the page. */
  apiBaseUrl: string;
  extraScreens?: AdminExtraScreen[];
  /** Opens a URL outside the app (a new tab in the browser, the system browser on desktop). */
  openExternal?: (url: string) => void;
  /**
   * Where the signed-in session is kept, when not in the page's local storage (the desktop app
   * seals it with the operating system's key store).
   */
  authStorage?: AuthStorage;
}

/** An asynchronous key-value store for the signed-in session (zustand's StateStorage shape). */
export interface AuthStorage {
  getItem(name: string): Promise<string | null>;
  setItem(name: string, value: string): Promise<void>;
  removeItem(name: string): Promise<void>;
}
