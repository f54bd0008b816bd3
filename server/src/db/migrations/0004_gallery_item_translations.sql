ALTER TABLE `gallery_items` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `title_sv` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `description_en` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `description_sv` text;