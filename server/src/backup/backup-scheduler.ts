import type { BackupRun, BackupStatus } from '@portfolio/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../lib/app-env';
import type { Db } from '../db/db-type';
import { backupRuns } from '../db/schema';
import { configureMediaStore } from '../media/media-store';
import { createBackup, pruneBackups, withBackupLock } from './backup.service';

/** A run still "running" after this long was cut off by a stop or a crash. */
const STALE_MS = 6 * 3600_000;
const TICK_MS = 60_000;

type RunRow = typeof backupRuns.$inferSelect;

function toRun(row: RunRow, now = Date.now()): BackupRun {
  const result = row.ok === true ? 'ok' : row.ok === false ? 'failed' : now - row.startedAt.getTime() > STALE_MS ? 'interrupted' : 'running';
  return {
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    result,
    snapshotId: row.snapshotId,
    files: row.files,
    bytes: row.bytes,
    newBytes: row.newBytes,
    message: row.message,
  };
}

/** What the dashboard shows: the schedule and the last backup's time and result. */
export async function backupStatus(ctx: AppContext): Promise<BackupStatus> {
  const { env, db } = ctx;
  const scheduled = !!(env.BACKUP_DIR && env.BACKUP_INTERVAL_HOURS);
  const last = await db.select().from(backupRuns).orderBy(desc(backupRuns.id)).limit(1).get();
  const lastOk = await db.select().from(backupRuns).where(eq(backupRuns.ok, true)).orderBy(desc(backupRuns.id)).limit(1).get();
  const nextAt =
    scheduled && last ? new Date(last.startedAt.getTime() + env.BACKUP_INTERVAL_HOURS! * 3600_000) : scheduled ? new Date() : null;
  return {
    scheduled,
    intervalHours: env.BACKUP_INTERVAL_HOURS ?? null,
    keep: env.BACKUP_KEEP,
    last: last ? toRun(last) : null,
    lastSuccessAt: lastOk?.finishedAt?.toISOString() ?? null,
    nextAt: nextAt?.toISOString() ?? null,
  };
}

/** Runs one backup into `dir` now, recording it in backup_runs; keeps the newest `keep` snapshots. */
export async function runRecordedBackup(ctx: AppContext, dir: string, keep: number, claimedId?: number): Promise<BackupRun> {
  const { db, env } = ctx;
  const row = claimedId !== undefined ? { id: claimedId } : await db.insert(backupRuns).values({ startedAt: new Date() }).returning().get();
  try {
    const manifest = await withBackupLock(dir, async () => {
      const m = await createBackup({ client: db.$client, databaseUrl: env.databaseUrl, store: configureMediaStore(env) }, dir);
      await pruneBackups(dir, keep);
      return m;
    });
    const done = await db
      .update(backupRuns)
      .set({
        finishedAt: new Date(),
        ok: true,
        snapshotId: manifest.id,
        files: manifest.totals.files,
        bytes: manifest.totals.bytes + manifest.database.size,
        newBytes: manifest.totals.newBytes,
        message: manifest.missing.length ? `${manifest.missing.length} file(s) named by the database were missing` : null,
      })
      .where(eq(backupRuns.id, row.id))
      .returning()
      .get();
    return toRun(done!);
  } catch (err) {
    const done = await db
      .update(backupRuns)
      .set({ finishedAt: new Date(), ok: false, message: String((err as Error)?.message ?? err).slice(0, 500) })
      .where(eq(backupRuns.id, row.id))
      .returning()
      .get();
    return toRun(done!);
  }
}

/**
 * Backups every BACKUP_INTERVAL_HOURS into BACKUP_DIR, keeping BACKUP_KEEP. The time is read from
 * backup_runs, so a restart does not reset it and several instances on one database make one
 * backup per interval: an instance claims a run by inserting its row, and backs off when an
 * earlier row claimed the same interval.
 */
export class BackupScheduler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private busy: Promise<unknown> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: (line: string) => void = console.log,
  ) {}

  start(): this {
    const { BACKUP_DIR, BACKUP_INTERVAL_HOURS } = this.ctx.env;
    if (!BACKUP_DIR || !BACKUP_INTERVAL_HOURS || this.timer) return this;
    this.timer = setInterval(() => void this.tick(), Math.min(TICK_MS, BACKUP_INTERVAL_HOURS * 3600_000));
    this.timer.unref?.();
    void this.tick();
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Starts a backup when the interval has passed since the last one began; resolves when it is done. */
  async tick(): Promise<void> {
    if (this.busy) return;
    const { env, db } = this.ctx;
    const intervalMs = env.BACKUP_INTERVAL_HOURS! * 3600_000;
    const since = new Date(Date.now() - intervalMs);
    const work = (async () => {
      const claimed = await claimRun(db, since);
      if (claimed === null) return;
      const run = await runRecordedBackup(this.ctx, env.BACKUP_DIR!, env.BACKUP_KEEP, claimed);
      this.log(run.result === 'ok' ? `Backup ${run.snapshotId} written to ${env.BACKUP_DIR}` : `Backup failed: ${run.message}`);
    })();
    this.busy = work;
    try {
      await work;
    } catch (err) {
      this.log(`Backup check failed: ${(err as Error).message}`);
    } finally {
      this.busy = null;
    }
  }
}

/**
 * Starts a run unless one began within the interval (and is not stale), in one statement, so
 * instances on one database never both start: SQLite runs the two INSERTs one after the other.
 * Answers the new run's id, or null.
 */
async function claimRun(db: Db, since: Date): Promise<number | null> {
  const now = Date.now();
  const floor = Math.max(since.getTime(), now - STALE_MS);
  const rows = await db.all<{ id: number }>(sql`
    INSERT INTO backup_runs (started_at)
    SELECT ${now} WHERE NOT EXISTS (SELECT 1 FROM backup_runs WHERE started_at > ${floor})
    RETURNING id`);
  return rows[0]?.id ?? null;
}
