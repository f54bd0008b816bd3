import { PAGE_PATHS } from '@portfolio/shared/page-paths';
import { galleryPageQuery, latestPostsQuery } from '../lib/answer-queries';
import { definePage, ONLY_ON_SERVER, SERVER_ONLY } from '../define-page';
import { person, shareImage } from '../head';

import HomePage from '../routes/home';

/** The home page: hero, the gallery's first tiles with its categories, about, latest posts, contact. */
export default definePage({
  id: 'home',
  path: PAGE_PATHS.home,
  Component: HomePage,
  listed: true,
  // The hero and the navigation are plain HTML; the sections below load their code as they come near.
  startsOnInteraction: true,
  load: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : async ({ answer, language }) => {
        await Promise.all([
          answer('heroImages', { language }),
          answer('galleryPage', galleryPageQuery(language, {}, undefined, 'first')),
          answer('galleryFacets', { language }),
          answer('postsPage', latestPostsQuery(language)),
        ]);
        return { found: true };
      },
  title: ({ t }) => ({ title: t('meta.homeTitle'), description: t('meta.homeDescription') }),
  head: !ONLY_ON_SERVER
    ? SERVER_ONLY
    : ({ t, language, answer, publicUrl, settings }) => {
        const hero = answer('heroImages', { language })?.filter((h) => h.isActive).sort((a, b) => a.displayOrder - b.displayOrder)[0];
        const latest = answer('postsPage', latestPostsQuery(language))?.items[0];
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
