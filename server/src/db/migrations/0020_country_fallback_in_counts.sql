-- The public counts learn whether a country name is shown in its own language or is the Dutch one
-- in its place, so the gallery's and the map's country options can carry lang="nl" when they fall
-- back. The table, the view and the triggers of 0017 are made again with two more key columns.
DROP TRIGGER IF EXISTS `gallery_public_counts_item_added`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_counts_item_removed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_counts_item_changed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_counts_link_added`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_counts_link_removed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_counts_link_changed`;
--> statement-breakpoint
DROP VIEW IF EXISTS `gallery_public_count_keys`;
--> statement-breakpoint
DROP TABLE IF EXISTS `gallery_public_counts`;
--> statement-breakpoint
-- One row per category (0: the items themselves), type and country as each language shows it
-- (blank English or Swedish fall back to Dutch; no country is ''), and whether the English and the
-- Swedish name are the item's own (1) or the Dutch one in their place (0): how many public items it holds.
-- Rows that reach 0 stay (readers skip them); there are as many as there are such combinations.
CREATE TABLE `gallery_public_counts` (
	`category_id` integer NOT NULL,
	`type` text NOT NULL,
	`country_nl` text NOT NULL,
	`country_en` text NOT NULL,
	`country_sv` text NOT NULL,
	`country_en_own` integer NOT NULL,
	`country_sv_own` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`)
) WITHOUT ROWID;
--> statement-breakpoint
-- A public item's key in the counts (category 0), for each item of gallery_items.
CREATE VIEW `gallery_public_count_keys` AS
SELECT
	`id`,
	`type`,
	ifnull(`country`, '') AS `country_nl`,
	CASE WHEN trim(`country_en`) <> '' THEN `country_en` ELSE ifnull(`country`, '') END AS `country_en`,
	CASE WHEN trim(`country_sv`) <> '' THEN `country_sv` ELSE ifnull(`country`, '') END AS `country_sv`,
	ifnull(trim(`country_en`) <> '', 0) AS `country_en_own`,
	ifnull(trim(`country_sv`) <> '', 0) AS `country_sv_own`
FROM `gallery_items` WHERE `is_published` = 1 AND `is_private` = 0;
--> statement-breakpoint
INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
	SELECT 0, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, count(*) FROM `gallery_public_count_keys`
	GROUP BY `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`;
--> statement-breakpoint
INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
	SELECT l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, k.`country_en_own`, k.`country_sv_own`, count(*)
	FROM `gallery_item_categories` l JOIN `gallery_public_count_keys` k ON k.`id` = l.`item_id`
	GROUP BY l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, k.`country_en_own`, k.`country_sv_own`;
--> statement-breakpoint
-- A public item comes in: its own row and one per category it is linked to (links may come first).
CREATE TRIGGER `gallery_public_counts_item_added` AFTER INSERT ON `gallery_items`
WHEN new.`is_published` = 1 AND new.`is_private` = 0 BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT 0, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, 1 FROM `gallery_public_count_keys` WHERE `id` = new.`id`
		UNION ALL
		SELECT l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, k.`country_en_own`, k.`country_sv_own`, 1
		FROM `gallery_item_categories` l JOIN `gallery_public_count_keys` k ON k.`id` = l.`item_id` WHERE l.`item_id` = new.`id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
-- Before the row goes (its category links still there; the links' own trigger then finds no item).
CREATE TRIGGER `gallery_public_counts_item_removed` BEFORE DELETE ON `gallery_items`
WHEN old.`is_published` = 1 AND old.`is_private` = 0 BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT 0, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, -1 FROM `gallery_public_count_keys` WHERE `id` = old.`id`
		UNION ALL
		SELECT l.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, k.`country_en_own`, k.`country_sv_own`, -1
		FROM `gallery_item_categories` l JOIN `gallery_public_count_keys` k ON k.`id` = l.`item_id` WHERE l.`item_id` = old.`id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
-- Published, unpublished, made private, or its type or country edited: the old key loses it, the new one gains it.
CREATE TRIGGER `gallery_public_counts_item_changed` AFTER UPDATE OF `is_published`, `is_private`, `type`, `country`, `country_en`, `country_sv` ON `gallery_items`
WHEN (old.`is_published` = 1 AND old.`is_private` = 0) OR (new.`is_published` = 1 AND new.`is_private` = 0) BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT c.`category_id`, old.`type`, ifnull(old.`country`, ''),
			CASE WHEN trim(old.`country_en`) <> '' THEN old.`country_en` ELSE ifnull(old.`country`, '') END,
			CASE WHEN trim(old.`country_sv`) <> '' THEN old.`country_sv` ELSE ifnull(old.`country`, '') END,
			ifnull(trim(old.`country_en`) <> '', 0), ifnull(trim(old.`country_sv`) <> '', 0), -1
		FROM (SELECT 0 AS `category_id` UNION ALL SELECT `category_id` FROM `gallery_item_categories` WHERE `item_id` = old.`id`) c
		WHERE old.`is_published` = 1 AND old.`is_private` = 0
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT c.`category_id`, k.`type`, k.`country_nl`, k.`country_en`, k.`country_sv`, k.`country_en_own`, k.`country_sv_own`, 1
		FROM (SELECT 0 AS `category_id` UNION ALL SELECT `category_id` FROM `gallery_item_categories` WHERE `item_id` = new.`id`) c
		JOIN `gallery_public_count_keys` k ON k.`id` = new.`id`
		WHERE true
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_counts_link_added` AFTER INSERT ON `gallery_item_categories` BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT new.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, 1 FROM `gallery_public_count_keys` WHERE `id` = new.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_counts_link_removed` AFTER DELETE ON `gallery_item_categories` BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT old.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, -1 FROM `gallery_public_count_keys` WHERE `id` = old.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_counts_link_changed` AFTER UPDATE ON `gallery_item_categories` BEGIN
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT old.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, -1 FROM `gallery_public_count_keys` WHERE `id` = old.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
	INSERT INTO `gallery_public_counts` (`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, `n`)
		SELECT new.`category_id`, `type`, `country_nl`, `country_en`, `country_sv`, `country_en_own`, `country_sv_own`, 1 FROM `gallery_public_count_keys` WHERE `id` = new.`item_id`
		ON CONFLICT DO UPDATE SET `n` = `n` + excluded.`n`;
END;
