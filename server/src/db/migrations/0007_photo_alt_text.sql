ALTER TABLE `gallery_items` ADD `alt` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `alt_en` text;--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `alt_sv` text;