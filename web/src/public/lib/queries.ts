import type { BlogPost, BlogPostSummary, Category, GalleryItem, HeroImage } from '@portfolio/shared';
import { API } from '@portfolio/shared/api-paths';
import { HOME_BLOG_PREVIEW_LIMIT } from '@portfolio/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../lib/api-client';
import type { Language } from '@portfolio/shared/languages';
import { inlineData } from './app-data';

type Schemas = (typeof import('./schemas'))['schemas'];
let schemaModule: Promise<Schemas> | null = null;
const loadSchemas = () => (schemaModule ??= import('./schemas').then((m) => m.schemas));

/**
 * GETs a public path and validates the answer with its shared schema. The request and the schema
 * chunk load in parallel. Any failure becomes the spec's public message (spec 8), keeping the status.
 */
async function load<T>(path: string, pick: (s: Schemas) => { parse: (v: unknown) => unknown }, message: string): Promise<T> {
  try {
    const [body, schemas] = await Promise.all([apiFetch(path, {}).then((r) => r.text()), loadSchemas()]);
    return pick(schemas).parse(body ? JSON.parse(body) : null) as T;
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw Object.assign(new Error(message, { cause: error }), { status });
  }
}

const withLanguage = (path: string, language: Language) => `${path}?language=${language}`;

export const queryKeys = {
  hero: ['hero-images'] as const,
  gallery: (language: Language) => ['gallery-items', language] as const,
  categories: (language: Language) => ['gallery-categories', language] as const,
  latestPosts: ['blog-posts', 'latest'] as const,
  posts: (language: Language) => ['blog-posts', language] as const,
  post: (slug: string, language: Language) => ['blog-post', slug, language] as const,
};

export function useHeroImages(enabled = true) {
  return useQuery({
    queryKey: queryKeys.hero,
    queryFn: () => load<HeroImage[]>(API.heroImages, (s) => s.heroImages, 'Failed to fetch hero images'),
    enabled,
  });
}

export function useGalleryItems(language: Language) {
  return useQuery({
    queryKey: queryKeys.gallery(language),
    queryFn: () => load<GalleryItem[]>(withLanguage(API.galleryItems, language), (s) => s.galleryItems, 'Failed to fetch gallery items'),
    initialData: () => inlineData('galleryItems', language),
    placeholderData: (previous) => previous,
  });
}

export function useCategories(language: Language) {
  return useQuery({
    queryKey: queryKeys.categories(language),
    queryFn: () => load<Category[]>(withLanguage(API.galleryCategories, language), (s) => s.categories, 'Failed to fetch categories'),
    initialData: () => inlineData('galleryCategories', language),
    placeholderData: (previous) => previous,
  });
}

/** Home preview: up to 3 posts, no language (spec 7). */
export function useLatestPosts() {
  return useQuery({
    queryKey: queryKeys.latestPosts,
    queryFn: () => load<BlogPostSummary[]>(`${API.blogPosts}?limit=${HOME_BLOG_PREVIEW_LIMIT}`, (s) => s.posts, 'Failed to fetch posts'),
  });
}

export function usePosts(language: Language) {
  return useQuery({
    queryKey: queryKeys.posts(language),
    queryFn: () => load<BlogPostSummary[]>(withLanguage(API.blogPosts, language), (s) => s.posts, 'Failed to fetch posts'),
    initialData: () => inlineData('posts', language),
    placeholderData: (previous) => previous,
  });
}

/**
 * One post. The copy in the page draws at once, but it is marked as never fetched so the API is
 * still asked on arrival: that read counts the view and brings the current view count.
 */
export function usePost(slug: string, language: Language) {
  return useQuery({
    queryKey: queryKeys.post(slug, language),
    queryFn: () => load<BlogPost>(withLanguage(API.blogPost(slug), language), (s) => s.post, 'Failed to fetch post'),
    initialData: () => {
      const post = inlineData('post', language);
      return post?.slug === slug ? post : undefined;
    },
    initialDataUpdatedAt: 0,
    staleTime: (query) => (query.state.dataUpdatedAt === 0 ? 0 : Infinity),
  });
}
