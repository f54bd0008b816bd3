-- Deleting a gallery item clears or removes the rows that refer to it; without these indexes each
-- delete read every collection, favourite and download row.
CREATE INDEX `collections_cover_item_idx` ON `collections` (`cover_item_id`);--> statement-breakpoint
CREATE INDEX `client_gallery_favourites_item_idx` ON `client_gallery_favourites` (`item_id`);--> statement-breakpoint
CREATE INDEX `client_gallery_downloads_item_idx` ON `client_gallery_downloads` (`item_id`);
