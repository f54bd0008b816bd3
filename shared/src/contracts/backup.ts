import { z } from 'zod';

/** One backup made by the server's schedule. */
export const BackupRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** 'running' while it works; 'interrupted' when the server stopped before it finished. */
  result: z.enum(['running', 'ok', 'failed', 'interrupted']),
  snapshotId: z.string().nullable(),
  files: z.number().nullable(),
  bytes: z.number().nullable(),
  /** Bytes this backup had to copy (the rest was already in the folder). */
  newBytes: z.number().nullable(),
  message: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

/** GET /api/admin/backups: the schedule (BACKUP_DIR, BACKUP_INTERVAL_HOURS, BACKUP_KEEP) and the last run. */
export const BackupStatusSchema = z.object({
  scheduled: z.boolean(),
  intervalHours: z.number().nullable(),
  keep: z.number(),
  last: BackupRunSchema.nullable(),
  /** The last run that succeeded (may be older than `last`). */
  lastSuccessAt: z.string().nullable(),
  nextAt: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
