ALTER TABLE `client_galleries` ADD `failed_tries` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `last_failed_at` integer;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `selection_mail_hash` text;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `selection_mail_id` integer;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `selection_mail_at` integer;--> statement-breakpoint
ALTER TABLE `sessions` ADD `media_key_hash` text;--> statement-breakpoint
CREATE INDEX `sessions_media_key_idx` ON `sessions` (`media_key_hash`);--> statement-breakpoint
CREATE INDEX `client_gallery_failures_gallery_idx` ON `client_gallery_failures` (`gallery_id`,`at`);--> statement-breakpoint
CREATE INDEX `media_assets_poster_idx` ON `media_assets` (`poster_file`);