import { type AnswerQuery, answerUrl } from '@portfolio/shared/answers';
import { GALLERY_PAGE_SIZE, HOME_BLOG_PREVIEW_LIMIT } from '@portfolio/shared/constants';
import type { GalleryFilter } from '@portfolio/shared/gallery-filter';
import type { Language } from '@portfolio/shared/languages';

// The queries of the answers several places ask for alike: a page's loader, its head and its component.

/** A page of the gallery, filtered and after a cursor, as the gallery, the home page (featured first) and the map ask for it. */
export const galleryPageQuery = (language: Language, filter: GalleryFilter, cursor?: string, featured?: 'first'): AnswerQuery<'galleryPage'> => ({ language, limit: GALLERY_PAGE_SIZE, cursor, featured, ...filter });

/** A page of the blog after a cursor. */
export const postsPageQuery = (language: Language, cursor?: string): AnswerQuery<'postsPage'> => ({ language, limit: GALLERY_PAGE_SIZE, cursor });

/** The home page's latest posts: the first page of the blog, a few posts long. */
export const latestPostsQuery = (language: Language) => ({ language, limit: HOME_BLOG_PREVIEW_LIMIT });

/** The answers every page draws (the footer, the contact details, the structured data): each page brings them. */
export const everyPageAnswerUrls = (language: Language) => ({ siteSettings: answerUrl('siteSettings', {}), siteTexts: answerUrl('siteTexts', { language }) });
