CREATE TABLE `site_texts` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `position` text DEFAULT 'a0' NOT NULL;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE `gallery_items` SET `position` = ranked.k FROM (
	SELECT id, 'd' || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (r / 238328) % 62 + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (r / 3844) % 62 + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', (r / 62) % 62 + 1, 1) || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', r % 62 + 1, 1) AS k
	FROM (SELECT id, row_number() OVER (ORDER BY date_taken DESC, id DESC) AS r FROM `gallery_items`)
) AS ranked WHERE ranked.id = `gallery_items`.id;--> statement-breakpoint
-- The orders of services/gallery-query.ts: "My order", and featured first on the home page.
CREATE INDEX `gallery_items_position_idx` ON `gallery_items` (`is_published`,`position`,`id` DESC);--> statement-breakpoint
CREATE INDEX `gallery_items_featured_newest_idx` ON `gallery_items` (`is_published`,`featured` DESC,ifnull(`date_taken`, -8640000000000000) DESC,`created_at` DESC,`id` DESC);--> statement-breakpoint
CREATE INDEX `gallery_items_featured_position_idx` ON `gallery_items` (`is_published`,`featured` DESC,`position`,`id` DESC);
