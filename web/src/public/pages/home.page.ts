import type { BlogPostSummary, HeroImage } from '@portfolio/shared';
import { HOME_BLOG_PREVIEW_LIMIT } from '@portfolio/shared/constants';
import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { person, shareImage } from '../head';
import { apiUrl } from '../routing';
import HomePage from '../routes/home';

/** The home page: hero, the gallery's first tiles with its categories, about, latest posts, contact. */
export default definePage({
  id: 'home',
  path: PAGE_PATHS.home,
  Component: HomePage,
  listed: true,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ source, language }) => {
        const [hero, gallery, facets, latest] = await Promise.all([
          source.heroImages(language),
          source.galleryPage(language, {}, undefined, { featuredFirst: true }),
          source.galleryFacets(language, {}),
          source.posts(language, HOME_BLOG_PREVIEW_LIMIT),
        ]);
        return {
          answers: {
            [apiUrl.heroImages(language)]: hero,
            [apiUrl.homeGalleryPage(language, {})]: gallery,
            [apiUrl.galleryFacets(language, {})]: facets,
            [apiUrl.latestPosts(language)]: { items: latest, total: latest.length, nextCursor: null },
          },
          found: true,
        };
      },
  title: ({ t }) => ({ title: t('meta.homeTitle'), description: t('meta.homeDescription') }),
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : ({ t, language, answer, publicUrl, settings }) => {
        const hero = (answer(apiUrl.heroImages(language)) as HeroImage[] | undefined)?.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
        const latest = (answer(apiUrl.latestPosts(language)) as { items: BlogPostSummary[] } | undefined)?.items[0];
        return {
          type: 'website',
          image: shareImage(hero?.image, hero?.alt ?? t('meta.siteName'), hero?.url) ?? shareImage(latest?.image, latest?.title ?? '', latest?.headerImage),
          first: hero ? { image: hero.image, url: hero.url, sizes: '100vw' } : undefined,
          structuredData: () => [
            { '@context': 'https://schema.org', '@type': 'WebSite', name: t('meta.siteName'), url: `${publicUrl}/`, inLanguage: language, description: t('meta.homeDescription') },
            { '@context': 'https://schema.org', ...person(settings, language, publicUrl) },
          ],
        };
      },
});
