import { loadSiteConfig } from './site-config';

/**
 * Page views and events for GA4. Nothing loads and nothing is sent unless GET /api/site-config
 * gives an analyticsId; the gtag script is injected at runtime only then.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export interface AnalyticsEvent {
  action: string;
  category: string;
  label?: string;
  value?: number;
}

let ready: Promise<Gtag | null> | null = null;

function init(): Promise<Gtag | null> {
  ready ??= loadSiteConfig().then((config) => {
    const id = config.analyticsId;
    if (!id || typeof document === 'undefined') return null;
    window.dataLayer = window.dataLayer ?? [];
    const gtag: Gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, so push it unchanged.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag = gtag;
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
    gtag('js', new Date());
    // Page views are sent by trackPageView on every route change.
    gtag('config', id, { send_page_view: false, anonymize_ip: true });
    return gtag;
  });
  return ready;
}

export function trackPageView(path: string, title = typeof document === 'undefined' ? '' : document.title) {
  void init().then((gtag) => gtag?.('event', 'page_view', { page_path: path, page_location: location.origin + path, page_title: title }));
}

export function trackEvent({ action, category, label, value }: AnalyticsEvent) {
  void init().then((gtag) => gtag?.('event', action, { event_category: category, event_label: label, value }));
}

export const analytics = {
  contactSubmit: (subject: string) => trackEvent({ action: 'submit', category: 'contact', label: subject }),
  imageView: (title: string | null | undefined) => trackEvent({ action: 'view_image', category: 'gallery', label: title || 'untitled' }),
  imageNavigate: (direction: 'previous' | 'next') => trackEvent({ action: 'navigate_image', category: 'gallery', label: direction }),
  blogPostClick: (title: string) => trackEvent({ action: 'click_post', category: 'blog', label: title }),
};

/** Test helper. */
export function resetAnalytics() {
  ready = null;
}
