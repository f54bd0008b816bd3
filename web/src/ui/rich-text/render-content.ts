import { type ContentImages, withImageSizes } from '@portfolio/shared/rich-text-images';

export type { ContentImages };

export type RenderedContent = { status: 'ok'; html: string } | { status: 'empty' } | { status: 'error' };

/**
 * Rich text as the public answers carry it, to the HTML the page shows. The server sanitized it
 * when it was written (`sanitizeRichText`, one allow-list: shared/src/rich-text-policy.ts), so it
 * is drawn as stored, with this site's photos at the size shown; the server's page and the
 * browser draw the same HTML. Anything else (an editor document, which the server never answers)
 * is not drawn.
 */
export function renderContent(content: unknown, images: ContentImages = {}): RenderedContent {
  if (content === null || content === undefined) return { status: 'empty' };
  if (typeof content !== 'string') return { status: 'error' };
  const html = content.trim();
  if (!html) return { status: 'empty' };
  if (html.startsWith('{')) return { status: 'error' };
  return { status: 'ok', html: withImageSizes(html, images) };
}
