import { useEffect, useSyncExternalStore } from 'react';
import type { PageDefinition } from '../define-page';
import { titleOf } from '../page-title';
import { useLocation, useParams } from '../router';
import { useLanguage } from './language-context';
import { usePageData } from './page-data';

/**
 * Keeps the title and description in step when the visitor moves between pages in the browser
 * (the server writes them into each page it sends, from the same page title).
 */
export function usePageMeta(page: PageDefinition | null) {
  const { t, language } = useLanguage();
  const params = useParams();
  const { search } = useLocation();
  const store = usePageData();
  // Re-read when answers arrive: the head is made from them.
  useSyncExternalStore(store.subscribe, store.version, store.version);
  const input = { t, language, params, search: new URLSearchParams(search), answer: store.read.bind(store) };
  const { title, description } = titleOf(page, true, input);
  useEffect(() => {
    document.title = title;
    document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
