import { useEffect } from 'react';
import { useParams } from '../router';
import { pageMeta } from '../head';
import type { PublicPage } from '../pages';
import { useLanguage } from './language-context';
import { usePageData } from './page-data';

/**
 * Keeps the title and description in step when the visitor moves between pages in the browser
 * (the server writes them into each page it sends, from the same pageMeta).
 */
export function usePageMeta(id: PublicPage['id'] | null) {
  const { t, language } = useLanguage();
  const params = useParams();
  const store = usePageData();
  const answer = (url: string) => {
    const entry = store.entry(url);
    return entry.status === 'ok' ? entry.data : undefined;
  };
  const { title, description } = pageMeta(id, t, language, params, answer);
  useEffect(() => {
    document.title = title;
    document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
