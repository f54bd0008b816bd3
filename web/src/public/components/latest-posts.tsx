import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { Link } from '../router';
import { buttonClass } from '../../ui/button-class';
import { useLanguage } from '../lib/language-context';
import { latestPostsQuery } from '../lib/answer-queries';
import { useAnswer } from '../lib/page-data';
import { PostCard } from './post-card';
import { SectionHeading } from './section-heading';

/** Up to 3 post cards; the section exists only when there is at least one post. */
export function LatestPosts() {
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const data = useAnswer('postsPage', latestPostsQuery(language), { keepPrevious: true }).data?.items;
  if (!data || data.length === 0) return null;
  return (
    <section id="latest-posts" aria-labelledby="latest-posts-title" className="render-when-near bg-background py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div id="latest-posts-title">
          <SectionHeading title={t('blog.latestTitle')} subtitle={t('blog.latestSubtitle')} />
        </div>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {data.slice(0, 3).map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <Link to={href('blog')} className={buttonClass('outline', 'lg')}>
            {t('blog.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
