/**
 * URL rules of the rich-text editor, kept free of TipTap so they are cheap to test.
 * Links: only http(s) and mailto (no javascript:, data: ...). Videos: YouTube only, because the
 * embed node is @tiptap/extension-youtube and the public renderer allows only youtube iframes.
 */

const LINK_PROTOCOL = /^(https?:\/\/|mailto:)/i;

/** A link the editor may store, or null. A bare 'example.com' gets https://. */
export function normalizeLinkUrl(input: string | null | undefined): string | null {
  const value = (input ?? '').trim();
  if (!value) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !LINK_PROTOCOL.test(value)) return null;
  const withProtocol = LINK_PROTOCOL.test(value) ? value : /^[^\s/@]+\.[^\s/]+/.test(value) ? `https://${value}` : null;
  if (!withProtocol) return null;
  if (/^mailto:/i.test(withProtocol)) return /^mailto:[^\s@]+@[^\s@]+$/i.test(withProtocol) ? withProtocol : null;
  try {
    const url = new URL(withProtocol);
    return url.hostname ? withProtocol : null;
  } catch {
    return null;
  }
}

/** True when the editor's link extension may keep this href. */
export function isAllowedLinkHref(href: string): boolean {
  return LINK_PROTOCOL.test(href.trim());
}

const YOUTUBE_URL =
  /^(https?:\/\/)?(www\.|m\.|music\.)?(youtube\.com\/(watch\?(.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/|youtube-nocookie\.com\/embed\/)[\w-]{6,}/i;

/** Only recognised YouTube video URLs can be embedded. */
export function isYouTubeUrl(input: string | null | undefined): boolean {
  return YOUTUBE_URL.test((input ?? '').trim());
}

/** Parses stored content for the editor: a JSON document string, an HTML string, or empty. */
export function parseEditorContent(value: string | null | undefined): object | string {
  const text = (value ?? '').trim();
  if (!text) return '';
  if (text.startsWith('{')) {
    try {
      const doc = JSON.parse(text) as { type?: string };
      if (doc && doc.type === 'doc') return doc;
    } catch {
      // not JSON: treat it as HTML
    }
  }
  return text;
}
