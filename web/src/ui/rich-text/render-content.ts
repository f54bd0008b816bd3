import type { ResponsiveImage } from '@portfolio/shared';
import { POST_IMAGE_SIZES } from '@portfolio/shared/constants';
import DOMPurify from 'dompurify';
import { renderNode, type RichNode } from './tiptap-to-html';

/** A post's photos by the URL its text uses (BlogPost.contentImages). */
export type ContentImages = Record<string, ResponsiveImage>;

export type RenderedContent = { status: 'ok'; html: string } | { status: 'empty' } | { status: 'error' };

const IFRAME_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com']);

function allowedIframe(src: string | null): boolean {
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
function sizeImage(img: Element) {
  img.setAttribute('loading', 'lazy');
  img.setAttribute('decoding', 'async');
  const known = currentImages[img.getAttribute('src') ?? ''];
  if (!known) return;
  // One <img> takes one format: WebP, which every current browser draws.
  if (known.webp.length) {
    img.setAttribute('srcset', known.webp.map((s) => `${s.url} ${s.width}w`).join(', '));
    img.setAttribute('sizes', POST_IMAGE_SIZES);
  }
  if (known.width && known.height) {
    img.setAttribute('width', String(known.width));
    img.setAttribute('height', String(known.height));
  }
}

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
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') sizeImage(node);
    if (node.tagName === 'IFRAME') {
      node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      node.setAttribute('allow', 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen');
    }
  });
  purifier = p;
  return p;
}

/**
 * The one way rich text reaches the page: scripts, event handlers, javascript: URLs and any iframe
 * that is not a YouTube embed are removed.
 */
export function sanitizeHtml(html: string, images: ContentImages = {}): string {
  currentImages = images;
  try {
    return getPurifier().sanitize(html, {
      ADD_TAGS: ['iframe'],
      ADD_ATTR: ['allowfullscreen', 'frameborder', 'target', 'loading', 'data-youtube-video'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
      FORBID_ATTR: ['style'],
    });
  } finally {
    currentImages = {};
  }
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
