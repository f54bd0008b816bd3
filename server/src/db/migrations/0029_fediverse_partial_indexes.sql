-- The fediverse's partial indexes, made by 0022_fediverse.sql, now declared in schema.ts too: every
-- database has them already (IF NOT EXISTS); this brings drizzle's snapshot in step.
CREATE INDEX IF NOT EXISTS `fedi_kv_expires_idx` ON `fedi_kv` (`expires_at`) WHERE expires_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS `fedi_objects_live_idx` ON `fedi_objects` (`kind`,`ref_id`) WHERE state IN ('waiting', 'sent');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS `fedi_objects_due_idx` ON `fedi_objects` (`id`) WHERE state IN ('waiting', 'deleting') OR edits > edits_sent;