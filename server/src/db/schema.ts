import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

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
    /** Set when the session answers a request, at most once a minute. */
    lastUsedAt: timestamp('last_used_at'),
    /** sha256 of the key in the back-office's media cookie: it shows this session the files nothing public uses. */
    mediaKeyHash: text('media_key_hash'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_media_key_idx').on(t.mediaKeyHash)],
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

/**
 * Stored media is referred to by its content hash (a foreign key to media_assets); `url` is set
 * only for media outside this site. One of the two is always set.
 */
const mediaKey = (name: string) => text(name).references((): AnySQLiteColumn => mediaAssets.hash);

export const heroImages = sqliteTable(
  'hero_images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Only for a photo outside this site. */
    url: text('url'),
    mediaHash: mediaKey('media_hash'),
    /** Dutch alt text and title; English and Swedish beside them, blank falls back to Dutch. */
    alt: text('alt').notNull(),
    altEn: text('alt_en'),
    altSv: text('alt_sv'),
    title: text('title'),
    titleEn: text('title_en'),
    titleSv: text('title_sv'),
    displayOrder: integer('display_order').notNull().default(0),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('hero_images_media_hash_idx').on(t.mediaHash)],
);

export const galleryItems = sqliteTable(
  'gallery_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: ['photo', 'video'] }).notNull().default('photo'),
    /** Only for media outside this site. */
    url: text('url'),
    /** A stored copy; answers for stored media take the thumbnail from the asset. */
    thumbnailUrl: text('thumbnail_url'),
    /** Dutch title; English and Swedish beside it, blank falls back to Dutch. */
    title: text('title').notNull().default(''),
    titleEn: text('title_en'),
    titleSv: text('title_sv'),
    description: text('description'),
    descriptionEn: text('description_en'),
    descriptionSv: text('description_sv'),
    /** What the photo shows, for those who cannot see it (Dutch, English, Swedish); blank: the title. */
    alt: text('alt'),
    altEn: text('alt_en'),
    altSv: text('alt_sv'),
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
    /** sha256 of the original file: the item's media asset. */
    mediaHash: mediaKey('media_hash'),
    /** A nest, a den, a rare orchid: the public sees only the country and the month (see toGalleryItem). */
    sensitiveLocation: integer('sensitive_location', { mode: 'boolean' }).notNull().default(false),
    /** Uploaded into a client gallery: shown there only, never published (every public query leaves it out). */
    isPrivate: integer('is_private', { mode: 'boolean' }).notNull().default(false),
    /**
     * The photographer's own order ("My order"): a fractional key compared as text, so moving one
     * item writes one row (see gallery-order.ts). The smallest key is first.
     */
    position: text('position').notNull().default('a0'),
    /** Shown first by the home page's gallery section. */
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    /** What the shop sells of it: prints, licences, both or none; null: the price list's default (migration 0025). */
    saleMode: text('sale_mode', { enum: ['both', 'prints', 'licences', 'none'] }),
    /** The GPS position of `metadata`, read by the database (admins only; the public gets it rounded, see places/). */
    latitude: real('latitude').generatedAlwaysAs(sql`(CASE WHEN json_valid(metadata) THEN json_extract(metadata, '$.latitude') END)`, { mode: 'virtual' }),
    longitude: real('longitude').generatedAlwaysAs(sql`(CASE WHEN json_valid(metadata) THEN json_extract(metadata, '$.longitude') END)`, { mode: 'virtual' }),
  },
  (t) => [
    // The public indexes lead with the published state and the private mark (migration 0017), so a
    // public list, count or neighbour reads the index alone.
    index('gallery_items_published_idx').on(t.isPublished, t.isPrivate, t.dateTaken),
    index('gallery_items_media_hash_idx').on(t.mediaHash),
    // "My order" and featured first (migration 0014, read by gallery/gallery-query.ts).
    index('gallery_items_position_idx').on(t.isPublished, t.isPrivate, t.position, sql`${t.id} DESC`),
    index('gallery_items_featured_newest_idx').on(t.isPublished, t.isPrivate, sql`${t.featured} DESC`, sql`ifnull(${t.dateTaken}, -8640000000000000) DESC`, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('gallery_items_featured_position_idx').on(t.isPublished, t.isPrivate, sql`${t.featured} DESC`, t.position, sql`${t.id} DESC`),
    // The gallery's order and filters (migration 0010, read by gallery/gallery-query.ts).
    index('gallery_items_newest_idx').on(t.isPublished, t.isPrivate, sql`ifnull(${t.dateTaken}, -8640000000000000) DESC`, sql`${t.createdAt} DESC`, sql`${t.id} DESC`, t.type),
    index('gallery_items_type_idx').on(t.isPublished, t.isPrivate, t.type),
    // The back-office lists every item (no published state to lead with) in each of its orders.
    index('gallery_items_admin_newest_idx').on(sql`ifnull(${t.dateTaken}, -8640000000000000) DESC`, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('gallery_items_added_idx').on(sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('gallery_items_title_idx').on(t.title, t.id),
    // Every back-office list leaves client galleries' items out (is_private = 0), so its orders lead with that (migration 0018).
    index('gallery_items_admin_position_idx').on(t.isPrivate, t.position, sql`${t.id} DESC`),
    index('gallery_items_admin_private_newest_idx').on(t.isPrivate, sql`ifnull(${t.dateTaken}, -8640000000000000) DESC`, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('gallery_items_admin_added_idx').on(t.isPrivate, sql`${t.createdAt} DESC`, sql`${t.id} DESC`),
    index('gallery_items_admin_title_idx').on(t.isPrivate, t.title, t.id),
    index('gallery_items_country_nl_idx').on(t.isPublished, t.isPrivate, t.country),
    index('gallery_items_country_en_idx').on(t.isPublished, t.isPrivate, sql`(CASE WHEN trim(${t.countryEn}) <> '' THEN ${t.countryEn} ELSE ${t.country} END)`),
    index('gallery_items_country_sv_idx').on(t.isPublished, t.isPrivate, sql`(CASE WHEN trim(${t.countrySv}) <> '' THEN ${t.countrySv} ELSE ${t.country} END)`),
    index('gallery_items_country_date_idx').on(t.country, t.dateTaken),
  ],
);

/*
 * Also in the database, outside drizzle's view: the FTS5 tables `gallery_search` (migration 0010,
 * every item, the back-office's search) and `gallery_public_search` (migration 0017, public items
 * only, one text per item), rowid = item id, filled from the views `gallery_search_source` and
 * `gallery_public_search_source` by triggers on gallery_items, gallery_item_categories and
 * categories; and the triggers that keep `gallery_public_counts` below. A migration that rebuilds
 * one of those tables must create the views and the triggers again.
 */

/**
 * How many public items (published, not private) each category (0: the items themselves), type
 * and country (as each language shows it, '' for none) holds: kept by triggers on gallery_items and
 * gallery_item_categories (migrations 0017 and 0020, WITHOUT ROWID there), read by gallery/gallery-query.ts
 * for the public gallery's totals and filter counts. Rows at 0 stay.
 */
export const galleryPublicCounts = sqliteTable(
  'gallery_public_counts',
  {
    categoryId: integer('category_id').notNull(),
    type: text('type', { enum: ['photo', 'video'] }).notNull(),
    countryNl: text('country_nl').notNull(),
    countryEn: text('country_en').notNull(),
    countrySv: text('country_sv').notNull(),
    /** 1: the English name is the item's own; 0: the Dutch one stands in its place (migration 0020). */
    countryEnOwn: integer('country_en_own').notNull(),
    countrySvOwn: integer('country_sv_own').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.type, t.countryNl, t.countryEn, t.countrySv, t.countryEnOwn, t.countrySvOwn] })],
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
  (t) => [
    primaryKey({ columns: [t.itemId, t.categoryId] }),
    index('gic_category_idx').on(t.categoryId),
    index('gic_category_item_idx').on(t.categoryId, t.itemId),
  ],
);

/**
 * A story told in photos (an expedition, a winter, a species over years): titles and an
 * introduction in Dutch (required), English and Swedish, and its items in `collection_items` order.
 */
export const collections = sqliteTable(
  'collections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** From the Dutch title; stays once the collection was published. */
    slug: text('slug').notNull(),
    titleNl: text('title_nl').notNull(),
    titleEn: text('title_en'),
    titleSv: text('title_sv'),
    /** Rich text as a post's content (HTML or an editor document as JSON); blank falls back to Dutch. */
    introNl: text('intro_nl'),
    introEn: text('intro_en'),
    introSv: text('intro_sv'),
    /** The photo on its card and in link previews; none: its first photo. */
    coverItemId: integer('cover_item_id').references((): AnySQLiteColumn => galleryItems.id, { onDelete: 'set null' }),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex('collections_slug_idx').on(t.slug),
    index('collections_published_idx').on(t.isPublished, t.updatedAt),
    index('collections_cover_item_idx').on(t.coverItemId),
  ],
);

/** A collection's items; one item can be in several collections. `position` orders them (gaps allowed). */
export const collectionItems = sqliteTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.itemId] }),
    index('collection_items_order_idx').on(t.collectionId, t.position),
    index('collection_items_item_idx').on(t.itemId),
  ],
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
    /** The header image outside this site; a stored one is `featuredMediaHash`. */
    featuredImage: text('featured_image'),
    featuredMediaHash: mediaKey('featured_media_hash'),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(false),
    publishedAt: timestamp('published_at'),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
    index('blog_posts_featured_media_idx').on(t.featuredMediaHash),
  ],
);

/** A visitor's view of a post on a UTC day, so a reload does not count again (visitor: the statistics' day hash). */
export const postViewMarks = sqliteTable(
  'post_view_marks',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitor, t.day] }), index('post_view_marks_day_idx').on(t.day)],
);

/** The site photos a post's text shows, in any of its languages. */
export const postMedia = sqliteTable(
  'post_media',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    mediaHash: text('media_hash')
      .notNull()
      .references((): AnySQLiteColumn => mediaAssets.hash),
  },
  (t) => [primaryKey({ columns: [t.postId, t.mediaHash] }), index('post_media_hash_idx').on(t.mediaHash)],
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
  /** The language of the page the visitor wrote from (null for messages from before it was kept). */
  language: text('language'),
});

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  name: text('name'),
  language: text('language', { enum: ['en', 'sv', 'nl'] }).notNull().default('nl'),
  createdAt: createdAt(),
  /** Rows from before double opt-in were single opt-in sign-ups: they stay subscribed. */
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull().default('confirmed'),
  /** sha256 of the token in the confirmation link; null once confirmed. */
  confirmTokenHash: text('confirm_token_hash'),
  confirmationSentAt: timestamp('confirmation_sent_at'),
  confirmedAt: timestamp('confirmed_at'),
  unsubscribedAt: timestamp('unsubscribed_at'),
  /** The personal token of the unsubscribe link in every message (filled for old rows by the migration). */
  unsubscribeToken: text('unsubscribe_token').unique(),
  consentAt: timestamp('consent_at'),
  /** The form the visitor used: footer or card (legacy: before consent was recorded). */
  consentSource: text('consent_source'),
  consentLanguage: text('consent_language'),
  consentText: text('consent_text'),
  consentVersion: text('consent_version'),
  consentIp: text('consent_ip'),
  consentUserAgent: text('consent_user_agent'),
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
  /** Uploaded privately (a client gallery): /media never serves its files, only the client gallery does. */
  isPrivate: integer('is_private', { mode: 'boolean' }).notNull().default(false),
}, (t) => [index('media_assets_poster_idx').on(t.posterFile)]);

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
    /** The server instance working on this job's asset, until `claimedUntil` (a lease), so several instances never run a job twice. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until'),
  },
  (t) => [
    uniqueIndex('media_jobs_unique_idx').on(t.hash, t.format, t.width),
    // A client gallery's proofs go first (a client waits to see them): this finds the oldest at once.
    index('media_jobs_proofs_idx').on(t.id).where(sql`format in ('proof', 'proof-jpeg')`),
  ],
);

/**
 * A counter bumped by every write to public content. Caches of public answers are keyed on it,
 * so several server instances on one database never serve an answer older than a write they see.
 * `changed_at`: when it was last bumped (the sitemap's date of a page with no dated content of its own).
 */
export const contentVersion = sqliteTable('content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
  changedAt: timestamp('changed_at'),
});

/**
 * Jobs over stored data that run at a start once for each version of their rules (the rich-text
 * allow-list, say), not at every start: the version each last finished with.
 */
export const dataJobs = sqliteTable('data_jobs', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  doneAt: timestamp('done_at').notNull(),
});

/**
 * The photographer's site settings (SiteSettings as JSON) in one row: read whole, written whole,
 * and missing fields fall back to the defaults, so new settings need no migration.
 */
export const siteSettings = sqliteTable('site_settings', {
  id: integer('id').primaryKey(),
  data: text('data', { mode: 'json' }).notNull(),
});

/**
 * The site's own texts (SiteTexts as JSON: hero, About, specialties, destinations, statistics,
 * contact, footer) in one row, over the defaults in shared/src/site-texts-defaults.ts.
 */
export const siteTexts = sqliteTable('site_texts', {
  id: integer('id').primaryKey(),
  data: text('data', { mode: 'json' }).notNull(),
});

/*
 * First-party visitor statistics. Events of the current UTC day are kept raw, with a
 * visitor hash that only means something on that day (see statsSalts); older days are folded into
 * statsDaily and their raw rows and salt deleted.
 */
export const statsEvents = sqliteTable(
  'stats_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** sha256 of the day's salt, the address and the user agent, cut to 16 hex digits. */
    visitor: text('visitor').notNull(),
    /** pageview, image_view, image_navigate, post_click, post_read, contact_submit. */
    kind: text('kind').notNull(),
    /** The page's name in the table of pages (PAGE_PATHS: 'gallery', 'photo'…), photo id, or post id; '' when the kind has none. */
    key: text('key').notNull().default(''),
    language: text('language').notNull().default(''),
    /** Domain of another site the visitor came from (page views only). */
    referrer: text('referrer').notNull().default(''),
    /** ISO country code from COUNTRY_HEADER (page views only). */
    country: text('country').notNull().default(''),
  },
  (t) => [index('stats_events_day_idx').on(t.day, t.kind)],
);

/** Per day, kind (site, page, language, referrer, country, photo_view, photo_nav, post_click, post_read, contact) and key. */
export const statsDaily = sqliteTable(
  'stats_daily',
  {
    day: text('day').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull().default(0),
    /** Distinct visitors of that day. */
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.key] }), index('stats_daily_kind_idx').on(t.kind, t.key, t.day)],
);

/** The random salt of each day still held raw; deleted with that day's raw events. */
export const statsSalts = sqliteTable('stats_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});

/*
 * Newsletter and mail. A subscriber's consent record stays on the row for confirmed and
 * withdrawn subscribers (GDPR art. 7(1): the sender must be able to prove consent).
 */

/** One sign-up attempt per row, for the per-IP limit on the newsletter form. */
export const newsletterSignups = sqliteTable(
  'newsletter_signups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('newsletter_signups_ip_idx').on(t.ip, t.at)],
);

/**
 * Mail waiting to go out, or sent. Every message is stored here first and sent by the outbox
 * worker, so a visitor's request never waits on SMTP and nothing is lost over a restart.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['confirm', 'newsletter', 'notify', 'test', 'client_link', 'client_reopened', 'shop', 'shop_notify'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers as JSON ({ name: value }), e.g. List-Unsubscribe. */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    replyTo: text('reply_to'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at'),
    /** Set for a post sent to subscribers: one row per recipient of that send. */
    sendId: integer('send_id').references(() => newsletterSends.id, { onDelete: 'set null' }),
    subscriberId: integer('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The sender's name for this message (the shop's sender); null: the site name. The address is always MAIL_FROM's (migration 0025). */
    fromName: text('from_name'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_send_idx').on(t.sendId, t.status),
    uniqueIndex('mail_outbox_send_recipient_idx').on(t.sendId, t.subscriberId),
  ],
);

/** A blog post sent to the confirmed subscribers; its recipients are rows of mail_outbox. */
export const newsletterSends = sqliteTable(
  'newsletter_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_sends_post_idx').on(t.postId)],
);
/** Backups made by the running server (BACKUP_DIR schedule); the newest is shown on the dashboard. */
export const backupRuns = sqliteTable('backup_runs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  startedAt: timestamp('started_at').notNull(),
  finishedAt: timestamp('finished_at'),
  /** null while running, then true or false. */
  ok: integer('ok', { mode: 'boolean' }),
  snapshotId: text('snapshot_id'),
  files: integer('files'),
  bytes: integer('bytes'),
  newBytes: integer('new_bytes'),
  message: text('message'),
});

/*
 * Client galleries: photos delivered to one client behind an unguessable address, with an optional
 * password (argon2id), an end date and a download setting.
 */
export const clientGalleries = sqliteTable(
  'client_galleries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    messageNl: text('message_nl'),
    messageEn: text('message_en'),
    messageSv: text('message_sv'),
    /** The client's language: the link mail and the default of the address. */
    language: text('language', { enum: ['en', 'sv', 'nl'] }).notNull().default('nl'),
    clientEmail: text('client_email'),
    passwordHash: text('password_hash'),
    /** The address's secret (192 random bits); a new one makes the old address stop working. */
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at'),
    /** 'none' turns downloads off; otherwise the largest of `downloadSizes` (kept in step by the service). */
    downloads: text('downloads', { enum: ['none', 'web', 'original'] }).notNull().default('none'),
    /** The sizes offered while downloads are on: 'web' and/or 'original', in that order. */
    downloadSizes: text('download_sizes', { mode: 'json' }).$type<('web' | 'original')[]>().notNull().default(sql`'["web"]'`),
    /** Downloads also ask for this PIN (argon2id), granted per session. */
    downloadPinHash: text('download_pin_hash'),
    /** The files the client views carry the site's watermark (made once by the media queue); downloads do not. */
    proofWatermark: integer('proof_watermark', { mode: 'boolean' }).notNull().default(false),
    /** The most photos the client may mark, and the fewest a selection is sent with; null: no limit. */
    maxPicks: integer('max_picks'),
    minPicks: integer('min_picks'),
    revokedAt: timestamp('revoked_at'),
    firstOpenedAt: timestamp('first_opened_at'),
    lastOpenedAt: timestamp('last_opened_at'),
    selectionSentAt: timestamp('selection_sent_at'),
    /** Set when the client sends their selection: hearts and comments stay as sent until the photographer reopens it. */
    selectionLocked: integer('selection_locked', { mode: 'boolean' }).notNull().default(false),
    selectionReopenedAt: timestamp('selection_reopened_at'),
    linkSentAt: timestamp('link_sent_at'),
    /** Wrong passwords tried at this gallery, from any address (shown to the admin), and the last one's time. */
    failedTries: integer('failed_tries').notNull().default(0),
    lastFailedAt: timestamp('last_failed_at'),
    /** The selection the photographer was last mailed (a sha256 of its hearts and comments), that mail's outbox row and when it goes. */
    selectionMailHash: text('selection_mail_hash'),
    selectionMailId: integer('selection_mail_id'),
    selectionMailAt: timestamp('selection_mail_at'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex('client_galleries_token_idx').on(t.token)],
);

const clientGalleryId = () =>
  integer('gallery_id')
    .notNull()
    .references(() => clientGalleries.id, { onDelete: 'cascade' });

export const clientGalleryItems = sqliteTable(
  'client_gallery_items',
  {
    galleryId: clientGalleryId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.galleryId, t.itemId] }),
    index('client_gallery_items_order_idx').on(t.galleryId, t.position, t.itemId),
    index('client_gallery_items_item_idx').on(t.itemId),
  ],
);

/** The client's hearts, each with an optional comment. */
export const clientGalleryFavourites = sqliteTable(
  'client_gallery_favourites',
  {
    galleryId: clientGalleryId(),
    itemId: integer('item_id')
      .notNull()
      .references(() => galleryItems.id, { onDelete: 'cascade' }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.galleryId, t.itemId] }), index('client_gallery_favourites_item_idx').on(t.itemId)],
);

/** One row per file handed out: a single photo (`via` photo) or a file inside a ZIP (`via` zip). */
export const clientGalleryDownloads = sqliteTable(
  'client_gallery_downloads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    galleryId: clientGalleryId(),
    itemId: integer('item_id').references(() => galleryItems.id, { onDelete: 'set null' }),
    size: text('size', { enum: ['web', 'original'] }).notNull(),
    via: text('via', { enum: ['photo', 'zip'] }).notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [
    index('client_gallery_downloads_gallery_idx').on(t.galleryId, t.itemId),
    index('client_gallery_downloads_item_idx').on(t.itemId),
    index('client_gallery_downloads_size_idx').on(t.galleryId, t.size),
  ],
);

/** Visitors per day, counted like the site's statistics (a hash with the day's salt, no cookie). */
export const clientGalleryVisits = sqliteTable(
  'client_gallery_visits',
  {
    galleryId: clientGalleryId(),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    views: integer('views').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.galleryId, t.day, t.visitor] })],
);

/** A client who gave the password: only the sha256 of the cookie's token is kept. */
export const clientGallerySessions = sqliteTable(
  'client_gallery_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    galleryId: clientGalleryId(),
    expiresAt: timestamp('expires_at').notNull(),
    /** The download PIN was given in this session (reset when the PIN changes). */
    downloadsUnlocked: integer('downloads_unlocked', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('client_gallery_sessions_gallery_idx').on(t.galleryId)],
);

/** Wrong gallery passwords, for the per-address limit (never per gallery: nobody can lock a client out). */
export const clientGalleryFailures = sqliteTable(
  'client_gallery_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ip: text('ip').notNull(),
    galleryId: integer('gallery_id').notNull(),
    at: timestamp('at').notNull(),
  },
  (t) => [index('client_gallery_failures_ip_idx').on(t.ip, t.at), index('client_gallery_failures_at_idx').on(t.at), index('client_gallery_failures_gallery_idx').on(t.galleryId, t.at)],
);

/**
 * A bulk change of the back-office gallery, run in the background a batch at a time (see
 * gallery/gallery-bulk-jobs.ts). `lastItemId` is where it is: it moves in the same transaction
 * as each batch, so a restart goes on after the last batch and never applies one twice.
 */
export const galleryBulkJobs = sqliteTable(
  'gallery_bulk_jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action', { enum: ['edit', 'publish', 'unpublish', 'delete', 'collect'] }).notNull(),
    /** JSON: { itemIds } or { filter }. */
    selection: text('selection', { mode: 'json' }).notNull(),
    /** JSON: the bulk edit's fields, for 'edit'; { collectionId }, for 'collect'. */
    updates: text('updates', { mode: 'json' }),
    /** Items added after the job started are not part of it. */
    maxItemId: integer('max_item_id').notNull(),
    lastItemId: integer('last_item_id').notNull().default(0),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    /** Chosen ids that are a client gallery's private photos: left out of the job. */
    skipped: integer('skipped').notNull().default(0),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    error: text('error'),
    /** The server instance running the job, until `claimedUntil` (a lease renewed after every batch). */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at'),
  },
  (t) => [index('gallery_bulk_jobs_status_idx').on(t.status)],
);

/*
 * The shop (migrations 0025 and 0026): the price list, orders with their lines and history, and the payment
 * provider's events already applied. Amounts are integers in minor units and include VAT.
 */

/** The shop's settings (ShopSettings as JSON) in one row, over the defaults (see shop/shop-settings.service.ts). */
export const shopSettings = sqliteTable('shop_settings', {
  id: integer('id').primaryKey(),
  data: text('data', { mode: 'json' }).notNull(),
});

/** The price list: prints (a long side and a paper) and licences (a type, a file size and terms). */
export const shopProducts = sqliteTable(
  'shop_products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['print', 'licence'] }).notNull(),
    position: integer('position').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    priceMinor: integer('price_minor').notNull(),
    longSideCm: integer('long_side_cm'),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull().default(''),
    nameSv: text('name_sv').notNull().default(''),
    size: text('size', { enum: ['web', 'full'] }),
    termsNl: text('terms_nl').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    termsSv: text('terms_sv').notNull().default(''),
    termsUrl: text('terms_url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('shop_products_order_idx').on(t.kind, t.position, t.id)],
);

/**
 * An order, written with its lines in one transaction at checkout. `token` is the secret of its
 * private page (192 random bits); the buyer's personal data can be erased (`erased_at`).
 */
export const shopOrders = sqliteTable(
  'shop_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: text('number').notNull(),
    token: text('token').notNull(),
    status: text('status', { enum: ['awaiting_payment', 'paid', 'fulfilled', 'cancelled'] }).notNull().default('awaiting_payment'),
    method: text('method', { enum: ['invoice', 'card'] }).notNull(),
    currency: text('currency', { enum: ['EUR', 'SEK'] }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    totalMinor: integer('total_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    language: text('language', { enum: ['en', 'sv', 'nl'] }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country'),
    /** The terms the buyer accepted, as shown (general terms in their language). */
    termsText: text('terms_text').notNull().default(''),
    termsUrl: text('terms_url').notNull().default(''),
    termsAcceptedAt: timestamp('terms_accepted_at').notNull(),
    /** The address the order came from, for the checkout limit; erased with the buyer. */
    ip: text('ip'),
    stripeSessionId: text('stripe_session_id'),
    paidAt: timestamp('paid_at'),
    shippedAt: timestamp('shipped_at'),
    tracking: text('tracking'),
    cancelledAt: timestamp('cancelled_at'),
    seenAt: timestamp('seen_at'),
    erasedAt: timestamp('erased_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_orders_number_idx').on(t.number),
    uniqueIndex('shop_orders_token_idx').on(t.token),
    // The Orders screen, newest first, whole or by status.
    index('shop_orders_newest_idx').on(sql`${t.id} DESC`),
    index('shop_orders_status_idx').on(t.status, sql`${t.id} DESC`),
    index('shop_orders_email_idx').on(t.buyerEmail),
    index('shop_orders_ip_idx').on(t.ip, t.createdAt),
    index('shop_orders_session_idx').on(t.stripeSessionId),
    index('shop_orders_unseen_idx').on(t.id).where(sql`${t.seenAt} IS NULL`),
  ],
);

/** An order's lines: what was bought, as it was when bought (the price list may change later). */
export const shopOrderLines = sqliteTable(
  'shop_order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => galleryItems.id, { onDelete: 'set null' }),
    /** The photo's original, kept for a licence's file even when the gallery item is deleted. */
    mediaHash: mediaKey('media_hash'),
    productId: integer('product_id').references(() => shopProducts.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['print', 'licence'] }).notNull(),
    title: text('title').notNull(),
    /** In the buyer's language: "45 × 30 cm · Fine art paper", "Editorial licence · full size". */
    label: text('label').notNull(),
    widthCm: real('width_cm'),
    heightCm: real('height_cm'),
    /** The paper or finish in the photographer's language (what to print). */
    finish: text('finish'),
    licenceName: text('licence_name'),
    licenceSize: text('licence_size', { enum: ['web', 'full'] }),
    licenceTerms: text('licence_terms'),
    licenceTermsUrl: text('licence_terms_url'),
    /** The secret of the licence's page (192 random bits). */
    licenceToken: text('licence_token'),
    downloadsLeft: integer('downloads_left'),
    downloadUntil: timestamp('download_until'),
    unitMinor: integer('unit_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineMinor: integer('line_minor').notNull(),
  },
  (t) => [
    index('shop_order_lines_order_idx').on(t.orderId, t.id),
    index('shop_order_lines_item_idx').on(t.itemId),
    index('shop_order_lines_product_idx').on(t.productId),
    uniqueIndex('shop_order_lines_licence_idx').on(t.licenceToken),
  ],
);

/** What happened to an order, oldest first: placed, paid, shipped, mails, downloads. */
export const shopOrderEvents = sqliteTable(
  'shop_order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['placed', 'payment_started', 'paid', 'shipped', 'cancelled', 'mailed', 'download', 'links_renewed', 'erased', 'payment_mismatch'] }).notNull(),
    detail: text('detail'),
    at: timestamp('at').notNull(),
  },
  (t) => [index('shop_order_events_order_idx').on(t.orderId, t.id)],
);

/** The payment provider's events applied (by event id): a repeated delivery changes nothing. */
export const shopPaymentEvents = sqliteTable('shop_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  orderId: integer('order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at').notNull(),
});

/** The site's key pair for the fediverse (JWK), made once at first start: in every backup with the rest. */
export const fediKeys = sqliteTable('fedi_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** Fedify's key-value store (cached remote keys, idempotence marks): JSON values, some with an expiry. */
export const fediKv = sqliteTable(
  'fedi_kv',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at'),
  },
  // Conditions in plain column names, as migration 0022 wrote them (the index exists in every database).
  (t) => [index('fedi_kv_expires_idx').on(t.expiresAt).where(sql`expires_at IS NOT NULL`)],
);

/** Fedify's message queue: deliveries and incoming activities, each claimed with a lease by one instance. */
export const fediQueue = sqliteTable(
  'fedi_queue',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    message: text('message').notNull(),
    availableAt: timestamp('available_at').notNull(),
    orderingKey: text('ordering_key'),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until'),
    createdAt: createdAt(),
  },
  (t) => [index('fedi_queue_available_idx').on(t.availableAt, t.id)],
);

/** Fediverse accounts that follow the site. */
export const fediFollowers = sqliteTable(
  'fedi_followers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: text('actor_id').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    /** `@name@host`. */
    handle: text('handle').notNull(),
    name: text('name'),
    host: text('host').notNull(),
    followedAt: timestamp('followed_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [uniqueIndex('fedi_followers_actor_idx').on(t.actorId), index('fedi_followers_host_idx').on(t.host)],
);

/** Instances (hosts) whose activities are refused and that receive nothing. */
export const fediBlockedInstances = sqliteTable('fedi_blocked_instances', {
  host: text('host').primaryKey(),
  blockedAt: timestamp('blocked_at').notNull().default(sql`(unixepoch('subsec') * 1000)`),
});

/** The account's posts: a published photo or blog post each (see migration 0021 for the states and the triggers that write them). */
export const fediObjects = sqliteTable(
  'fedi_objects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['photo', 'post'] }).notNull(),
    refId: integer('ref_id').notNull(),
    state: text('state', { enum: ['waiting', 'sent', 'deleting', 'deleted'] }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
    /** How many followers' servers (inboxes) its Create was addressed to. */
    recipients: integer('recipients').notNull().default(0),
    edits: integer('edits').notNull().default(0),
    editsSent: integer('edits_sent').notNull().default(0),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until'),
  },
  (t) => [
    index('fedi_objects_ref_idx').on(t.kind, t.refId),
    index('fedi_objects_state_idx').on(t.state, t.id),
    // One live post per photo or blog post (a photo published again after a Delete is a new row).
    uniqueIndex('fedi_objects_live_idx').on(t.kind, t.refId).where(sql`state IN ('waiting', 'sent')`),
    // What the delivery worker looks for: posts to create or delete, and edits not sent yet.
    // (Conditions in plain column names, as migration 0022 wrote them.)
    index('fedi_objects_due_idx').on(t.id).where(sql`state IN ('waiting', 'deleting') OR edits > edits_sent`),
  ],
);

/** When the next Create may go out (one row). */
export const fediPace = sqliteTable('fedi_pace', {
  id: integer('id').primaryKey(),
  nextCreateAt: timestamp('next_create_at').notNull(),
});

/** Replies, likes and boosts a post of the account received (counted in the back-office; never shown publicly). */
export const fediInteractions = sqliteTable(
  'fedi_interactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    objectId: integer('object_id')
      .notNull()
      .references(() => fediObjects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'like', 'boost'] }).notNull(),
    activityId: text('activity_id').notNull(),
    actorId: text('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fedi_interactions_activity_idx').on(t.activityId), index('fedi_interactions_object_idx').on(t.objectId, t.kind)],
);
