CREATE TABLE `shop_order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`kind` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shop_order_events_order_idx` ON `shop_order_events` (`order_id`,`id`);--> statement-breakpoint
CREATE TABLE `shop_order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`item_id` integer,
	`media_hash` text,
	`product_id` integer,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`label` text NOT NULL,
	`width_cm` real,
	`height_cm` real,
	`finish` text,
	`licence_name` text,
	`licence_size` text,
	`licence_terms` text,
	`licence_terms_url` text,
	`licence_token` text,
	`downloads_left` integer,
	`download_until` integer,
	`unit_minor` integer NOT NULL,
	`quantity` integer NOT NULL,
	`line_minor` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `gallery_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`media_hash`) REFERENCES `media_assets`(`hash`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `shop_products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shop_order_lines_order_idx` ON `shop_order_lines` (`order_id`,`id`);--> statement-breakpoint
CREATE INDEX `shop_order_lines_item_idx` ON `shop_order_lines` (`item_id`);--> statement-breakpoint
CREATE INDEX `shop_order_lines_product_idx` ON `shop_order_lines` (`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shop_order_lines_licence_idx` ON `shop_order_lines` (`licence_token`);--> statement-breakpoint
CREATE TABLE `shop_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` text NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'awaiting_payment' NOT NULL,
	`method` text NOT NULL,
	`currency` text NOT NULL,
	`vat_rate_bp` integer NOT NULL,
	`total_minor` integer NOT NULL,
	`vat_minor` integer NOT NULL,
	`language` text NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_email` text NOT NULL,
	`address` text,
	`postal_code` text,
	`city` text,
	`country` text,
	`terms_text` text DEFAULT '' NOT NULL,
	`terms_url` text DEFAULT '' NOT NULL,
	`terms_accepted_at` integer NOT NULL,
	`ip` text,
	`stripe_session_id` text,
	`paid_at` integer,
	`shipped_at` integer,
	`tracking` text,
	`cancelled_at` integer,
	`seen_at` integer,
	`erased_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_orders_number_idx` ON `shop_orders` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `shop_orders_token_idx` ON `shop_orders` (`token`);--> statement-breakpoint
CREATE INDEX `shop_orders_newest_idx` ON `shop_orders` ("id" DESC);--> statement-breakpoint
CREATE INDEX `shop_orders_status_idx` ON `shop_orders` (`status`,"id" DESC);--> statement-breakpoint
CREATE INDEX `shop_orders_email_idx` ON `shop_orders` (`buyer_email`);--> statement-breakpoint
CREATE INDEX `shop_orders_ip_idx` ON `shop_orders` (`ip`,`created_at`);--> statement-breakpoint
CREATE INDEX `shop_orders_session_idx` ON `shop_orders` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `shop_orders_unseen_idx` ON `shop_orders` (`id`) WHERE "shop_orders"."seen_at" IS NULL;--> statement-breakpoint
CREATE TABLE `shop_payment_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`order_id` integer,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `shop_products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`price_minor` integer NOT NULL,
	`long_side_cm` integer,
	`name_nl` text NOT NULL,
	`name_en` text DEFAULT '' NOT NULL,
	`name_sv` text DEFAULT '' NOT NULL,
	`size` text,
	`terms_nl` text DEFAULT '' NOT NULL,
	`terms_en` text DEFAULT '' NOT NULL,
	`terms_sv` text DEFAULT '' NOT NULL,
	`terms_url` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_products_order_idx` ON `shop_products` (`kind`,`position`,`id`);--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `gallery_items` ADD `sale_mode` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `from_name` text;