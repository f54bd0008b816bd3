import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { shareImage } from '../head';
import { cursorOf, cursorQuery } from '../lib/list-cursor';

/** The collections: a card per published collection, a page at a time. */
export default definePage({
  id: 'collections',
  path: PAGE_PATHS.collections,
  Component: lazyPage(() => import('../routes/collections-page')),
  listed: true,
  query: ONLY_ON_SERVER ? cursorQuery : undefined,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, search }) => {
        await answer('collections', { language, cursor: cursorOf(search) });
        return { found: true };
      },
  title: ({ t }) => ({ title: t('meta.collectionsTitle'), description: t('meta.collectionsDescription') }),
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : ({ language, search, answer }) => {
        const cover = answer('collections', { language, cursor: cursorOf(search) })?.items.find((c) => c.cover)?.cover;
        return { type: 'website', image: shareImage(cover?.image, cover?.alt ?? '', cover?.url) };
      },
});
