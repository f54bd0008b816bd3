import { useTranslation } from 'react-i18next';
import { NewsletterCard } from '../components/newsletter';
import { PostCard } from '../components/post-card';
import { SectionHeading } from '../components/section-heading';
import { useLanguage } from '../lib/language-context';
import { usePosts } from '../lib/queries';
import { useDocumentMeta } from '../lib/use-document-meta';
import { withQueries } from '../lib/with-queries';

function BlogListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentMeta(t('meta.blogTitle'), t('meta.blogDescription'));
  const posts = usePosts(language);
  return (
    <section className="mx-auto max-w-7xl px-4 pb-24 pt-32 sm:px-6 lg:px-8">
      <SectionHeading as="h1" title={t('blog.title')} subtitle={t('blog.subtitle')} />
      {posts.isPending ? (
        <p role="status" className="py-16 text-center text-muted-foreground">
          {t('blog.loading')}
        </p>
      ) : posts.isError ? (
        <p role="alert" className="py-16 text-center text-muted-foreground">
          {t('blog.fetchError')}
        </p>
      ) : posts.data.length === 0 ? (
        <p className="py-16 text-center text-muted-foreground">{t('blog.empty')}</p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <NewsletterCard />
    </section>
  );
}

export default withQueries(BlogListPage);
