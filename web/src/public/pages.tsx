import type { PageSource } from '@portfolio/shared';
import { HOME_BLOG_PREVIEW_LIMIT } from '@portfolio/shared/constants';
import type { Language } from '@portfolio/shared/languages';
import type { ComponentType } from 'react';
import { lazyPage } from '../lib/lazy-page';
import { matchPagePath, PAGE_PATHS, type PageId } from './page-paths';
import { apiUrl } from './routing';
import HomePage from './routes/home';

export type { PageSource };

/** A page's answers by API URL (see apiUrl); `found` is false when what the address names does not exist. */
export interface PageAnswers {
  answers: Record<string, unknown>;
  found: boolean;
}

export interface PublicPage {
  id: PageId;
  /** The path without a language prefix (from PAGE_PATHS). */
  path: string;
  Page: ComponentType & { preload?: () => Promise<unknown> };
  load: (source: PageSource, params: Record<string, string | undefined>, language: Language) => Promise<PageAnswers>;
  /** Listed in the sitemap as it is (pages with parameters are listed per post and photo). */
  listed: boolean;
}

const GalleryPage = lazyPage(() => import('./routes/gallery-page'));
const BlogListPage = lazyPage(() => import('./routes/blog-list'));
const BlogPostPage = lazyPage(() => import('./routes/blog-post'));
export const NotFoundPage = lazyPage(() => import('./routes/not-found'));
const NewsletterPage = lazyPage(() => import('./routes/newsletter-page'));

const galleryAnswers = async (source: PageSource, language: Language) => {
  const [items, categories] = await Promise.all([source.galleryItems(language), source.categories(language)]);
  return { items, answers: { [apiUrl.galleryItems(language)]: items, [apiUrl.categories(language)]: categories } };
};

/** Every public page: the router, the server's renderer and the sitemap all read this table. */
export const PUBLIC_PAGES: PublicPage[] = [
  {
    id: 'home',
    path: PAGE_PATHS.home,
    Page: HomePage,
    listed: true,
    load: async (source, _params, language) => {
      const [hero, items, categories, latest] = await Promise.all([
        source.heroImages(language),
        source.galleryItems(language, { featuredFirst: true }),
        source.categories(language),
        source.posts(language, HOME_BLOG_PREVIEW_LIMIT),
      ]);
      const answers = { [apiUrl.heroImages(language)]: hero, [apiUrl.homeGalleryItems(language)]: items, [apiUrl.categories(language)]: categories, [apiUrl.latestPosts(language)]: latest };
      return { answers, found: true };
    },
  },
  {
    id: 'gallery',
    path: PAGE_PATHS.gallery,
    Page: GalleryPage,
    listed: true,
    load: async (source, _params, language) => ({ answers: (await galleryAnswers(source, language)).answers, found: true }),
  },
  {
    id: 'photo',
    path: PAGE_PATHS.photo,
    Page: GalleryPage,
    listed: false,
    load: async (source, { id }, language) => {
      const { items, answers } = await galleryAnswers(source, language);
      return { answers, found: items.some((item) => String(item.id) === id) };
    },
  },
  {
    id: 'blog',
    path: PAGE_PATHS.blog,
    Page: BlogListPage,
    listed: true,
    load: async (source, _params, language) => ({ answers: { [apiUrl.posts(language)]: await source.posts(language) }, found: true }),
  },
  {
    id: 'post',
    path: PAGE_PATHS.post,
    Page: BlogPostPage,
    listed: false,
    load: async (source, { slug = '' }, language) => {
      const post = await source.post(slug, language);
      return { answers: { [apiUrl.post(slug, language)]: post }, found: post !== null };
    },
  },
  {
    id: 'newsletter',
    path: PAGE_PATHS.newsletter,
    Page: NewsletterPage,
    listed: false,
    load: async (_source, { action }) => ({ answers: {}, found: action === 'confirm' || action === 'unsubscribe' }),
  },
];

/** The page at `pathname` with its parameters and the language its prefix names (null: plain). */
export function matchPublicPage(pathname: string) {
  const { id, ...match } = matchPagePath(pathname);
  return { page: PUBLIC_PAGES.find((p) => p.id === id) ?? null, ...match };
}

/**
 * Fetches the code of the page at `pathname`, so that the first render (hydration included) draws
 * the page itself rather than suspending on its chunk.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const Page = matchPublicPage(pathname).page?.Page ?? NotFoundPage;
  return Page.preload?.().catch(() => undefined) ?? Promise.resolve();
}
