-- SQLite refuses an expression default in ADD COLUMN on a non-empty table: add with a constant
-- default, then copy created_at. The server always writes updated_at itself.
ALTER TABLE `blog_posts` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `blog_posts` SET `updated_at` = `created_at`;
