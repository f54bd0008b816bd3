import { API, BackupStatusSchema, type BackupStatus } from '@portfolio/shared';
import { DatabaseBackup } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { queryKeys, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/format';
import { SetupNote } from './setup-note';

const POLL_MS = 60_000;

const when = (iso: string | null) => formatDateTime(iso, '–');

/** The last backup's time and result (BACKUP_DIR schedule), on the dashboard. */
export function BackupCard() {
  const t = useAdminT();
  const { data } = useAdminQuery(queryKeys.backups, API.admin.backups, BackupStatusSchema, { refetchInterval: POLL_MS });
  return (
    <Card data-testid="backup-card">
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{t('backup.title')}</CardTitle>
        <DatabaseBackup className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="space-y-1 text-sm">{data ? <BackupDetails status={data} /> : <p>–</p>}</CardContent>
    </Card>
  );
}

function BackupDetails({ status }: { status: BackupStatus }) {
  const t = useAdminT();
  const last = status.last;
  return (
    <>
      {last ? (
        <p data-testid="backup-last" className={last.result === 'failed' || last.result === 'interrupted' ? 'text-destructive' : undefined}>
          {t(`backup.result.${last.result}`)} · {when(last.finishedAt ?? last.startedAt)}
        </p>
      ) : (
        <p data-testid="backup-last">{t('backup.none')}</p>
      )}
      {last?.result === 'failed' && last.message ? <p className="text-xs text-destructive">{last.message}</p> : null}
      <p className="text-xs text-muted-foreground">
        {status.scheduled
          ? t('backup.schedule', { hours: status.intervalHours, keep: status.keep, next: when(status.nextAt) })
          : t('backup.notScheduled')}
        {status.scheduled ? null : <SetupNote topic="backups" />}
      </p>
    </>
  );
}
