ALTER TABLE `media_jobs` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `media_jobs` ADD `claimed_until` integer;