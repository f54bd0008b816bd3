import sanitize from 'sanitize-html';
import {
  IFRAME_ATTRIBUTES,
  IMAGE_ATTRIBUTES,
  LINK_ATTRIBUTES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  IFRAME_HOSTS,
  allowedIframe,
} from './rich-text-policy';
import { renderNode, type RichNode } from './tiptap-to-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...IFRAME_HOSTS],
  // A forbidden element goes with what is inside it (a script's code is not text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg', 'math', 'title'],
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !allowedIframe(frame.attribs.src),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, ...LINK_ATTRIBUTES } : attribs }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...IMAGE_ATTRIBUTES } }),
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...IFRAME_ATTRIBUTES } }),
  },
};

const isDoc = (v: unknown): v is RichNode & { type: 'doc' } =>
  !!v && typeof v === 'object' && (v as RichNode).type === 'doc' && Array.isArray((v as RichNode).content);

/** HTML with no text, photo, frame or rule in it is empty. */
const isBlank = (html: string) => !html.replace(/<(?!img|iframe|hr)[^>]*>/gi, '').trim();

/**
 * Rich text as it is stored: the editor's document (an object or its JSON) or HTML, to HTML with
 * only what the allow-list keeps (rich-text-policy.ts): no scripts, event handlers, styles,
 * javascript: URLs or frames other than YouTube embeds. Blank text (and anything that is neither
 * a document nor HTML) is ''. Sanitizing its own output gives the same HTML.
 */
export function sanitizeRichText(content: unknown): string {
  let html = '';
  if (isDoc(content)) html = renderNode(content);
  else if (typeof content === 'string') {
    const text = content.trim();
    if (text.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      if (parsed !== undefined) html = isDoc(parsed) ? renderNode(parsed) : '';
      else html = text;
    } else html = text;
  }
  const clean = sanitize(html, OPTIONS);
  return isBlank(clean) ? '' : clean;
}

/** The same for an optional text: null stays null. */
export const sanitizeOptionalRichText = <T extends string | null | undefined>(content: T): T | string =>
  content === null || content === undefined ? content : sanitizeRichText(content);
