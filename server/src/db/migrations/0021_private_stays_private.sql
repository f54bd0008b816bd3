-- A bulk job's chosen ids that are a client gallery's private photos: left out, and counted to say so.
ALTER TABLE `gallery_bulk_jobs` ADD `skipped` integer DEFAULT 0 NOT NULL;
