-- The public gallery at any size. Three parts:
--   1. the public indexes carry the private mark next to the published state, so a public list,
--      count or neighbour reads the index alone (a client gallery's private photo never shows);
--   2. gallery_public_counts: how many public items each type, country and category holds, kept by
--      triggers, so the unfiltered gallery's total and filter counts (and those of type, country and
--      category filters) are read from a few rows instead of counted over the archive;
--   3. gallery_public_search: the public's full-text search over public items only, so the number
--      of items a search finds is counted by the search index alone.

DROP INDEX IF EXISTS `gallery_items_private_idx`;
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_published_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_published_idx` ON `gallery_items` (`is_published`, `is_private`, `date_taken`);
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_newest_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_newest_idx` ON `gallery_items` (`is_published`, `is_private`, ifnull(`date_taken`, -8640000000000000) DESC, `created_at` DESC, `id` DESC, `type`);
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_type_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_type_idx` ON `gallery_items` (`is_published`, `is_private`, `type`);
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_country_nl_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_country_nl_idx` ON `gallery_items` (`is_published`, `is_private`, `country`);
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_country_en_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_country_en_idx` ON `gallery_items` (`is_published`, `is_private`, (CASE WHEN trim(`country_en`) <> '' THEN `country_en` ELSE `country` END));
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_country_sv_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_country_sv_idx` ON `gallery_items` (`is_published`, `is_private`, (CASE WHEN trim(`country_sv`) <> '' THEN `country_sv` ELSE `country` END));
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_position_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_position_idx` ON `gallery_items` (`is_published`, `is_private`, `position`, `id` DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_featured_newest_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_featured_newest_idx` ON `gallery_items` (`is_published`, `is_private`, `featured` DESC, ifnull(`date_taken`, -8640000000000000) DESC, `created_at` DESC, `id` DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS `gallery_items_featured_position_idx`;
--> statement-breakpoint
CREATE INDEX `gallery_items_featured_position_idx` ON `gallery_items` (`is_published`, `is_private`, `featured` DESC, `position`, `id` DESC);
--> statement-breakpoint
-- One row per category (0: the items themselves), type and country as each language shows it
-- (blank English or Swedish fall back to Dutch; no country is ''): how many public items it holds.
-- Rows that reach 0 stay (readers skip them); there are as many as there are such combinations.
CREATE TABLE `gallery_public_counts` (
	`category_id` integer NOT NULL,
	`type` text NOT NULL,
	`country_nl` text NOT NULL,
	`country_en` text NOT NULL,
	`country_sv` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`)
) WITHOUT ROWID;
--> statement-breakpoint
-- A public item's key in the counts (category 0), for each item of gallery_items.
CREATE VIEW `gallery_public_count_keys` AS
SELECT
	`id`,
	`type`,
	ifnull(`country`, '') AS `country_nl`,
	CASE WHEN trim(`country_en`) <> '' THEN `country_en` ELSE ifnull(`country`, '') END AS `country_en`,
	CASE WHEN trim(`country_sv`) <> '' THEN `country_sv` ELSE ifnull(`country`, '') END AS `country_sv`
FROM `gallery_items` WHERE `is_published` = 1 AND `is_private` = 0;
--> statement-breakpoint
INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
	SELECT 0, `type`, `country_nl`, `country_en`, `country_sv`, count(*) FROM `gallery_public_count_keys`
	GROUP BY `type`, `country_nl`, `country_en`, `country_sv`;
--> statement-breakpoint
INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
	SELECT l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, count(*)
	FROM `gallery_item_categories` l JOIN `gallery_public_count_keys` k ON k.`id` = l.`item_id`
	GROUP BY l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`;
--> statement-breakpoint
-- A public item comes in: its own row and one per category it is linked to (links may come first).
CREATE TRIGGER `gallery_public_counts_item_added` AFTER INSERT ON `gallery_items`
WHEN new.`is_published` = 1 AND new.`is_private` = 0 BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT 0, `type`, `country_nl`, `country_en`, `country_sv`, 1 FROM `gallery_public_count_keys` WHERE `id` = new.`id`
		UNION ALL
		SELECT l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, 1
		FROM `gallery_item_categories` l JOIN `gallery_public_count_keys` k ON k.`id` = l.`item_id` WHERE l.`item_id` = new.`id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
-- Before the row goes (its category links still there; the links' own trigger then finds no item).
CREATE TRIGGER `gallery_public_counts_item_removed` BEFORE DELETE ON `gallery_items`
WHEN old.`is_published` = 1 AND old.`is_private` = 0 BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT 0, `type`, `country_nl`, `country_en`, `country_sv`, -1 FROM `gallery_public_count_keys` WHERE `id` = old.`id`
		UNION ALL
		SELECT l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, -1
		FROM `gallery_item_categories` l JOIN `gallery_public_count_keys` k ON k.`id` = l.`item_id` WHERE l.`item_id` = old.`id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
-- Published, unpublished, made private, or its type or country edited: the old key loses it, the new one gains it.
CREATE TRIGGER `gallery_public_counts_item_changed` AFTER UPDATE OF `is_published`, `is_private`, `type`, `country`, `country_en`, `country_sv` ON `gallery_items`
WHEN (old.`is_published` = 1 AND old.`is_private` = 0) OR (new.`is_published` = 1 AND new.`is_private` = 0) BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT c.`category_id`, old.`type`, ifnull(old.`country`, ''),
			CASE WHEN trim(old.`country_en`) <> '' THEN old.`country_en` ELSE ifnull(old.`country`, '') END,
			CASE WHEN trim(old.`country_sv`) <> '' THEN old.`country_sv` ELSE ifnull(old.`country`, '') END, -1
		FROM (SELECT 0 AS `category_id` UNION ALL SELECT `category_id` FROM `gallery_item_categories` WHERE `item_id` = old.`id`) c
		WHERE old.`is_published` = 1 AND old.`is_private` = 0
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT c.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, 1
		FROM (SELECT 0 AS `category_id` UNION ALL SELECT `category_id` FROM `gallery_item_categories` WHERE `item_id` = new.`id`) c
		JOIN `gallery_public_count_keys` k ON k.`id` = new.`id`
		WHERE true
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_counts_link_added` AFTER INSERT ON `gallery_item_categories` BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT new.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, 1 FROM `gallery_public_count_keys` WHERE `id` = new.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_counts_link_removed` AFTER DELETE ON `gallery_item_categories` BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT old.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, -1 FROM `gallery_public_count_keys` WHERE `id` = old.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_counts_link_changed` AFTER UPDATE ON `gallery_item_categories` BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT old.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, -1 FROM `gallery_public_count_keys` WHERE `id` = old.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `n`)
		SELECT new.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, 1 FROM `gallery_public_count_keys` WHERE `id` = new.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
-- What the public searches: a public item's title, description, place (without a sensitive item's)
-- and categories in all three languages, as one text. Prefixes up to 8 letters are indexed, so a
-- word typed so far is one list to read (not every word it begins merged), and counting what a
-- common word finds stays short.
CREATE VIEW `gallery_public_search_source` AS
SELECT s.`id` AS `id`, s.`title` || ' ' || s.`description` || ' ' || s.`place` || ' ' || s.`categories` AS `text`
FROM `gallery_search_source` s JOIN `gallery_items` g ON g.`id` = s.`id`
WHERE g.`is_published` = 1 AND g.`is_private` = 0;
--> statement-breakpoint
CREATE VIRTUAL TABLE `gallery_public_search` USING fts5(
	`text`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '1 2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `gallery_public_search` (`rowid`, `text`) SELECT `id`, `text` FROM `gallery_public_search_source`;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_item_added` AFTER INSERT ON `gallery_items`
WHEN new.`is_published` = 1 AND new.`is_private` = 0 BEGIN
	INSERT INTO `gallery_public_search` (`rowid`, `text`) SELECT `id`, `text` FROM `gallery_public_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_item_changed` AFTER UPDATE OF `title`, `title_en`, `title_sv`, `description`, `description_en`, `description_sv`, `location`, `country`, `country_en`, `country_sv`, `sensitive_location`, `is_published`, `is_private` ON `gallery_items`
WHEN (old.`is_published` = 1 AND old.`is_private` = 0) OR (new.`is_published` = 1 AND new.`is_private` = 0) BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = old.`id`;
	INSERT INTO `gallery_public_search` (`rowid`, `text`) SELECT `id`, `text` FROM `gallery_public_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_item_removed` AFTER DELETE ON `gallery_items`
WHEN old.`is_published` = 1 AND old.`is_private` = 0 BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_link_added` AFTER INSERT ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = new.`item_id`;
	INSERT INTO `gallery_public_search` (`rowid`, `text`) SELECT `id`, `text` FROM `gallery_public_search_source` WHERE `id` = new.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_link_removed` AFTER DELETE ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = old.`item_id`;
	INSERT INTO `gallery_public_search` (`rowid`, `text`) SELECT `id`, `text` FROM `gallery_public_search_source` WHERE `id` = old.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_category_changed` AFTER UPDATE OF `name`, `name_en`, `name_sv`, `sensitive_location` ON `categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = new.`id`);
	INSERT INTO `gallery_public_search` (`rowid`, `text`) SELECT `id`, `text` FROM `gallery_public_search_source`
		WHERE `id` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = new.`id`);
END;
