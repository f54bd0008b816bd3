-- Proofing and delivery: pick limits, a locked selection, download sizes, a download PIN and
-- watermarked proofs. An existing gallery keeps working as before: no limits, no PIN, no
-- watermark, a selection sent earlier stays open, and its downloads as set (full size keeps the
-- web size beside it, as it had).
ALTER TABLE `client_galleries` ADD `download_sizes` text DEFAULT '["web"]' NOT NULL;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `download_pin_hash` text;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `proof_watermark` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `max_picks` integer;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `min_picks` integer;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `selection_locked` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `client_galleries` ADD `selection_reopened_at` integer;--> statement-breakpoint
ALTER TABLE `client_gallery_sessions` ADD `downloads_unlocked` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `client_gallery_downloads_size_idx` ON `client_gallery_downloads` (`gallery_id`,`size`);--> statement-breakpoint
UPDATE `client_galleries` SET `download_sizes` = '["web","original"]' WHERE `downloads` = 'original';
