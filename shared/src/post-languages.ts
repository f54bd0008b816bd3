// Which languages a post is written in: the site shows the Dutch text where English or Swedish is
// blank, and says so (lang attributes, hreflang, the admin's markers, the question on publishing).
import type { Language } from './languages';

/** True when a post's content (HTML, or the editor's JSON document) holds any text or photo. */
export function hasOwnText(content: string | null | undefined): boolean {
  const s = content?.trim();
  if (!s) return false;
  if (s.startsWith('{')) return /"text"\s*:\s*"(?!\s*")/.test(s) || /"type"\s*:\s*"(image|figure|youtube)"/.test(s);
  return /<(img|iframe|figure)\b/i.test(s) || s.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
}

/** The languages with a text of their own, in the order nl, en, sv (Dutch first: content is written in Dutch). */
export function postLanguages(post: { contentNl: string | null; contentEn: string | null; contentSv: string | null }): Language[] {
  const own: Record<Language, boolean> = { nl: hasOwnText(post.contentNl), en: hasOwnText(post.contentEn), sv: hasOwnText(post.contentSv) };
  return (['nl', 'en', 'sv'] as const).filter((l) => own[l]);
}
