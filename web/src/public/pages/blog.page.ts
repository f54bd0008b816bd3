import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { postsPageQuery } from '../lib/answer-queries';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { shareImage } from '../head';

import { cursorOf, cursorQuery } from '../lib/list-cursor';

/** The journal: the newest posts, a page at a time. */
export default definePage({
  id: 'blog',
  path: PAGE_PATHS.blog,
  Component: lazyPage(() => import('../routes/blog-list')),
  listed: true,
  query: ONLY_ON_SERVER ? cursorQuery : undefined,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, search }) => {
        await answer('postsPage', postsPageQuery(language, cursorOf(search)));
        return { found: true };
      },
  title: ({ t }) => ({ title: t('meta.blogTitle'), description: t('meta.blogDescription') }),
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : ({ language, search, answer }) => {
        const posts = answer('postsPage', postsPageQuery(language, cursorOf(search)))?.items ?? [];
        // The preview shows the latest post's picture (else the site's).
        const latest = posts.find((p) => p.image || p.headerImage);
        return { type: 'website', image: shareImage(latest?.image, latest?.title ?? '', latest?.headerImage) };
      },
});
