ALTER TABLE `categories` ADD `sensitive_location` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `sensitive_location` integer DEFAULT false NOT NULL;