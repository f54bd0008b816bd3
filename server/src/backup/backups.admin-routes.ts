import { API } from '@portfolio/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { backupStatus } from './backup-scheduler';
import type { RouteDeps } from '../lib/route-deps';

/** GET /api/admin/backups: the backup schedule and the last backup's time and result (dashboard). */
export function adminBackupRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get(API.admin.backups, async (c) => c.json(await backupStatus(deps)));
}
