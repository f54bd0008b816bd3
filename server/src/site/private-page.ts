/**
 * Headers of a page whose address holds a token (a newsletter link, a client gallery): no cache,
 * Referer or search engine may keep the address.
 */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex, nofollow' } as const;
