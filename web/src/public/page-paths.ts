import { PAGE_PATHS, type PageId } from '@portfolio/shared/page-paths';
import { matchPath } from './router';
import { splitLanguage } from './routing';

export { PAGE_PATHS, type PageId };

/** The page id at `pathname` with its parameters and the language its prefix names (null: plain). */
export function matchPagePath(pathname: string) {
  const { language, path } = splitLanguage(pathname);
  for (const [id, pattern] of Object.entries(PAGE_PATHS) as [PageId, string][]) {
    const params = matchPath(pattern, path);
    if (params) return { id, params: params as Record<string, string | undefined>, language, path };
  }
  return { id: null, params: {} as Record<string, string | undefined>, language, path };
}
