import type { BlogPost } from '@portfolio/shared';
import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER } from '../define-page';
import { absoluteUrl, person, shareImage } from '../head';
import { apiUrl } from '../routing';

/** A post; a missing one answers 404 with the post page's own "not found". */
export default definePage({
  id: 'post',
  path: PAGE_PATHS.post,
  Component: lazyPage(() => import('../routes/blog-post')),
  listed: false,
  ownNotFound: true,
  load: async ({ source, language, params: { slug = '' } }) => {
    const post = await source.post(slug, language);
    return { answers: { [apiUrl.post(slug, language)]: post }, found: post !== null };
  },
  head: ({ t, language, params, answer }) => {
    const site = t('meta.siteName');
    const post = answer(apiUrl.post(params.slug ?? '', language)) as BlogPost | null | undefined;
    if (!post) return { title: `${t('blog.notFound')} — ${site}`, description: t('meta.notFoundDescription'), type: 'website', image: null };
    const image = shareImage(post.image, post.title, post.headerImage);
    return {
      title: `${post.title} — ${site}`,
      description: post.excerpt || t('meta.blogDescription'),
      type: 'article',
      image,
      languages: post.languages,
      first: post.headerImage ? { image: post.image, url: post.headerImage, sizes: '100vw' } : undefined,
      structuredData: !ONLY_ON_SERVER ? false : ({ url, publicUrl, settings }) => [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt || undefined,
          image: image ? absoluteUrl(publicUrl, image.url) : undefined,
          datePublished: post.publishedAt ?? undefined,
          dateModified: post.updatedAt ?? post.publishedAt ?? undefined,
          author: person(settings, language, publicUrl),
          inLanguage: post.contentLang,
          mainEntityOfPage: url,
        },
      ],
    };
  },
});
