/** The spec's /api paths (section 7), in one place for the server routes and the clients. */
import { ANSWERS, answerPath } from './answers';
import { PUBLIC_API } from './public-api-paths';

export { PUBLIC_API };

/** The public answers' paths (from the table of answers, ./answers.ts), as the specification names them. */
const ANSWER_PATHS = {
  heroImages: ANSWERS.heroImages,
  galleryItems: ANSWERS.galleryPage,
  galleryItem: (id: number | string) => answerPath('galleryItem', { id }),
  galleryCategories: ANSWERS.galleryCategories,
  galleryFacets: ANSWERS.galleryFacets,
  galleryNeighbours: (id: number | string) => answerPath('galleryNeighbours', { id }),
  galleryItemContext: (id: number | string) => answerPath('photoContext', { id }),
  collections: ANSWERS.collections,
  collection: (slug: string) => answerPath('collection', { slug }),
  collectionItems: (slug: string) => answerPath('collectionItems', { slug }),
  map: ANSWERS.map,
  blogPosts: ANSWERS.postsPage,
  blogPost: (slug: string) => answerPath('post', { slug }),
  siteSettings: ANSWERS.siteSettings,
  siteTexts: ANSWERS.siteTexts,
};

export const API = {
  ...PUBLIC_API,
  ...ANSWER_PATHS,
  health: '/api/health',
  /** The land of the world map (SVG), drawn from Natural Earth data shipped with the site (the map answer names it). */
  mapWorld: '/api/map/world.svg',
  admin: {
    login: '/api/admin/login',
    logout: '/api/admin/logout',
    /** Ends every session of the signed-in user, this one too. */
    logoutEverywhere: '/api/admin/logout/everywhere',
    me: '/api/admin/me',
    /** POST: sets the back-office's media cookie for this session (files nothing public uses show in its screens). */
    mediaAccess: '/api/admin/media-access',
    stats: '/api/admin/stats',
    siteStats: '/api/admin/stats/site',
    /** One ranked list of the statistics (pages, languages, referrers, countries), a page at a time. */
    siteStatsList: (list: string) => `/api/admin/stats/site/${list}`,
    photoStats: (id: number | string) => `/api/admin/stats/gallery/${id}`,
    postStats: (id: number | string) => `/api/admin/stats/posts/${id}`,
    blogPosts: '/api/admin/blog/posts',
    blogPost: (id: number | string) => `/api/admin/blog/posts/${id}`,
    upload: '/api/admin/upload',
    uploadBulk: '/api/admin/upload/bulk',
    mediaLookup: '/api/admin/media/lookup',
    /** Derivatives the background queue still has to make. */
    mediaJobs: '/api/admin/media/jobs',
    galleryItems: '/api/admin/gallery/items',
    galleryItem: (id: number | string) => `/api/admin/gallery/items/${id}`,
    galleryItemMove: (id: number | string) => `/api/admin/gallery/items/${id}/move`,
    galleryBulkEdit: '/api/admin/gallery/bulk-edit',
    galleryFacets: '/api/admin/gallery/facets',
    galleryBulkJobs: '/api/admin/gallery/bulk-jobs',
    galleryBulkJob: (id: number | string) => `/api/admin/gallery/bulk-jobs/${id}`,
    galleryPicker: '/api/admin/gallery/picker',
    collections: '/api/admin/collections',
    collection: (id: number | string) => `/api/admin/collections/${id}`,
    collectionItems: (id: number | string) => `/api/admin/collections/${id}/items`,
    collectionItem: (id: number | string, itemId: number | string) => `/api/admin/collections/${id}/items/${itemId}`,
    heroImages: '/api/admin/hero-images',
    heroImage: (id: number | string) => `/api/admin/hero-images/${id}`,
    categories: '/api/admin/categories',
    category: (id: number | string) => `/api/admin/categories/${id}`,
    users: '/api/admin/users',
    user: (id: number | string) => `/api/admin/users/${id}`,
    /** DELETE ends every session of that user (but the caller's own). */
    userSessions: (id: number | string) => `/api/admin/users/${id}/sessions`,
    backups: '/api/admin/backups',
    messages: '/api/admin/contact/messages',
    message: (id: number | string) => `/api/admin/contact/messages/${id}`,
    settings: '/api/admin/settings',
    watermarkLogo: '/api/admin/settings/watermark-logo',
    siteTexts: '/api/admin/site-texts',
    subscribers: '/api/admin/subscribers',
    subscribersCsv: '/api/admin/subscribers/export.csv',
    subscriber: (id: number | string) => `/api/admin/subscribers/${id}`,
    mailStatus: '/api/admin/mail/status',
    newsletterSends: '/api/admin/newsletter/sends',
    newsletterSendRetry: (id: number | string) => `/api/admin/newsletter/sends/${id}/retry`,
    newsletterTest: '/api/admin/newsletter/test',
    clientGalleries: '/api/admin/client-galleries',
    clientGallery: (id: number | string) => `/api/admin/client-galleries/${id}`,
    clientGalleryPhotos: (id: number | string) => `/api/admin/client-galleries/${id}/photos`,
    clientGalleryUpload: (id: number | string) => `/api/admin/client-galleries/${id}/upload`,
    clientGalleryFavourites: (id: number | string) => `/api/admin/client-galleries/${id}/favourites`,
    clientGalleryDownloads: (id: number | string) => `/api/admin/client-galleries/${id}/downloads`,
    clientGalleryRegenerate: (id: number | string) => `/api/admin/client-galleries/${id}/regenerate`,
    clientGalleryRevoke: (id: number | string) => `/api/admin/client-galleries/${id}/revoke`,
    clientGalleryReopen: (id: number | string) => `/api/admin/client-galleries/${id}/reopen`,
    clientGallerySend: (id: number | string) => `/api/admin/client-galleries/${id}/send`,
    /** The fediverse account: overview (GET), followers (paged), one follower (DELETE), blocked instances. */
    fediverse: '/api/admin/fediverse',
    fediFollowers: '/api/admin/fediverse/followers',
    fediFollower: (id: number | string) => `/api/admin/fediverse/followers/${id}`,
    fediBlocked: '/api/admin/fediverse/blocked',
    fediBlockedHost: (host: string) => `/api/admin/fediverse/blocked/${encodeURIComponent(host)}`,
    /** Replies, likes and boosts of a photo (`photo`) or a post (`post`). */
    fediInteractions: (kind: 'photo' | 'post', id: number | string) => `/api/admin/fediverse/interactions/${kind}/${id}`,
    shopSettings: '/api/admin/shop/settings',
    shopProducts: '/api/admin/shop/products',
    shopProduct: (id: number | string) => `/api/admin/shop/products/${id}`,
    shopProductOrder: '/api/admin/shop/products/order',
    shopOrders: '/api/admin/shop/orders',
    shopOrdersCsv: '/api/admin/shop/orders/export.csv',
    shopOrder: (id: number | string) => `/api/admin/shop/orders/${id}`,
    /** POST: paid, shipped ({ tracking }), cancel, licence-links (new download links, mailed), erase (the buyer's personal data). */
    shopOrderAction: (id: number | string, action: 'paid' | 'shipped' | 'cancel' | 'licence-links' | 'erase') => `/api/admin/shop/orders/${id}/${action}`,
  },
} as const;

/** Public media files live under this path; names are content-addressed. */
export const MEDIA_PATH_PREFIX = '/media';
