import type { BlogPost, BlogPostSummary, Collection, GalleryFacets, HeroImage, MapAnswer, PhotoContext, PublicSiteTexts, SiteSettings } from '@portfolio/shared';
import type { GalleryFilter } from '@portfolio/shared/gallery-filter';
import type { ListPage } from './fetch-answer';
import { DEFAULT_SITE_SETTINGS } from '@portfolio/shared/site-settings';
import { PUBLIC_API as API } from '@portfolio/shared/public-api-paths';
import type { Language } from '@portfolio/shared/languages';
import { useEffect } from 'react';
import { apiFetch } from '../../lib/api-client';
import { apiUrl } from '../routing';
import { useApi, usePageData } from './page-data';

// The public answers each screen reads. A language change keeps the shown list until the new one is in.

export const useHeroImages = (language: Language) => useApi<HeroImage[]>(apiUrl.heroImages(language), { keepPrevious: true });
export const useGalleryFacets = (language: Language, filter: GalleryFilter) => useApi<GalleryFacets>(apiUrl.galleryFacets(language, filter), { keepPrevious: true });
export const useLatestPosts = (language: Language) => useApi<ListPage<BlogPostSummary>>(apiUrl.latestPosts(language), { keepPrevious: true });
/** The photographer's site settings: every page brings them; the defaults until they are here. */
export const useSiteSettings = (): SiteSettings => useApi<SiteSettings>(apiUrl.siteSettings()).data ?? DEFAULT_SITE_SETTINGS;
/** The site's own texts in the page's language (each with the language it is in); every page brings them. */
export const useSiteTexts = (language: Language): PublicSiteTexts | undefined => useApi<PublicSiteTexts>(apiUrl.siteTexts(language), { keepPrevious: true }).data ?? undefined;

/** Views already counted in this page's life, by slug: one per visit of a post. */
const counted = new Set<string>();

/**
 * One post. Fetching it counts a view; a post that came with the page (rendered on the server)
 * counts its view with a separate call, which also brings the current count.
 */
export function usePost(slug: string, language: Language) {
  const store = usePageData();
  const url = apiUrl.post(slug, language);
  const post = useApi<BlogPost | null>(url);
  const needsCount = post.fromPage && post.data != null && !counted.has(slug);
  useEffect(() => {
    if (!needsCount) return;
    counted.add(slug);
    apiFetch(API.blogPostView(slug), { method: 'POST' })
      .then((res) => res.json() as Promise<{ viewCount: number }>)
      .then(({ viewCount }) => {
        const current = store.entry(url);
        if (current.status === 'ok' && current.data) store.set(url, { ...(current.data as BlogPost), viewCount }, true);
      })
      .catch((error: unknown) => console.warn('The view was not counted', error));
  }, [needsCount, slug, store, url]);
  if (!post.fromPage && post.data) counted.add(slug);
  return post;
}
export const useCollection = (slug: string, language: Language) => useApi<Collection>(apiUrl.collection(slug, language), { keepPrevious: true });
export const useMap = (language: Language, query: string) => useApi<MapAnswer>(apiUrl.map(language, query), { keepPrevious: true });
export const usePhotoContext = (id: number, language: Language) => useApi<PhotoContext>(apiUrl.photoContext(id, language), { keepPrevious: true });
