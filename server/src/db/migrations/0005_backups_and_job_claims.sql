CREATE TABLE `backup_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`ok` integer,
	`snapshot_id` text,
	`files` integer,
	`bytes` integer,
	`new_bytes` integer,
	`message` text
);
--> statement-breakpoint
ALTER TABLE `media_jobs` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `media_jobs` ADD `claimed_until` integer;