/**
 * The one allow-list of rich text (a post's text, a collection's introduction): what the server
 * keeps when the text is written (sanitize-rich-text.ts) and what the site then shows as stored.
 * No dependencies, so the browser may read it.
 */

/** The only frames a text may show: YouTube embeds (https, /embed/). */
export const IFRAME_HOSTS: readonly string[] = ['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com'];

export function allowedIframe(src: string | null | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && IFRAME_HOSTS.includes(url.hostname) && url.pathname.startsWith('/embed/');
  } catch {
    return false;
  }
}

/** Tags kept, with their attributes ('*': on every kept tag). Anything else goes, its text stays. */
export const RICH_TEXT_TAGS: readonly string[] = [
  'address', 'article', 'aside', 'footer', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hgroup', 'main', 'nav', 'section',
  'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'hr', 'li', 'menu', 'ol', 'p', 'pre', 'ul',
  'a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 'rb', 'rp', 'rt', 'rtc',
  'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
  'caption', 'col', 'colgroup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'img', 'iframe',
];

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  // data-media: the upload's key, which the editor writes beside the src.
  img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding', 'data-media'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder', 'allow', 'referrerpolicy', 'loading'],
  div: ['data-youtube-video'],
  ol: ['start'],
  '*': ['class', 'lang', 'dir'],
};

/** URL schemes of links; a photo may also be inline data. No protocol-relative URLs. */
export const RICH_TEXT_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];
export const RICH_TEXT_IMAGE_SCHEMES: readonly string[] = ['http', 'https', 'data'];

/** What every kept link, photo and video embed gets. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
export const IMAGE_ATTRIBUTES = { loading: 'lazy', decoding: 'async' } as const;
export const IFRAME_ATTRIBUTES = { referrerpolicy: 'strict-origin-when-cross-origin', allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen' } as const;

/**
 * The version of these rules. Raise it with any change to the allow-list or to how
 * sanitize-rich-text.ts cleans a text: at the next start the stored texts are sanitized again
 * (server/src/db/sanitize-stored-texts.ts). A test pins the allow-list to this number.
 */
export const RICH_TEXT_RULES_VERSION = 1;
