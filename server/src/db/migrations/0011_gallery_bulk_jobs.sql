-- Bulk changes of the back-office gallery (edit, publish, unpublish, delete) as background jobs
-- kept in the database: a job goes through its items in id order, a batch at a time, and records
-- where it is in the same transaction as the batch, so a restart resumes after the last batch.
CREATE TABLE `gallery_bulk_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`selection` text NOT NULL,
	`updates` text,
	`max_item_id` integer NOT NULL,
	`last_item_id` integer DEFAULT 0 NOT NULL,
	`total` integer NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`changed` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`claimed_by` text,
	`claimed_until` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`finished_at` integer
);
--> statement-breakpoint
CREATE INDEX `gallery_bulk_jobs_status_idx` ON `gallery_bulk_jobs` (`status`);
--> statement-breakpoint
-- The back-office's orders of the gallery over every item (the public index leads with the
-- published state): by date taken (newest or oldest first), newest added first, and by title.
CREATE INDEX `gallery_items_admin_newest_idx` ON `gallery_items` (ifnull(`date_taken`, -8640000000000000) DESC, `created_at` DESC, `id` DESC);
--> statement-breakpoint
CREATE INDEX `gallery_items_added_idx` ON `gallery_items` (`created_at` DESC, `id` DESC);
--> statement-breakpoint
CREATE INDEX `gallery_items_title_idx` ON `gallery_items` (`title`, `id`);
