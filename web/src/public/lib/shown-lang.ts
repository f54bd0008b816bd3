import type { ShownText } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';

/**
 * The `lang` attribute of a text shown on a page in `page`'s language: none when it is in that
 * language, its own when the page shows the Dutch text in its place (so screen readers and search
 * engines read it as Dutch).
 */
export const langOf = (text: Pick<ShownText, 'lang'> | undefined, page: Language): Language | undefined => langAttr(text?.lang, page);

/** The same for a text whose language is known by itself (absent: the page's). */
export const langAttr = (lang: Language | undefined, page: Language): Language | undefined => (lang && lang !== page ? lang : undefined);
