import type { BlogPostSummary } from '@portfolio/shared';
import { ArrowRight, Calendar, Eye } from 'lucide-react';
import { useTranslation } from '../lib/language-context';
import { Link } from '../router';
import { analytics } from '../lib/analytics';
import { formatLongDate } from '../../lib/format-date';
import { ResponsiveImage } from '../../ui/responsive-image';
import { useLanguage } from '../lib/language-context';
import { langOf } from '../lib/shown-lang';

export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { language, href: localeHref } = useLanguage();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const href = localeHref('post', { slug: post.slug });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-lg shadow-black/20 transition-transform duration-300 hover:-translate-y-1">
      <div className="aspect-[16/10] overflow-hidden bg-[#111b2b]">
        {post.image || post.headerImage ? (
          <ResponsiveImage
            image={post.image}
            src={post.headerImage ?? undefined}
            alt={post.title}
            altLang={langOf({ lang: post.titleLang }, language)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="block size-full"
            imgClassName="size-full object-cover transition-transform duration-700 group-hover:scale-105"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="mb-3 flex flex-wrap items-center gap-4 text-xs text-muted-foreground">
          {post.publishedAt ? (
            <span className="inline-flex items-center gap-1">
              <Calendar className="size-3.5" aria-hidden="true" />
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, language)}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Eye className="size-3.5" aria-hidden="true" />
            {t('blog.views', { count: post.viewCount })}
          </span>
        </div>
        <H className="font-serif text-xl font-semibold leading-snug text-foreground">
          <Link to={href} lang={langOf({ lang: post.titleLang }, language)} onClick={() => analytics.blogPostClick(post.title, post.slug)} className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-gold">
            {post.title}
          </Link>
        </H>
        {post.excerpt ? (
          <p lang={langOf({ lang: post.excerptLang }, language)} className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted-foreground">
            {post.excerpt}
          </p>
        ) : null}
        <span className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-gold" aria-hidden="true">
          {t('blog.readMore')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
