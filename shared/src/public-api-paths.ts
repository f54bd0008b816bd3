import { ANSWERS, answerPath } from './answers';

/**
 * The public API's paths besides its answers (forms, the beacon, page data): what the public pages
 * call (no back-office path, so none reaches them). The answers' paths are in the table of answers
 * (./answers.ts); pages ask for an answer by name.
 */
export const PUBLIC_API = {
  /** Counts a view of a post whose text came with the page; answers the new count. */
  blogPostView: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/view`,
  contact: '/api/contact',
  newsletterSubscribe: '/api/newsletter/subscribe',
  /** Confirms a pending sign-up: POST { token } (a fetched link confirms nothing). */
  newsletterConfirm: '/api/newsletter/confirm',
  /** RFC 8058 one-click unsubscribe (POST); a GET opens the unsubscribe page. */
  newsletterUnsubscribe: (token: string) => `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
  newsletterResubscribe: (token: string) => `/api/newsletter/resubscribe/${encodeURIComponent(token)}`,
  /** Site settings the browser needs at start (analytics id, country lookup). */
  siteConfig: '/api/site-config',
  /**
   * A public page's data for client navigation (`?path=/en/gallery?country=…`): the answers its
   * loader gives the server's HTML, in one request, cached like the pages.
   */
  pageData: '/api/page-data',
  /** First-party statistics: batches of events from the beacon (POST, answers 204). */
  events: '/api/events',
  /** What a photo's page offers for sale (`?language=`): null when it is not for sale. */
  shopOffer: (id: number | string) => answerPath('shopOffer', { id }),
  /** The visitor's cart (its cookie), priced by the server: GET, and POST a change. */
  shopCart: ANSWERS.shopCart,
  /** Places the order of the cart (POST). */
  shopCheckout: '/api/shop/checkout',
  /** An order at its private address. */
  shopOrder: (token: string) => answerPath('shopOrder', { token }),
  /** Starts (again) the card payment of an order (POST): answers Stripe's address. */
  shopOrderPay: (token: string) => `/api/shop/orders/${encodeURIComponent(token)}/pay`,
  /** A licence with the terms its buyer accepted. */
  shopLicence: (token: string) => answerPath('shopLicence', { token }),
  /** The licensed file (POST: a fetched link downloads nothing and uses up nothing). */
  shopLicenceDownload: (token: string) => `/api/shop/licences/${encodeURIComponent(token)}/download`,
  /** Stripe's events (verified by their signature). */
  shopStripeWebhook: '/api/shop/stripe-webhook',
} as const;
