import sanitize from 'sanitize-html';
import { FORBIDDEN_TAGS, IFRAME_ATTRIBUTES, IFRAME_HOSTS, LINK_ATTRIBUTES, allowedIframe, imageAttributes, type Sanitizer } from './render-content';

/**
 * The same rules as the browser's DOMPurify, with sanitize-html, which needs no DOM: the server
 * renders a post's text with it. Scripts, event handlers, styles, javascript: URLs and frames other
 * than YouTube embeds are removed.
 */
export const serverSanitizer: Sanitizer = (html, images) =>
  sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'iframe', 'h1', 'h2'].filter((tag) => !FORBIDDEN_TAGS.includes(tag)),
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      // data-media: the upload's key, which the editor writes beside the src.
      img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding', 'data-media'],
      iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder', 'allow', 'referrerpolicy'],
      div: ['data-youtube-video'],
      ol: ['start'],
      '*': ['class', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: [...IFRAME_HOSTS],
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !allowedIframe(frame.attribs.src),
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, ...LINK_ATTRIBUTES } : attribs }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...imageAttributes(attribs.src, images) } }),
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...IFRAME_ATTRIBUTES } }),
    },
  });
