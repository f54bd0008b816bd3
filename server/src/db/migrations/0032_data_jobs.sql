CREATE TABLE `data_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`done_at` integer NOT NULL
);
