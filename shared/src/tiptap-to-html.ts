/**
 * Converts an editor (TipTap/ProseMirror) JSON document to HTML without loading the editor.
 * Output is NOT safe by itself: the server passes it through `sanitizeRichText` before it is stored.
 */
export interface RichNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type?: string; attrs?: Record<string, unknown> }[];
  content?: RichNode[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const attr = (v: unknown) => escapeHtml(String(v ?? ''));

/** YouTube watch/short/embed links to a privacy-enhanced embed URL; null for anything else. */
export function youtubeEmbedUrl(src: unknown): string | null {
  if (typeof src !== 'string') return null;
  let url: URL;
  try {
    url = new URL(src, 'https://www.youtube.com');
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
      id = m ? m[1]! : null;
    }
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  return `https://www.youtube-nocookie.com/embed/${id}?controls=0`;
}

function renderText(node: RichNode): string {
  let html = escapeHtml(node.text ?? '');
  for (const mark of node.marks ?? []) {
    switch (mark.type) {
      case 'bold':
        html = `<strong>${html}</strong>`;
        break;
      case 'italic':
        html = `<em>${html}</em>`;
        break;
      case 'strike':
        html = `<s>${html}</s>`;
        break;
      case 'underline':
        html = `<u>${html}</u>`;
        break;
      case 'code':
        html = `<code>${html}</code>`;
        break;
      case 'link':
        html = `<a href="${attr(mark.attrs?.href)}">${html}</a>`;
        break;
      default:
        break;
    }
  }
  return html;
}

function renderImage(a: Record<string, unknown>): string {
  const title = a.title ? ` title="${attr(a.title)}"` : '';
  const media = a.media ? ` data-media="${attr(a.media)}"` : '';
  return `<img src="${attr(a.src)}" alt="${attr(a.alt)}"${title}${media} loading="lazy">`;
}

const children = (node: RichNode) => (Array.isArray(node.content) ? node.content.map(renderNode).join('') : '');

export function renderNode(node: RichNode): string {
  if (!node || typeof node !== 'object') return '';
  switch (node.type) {
    case 'doc':
      return children(node);
    case 'text':
      return renderText(node);
    case 'paragraph':
      return `<p>${children(node)}</p>`;
    case 'heading': {
      const level = Math.min(6, Math.max(1, Number(node.attrs?.level) || 2));
      return `<h${level}>${children(node)}</h${level}>`;
    }
    case 'bulletList':
      return `<ul>${children(node)}</ul>`;
    case 'orderedList': {
      const start = Number(node.attrs?.start);
      return `<ol${Number.isInteger(start) && start !== 1 ? ` start="${start}"` : ''}>${children(node)}</ol>`;
    }
    case 'listItem':
      return `<li>${children(node)}</li>`;
    case 'blockquote':
      return `<blockquote>${children(node)}</blockquote>`;
    case 'codeBlock':
      return `<pre><code>${children(node)}</code></pre>`;
    case 'hardBreak':
      return '<br>';
    case 'horizontalRule':
      return '<hr>';
    case 'image':
      return renderImage(node.attrs ?? {});
    case 'figure': {
      // A photo with its caption; both are in the post's language, as the rest of its text.
      const a = node.attrs ?? {};
      const caption = typeof a.caption === 'string' && a.caption.trim() ? `<figcaption>${escapeHtml(a.caption)}</figcaption>` : '';
      return `<figure>${renderImage(a)}${caption}</figure>`;
    }
    case 'youtube': {
      const src = youtubeEmbedUrl(node.attrs?.src);
      if (!src) return '';
      const width = Number(node.attrs?.width) || 640;
      const height = Number(node.attrs?.height) || 480;
      return `<div data-youtube-video><iframe src="${attr(src)}" width="${width}" height="${height}" title="YouTube video" allowfullscreen loading="lazy"></iframe></div>`;
    }
    default:
      // Unknown nodes keep their text content.
      return children(node);
  }
}
