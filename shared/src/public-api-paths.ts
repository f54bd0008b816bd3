/** The public API's paths: what the public pages call (no back-office path, so none reaches them). */
export const PUBLIC_API = {
  health: '/api/health',
  heroImages: '/api/hero-images',
  galleryItems: '/api/gallery/items',
  /** One published item in a language (a photo's own page reads it). */
  galleryItem: (id: number | string) => `/api/gallery/items/${id}`,
  galleryCategories: '/api/gallery/categories',
  /** The gallery's filter options with their counts, for a filter (see GalleryFacetsSchema). */
  galleryFacets: '/api/gallery/facets',
  /** Where an item stands in a filtered gallery, with the items before and after it. */
  galleryNeighbours: (id: number | string) => `/api/gallery/items/${id}/neighbours`,
  /** What a photo's page shows beside it: its collections, related photos and its place on a small map. */
  galleryItemContext: (id: number | string) => `/api/gallery/items/${id}/context`,
  collections: '/api/collections',
  collection: (slug: string) => `/api/collections/${encodeURIComponent(slug)}`,
  collectionItems: (slug: string) => `/api/collections/${encodeURIComponent(slug)}/items`,
  /** The photos on the map, clustered; the gallery's filter `cell` lists those of one cluster. */
  map: '/api/map',
  /** The land of the world map (SVG), drawn from Natural Earth data shipped with the site. */
  mapWorld: '/api/map/world.svg',
  blogPosts: '/api/blog/posts',
  blogPost: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
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
  /** The photographer's site settings (name, contact, social links, rights); pages bring them along. */
  siteSettings: '/api/site-settings',
  /** The site's own texts in one language (`?language=`): hero, About, statistics, contact, footer. */
  siteTexts: '/api/site-texts',
  /**
   * A public page's data for client navigation (`?path=/en/gallery?country=…`): the answers its
   * loader gives the server's HTML, in one request, cached like the pages.
   */
  pageData: '/api/page-data',
  /** First-party statistics: batches of events from the beacon (POST, answers 204). */
  events: '/api/events',
  /** What a photo's page offers for sale (`?language=`): null when it is not for sale. */
  shopOffer: (id: number | string) => `/api/shop/offers/${id}`,
  /** The visitor's cart (its cookie), priced by the server: GET, and POST a change. */
  shopCart: '/api/shop/cart',
  /** Places the order of the cart (POST). */
  shopCheckout: '/api/shop/checkout',
  /** An order at its private address. */
  shopOrder: (token: string) => `/api/shop/orders/${encodeURIComponent(token)}`,
  /** Starts (again) the card payment of an order (POST): answers Stripe's address. */
  shopOrderPay: (token: string) => `/api/shop/orders/${encodeURIComponent(token)}/pay`,
  /** A licence with the terms its buyer accepted. */
  shopLicence: (token: string) => `/api/shop/licences/${encodeURIComponent(token)}`,
  /** The licensed file (POST: a fetched link downloads nothing and uses up nothing). */
  shopLicenceDownload: (token: string) => `/api/shop/licences/${encodeURIComponent(token)}/download`,
  /** Stripe's events (verified by their signature). */
  shopStripeWebhook: '/api/shop/stripe-webhook',
} as const;
