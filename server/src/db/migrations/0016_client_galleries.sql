-- Client galleries: private deliveries to one client behind an unguessable address.
-- A private item or asset belongs to client galleries only; every public query leaves it out.
ALTER TABLE `gallery_items` ADD `is_private` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `media_assets` ADD `is_private` integer DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX `gallery_items_private_idx` ON `gallery_items` (`is_private`);
--> statement-breakpoint
CREATE TABLE `client_galleries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`message_nl` text,
	`message_en` text,
	`message_sv` text,
	`language` text DEFAULT 'nl' NOT NULL,
	`client_email` text,
	`password_hash` text,
	`token` text NOT NULL,
	`expires_at` integer,
	`downloads` text DEFAULT 'none' NOT NULL,
	`revoked_at` integer,
	`first_opened_at` integer,
	`last_opened_at` integer,
	`selection_sent_at` integer,
	`link_sent_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_galleries_token_idx` ON `client_galleries` (`token`);
--> statement-breakpoint
CREATE TABLE `client_gallery_items` (
	`gallery_id` integer NOT NULL REFERENCES `client_galleries`(`id`) ON DELETE cascade,
	`item_id` integer NOT NULL REFERENCES `gallery_items`(`id`) ON DELETE cascade,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`gallery_id`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `client_gallery_items_order_idx` ON `client_gallery_items` (`gallery_id`, `position`, `item_id`);
--> statement-breakpoint
CREATE INDEX `client_gallery_items_item_idx` ON `client_gallery_items` (`item_id`);
--> statement-breakpoint
CREATE TABLE `client_gallery_favourites` (
	`gallery_id` integer NOT NULL REFERENCES `client_galleries`(`id`) ON DELETE cascade,
	`item_id` integer NOT NULL REFERENCES `gallery_items`(`id`) ON DELETE cascade,
	`comment` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`gallery_id`, `item_id`)
);
--> statement-breakpoint
CREATE TABLE `client_gallery_downloads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`gallery_id` integer NOT NULL REFERENCES `client_galleries`(`id`) ON DELETE cascade,
	`item_id` integer REFERENCES `gallery_items`(`id`) ON DELETE set null,
	`size` text NOT NULL,
	`via` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `client_gallery_downloads_gallery_idx` ON `client_gallery_downloads` (`gallery_id`, `item_id`);
--> statement-breakpoint
CREATE TABLE `client_gallery_visits` (
	`gallery_id` integer NOT NULL REFERENCES `client_galleries`(`id`) ON DELETE cascade,
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`views` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`gallery_id`, `day`, `visitor`)
);
--> statement-breakpoint
CREATE TABLE `client_gallery_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`gallery_id` integer NOT NULL REFERENCES `client_galleries`(`id`) ON DELETE cascade,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `client_gallery_sessions_gallery_idx` ON `client_gallery_sessions` (`gallery_id`);
--> statement-breakpoint
CREATE TABLE `client_gallery_failures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`gallery_id` integer NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `client_gallery_failures_ip_idx` ON `client_gallery_failures` (`ip`, `at`);
--> statement-breakpoint
CREATE INDEX `client_gallery_failures_at_idx` ON `client_gallery_failures` (`at`);
