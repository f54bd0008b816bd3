-- When each session was last used (shown per user in the admin, which can end sessions).
ALTER TABLE `sessions` ADD `last_used_at` integer;
--> statement-breakpoint
-- One blog view per visitor, post and UTC day; the visitor is the statistics' day hash.
CREATE TABLE `post_view_marks` (
	`post_id` integer NOT NULL REFERENCES `blog_posts`(`id`) ON DELETE cascade,
	`visitor` text NOT NULL,
	`day` text NOT NULL,
	PRIMARY KEY(`post_id`, `visitor`, `day`)
);
--> statement-breakpoint
CREATE INDEX `post_view_marks_day_idx` ON `post_view_marks` (`day`);
--> statement-breakpoint
-- Sent mails keep to, subject, status and time only: their bodies held confirmation and unsubscribe links.
UPDATE `mail_outbox` SET `text` = '', `html` = '', `headers` = NULL WHERE `status` = 'sent';
