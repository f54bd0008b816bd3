-- Items, hero slides and posts refer to stored media by content hash (a foreign key to
-- media_assets); url is kept only for media outside this site.
-- A site media URL is /media/<64-hex hash>[-width].ext, absolute or site-relative.
CREATE TABLE `__new_gallery_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text DEFAULT 'photo' NOT NULL,
	`url` text,
	`thumbnail_url` text,
	`title` text DEFAULT '' NOT NULL,
	`title_en` text,
	`title_sv` text,
	`description` text,
	`description_en` text,
	`description_sv` text,
	`alt` text,
	`alt_en` text,
	`alt_sv` text,
	`location` text,
	`country` text,
	`country_en` text,
	`country_sv` text,
	`date_taken` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`metadata` text,
	`width` integer,
	`height` integer,
	`media_hash` text REFERENCES `media_assets`(`hash`),
	`sensitive_location` integer DEFAULT false NOT NULL,
	CHECK (`url` IS NOT NULL OR `media_hash` IS NOT NULL)
);
--> statement-breakpoint
INSERT INTO `__new_gallery_items` (`id`, `type`, `url`, `thumbnail_url`, `title`, `title_en`, `title_sv`, `description`, `description_en`, `description_sv`, `alt`, `alt_en`, `alt_sv`, `location`, `country`, `country_en`, `country_sv`, `date_taken`, `created_at`, `is_published`, `metadata`, `width`, `height`, `media_hash`, `sensitive_location`)
SELECT `id`, `type`, CASE WHEN `key` IS NULL THEN `url` END, `thumbnail_url`, `title`, `title_en`, `title_sv`, `description`, `description_en`, `description_sv`, `alt`, `alt_en`, `alt_sv`, `location`, `country`, `country_en`, `country_sv`, `date_taken`, `created_at`, `is_published`, `metadata`, `width`, `height`, `key`, `sensitive_location`
FROM (
	SELECT g.*, coalesce(
		(SELECT a.`hash` FROM `media_assets` a WHERE a.`hash` = g.`media_hash`),
		(SELECT a.`hash` FROM `media_assets` a
			WHERE instr(g.`url`, '/media/') > 0 AND a.`hash` = substr(g.`url`, instr(g.`url`, '/media/') + 7, 64))
	) AS `key`
	FROM `gallery_items` g
);
--> statement-breakpoint
DROP TABLE `gallery_items`;
--> statement-breakpoint
ALTER TABLE `__new_gallery_items` RENAME TO `gallery_items`;
--> statement-breakpoint
CREATE INDEX `gallery_items_published_idx` ON `gallery_items` (`is_published`,`date_taken`);
--> statement-breakpoint
CREATE INDEX `gallery_items_media_hash_idx` ON `gallery_items` (`media_hash`);
--> statement-breakpoint
CREATE TABLE `__new_hero_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text,
	`media_hash` text REFERENCES `media_assets`(`hash`),
	`alt` text NOT NULL,
	`alt_en` text,
	`alt_sv` text,
	`title` text,
	`title_en` text,
	`title_sv` text,
	`display_order` integer DEFAULT 0 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CHECK (`url` IS NOT NULL OR `media_hash` IS NOT NULL)
);
--> statement-breakpoint
INSERT INTO `__new_hero_images` (`id`, `url`, `media_hash`, `alt`, `alt_en`, `alt_sv`, `title`, `title_en`, `title_sv`, `display_order`, `is_active`, `created_at`)
SELECT `id`, CASE WHEN `key` IS NULL THEN `url` END, `key`, `alt`, `alt_en`, `alt_sv`, `title`, `title_en`, `title_sv`, `display_order`, `is_active`, `created_at`
FROM (
	SELECT h.*, (
		SELECT a.`hash` FROM `media_assets` a
		WHERE instr(h.`url`, '/media/') > 0 AND a.`hash` = substr(h.`url`, instr(h.`url`, '/media/') + 7, 64)
	) AS `key`
	FROM `hero_images` h
);
--> statement-breakpoint
DROP TABLE `hero_images`;
--> statement-breakpoint
ALTER TABLE `__new_hero_images` RENAME TO `hero_images`;
--> statement-breakpoint
CREATE INDEX `hero_images_media_hash_idx` ON `hero_images` (`media_hash`);
--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `featured_media_hash` text REFERENCES `media_assets`(`hash`);
--> statement-breakpoint
UPDATE `blog_posts` SET `featured_media_hash` = (
	SELECT a.`hash` FROM `media_assets` a
	WHERE instr(`blog_posts`.`featured_image`, '/media/') > 0
		AND a.`hash` = substr(`blog_posts`.`featured_image`, instr(`blog_posts`.`featured_image`, '/media/') + 7, 64)
);
--> statement-breakpoint
UPDATE `blog_posts` SET `featured_image` = NULL WHERE `featured_media_hash` IS NOT NULL;
--> statement-breakpoint
CREATE INDEX `blog_posts_featured_media_idx` ON `blog_posts` (`featured_media_hash`);
--> statement-breakpoint
-- The site photos a post's text shows (any language); filled on save, and once for older posts
-- by backfillPostMedia after the migrations.
CREATE TABLE `post_media` (
	`post_id` integer NOT NULL REFERENCES `blog_posts`(`id`) ON DELETE CASCADE,
	`media_hash` text NOT NULL REFERENCES `media_assets`(`hash`),
	PRIMARY KEY (`post_id`, `media_hash`)
);
--> statement-breakpoint
CREATE INDEX `post_media_hash_idx` ON `post_media` (`media_hash`);
