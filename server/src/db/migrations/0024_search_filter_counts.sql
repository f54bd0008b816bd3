-- A public search's filter counts from the search index itself. Each public item's row in
-- gallery_public_search gets a second column, `facets`, of keys rather than words: its type
-- (`typhoto`), its country as each language shows it (`cn`/`ce`/`cs`, then for English and Swedish
-- 1 when the name is the item's own there and 0 when the Dutch one stands in, then the name in hex;
-- `cnx`/`cex`/`csx` for none) and each of its categories (`ca` and the id), the keys
-- gallery_public_counts counts by. How many items a search finds in a country, a type or a
-- category is then one count of the index (`{text} : (words) AND {facets} : key`), which reads
-- the shorter of the two lists and skips through the other: milliseconds for a word every item
-- has at 100,000 items, where grouping every hit's row took half a second. Searches match the
-- `text` column only.

DROP TRIGGER IF EXISTS `gallery_public_search_item_added`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_search_item_changed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_search_item_removed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_search_link_added`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_search_link_removed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_search_link_changed`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `gallery_public_search_category_changed`;
--> statement-breakpoint
DROP VIEW IF EXISTS `gallery_public_search_source`;
--> statement-breakpoint
DROP TABLE IF EXISTS `gallery_public_search`;
--> statement-breakpoint
-- What the public searches (title, description, place without a sensitive item's, categories, in
-- all three languages) and the keys it is counted by, for each public item.
CREATE VIEW `gallery_public_search_source` AS
SELECT
	s.`id` AS `id`,
	s.`title` || ' ' || s.`description` || ' ' || s.`place` || ' ' || s.`categories` AS `text`,
	'ty' || k.`type`
		|| CASE WHEN k.`country_nl` <> '' THEN ' cn' || hex(k.`country_nl`) ELSE ' cnx' END
		|| CASE WHEN k.`country_en` <> '' THEN ' ce' || k.`country_en_own` || hex(k.`country_en`) ELSE ' cex' END
		|| CASE WHEN k.`country_sv` <> '' THEN ' cs' || k.`country_sv_own` || hex(k.`country_sv`) ELSE ' csx' END
		|| ifnull((SELECT ' ' || group_concat('ca' || l.`category_id`, ' ') FROM `gallery_item_categories` l WHERE l.`item_id` = s.`id`), '') AS `facets`
FROM `gallery_search_source` s JOIN `gallery_public_count_keys` k ON k.`id` = s.`id`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `gallery_public_search` USING fts5(
	`text`,
	`facets`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '1 2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source`;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_item_added` AFTER INSERT ON `gallery_items`
WHEN new.`is_published` = 1 AND new.`is_private` = 0 BEGIN
	INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_item_changed` AFTER UPDATE OF `title`, `title_en`, `title_sv`, `description`, `description_en`, `description_sv`, `location`, `country`, `country_en`, `country_sv`, `sensitive_location`, `is_published`, `is_private`, `type` ON `gallery_items`
WHEN (old.`is_published` = 1 AND old.`is_private` = 0) OR (new.`is_published` = 1 AND new.`is_private` = 0) BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = old.`id`;
	INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source` WHERE `id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_item_removed` AFTER DELETE ON `gallery_items`
WHEN old.`is_published` = 1 AND old.`is_private` = 0 BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = old.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_link_added` AFTER INSERT ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = new.`item_id`;
	INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source` WHERE `id` = new.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_link_removed` AFTER DELETE ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` = old.`item_id`;
	INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source` WHERE `id` = old.`item_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_link_changed` AFTER UPDATE ON `gallery_item_categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` IN (old.`item_id`, new.`item_id`);
	INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source` WHERE `id` IN (old.`item_id`, new.`item_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `gallery_public_search_category_changed` AFTER UPDATE OF `name`, `name_en`, `name_sv`, `sensitive_location` ON `categories` BEGIN
	DELETE FROM `gallery_public_search` WHERE `rowid` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = new.`id`);
	INSERT INTO `gallery_public_search` (`rowid`, `text`, `facets`) SELECT `id`, `text`, `facets` FROM `gallery_public_search_source`
		WHERE `id` IN (SELECT `item_id` FROM `gallery_item_categories` WHERE `category_id` = new.`id`);
END;
