CREATE TABLE `stats_daily` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`, `key`)
);
--> statement-breakpoint
CREATE INDEX `stats_daily_kind_idx` ON `stats_daily` (`kind`,`key`,`day`);--> statement-breakpoint
CREATE TABLE `stats_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`kind` text NOT NULL,
	`key` text DEFAULT '' NOT NULL,
	`language` text DEFAULT '' NOT NULL,
	`referrer` text DEFAULT '' NOT NULL,
	`country` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `stats_events_day_idx` ON `stats_events` (`day`,`kind`);--> statement-breakpoint
CREATE TABLE `stats_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
