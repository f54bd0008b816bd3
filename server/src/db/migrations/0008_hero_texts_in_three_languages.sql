ALTER TABLE `hero_images` ADD `alt_en` text;--> statement-breakpoint
ALTER TABLE `hero_images` ADD `alt_sv` text;--> statement-breakpoint
ALTER TABLE `hero_images` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `hero_images` ADD `title_sv` text;