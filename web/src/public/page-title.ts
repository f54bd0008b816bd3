import type { TitleInput, PageDefinition, PageTitle } from './define-page';
import type { Translate } from './i18n/translate';

/** The title of an address that shows nothing (a 404). */
export function notFoundTitle(t: Translate): PageTitle {
  return { title: t('meta.notFoundTitle'), description: t('meta.notFoundDescription') };
}

/** The title and description of a page for an address: the page's own, or the 404's when nothing is there. */
export function titleOf(page: PageDefinition | null, found: boolean, input: TitleInput): PageTitle {
  return page && (found || page.ownNotFound) ? page.title(input) : notFoundTitle(input.t);
}
