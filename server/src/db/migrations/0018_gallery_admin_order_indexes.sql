-- The back-office lists every item that is not a client gallery's (is_private = 0) in the order it
-- chose. The orders' indexes without is_private lost to gallery_items_private_idx (is_private), so
-- each page sorted the whole gallery; these lead with is_private and then hold the order.
CREATE INDEX `gallery_items_admin_position_idx` ON `gallery_items` (`is_private`,`position`,`id` DESC);--> statement-breakpoint
CREATE INDEX `gallery_items_admin_private_newest_idx` ON `gallery_items` (`is_private`,ifnull(`date_taken`, -8640000000000000) DESC,`created_at` DESC,`id` DESC);--> statement-breakpoint
CREATE INDEX `gallery_items_admin_added_idx` ON `gallery_items` (`is_private`,`created_at` DESC,`id` DESC);--> statement-breakpoint
CREATE INDEX `gallery_items_admin_title_idx` ON `gallery_items` (`is_private`,`title`,`id`);
