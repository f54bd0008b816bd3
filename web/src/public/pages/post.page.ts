import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { lazyPage } from '../../lib/lazy-page';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY, type TitleInput } from '../define-page';
import { absoluteUrl, person, shareImage } from '../head';

const postOf = ({ language, params, answer }: TitleInput) => answer('post', { slug: params.slug ?? '', language });

/** A post; a missing one answers 404 with the post page's own "not found". */
export default definePage({
  id: 'post',
  path: PAGE_PATHS.post,
  Component: lazyPage(() => import('../routes/blog-post')),
  listed: false,
  ownNotFound: true,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language, params: { slug = '' } }) => ({ found: (await answer('post', { slug, language })) !== null }),
  title: (input) => {
    const { t } = input;
    const post = postOf(input);
    if (!post) return { title: `${t('blog.notFound')} — ${t('meta.siteName')}`, description: t('meta.notFoundDescription') };
    return { title: `${post.title} — ${t('meta.siteName')}`, description: post.excerpt || t('meta.blogDescription') };
  },
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : (input) => {
        const { language } = input;
        const post = postOf(input);
        if (!post) return { type: 'website', image: null };
        const image = shareImage(post.image, post.title, post.headerImage);
        return {
          type: 'article',
          image,
          languages: post.languages,
          first: post.headerImage ? { image: post.image, url: post.headerImage, sizes: '100vw' } : undefined,
          structuredData: ({ url, publicUrl, settings }) => [
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
