import { NewsletterCard } from '../components/newsletter';
import { postsPageQuery } from '../lib/answer-queries';
import { PostCard } from '../components/post-card';
import { SectionHeading } from '../components/section-heading';
import { ListStatus } from '../components/list-status';
import { cursorOf } from '../lib/list-cursor';

import { useLanguage } from '../lib/language-context';
import { useListPages } from '../lib/use-list-pages';
import { useLocation } from '../router';
import { buttonClass } from '../../ui/button-class';

/** The journal: the newest posts a page at a time; "Load more" is a link to the next page. */
export default function BlogListPage() {
  const { t, language, href } = useLanguage();
  const { search } = useLocation();
  const posts = useListPages('postsPage', (cursor) => postsPageQuery(language, cursor), cursorOf(new URLSearchParams(search)));
  return (
    <section className="mx-auto max-w-7xl px-4 pb-24 pt-32 sm:px-6 lg:px-8">
      <SectionHeading as="h1" title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <ListStatus query={posts} isEmpty={posts.items.length === 0} loading={t('blog.loading')} error={t('blog.fetchError')} empty={t('blog.empty')}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.items.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
        {posts.nextCursor ? (
          <div className="mt-12 flex justify-center">
            <a
              href={`${href('/blog')}?cursor=${encodeURIComponent(posts.nextCursor)}`}
              onClick={(e) => {
                if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                e.preventDefault();
                posts.loadMore();
              }}
              className={buttonClass('outline', 'lg')}
            >
              {t('gallery.loadMore')}
            </a>
          </div>
        ) : null}
      </ListStatus>
      <NewsletterCard />
    </section>
  );
}
