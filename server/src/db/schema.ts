import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Timestamps are stored as integer milliseconds since the epoch. */
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
const createdAt = () => timestamp('created_at').notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const adminUsers = sqliteTable('admin_users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name'),
  createdAt: createdAt(),
  lastLogin: timestamp('last_login'),
});

/** Bearer sessions: only the sha256 of the token is kept. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed logins, for the per-IP and per-username limit; shared by every server instance. */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('login_failures_ip_idx').on(t.ip, t.at), index('login_failures_user_idx').on(t.username, t.at)],
);

export const heroImages = sqliteTable('hero_images', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  alt: text('alt').notNull(),
  title: text('title'),
  displayOrder: integer('display_order').notNull().default(0),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const galleryItems = sqliteTable(
  'gallery_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: ['photo', 'video'] }).notNull().default('photo'),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    title: text('title').notNull().default(''),
    description: text('description'),
    location: text('location'),
    /** Dutch country name; English and Swedish beside it. */
    country: text('country'),
    countryEn: text('country_en'),
    countrySv: text('country_sv'),
    dateTaken: timestamp('date_taken'),
    createdAt: createdAt(),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    /** Camera metadata as JSON (PhotoMetadata); GPS inside is for admins only. */
    metadata: text('metadata', { mode: 'json' }),
    width: integer('width'),
    height: integer('height'),
    /** sha256 of the original file, linking the item to its media asset. */
    mediaHash: text('media_hash'),
    /** A nest, a den, a rare orchid: the public sees only the country and the month (see toGalleryItem). */
    sensitiveLocation: integer('sensitive_location', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    index('gallery_items_published_idx').on(t.isPublished, t.dateTaken),
    index('gallery_items_media_hash_idx').on(t.mediaHash),
  ],
);

export const categories = sqliteTable('categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Dutch name (required); English and Swedish fall back to it. */
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameSv: text('name_sv'),
  type: text('type', { enum: ['country', 'animal', 'plant', 'landscape', 'other'] }).notNull().default('country'),
  /** Every item in the category is treated as having a sensitive location. */
  sensitiveLocation: integer('sensitive_location', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
});

export const galleryItemCategories = sqliteTable(
  'gallery_item_categories',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.categoryId] }), index('gic_category_idx').on(t.categoryId)],
);

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en'),
    titleSv: text('title_sv'),
    excerptNl: text('excerpt_nl'),
    excerptEn: text('excerpt_en'),
    excerptSv: text('excerpt_sv'),
    contentNl: text('content_nl').notNull(),
    contentEn: text('content_en'),
    contentSv: text('content_sv'),
    featuredImage: text('featured_image'),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(false),
    publishedAt: timestamp('published_at'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex('blog_posts_slug_idx').on(t.slug), index('blog_posts_published_idx').on(t.isPublished, t.publishedAt)],
);

export const contactMessages = sqliteTable('contact_messages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
  ip: text('ip'),
  createdAt: createdAt(),
});

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  name: text('name'),
  language: text('language', { enum: ['en', 'sv', 'nl'] }).notNull().default('nl'),
  createdAt: createdAt(),
});

/**
 * One stored upload, keyed by the sha256 of its bytes. `variants` lists the derivatives that
 * exist ({ format, width, height, file }); files live under DATA_DIR/media.
 */
export const mediaAssets = sqliteTable('media_assets', {
  hash: text('hash').primaryKey(),
  kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** File name of the original, private to admins. */
  originalFile: text('original_file').notNull(),
  originalName: text('original_name'),
  width: integer('width'),
  height: integer('height'),
  placeholder: text('placeholder'),
  variants: text('variants', { mode: 'json' }).notNull().default(sql`'[]'`),
  posterFile: text('poster_file'),
  metadata: text('metadata', { mode: 'json' }),
  dateTaken: timestamp('date_taken'),
  createdAt: createdAt(),
});

/** Derivatives still to make; rows survive a restart and are picked up again at start-up. */
export const mediaJobs = sqliteTable(
  'media_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    hash: text('hash')
      .notNull()
      .references(() => mediaAssets.hash, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_jobs_unique_idx').on(t.hash, t.format, t.width)],
);

/**
 * A counter bumped by every write to public content. Caches of public answers are keyed on it,
 * so several server instances on one database never serve an answer older than a write they see.
 */
export const contentVersion = sqliteTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * The photographer's site settings (SiteSettings as JSON) in one row: read whole, written whole,
 * and missing fields fall back to the defaults, so new settings need no migration.
 */
export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey(),
  data: text('data', { mode: 'json' }).notNull(),
});
