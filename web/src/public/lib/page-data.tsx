import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/** What the public pages read: the answer of a public API URL, or where getting it stands. */
export interface ApiState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** True when the answer came with the page (rendered on the server) rather than fetched here. */
  fromPage: boolean;
}

type Entry = { status: 'ok'; data: unknown; fromPage: boolean } | { status: 'error' } | { status: 'pending' };

const PENDING: Entry = { status: 'pending' };

/**
 * The public site's answers by API URL. The server renders a page from answers it puts here and
 * sends them along in the page, so the browser starts with exactly what the HTML shows and asks
 * the API only for what the page did not bring. Answers never go stale while the page is open.
 */
export class PageData {
  private entries = new Map<string, Entry>();
  private listeners = new Set<() => void>();
  private changes = 0;

  /** A number that changes whenever an answer does (a snapshot for useSyncExternalStore). */
  version = () => this.changes;

  constructor(
    answers: Record<string, unknown> = {},
    /** Null on the server: it renders from what it was given and fetches nothing. */
    private readonly fetchJson: ((url: string) => Promise<unknown>) | null = null,
  ) {
    for (const [url, data] of Object.entries(answers)) this.entries.set(url, { status: 'ok', data, fromPage: true });
  }

  /** Every answer, for the page's `<script id="app-data">`. */
  answers(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [url, entry] of this.entries) if (entry.status === 'ok') out[url] = entry.data;
    return out;
  }

  entry(url: string): Entry {
    return this.entries.get(url) ?? PENDING;
  }

  set(url: string, data: unknown, fromPage = false) {
    this.entries.set(url, { status: 'ok', data, fromPage });
    this.emit();
  }

  /** Starts fetching `url` unless it is here or on its way. */
  load(url: string) {
    if (!this.fetchJson || this.entries.has(url)) return;
    this.entries.set(url, PENDING);
    this.fetchJson(url).then(
      (data) => this.set(url, data),
      (error: unknown) => {
        console.error(`Failed to fetch ${url}`, error);
        this.entries.set(url, { status: 'error' });
        this.emit();
      },
    );
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    this.changes++;
    for (const listener of this.listeners) listener();
  }
}

const PageDataContext = createContext<PageData | null>(null);

export function PageDataProvider({ store, children }: { store: PageData; children: ReactNode }) {
  return <PageDataContext.Provider value={store}>{children}</PageDataContext.Provider>;
}

export function usePageData(): PageData {
  const store = useContext(PageDataContext);
  if (!store) throw new Error('usePageData must be used inside PageDataProvider');
  return store;
}

/**
 * The answer of a public API URL (null: none wanted). While a new URL loads (another language,
 * say) the previous answer stays on screen when `keepPrevious` is set.
 */
export function useApi<T>(url: string | null, { keepPrevious = false } = {}): ApiState<T> {
  const store = usePageData();
  const entry = useSyncExternalStore(
    store.subscribe,
    () => (url ? store.entry(url) : PENDING),
    () => (url ? store.entry(url) : PENDING),
  );
  useEffect(() => {
    if (url) store.load(url);
  }, [store, url]);
  const previous = useRef<unknown>(undefined);
  if (entry.status === 'ok') previous.current = entry.data;
  if (entry.status === 'ok') return { data: entry.data as T, isPending: false, isError: false, fromPage: entry.fromPage };
  if (entry.status === 'error') return { data: undefined, isPending: false, isError: true, fromPage: false };
  if (keepPrevious && previous.current !== undefined) return { data: previous.current as T, isPending: false, isError: false, fromPage: false };
  return { data: undefined, isPending: true, isError: false, fromPage: false };
}
