import type { ResponsiveImage } from './contracts/media';
import { POST_IMAGE_SIZES } from './constants';

/** A text's photos of this site by the URL it uses (BlogPost.contentImages). */
export type ContentImages = Record<string, ResponsiveImage>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => ESCAPES[c]!);
const unescapeAttr = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/**
 * A stored (sanitized) text with each photo of this site drawn at the size it is shown: srcset,
 * sizes, width and height from `images`. It reads only the <img> tags sanitize-rich-text.ts wrote
 * (double-quoted attributes), so the server's page and the browser draw the same HTML.
 */
export function withImageSizes(html: string, images: ContentImages): string {
  if (!html.includes('<img')) return html;
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attrs: string) => {
    const list = [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as [string, string]);
    const src = unescapeAttr(list.find(([name]) => name === 'src')?.[1] ?? '');
    const known = images[src];
    if (!known) return tag;
    const sized: Record<string, string> = {};
    // One <img> takes one format: WebP, which every current browser draws.
    if (known.webp.length) {
      sized.srcset = known.webp.map((s) => `${s.url} ${s.width}w`).join(', ');
      sized.sizes = POST_IMAGE_SIZES;
    }
    if (known.width && known.height) {
      sized.width = String(known.width);
      sized.height = String(known.height);
    }
    const kept = list.filter(([name]) => !(name in sized)).map(([name, value]) => `${name}="${value}"`);
    const added = Object.entries(sized).map(([name, value]) => `${name}="${escapeAttr(value)}"`);
    return `<img ${[...kept, ...added].join(' ')} />`;
  });
}
