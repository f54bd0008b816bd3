import type { ResponsiveImage } from '@portfolio/shared';
import { POST_IMAGE_SIZES } from '@portfolio/shared/constants';
import DOMPurify from 'dompurify';
import { renderNode, type RichNode } from './tiptap-to-html';

/** A post's photos by the URL its text uses (BlogPost.contentImages). */
export type ContentImages = Record<string, ResponsiveImage>;

export type RenderedContent = { status: 'ok'; html: string } | { status: 'empty' } | { status: 'error' };

export const IFRAME_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);

/** Tags and attributes never kept, whatever the text holds. */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'];

/** What a kept link, photo or video embed of the text gets. */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' };
export const IFRAME_ATTRIBUTES = { referrerpolicy: 'strict-origin-when-cross-origin', allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen' };

/** A YouTube embed (https, /embed/): the only frame a post may show. */
export function allowedIframe(src: string | null | undefined): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && IFRAME_HOSTS.has(url.hostname) && url.pathname.startsWith('/embed/');
  } catch {
    return false;
  }
}

/** The photo sizes of the text being sanitized: hooks are global, so the call sets them. */
let currentImages: ContentImages = {};

/** A photo of the text drawn at the size it is shown: srcset, width and height, fetched when near. */
export function imageAttributes(src: string | null | undefined, images: ContentImages): Record<string, string> {
  const attributes: Record<string, string> = { loading: 'lazy', decoding: 'async' };
  const known = images[src ?? ''];
  if (!known) return attributes;
  // One <img> takes one format: WebP, which every current browser draws.
  if (known.webp.length) {
    attributes.srcset = known.webp.map((s) => `${s.url} ${s.width}w`).join(', ');
    attributes.sizes = POST_IMAGE_SIZES;
  }
  if (known.width && known.height) {
    attributes.width = String(known.width);
    attributes.height = String(known.height);
  }
  return attributes;
}

const setAll = (node: Element, attributes: Record<string, string>) => {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
};

let purifier: ReturnType<typeof DOMPurify> | null = null;
function getPurifier() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  // Without a working DOM DOMPurify would hand back its input: refuse instead.
  if (!p.isSupported) throw new Error('HTML sanitizer is not supported here');
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !allowedIframe((node as Element).getAttribute('src'))) {
      node.parentNode?.removeChild(node);
    }
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) setAll(node, LINK_ATTRIBUTES);
    if (node.tagName === 'IMG') setAll(node, imageAttributes(node.getAttribute('src'), currentImages));
    if (node.tagName === 'IFRAME') setAll(node, IFRAME_ATTRIBUTES);
  });
  purifier = p;
  return p;
}

/** Sanitizes the HTML of a post's text; `images` sizes its photos. */
export type Sanitizer = (html: string, images: ContentImages) => string;

/** DOMPurify on the browser's own DOM. */
const browserSanitizer: Sanitizer = (html, images) => {
  currentImages = images;
  try {
    return getPurifier().sanitize(html, {
      ADD_TAGS: ['iframe'],
      ADD_ATTR: ['allowfullscreen', 'frameborder', 'target', 'loading', 'data-youtube-video'],
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: ['style'],
    });
  } finally {
    currentImages = {};
  }
};

let sanitizer: Sanitizer = browserSanitizer;

/** The server renders posts with a sanitizer of its own (it has no DOM): see sanitize-on-server.ts. */
export function setSanitizer(next: Sanitizer) {
  sanitizer = next;
}

/**
 * The one way rich text reaches the page: scripts, event handlers, javascript: URLs and any iframe
 * that is not a YouTube embed are removed.
 */
export function sanitizeHtml(html: string, images: ContentImages = {}): string {
  return sanitizer(html, images);
}

function isDoc(v: unknown): v is RichNode & { type: 'doc' } {
  return !!v && typeof v === 'object' && (v as RichNode).type === 'doc' && Array.isArray((v as RichNode).content);
}

/** Blog content as stored (HTML string, JSON string or editor document) to safe HTML; `images` sizes its photos. */
export function renderContent(content: unknown, images?: ContentImages): RenderedContent {
  try {
    if (content === null || content === undefined) return { status: 'empty' };
    let html: string;
    if (typeof content === 'string') {
      const text = content.trim();
      if (!text) return { status: 'empty' };
      let parsed: unknown = undefined;
      if (text.startsWith('{')) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
      }
      if (parsed !== undefined) {
        if (!isDoc(parsed)) return { status: 'error' };
        html = renderNode(parsed);
      } else {
        html = text;
      }
    } else if (isDoc(content)) {
      html = renderNode(content);
    } else {
      return { status: 'error' };
    }
    const safe = sanitizeHtml(html, images);
    const probe = safe.replace(/<(?!img|iframe|hr)[^>]*>/gi, '').trim();
    if (!probe) return { status: 'empty' };
    return { status: 'ok', html: safe };
  } catch {
    return { status: 'error' };
  }
}
