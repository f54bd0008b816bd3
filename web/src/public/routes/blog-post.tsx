import { ArrowLeft, Calendar, Eye } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { Link, useParams } from '../router';
import { formatLongDate } from '../../lib/format-date';
import { buttonClass } from '../../ui/button-class';
import { ResponsiveImage } from '../../ui/responsive-image';
import { RichText } from '../../ui/rich-text/rich-text';
import { langOf } from '../lib/shown-lang';
import { useLanguage } from '../lib/language-context';
import { usePost } from '../lib/queries';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const { language, href } = useLanguage();
  const post = usePost(slug, language);
  const data = post.data;

  const back = (
    <Link to={href('/blog')} className="inline-flex items-center gap-2 rounded text-sm font-medium text-white/90 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold">
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
        <Link to={href('/blog')} className={buttonClass('outline')}>
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
          <Link to={href('/blog')} className={buttonClass('outline')}>
            <ArrowLeft aria-hidden="true" />
            {t('blog.backToBlog')}
          </Link>
        </div>
      </div>
    </article>
  );
}
