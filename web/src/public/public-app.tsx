import type { Language } from '@portfolio/shared/languages';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { PageScope, useLocation } from './router';
import { analytics, trackPageView } from './lib/analytics';
import { installImageProtection } from '../lib/image-protection';
import { useToasts } from '../ui/toast-store';
import { lazyPage, nearViewport } from '../lib/lazy-page';
import { Navbar } from './components/navbar';
import { SectionBoundary } from './components/section-boundary';
import { useHydrated } from '../lib/use-hydrated';
import type { Messages } from './i18n/translate';
import { LanguageProvider, useLanguage, useTranslation } from './lib/language-context';
import { openedOver, pageLocation } from './lib/page-location';
import { usePhotoId } from './lib/photo-id';
import { PageDataProvider, type PageData } from './lib/page-data';
import { NotFoundPage, matchPublicPage } from './pages/index';
import type { PageDefinition } from './define-page';
import { usePageMeta } from './lib/use-page-meta';

const Lightbox = lazy(() => import('./components/lightbox'));
/** Below every page's first screen: hydrated when the visitor comes near it. */
export const Footer = lazyPage(() => import('./components/footer').then((m) => ({ default: m.Footer })), () => nearViewport('footer'));
const Toaster = lazy(() => import('../ui/toast').then((m) => ({ default: m.Toaster })));

/** Scrolls to /#about-style anchors once the section exists (also from other pages), else to the top. */
function useScrollOnNavigate(pathname: string, hash: string) {
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
  const location = useLocation();
  const { pathname } = location;
  const page = pageLocation(location).pathname;
  const { language } = useLanguage();
  const unseen = matchPublicPage(pathname).page?.unseen === true;
  useEffect(() => {
    if (unseen) return;
    // After the page has set its title.
    const timer = setTimeout(() => trackPageView(pathname), 0);
    return () => clearTimeout(timer);
  }, [pathname, unseen]);
  // The site's own statistics count the page drawn; switching language in place is not a new view.
  useEffect(() => {
    if (!unseen) analytics.pageShown(page, language);
  }, [page]);
  return null;
}

function LazyOverlays() {
  const { t } = useTranslation();
  // A photo opened from a tile (over the page it was opened from); a photo's own address draws its own view.
  const location = useLocation();
  const photoShown = usePhotoId() !== null && openedOver(location) !== undefined;
  const toasts = useToasts();
  // The viewer is drawn by the browser only (the server sends a photo's page as plain HTML).
  const lightboxOpen = useHydrated() && photoShown;
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const [toastUsed, setToastUsed] = useState(false);
  if (lightboxOpen && !lightboxUsed) setLightboxUsed(true);
  if (toasts.length > 0 && !toastUsed) setToastUsed(true);
  return (
    <SectionBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>
        {lightboxUsed ? <Lightbox /> : null}
        {toastUsed ? <Toaster label={t('common.notifications')} toastLabel={t('common.notification')} closeLabel={t('common.close')} /> : null}
      </Suspense>
    </SectionBoundary>
  );
}

function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const page = pageLocation(location);
  useScrollOnNavigate(page.pathname, page.hash);
  useEffect(() => installImageProtection(), []);
  return (
    <div className="dark flex min-h-svh flex-col bg-background text-foreground">
      <a href="#main" className="sr-only z-50 rounded bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4">
        {t('common.skipToContent')}
      </a>
      <SectionBoundary>
        <Navbar />
      </SectionBoundary>
      <main id="main" className="min-h-svh flex-1">
        {/* A page that fails shows a message under the navigation; another address draws again. */}
        <SectionBoundary resetKey={page.pathname}>
          <Suspense fallback={<p className="flex min-h-[60vh] items-center justify-center pt-16 text-muted-foreground">{t('common.loading')}</p>}>
            {children}
          </Suspense>
        </SectionBoundary>
      </main>
      <SectionBoundary>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </SectionBoundary>
      <PageViews />
    </div>
  );
}

/** The title and description of the page drawn, kept in step as its answers arrive. */
function PageMeta({ page }: { page: PageDefinition | null }) {
  usePageMeta(page);
  return null;
}

/** The page at the address, and over it the photo viewer and notifications (which follow the real address). */
export function PublicRoutes() {
  const location = useLocation();
  const page = pageLocation(location);
  const match = matchPublicPage(page.pathname);
  const Page = match.page?.Component ?? NotFoundPage;
  return (
    <>
      <PageScope location={page} params={match.params}>
        <PageMeta page={match.page} />
        <PublicLayout>
          <Page />
        </PublicLayout>
      </PageScope>
      <LazyOverlays />
    </>
  );
}

/** The public site: the same tree is rendered on the server and hydrated in the browser. */
export default function PublicApp({ language, messages, data }: { language: Language; messages: Messages; data: PageData }) {
  // The page's code runs: the loader (server/src/site/entry-script.ts) makes a click it held again, and tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return (
    <PageDataProvider store={data}>
      <LanguageProvider language={language} messages={messages}>
        <PublicRoutes />
      </LanguageProvider>
    </PageDataProvider>
  );
}
