import { ArrowLeft, Calendar, Eye } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { Link, useParams } from '../router';
import { formatLongDate } from '../../lib/format-date';
import { buttonClass } from '../../ui/button-class';
import { ResponsiveImage } from '../../ui/responsive-image';
import { RichText } from '../../ui/rich-text/rich-text';
import { langOf } from '../lib/shown-lang';
import { useLanguage } from '../lib/language-context';
import { answerUrl } from '@portfolio/shared/answers';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import type { Language } from '@portfolio/shared/languages';
import type { PostViewCount } from '@portfolio/shared';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client';
import { useAnswer, usePageData } from '../lib/page-data';

/** Views already counted in this page's life, by slug: one per visit of a post. */
const counted = new Set<string>();

/**
 * One post. Fetching it counts a view; a post that came with the page (rendered on the server)
 * counts its view with a separate call, which also brings the current count.
 */
function usePost(slug: string, language: Language) {
  const store = usePageData();
  const post = useAnswer('post', { slug, language });
  const url = answerUrl('post', { slug, language });
  const needsCount = post.fromPage && post.data != null && !counted.has(slug);
  const shown = post.data;
  useEffect(() => {
    if (!needsCount || !shown) return;
    counted.add(slug);
    apiFetch(API.blogPostView(slug), { method: 'POST' })
      .then((res) => res.json() as Promise<PostViewCount>)
      .then(({ viewCount }) => store.set(url, { ...shown, viewCount }, true))
      .catch((error: unknown) => console.warn('The view was not counted', error));
  }, [needsCount, shown, slug, store, url]);
  if (!post.fromPage && post.data) counted.add(slug);
  return post;
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const post = usePost(slug, language);
  const data = post.data;

  const back = (
    <Link to={href('blog')} className="inline-flex items-center gap-2 rounded text-sm font-medium text-white/90 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('blog.backToBlog')}
    </Link>
  );

  if (post.isPending) {
    return (
      <p role="status" className="flex min-h-[60vh] items-center justify-center pt-16 text-muted-foreground">
        {t('blog.loading')}
      </p>
    );
  }
  if (!data) {
    return (
      <section className="flex min-h-[60vh] flex-col items-center justify-center gap-6 px-4 pt-16 text-center">
        <h1 className="font-serif text-3xl font-semibold">{t('blog.notFound')}</h1>
        <Link to={href('blog')} className={buttonClass('outline')}>
          <ArrowLeft aria-hidden="true" />
          {t('blog.backToBlog')}
        </Link>
      </section>
    );
  }

  return (
    <article>
      <header className="relative flex h-[60vh] min-h-[360px] items-end overflow-hidden bg-[#0b1422]">
        {data.image || data.headerImage ? (
          <ResponsiveImage image={data.image} src={data.headerImage ?? undefined} alt={data.title} altLang={langOf({ lang: data.titleLang }, language)} sizes="100vw" priority className="absolute inset-0 block size-full" imgClassName="size-full object-cover" />
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/45 to-black/30" />
        <div className="relative mx-auto w-full max-w-3xl px-4 pb-10 text-white sm:px-6">
          {back}
          <h1 lang={langOf({ lang: data.titleLang }, language)} className="mt-4 font-serif text-3xl font-semibold leading-tight sm:text-5xl">
            {data.title}
          </h1>
          <p className="mt-4 flex flex-wrap items-center gap-5 text-sm text-white/85">
            {data.publishedAt ? (
              <span className="inline-flex items-center gap-1.5">
                <Calendar className="size-4" aria-hidden="true" />
                <time dateTime={data.publishedAt}>{formatLongDate(data.publishedAt, language)}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden="true" />
              {t('blog.views', { count: data.viewCount })}
            </span>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <RichText
          lang={langOf({ lang: data.contentLang }, language)} content={data.content} images={data.contentImages} empty={t('blog.noContent')} error={t('blog.renderError')} />
        <div className="mt-16 border-t border-border pt-8">
          <Link to={href('blog')} className={buttonClass('outline')}>
            <ArrowLeft aria-hidden="true" />
            {t('blog.backToBlog')}
          </Link>
        </div>
      </div>
    </article>
  );
}
