import { hydrationDone } from '../lib/lazy-page';
import { createContext, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/*
 * The public site's router: one table of pages (pages.tsx) matched against the address, links that
 * move without reloading, and Back and Forward. It does the few things the public pages need in
 * about 1 KB; React Router's declarative router, which the back-office uses, would be an eighth of
 * the whole script the home page may load.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here stored with this history entry. */
  state: unknown;
}

export type Navigate = (to: string | -1, options?: { replace?: boolean; state?: unknown }) => void;

interface RouterState {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);
const ParamsContext = createContext<Record<string, string | undefined>>({});

function parse(url: string, state: unknown = null): Location {
  const { pathname, search, hash } = new URL(url, 'http://site');
  return { pathname: decodeURI(pathname), search, hash, state };
}

/**
 * Routes in the browser with the History API; `onNavigate` hears of every new address (path and
 * query) before it is drawn, so the page's data can be asked for at once.
 */
export function BrowserRouter({ children, onNavigate }: { children: ReactNode; onNavigate?: (address: string) => void }) {
  const current = () => parse(window.location.href, (window.history.state as { state?: unknown } | null)?.state ?? null);
  const [location, setLocation] = useState<Location>(current);
  useEffect(() => {
    const onPop = () => {
      hydrationDone();
      const next = current();
      onNavigate?.(next.pathname + next.search);
      setLocation(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [onNavigate]);
  const value = useMemo<RouterState>(
    () => ({
      location,
      navigate: (to, options = {}) => {
        if (to === -1) {
          window.history.back();
          return;
        }
        hydrationDone();
        const next = parse(new URL(to, window.location.href).href, options.state ?? null);
        window.history[options.replace ? 'replaceState' : 'pushState']({ state: next.state }, '', to);
        onNavigate?.(next.pathname + next.search);
        setLocation(next);
      },
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** Routes one address on the server. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value = useMemo<RouterState>(() => ({ location: parse(location), navigate: () => {} }), [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks must be used inside a router');
  return router;
}

/** The address, or inside PageScope the one the page is drawn for. */
export const useLocation = () => useRouter().location;
export const useNavigate = () => useRouter().navigate;
/** The parameters of the page's path (`:slug` in /blog/:slug). */
export const useParams = () => useContext(ParamsContext);

/** Draws `children` for `location` with `params`: the page beneath a photo viewer keeps its own address. */
export function PageScope({ location, params, children }: { location: Location; params: Record<string, string | undefined>; children: ReactNode }) {
  const router = useRouter();
  const value = useMemo(() => ({ ...router, location }), [router, location]);
  return (
    <RouterContext.Provider value={value}>
      <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>
    </RouterContext.Provider>
  );
}

/** `pathname` against a pattern like /blog/:slug (whole path, trailing slash allowed): its parameters, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i]!.startsWith(':')) params[want[i]!.slice(1)] = got[i]!;
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** A link that moves within the site without reloading (new tabs and modified clicks work as usual). */
export function Link({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(e);
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || props.target) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
