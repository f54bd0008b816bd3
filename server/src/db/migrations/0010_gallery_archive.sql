-- The gallery as an archive: full-text search kept in step by triggers, and indexes for the
-- public filters (type, country per language, category) and for keyset paging in the gallery's order.

-- What the search reads of an item, in all three languages. A sensitive item's place (its own mark
-- or one of its categories') is kept apart in hidden_place, which public searches never match.
CREATE VIEW `gallery_search_source` AS
SELECT
	g.`id` AS `id`,
	g.`title` || ' ' || ifnull(g.`title_en`, '') || ' ' || ifnull(g.`title_sv`, '') AS `title`,
	ifnull(g.`description`, '') || ' ' || ifnull(g.`description_en`, '') || ' ' || ifnull(g.`description_sv`, '') AS `description`,
	CASE WHEN g.`sensitive_location` OR EXISTS (SELECT 1 FROM `gallery_item_categories` gic JOIN `categories` c ON c.`id` = gic.`category_id` WHERE gic.`item_id` = g.`id` AND c.`sensitive_location`)
		THEN '' ELSE ifnull(g.`location`, '') END
		|| ' ' || ifnull(g.`country`, '') || ' ' || ifnull(g.`country_en`, '') || ' ' || ifnull(g.`country_sv`, '') AS `place`,
	ifnull((SELECT group_concat(c.`name` || ' ' || ifnull(c.`name_en`, '') || ' ' || ifnull(c.`name_sv`, ''), ' ')
		FROM `gallery_item_categories` gic JOIN `categories` c ON c.`id` = gic.`category_id` WHERE gic.`item_id` = g.`id`), '') AS `categories`,
	CASE WHEN g.`sensitive_location` OR EXISTS (SELECT 1 FROM `gallery_item_categories` gic JOIN `categories` c ON c.`id` = gic.`category_id` WHERE gic.`item_id` = g.`id` AND c.`sensitive_location`)
		THEN ifnull(g.`location`, '') ELSE '' END AS `hidden_place`
FROM `gallery_items` g;
--> statement-breakpoint
-- Case- and accent-insensitive (Malmö is found by malmo), with prefixes indexed for search as you type.
CREATE VIRTUAL TABLE `gallery_search` USING fts5(
	`title`, `description`, `place`, `categories`, `hidden_place`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '1 2 3'
);
--> statement-breakpoint
INSERT INTO `gallery_search` (`rowid`, `title`, `description`, `place`, `categories`, `hidden_place`)
	SELECT `id`, `title`, `description`, `place`, `categories`, `hidden_place` FROM `gallery_search_source`;
--> statement-breakpoint
CREATE TRIGGER `gallery_search_item_added` AFTER INSERT ON `gallery_items` BEGIN
	INSERT INTO `gallery_search` (`rowid`, `title`, `description`, `place`, `categories`, `hidden_place`)
		SELECT `id`, `title`, `description`, `place`, `categories`, `hidden_place` FROM `gallery_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_search_item_changed` AFTER UPDATE OF `title`, `title_en`, `title_sv`, `description`, `description_en`, `description_sv`, `location`, `country`, `country_en`, `country_sv`, `sensitive_location` ON `gallery_items` BEGIN
	DELETE FROM `gallery_search` WHERE `rowid` = old.`id`;
	INSERT INTO `gallery_search` (`rowid`, `title`, `description`, `place`, `categories`, `hidden_place`)
		SELECT `id`, `title`, `description`, `place`, `categories`, `hidden_place` FROM `gallery_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_search_item_removed` AFTER DELETE ON `gallery_items` BEGIN
	DELETE FROM `gallery_search` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_search_link_added` AFTER INSERT ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_search` WHERE `rowid` = new.`item_id`;
	INSERT INTO `gallery_search` (`rowid`, `title`, `description`, `place`, `categories`, `hidden_place`)
		SELECT `id`, `title`, `description`, `place`, `categories`, `hidden_place` FROM `gallery_search_source` WHERE `id` = new.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_search_link_removed` AFTER DELETE ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_search` WHERE `rowid` = old.`item_id`;
	INSERT INTO `gallery_search` (`rowid`, `title`, `description`, `place`, `categories`, `hidden_place`)
		SELECT `id`, `title`, `description`, `place`, `categories`, `hidden_place` FROM `gallery_search_source` WHERE `id` = old.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_search_category_changed` AFTER UPDATE OF `name`, `name_en`, `name_sv`, `sensitive_location` ON `categories` BEGIN
	DELETE FROM `gallery_search` WHERE `rowid` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = new.`id`);
	INSERT INTO `gallery_search` (`rowid`, `title`, `description`, `place`, `categories`, `hidden_place`)
		SELECT `id`, `title`, `description`, `place`, `categories`, `hidden_place` FROM `gallery_search_source`
		WHERE `id` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = new.`id`);
END;
--> statement-breakpoint
-- The gallery's order (newest taken first, undated last, then newest added) as one index after
-- the published state, so a page after a cursor is a range read; the type rides along to filter
-- without the table.
CREATE INDEX `gallery_items_newest_idx` ON `gallery_items` (`is_published`, ifnull(`date_taken`, -8640000000000000) DESC, `created_at` DESC, `id` DESC, `type`);
--> statement-breakpoint
CREATE INDEX `gallery_items_type_idx` ON `gallery_items` (`is_published`, `type`);
--> statement-breakpoint
-- The country as each language shows it (English and Swedish fall back to Dutch), for its filter and counts.
CREATE INDEX `gallery_items_country_nl_idx` ON `gallery_items` (`is_published`, `country`);
--> statement-breakpoint
CREATE INDEX `gallery_items_country_en_idx` ON `gallery_items` (`is_published`, (CASE WHEN trim(`country_en`) <> '' THEN `country_en` ELSE `country` END));
--> statement-breakpoint
CREATE INDEX `gallery_items_country_sv_idx` ON `gallery_items` (`is_published`, (CASE WHEN trim(`country_sv`) <> '' THEN `country_sv` ELSE `country` END));
--> statement-breakpoint
-- Category counts and the category filter read the links by category without the table.
CREATE INDEX `gic_category_item_idx` ON `gallery_item_categories` (`category_id`, `item_id`);
