import type { DraftStatus, QueueItemStatus } from '@portfolio/shared';
import { adminT as t } from '@portfolio/web/admin';

export function formatDuration(ms: number | null): string {
  if (ms === null) return t('desktop.eta.estimating');
  const s = Math.round(ms / 1000);
  if (s < 60) return t('desktop.eta.seconds', { s });
  const m = Math.floor(s / 60);
  if (m < 60) return t('desktop.eta.minutes', { m, s: s % 60 });
  return t('desktop.eta.hours', { h: Math.floor(m / 60), m: m % 60 });
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(0)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 / 1024).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

/** A row's status: the queue's word for files in it, else the draft's. */
export type RowStatus = DraftStatus | 'pending';

export function rowStatus(draft: DraftStatus, queued: QueueItemStatus | undefined): RowStatus {
  if (!queued) return draft;
  return queued === 'pending' ? 'pending' : queued;
}

/** A row's status in words, in the admin's language. */
export const statusLabel = (status: RowStatus): string => t(`desktop.status.${status}`);

export const STATUS_VARIANT: Record<RowStatus, 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'blue' | 'orange' | 'grey'> = {
  new: 'blue',
  'on-server': 'grey',
  duplicate: 'grey',
  broken: 'destructive',
  queued: 'outline',
  pending: 'outline',
  uploading: 'orange',
  complete: 'success',
  failed: 'destructive',
  cancelled: 'secondary',
};
