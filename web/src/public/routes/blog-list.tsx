import { useTranslation } from '../lib/language-context';
import { NewsletterCard } from '../components/newsletter';
import { PostCard } from '../components/post-card';
import { SectionHeading } from '../components/section-heading';
import { useLanguage } from '../lib/language-context';
import { usePosts } from '../lib/queries';
import { usePageMeta } from '../lib/use-page-meta';
import { ListStatus } from '../components/list-status';

export default function BlogListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  usePageMeta('blog');
  const posts = usePosts(language);
  return (
    <section className="mx-auto max-w-7xl px-4 pb-24 pt-32 sm:px-6 lg:px-8">
      <SectionHeading as="h1" title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <ListStatus query={posts} isEmpty={posts.data?.length === 0} loading={t('blog.loading')} error={t('blog.fetchError')} empty={t('blog.empty')}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {(posts.data ?? []).map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      </ListStatus>
      <NewsletterCard />
    </section>
  );
}
