/** The public API's paths: what the public pages call (no back-office path, so none reaches them). */
export const PUBLIC_API = {
  health: '/api/health',
  heroImages: '/api/hero-images',
  galleryItems: '/api/gallery/items',
  galleryCategories: '/api/gallery/categories',
  blogPosts: '/api/blog/posts',
  blogPost: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}`,
  /** Counts a view of a post whose text came with the page; answers the new count. */
  blogPostView: (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/view`,
  contact: '/api/contact',
  newsletterSubscribe: '/api/newsletter/subscribe',
  /** Site settings the browser needs at start (analytics id, country lookup). */
  siteConfig: '/api/site-config',
  /** The photographer's site settings (name, contact, social links, rights); pages bring them along. */
  siteSettings: '/api/site-settings',
} as const;
