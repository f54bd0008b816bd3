import type { Language } from '@portfolio/shared/languages';
import { sendEvent } from '../../lib/beacon';
import { loadSiteConfig } from './site-config';

/**
 * Page views and events for GA4. Nothing loads and nothing is sent unless GET /api/site-config
 * gives an analyticsId; the gtag script is injected at runtime only then.
 * The same events also go to the site's own statistics (./beacon, POST /api/events), which need
 * no third party and no consent; those carry the photo's id and the post's slug.
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
  contactSubmit: (subject: string) => {
    trackEvent({ action: 'submit', category: 'contact', label: subject });
    sendEvent({ type: 'contact_submit' });
  },
  imageView: (title: string | null | undefined, photoId?: number) => {
    trackEvent({ action: 'view_image', category: 'gallery', label: title || 'untitled' });
    if (photoId) sendEvent({ type: 'image_view', photoId });
  },
  /** `photoId` is the photo moved to. */
  imageNavigate: (direction: 'previous' | 'next', photoId?: number) => {
    trackEvent({ action: 'navigate_image', category: 'gallery', label: direction });
    if (photoId) sendEvent({ type: 'image_navigate', photoId, direction });
  },
  blogPostClick: (title: string, slug?: string) => {
    trackEvent({ action: 'click_post', category: 'blog', label: title });
    if (slug) sendEvent({ type: 'post_click', slug });
  },
  /** The site's own page view: of the page drawn (a photo opened over a page counts as a photo view instead). */
  pageShown: (path: string, language: Language) => sendEvent({ type: 'pageview', path, language }),
};

/** Test helper. */
export function resetAnalytics() {
  ready = null;
}
