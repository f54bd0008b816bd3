import { NewsletterCard } from '../components/newsletter';
import { PostCard } from '../components/post-card';
import { SectionHeading } from '../components/section-heading';
import { ListStatus } from '../components/list-status';
import { LoadMoreLink } from '../components/load-more-link';
import { cursorOf } from '../lib/list-cursor';
import { useLanguage } from '../lib/language-context';
import { useListPages } from '../lib/use-list-pages';
import { useLocation } from '../router';
import { postsPageQuery } from '../lib/answer-queries';

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
        <div className="mt-12 flex justify-center">
          <LoadMoreLink list={posts} href={(cursor) => href('blog', {}, `cursor=${encodeURIComponent(cursor)}`)}>
            {t('gallery.loadMore')}
          </LoadMoreLink>
        </div>
      </ListStatus>
      <NewsletterCard />
    </section>
  );
}
