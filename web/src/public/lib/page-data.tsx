import { type AnswerName, type AnswerQuery, answerUrl, isPaged, type PageAnswer } from '@portfolio/shared/answers';
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
    /** Null on the server: it renders from what it was given and fetches nothing. `paged`: see fetchAnswer. */
    private readonly fetchJson: ((url: string, paged: boolean) => Promise<unknown>) | null = null,
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

  /** The answers of the page being navigated to, while they are on their way. */
  private page: Promise<void> | null = null;

  /**
   * Client navigation: asks the server for every answer of the page at `address` (its own loader,
   * one request); answers the page then reads are here already, none is fetched twice.
   */
  loadPage(address: string, fetchPage: (address: string) => Promise<{ answers: Record<string, unknown> }>) {
    const loading = fetchPage(address).then(
      ({ answers }) => {
        for (const [url, data] of Object.entries(answers)) if (this.entries.get(url)?.status !== 'ok') this.entries.set(url, { status: 'ok', data, fromPage: false });
        this.emit();
      },
      // The page's parts ask for what they miss one by one.
      (error: unknown) => console.warn(`Failed to fetch the data of ${address}`, error),
    );
    this.page = loading;
    void loading.then(() => {
      if (this.page === loading) this.page = null;
    });
  }

  /** Starts fetching `url` unless it is here or on its way (after the page's own answers, if coming). */
  load(url: string, paged = false) {
    if (this.page) {
      void this.page.then(() => this.load(url, paged));
      return;
    }
    if (!this.fetchJson || this.entries.has(url)) return;
    this.entries.set(url, PENDING);
    this.fetchJson(url, paged).then(
      (data) => this.set(url, data),
      (error: unknown) => {
        console.error(`Failed to fetch ${url}`, error);
        this.entries.set(url, { status: 'error' });
        this.emit();
      },
    );
  }

  /** An answer by name, if it is here. */
  read<N extends AnswerName>(name: N, query: AnswerQuery<N>): PageAnswer<N> | undefined {
    const entry = this.entry(answerUrl(name, query));
    return entry.status === 'ok' ? (entry.data as PageAnswer<N>) : undefined;
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
 * A public answer by name (see shared/src/answers.ts; null: none wanted), typed by the table. While
 * a new one loads (another language, say) the previous answer stays on screen when `keepPrevious`
 * is set.
 */
export function useAnswer<N extends AnswerName>(name: N, query: AnswerQuery<N> | null, { keepPrevious = false } = {}): ApiState<PageAnswer<N>> {
  const store = usePageData();
  const url = query ? answerUrl(name, query) : null;
  const entry = useSyncExternalStore(
    store.subscribe,
    () => (url ? store.entry(url) : PENDING),
    () => (url ? store.entry(url) : PENDING),
  );
  useEffect(() => {
    if (url) store.load(url, isPaged(name));
  }, [store, url, name]);
  const previous = useRef<unknown>(undefined);
  if (entry.status === 'ok') previous.current = entry.data;
  // The one place an answer is given its type: the store keeps what the table's URL answered.
  if (entry.status === 'ok') return { data: entry.data as PageAnswer<N>, isPending: false, isError: false, fromPage: entry.fromPage };
  if (entry.status === 'error') return { data: undefined, isPending: false, isError: true, fromPage: false };
  if (keepPrevious && previous.current !== undefined) return { data: previous.current as PageAnswer<N>, isPending: false, isError: false, fromPage: false };
  return { data: undefined, isPending: true, isError: false, fromPage: false };
}

/** Reads answers by name from a page's answers (keyed by their URL): for titles and heads. */
export function answersReader(answers: Record<string, unknown>) {
  return <N extends AnswerName>(name: N, query: AnswerQuery<N>): PageAnswer<N> | undefined => answers[answerUrl(name, query)] as PageAnswer<N> | undefined;
}
