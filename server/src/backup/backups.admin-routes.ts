import { API, BackupStatusSchema } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { backupStatus } from './backup-scheduler';
import type { RouteDeps } from '../lib/route-deps';
import { declare } from '../lib/openapi';

/** GET /api/admin/backups: the backup schedule and the last backup's time and result (dashboard). */
export function adminBackupRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get(API.admin.backups, declare({ path: API.admin.backups, summary: "The backup schedule and the last backup's time and result", tags: ['backups'], response: BackupStatusSchema }), async (c) => c.json(await backupStatus(deps)));
}
