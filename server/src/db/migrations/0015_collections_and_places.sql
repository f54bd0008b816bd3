CREATE TABLE `collections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title_nl` text NOT NULL,
	`title_en` text,
	`title_sv` text,
	`intro_nl` text,
	`intro_en` text,
	`intro_sv` text,
	`cover_item_id` integer REFERENCES `gallery_items`(`id`) ON DELETE set null,
	`is_published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `collections_slug_idx` ON `collections` (`slug`);--> statement-breakpoint
CREATE INDEX `collections_published_idx` ON `collections` (`is_published`,`updated_at`);--> statement-breakpoint
CREATE TABLE `collection_items` (
	`collection_id` integer NOT NULL REFERENCES `collections`(`id`) ON DELETE cascade,
	`item_id` integer NOT NULL REFERENCES `gallery_items`(`id`) ON DELETE cascade,
	`position` integer NOT NULL,
	PRIMARY KEY(`collection_id`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `collection_items_order_idx` ON `collection_items` (`collection_id`,`position`);--> statement-breakpoint
CREATE INDEX `collection_items_item_idx` ON `collection_items` (`item_id`);--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `latitude` real GENERATED ALWAYS AS (CASE WHEN json_valid(`metadata`) THEN json_extract(`metadata`, '$.latitude') END) VIRTUAL;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `longitude` real GENERATED ALWAYS AS (CASE WHEN json_valid(`metadata`) THEN json_extract(`metadata`, '$.longitude') END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `gallery_items_country_date_idx` ON `gallery_items` (`country`,`date_taken`);
