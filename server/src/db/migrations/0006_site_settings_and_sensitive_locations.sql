CREATE TABLE `site_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `categories` ADD `sensitive_location` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `sensitive_location` integer DEFAULT false NOT NULL;