CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`headers` text,
	`reply_to` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`send_id` integer,
	`subscriber_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`send_id`) REFERENCES `newsletter_sends`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`subscriber_id`) REFERENCES `newsletter_subscribers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mail_outbox_due_idx` ON `mail_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_send_idx` ON `mail_outbox` (`send_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_send_recipient_idx` ON `mail_outbox` (`send_id`,`subscriber_id`);--> statement-breakpoint
CREATE TABLE `newsletter_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_sends_post_idx` ON `newsletter_sends` (`post_id`);--> statement-breakpoint
CREATE TABLE `newsletter_signups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`ip` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `newsletter_signups_ip_idx` ON `newsletter_signups` (`ip`,`at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `language` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `status` text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmation_sent_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribe_token` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_source` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_language` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_text` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_ip` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `consent_user_agent` text;--> statement-breakpoint
-- Sign-ups from before double opt-in: single opt-in, subscribed since they signed up, each with its own unsubscribe token.
UPDATE `newsletter_subscribers` SET `unsubscribe_token` = lower(hex(randomblob(24))), `confirmed_at` = `created_at`, `consent_at` = `created_at`, `consent_source` = 'legacy' WHERE `unsubscribe_token` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_unsubscribe_token_unique` ON `newsletter_subscribers` (`unsubscribe_token`);