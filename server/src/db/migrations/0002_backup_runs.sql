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
