/**
 * Headers of a page whose address holds a token (a newsletter link, a client gallery): no cache,
 * Referer or search engine may keep the address.
 */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/**
 * The shop's pages (the cart, the checkout, an order, a licence) and a client gallery's (its
 * password) post their own forms without scripts. Under `no-referrer` a browser sends such a POST
 * with `Origin: null`, which the form handler must refuse (it cannot tell it from another site's);
 * `same-origin` sends the Referer and Origin to this site only, so the address still reaches no
 * other site.
 */
export const POSTING_PAGE_HEADERS = { ...PRIVATE_PAGE_HEADERS, 'Referrer-Policy': 'same-origin' } as const;
const POSTING_PAGES = new Set(['cart', 'checkout', 'order', 'licence', 'clientGallery']);

/** The headers of a page that is drawn for one visitor only (its address holds a token, or a cookie shapes it). */
export const privatePageHeaders = (pageId: string | null | undefined) => (pageId && POSTING_PAGES.has(pageId) ? POSTING_PAGE_HEADERS : PRIVATE_PAGE_HEADERS);
