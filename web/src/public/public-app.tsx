import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { trackPageView } from '../lib/analytics';
import { installImageProtection } from '../lib/image-protection';
import { lazyPage } from '../lib/lazy-page';
import { useToasts } from '../ui/toast-store';
import { Navbar } from './components/navbar';
import { LanguageProvider } from './lib/language-context';
import { useLightbox } from './lib/lightbox-store';
import HomePage from './routes/home';

// Only the home page is in the first chunk; the rest (and Radix Dialog/Toast, DOMPurify) load on demand.
const GalleryPage = lazyPage(() => import('./routes/gallery-page'));
const BlogListPage = lazyPage(() => import('./routes/blog-list'));
const BlogPostPage = lazyPage(() => import('./routes/blog-post'));
const NotFoundPage = lazyPage(() => import('./routes/not-found'));

/** The pages besides home; unknown paths show NotFoundPage. */
const PAGES = [
  { path: '/gallery', Page: GalleryPage },
  { path: '/blog', Page: BlogListPage },
  { path: '/blog/:slug', Page: BlogPostPage },
];

/**
 * Fetches the code of the page at `pathname` (the server already asked the browser for it), so
 * the first render draws the page itself rather than a loading line that the page then replaces.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  if (matchPath('/', pathname)) return Promise.resolve();
  const page = PAGES.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFoundPage;
  return page.preload().catch(() => undefined);
}

const Footer = lazy(() => import('./components/footer').then((m) => ({ default: m.Footer })));
const Lightbox = lazy(() => import('./components/lightbox'));
const Toaster = lazy(() => import('../ui/toast').then((m) => ({ default: m.Toaster })));

/** Scrolls to /#about-style anchors once the section exists (also from other pages), else to the top. */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const timers: ReturnType<typeof setTimeout>[] = [];
    // Sections above may still grow while their data arrives: settle on the anchor a few times.
    for (const delay of [0, 150, 400, 800, 1500]) {
      timers.push(setTimeout(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }), delay));
    }
    return () => timers.forEach(clearTimeout);
  }, [pathname, hash]);
}

function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    // After the page has set its title.
    const timer = setTimeout(() => trackPageView(pathname), 0);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}

function LazyOverlays() {
  const { t } = useTranslation();
  const lightboxOpen = useLightbox((s) => s.open);
  const toasts = useToasts();
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const [toastUsed, setToastUsed] = useState(false);
  if (lightboxOpen && !lightboxUsed) setLightboxUsed(true);
  if (toasts.length > 0 && !toastUsed) setToastUsed(true);
  return (
    <Suspense fallback={null}>
      {lightboxUsed ? <Lightbox /> : null}
      {toastUsed ? <Toaster label={t('common.notifications')} closeLabel={t('common.close')} /> : null}
    </Suspense>
  );
}

/**
 * True once the page has loaded and the browser is idle. The footer waits for it: it is below the
 * first screen on every page, so its code and its forms do not compete with what is seen first.
 */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(() => setSettled(true), { timeout: 1000 });
        cancel = () => cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setSettled(true), 50);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return settled;
}

function PublicLayout() {
  const { t } = useTranslation();
  const settled = usePageSettled();
  useScrollOnNavigate();
  useEffect(() => installImageProtection(), []);
  return (
    <div className="dark flex min-h-svh flex-col bg-background text-foreground">
      <a href="#main" className="sr-only z-50 rounded bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('common.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className="min-h-svh flex-1">
        <Suspense fallback={<p className="flex min-h-[60vh] items-center justify-center pt-16 text-muted-foreground">{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        {settled ? <Footer /> : null}
      </Suspense>
      <PageViews />
      <LazyOverlays />
    </div>
  );
}

export function PublicRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export default function PublicApp() {
  return (
    <LanguageProvider>
      <PublicRoutes />
    </LanguageProvider>
  );
}
