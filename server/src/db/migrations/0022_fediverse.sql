-- The site as a fediverse account (ActivityPub through Fedify): its key pair, Fedify's key-value
-- store and message queue, followers, blocked instances, what the account has posted or is about
-- to post, and the replies, likes and boosts its posts received.
CREATE TABLE `fedi_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fedi_kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer
);
--> statement-breakpoint
CREATE INDEX `fedi_kv_expires_idx` ON `fedi_kv` (`expires_at`) WHERE `expires_at` IS NOT NULL;
--> statement-breakpoint
CREATE TABLE `fedi_queue` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message` text NOT NULL,
	`available_at` integer NOT NULL,
	`ordering_key` text,
	`claimed_by` text,
	`claimed_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `fedi_queue_available_idx` ON `fedi_queue` (`available_at`, `id`);
--> statement-breakpoint
CREATE TABLE `fedi_followers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text NOT NULL,
	`inbox` text NOT NULL,
	`shared_inbox` text,
	`handle` text NOT NULL,
	`name` text,
	`host` text NOT NULL,
	`followed_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fedi_followers_actor_idx` ON `fedi_followers` (`actor_id`);
--> statement-breakpoint
CREATE INDEX `fedi_followers_host_idx` ON `fedi_followers` (`host`);
--> statement-breakpoint
CREATE TABLE `fedi_blocked_instances` (
	`host` text PRIMARY KEY NOT NULL,
	`blocked_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- One row per post of the account: a published photo or blog post, from the moment it is published
-- ('waiting': its Create not yet delivered; 'sent'; 'deleting': unpublished or deleted after it was
-- sent, its Delete to deliver; 'deleted'). A photo published again after a Delete is a new row (a
-- new note: servers keep a deleted note's id as a tombstone). `edits` counts changes to its texts
-- while sent; an Update goes out while `edits_sent` is behind.
CREATE TABLE `fedi_objects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`ref_id` integer NOT NULL,
	`state` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	`recipients` integer DEFAULT 0 NOT NULL,
	`edits` integer DEFAULT 0 NOT NULL,
	`edits_sent` integer DEFAULT 0 NOT NULL,
	`claimed_by` text,
	`claimed_until` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fedi_objects_live_idx` ON `fedi_objects` (`kind`, `ref_id`) WHERE `state` IN ('waiting', 'sent');
--> statement-breakpoint
CREATE INDEX `fedi_objects_ref_idx` ON `fedi_objects` (`kind`, `ref_id`);
--> statement-breakpoint
CREATE INDEX `fedi_objects_state_idx` ON `fedi_objects` (`state`, `id`);
--> statement-breakpoint
CREATE INDEX `fedi_objects_due_idx` ON `fedi_objects` (`id`) WHERE `state` IN ('waiting', 'deleting') OR `edits` > `edits_sent`;
--> statement-breakpoint
-- When the next Create may go out (a bulk publish is spread: see docs/architecture.md, Fediverse).
CREATE TABLE `fedi_pace` (
	`id` integer PRIMARY KEY NOT NULL,
	`next_create_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `fedi_interactions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`object_id` integer NOT NULL REFERENCES `fedi_objects`(`id`) ON DELETE CASCADE,
	`kind` text NOT NULL,
	`activity_id` text NOT NULL,
	`actor_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fedi_interactions_activity_idx` ON `fedi_interactions` (`activity_id`);
--> statement-breakpoint
CREATE INDEX `fedi_interactions_object_idx` ON `fedi_interactions` (`object_id`, `kind`);
--> statement-breakpoint
-- What was public before the account existed is its history: listed in the outbox, delivered to nobody.
INSERT INTO `fedi_objects` (`kind`, `ref_id`, `state`, `created_at`, `sent_at`)
	SELECT 'photo', `id`, 'sent', `created_at`, `created_at` FROM `gallery_items` WHERE `is_published` = 1 AND `is_private` = 0 ORDER BY `created_at`, `id`;
--> statement-breakpoint
INSERT INTO `fedi_objects` (`kind`, `ref_id`, `state`, `created_at`, `sent_at`)
	SELECT 'post', `id`, 'sent', ifnull(`published_at`, `created_at`), ifnull(`published_at`, `created_at`) FROM `blog_posts` WHERE `is_published` = 1 ORDER BY ifnull(`published_at`, `created_at`), `id`;
--> statement-breakpoint
-- The hook: every way a photo or a post is published, edited, unpublished or deleted (the browser,
-- the desktop import, bulk jobs) goes through these rows, written in the same transaction.
CREATE TRIGGER `fedi_photo_added` AFTER INSERT ON `gallery_items`
WHEN NEW.`is_published` = 1 AND NEW.`is_private` = 0
BEGIN
	INSERT OR IGNORE INTO `fedi_objects` (`kind`, `ref_id`, `state`) VALUES ('photo', NEW.`id`, 'waiting');
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_photo_shown` AFTER UPDATE OF `is_published`, `is_private` ON `gallery_items`
WHEN (NEW.`is_published` = 1 AND NEW.`is_private` = 0) AND NOT (OLD.`is_published` = 1 AND OLD.`is_private` = 0)
BEGIN
	INSERT OR IGNORE INTO `fedi_objects` (`kind`, `ref_id`, `state`) VALUES ('photo', NEW.`id`, 'waiting');
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_photo_hidden` AFTER UPDATE OF `is_published`, `is_private` ON `gallery_items`
WHEN NOT (NEW.`is_published` = 1 AND NEW.`is_private` = 0) AND (OLD.`is_published` = 1 AND OLD.`is_private` = 0)
BEGIN
	DELETE FROM `fedi_objects` WHERE `kind` = 'photo' AND `ref_id` = NEW.`id` AND `state` = 'waiting';
	UPDATE `fedi_objects` SET `state` = 'deleting' WHERE `kind` = 'photo' AND `ref_id` = NEW.`id` AND `state` = 'sent';
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_photo_removed` AFTER DELETE ON `gallery_items`
WHEN OLD.`is_published` = 1 AND OLD.`is_private` = 0
BEGIN
	DELETE FROM `fedi_objects` WHERE `kind` = 'photo' AND `ref_id` = OLD.`id` AND `state` = 'waiting';
	UPDATE `fedi_objects` SET `state` = 'deleting' WHERE `kind` = 'photo' AND `ref_id` = OLD.`id` AND `state` = 'sent';
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_photo_edited` AFTER UPDATE OF `title`, `title_en`, `title_sv`, `description`, `description_en`, `description_sv`, `alt`, `alt_en`, `alt_sv`, `location`, `country`, `country_en`, `country_sv`, `sensitive_location` ON `gallery_items`
WHEN NEW.`is_published` = 1 AND NEW.`is_private` = 0 AND OLD.`is_published` = 1 AND OLD.`is_private` = 0
	AND (NEW.`title` IS NOT OLD.`title` OR NEW.`title_en` IS NOT OLD.`title_en` OR NEW.`title_sv` IS NOT OLD.`title_sv`
	OR NEW.`description` IS NOT OLD.`description` OR NEW.`description_en` IS NOT OLD.`description_en` OR NEW.`description_sv` IS NOT OLD.`description_sv`
	OR NEW.`alt` IS NOT OLD.`alt` OR NEW.`alt_en` IS NOT OLD.`alt_en` OR NEW.`alt_sv` IS NOT OLD.`alt_sv`
	OR NEW.`location` IS NOT OLD.`location` OR NEW.`country` IS NOT OLD.`country` OR NEW.`country_en` IS NOT OLD.`country_en` OR NEW.`country_sv` IS NOT OLD.`country_sv`
	OR NEW.`sensitive_location` IS NOT OLD.`sensitive_location`)
BEGIN
	UPDATE `fedi_objects` SET `edits` = `edits` + 1 WHERE `kind` = 'photo' AND `ref_id` = NEW.`id` AND `state` = 'sent';
END;
--> statement-breakpoint
-- A category marked sensitive hides the place of every photo in it: their notes are updated too.
CREATE TRIGGER `fedi_category_sensitive` AFTER UPDATE OF `sensitive_location` ON `categories`
WHEN NEW.`sensitive_location` IS NOT OLD.`sensitive_location`
BEGIN
	UPDATE `fedi_objects` SET `edits` = `edits` + 1 WHERE `kind` = 'photo' AND `state` = 'sent'
		AND `ref_id` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_post_added` AFTER INSERT ON `blog_posts`
WHEN NEW.`is_published` = 1
BEGIN
	INSERT OR IGNORE INTO `fedi_objects` (`kind`, `ref_id`, `state`) VALUES ('post', NEW.`id`, 'waiting');
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_post_shown` AFTER UPDATE OF `is_published` ON `blog_posts`
WHEN NEW.`is_published` = 1 AND OLD.`is_published` = 0
BEGIN
	INSERT OR IGNORE INTO `fedi_objects` (`kind`, `ref_id`, `state`) VALUES ('post', NEW.`id`, 'waiting');
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_post_hidden` AFTER UPDATE OF `is_published` ON `blog_posts`
WHEN NEW.`is_published` = 0 AND OLD.`is_published` = 1
BEGIN
	DELETE FROM `fedi_objects` WHERE `kind` = 'post' AND `ref_id` = NEW.`id` AND `state` = 'waiting';
	UPDATE `fedi_objects` SET `state` = 'deleting' WHERE `kind` = 'post' AND `ref_id` = NEW.`id` AND `state` = 'sent';
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_post_removed` AFTER DELETE ON `blog_posts`
WHEN OLD.`is_published` = 1
BEGIN
	DELETE FROM `fedi_objects` WHERE `kind` = 'post' AND `ref_id` = OLD.`id` AND `state` = 'waiting';
	UPDATE `fedi_objects` SET `state` = 'deleting' WHERE `kind` = 'post' AND `ref_id` = OLD.`id` AND `state` = 'sent';
END;
--> statement-breakpoint
CREATE TRIGGER `fedi_post_edited` AFTER UPDATE OF `title_nl`, `title_en`, `title_sv`, `excerpt_nl`, `excerpt_en`, `excerpt_sv`, `slug` ON `blog_posts`
WHEN NEW.`is_published` = 1 AND OLD.`is_published` = 1
	AND (NEW.`title_nl` IS NOT OLD.`title_nl` OR NEW.`title_en` IS NOT OLD.`title_en` OR NEW.`title_sv` IS NOT OLD.`title_sv`
	OR NEW.`excerpt_nl` IS NOT OLD.`excerpt_nl` OR NEW.`excerpt_en` IS NOT OLD.`excerpt_en` OR NEW.`excerpt_sv` IS NOT OLD.`excerpt_sv` OR NEW.`slug` IS NOT OLD.`slug`)
BEGIN
	UPDATE `fedi_objects` SET `edits` = `edits` + 1 WHERE `kind` = 'post' AND `ref_id` = NEW.`id` AND `state` = 'sent';
END;
