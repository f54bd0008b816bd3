import { API, MailStatusSchema, SubscriberListSchema, SUBSCRIBER_STATUSES, type MailStatus, type Subscriber, type SubscriberStatus } from '@portfolio/shared';
import { Download, MailCheck, MailWarning, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge, type BadgeVariant } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { fieldClass, Input } from '../../ui/input';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { LoadMore } from '../components/load-more';
import { toastFailure, useAdminQuery, useDeleteById } from '../hooks/use-admin-query';
import { usePagedAnswer } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import { saveExport } from '../lib/save-file';
import { useAdminApi } from '../lib/admin-context';
import { formatDateTime } from '../lib/format';
import { SetupNote } from '../components/setup-note';

export const subscriberKeys = {
  all: ['admin', 'subscribers'] as const,
  list: (q: string, status: string) => ['admin', 'subscribers', q, status] as const,
  mail: ['admin', 'mail-status'] as const,
};

const STATUS_BADGE: Record<SubscriberStatus, BadgeVariant> = { pending: 'orange', confirmed: 'success', unsubscribed: 'grey' };

/** Mail on or off, what waits in the outbox and what failed with its reason. */
export function MailStatusPanel({ status }: { status: MailStatus | undefined }) {
  const t = useAdminT();
  if (!status) return null;
  return (
    <Card className="mb-6 p-4 text-sm" data-testid="mail-status">
      <p className="flex items-center gap-2 font-medium">
        {status.enabled ? <MailCheck className="size-4 text-green-600" aria-hidden="true" /> : <MailWarning className="size-4 text-orange-600" aria-hidden="true" />}
        {status.enabled ? t('subscribers.mailOn', { from: status.from, rate: status.ratePerMinute }) : t('subscribers.mailOff')}
      </p>
      {status.enabled ? null : <SetupNote topic="mail" />}
      {status.enabled ? <p className="mt-1 text-muted-foreground">{t('subscribers.outbox', { pending: status.pending, failed: status.failed })}</p> : null}
      {status.failures.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer">{t('subscribers.failures')}</summary>
          <ul className="mt-2 grid gap-1">
            {status.failures.map((f) => (
              <li key={f.id} className="text-xs">
                <span className="font-medium">{f.to}</span> · {f.subject} · {t('subscribers.attempts', { count: f.attempts })}: <span className="text-destructive">{f.lastError}</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </Card>
  );
}

function ConsentDetails({ s }: { s: Subscriber }) {
  const t = useAdminT();
  const rows: [string, string | null][] = [
    [t('subscribers.signedUp'), formatDateTime(s.createdAt)],
    [t('subscribers.confirmed'), s.confirmedAt ? formatDateTime(s.confirmedAt) : null],
    [t('subscribers.unsubscribed'), s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : null],
    [t('subscribers.consentAt'), s.consent.at],
    [t('subscribers.consentForm'), s.consent.source],
    [t('subscribers.consentLanguage'), s.consent.language],
    [t('subscribers.consentText'), s.consent.text],
    [t('subscribers.consentVersion'), s.consent.version],
    [t('subscribers.consentIp'), s.consent.ip],
    [t('subscribers.consentUserAgent'), s.consent.userAgent],
  ];
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-xs">
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Newsletter subscribers: search, status filter, consent details, CSV export and erasure. */
export function SubscribersScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const { confirm, dialog } = useConfirm();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'' | SubscriberStatus>('');
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  const query = params.toString() ? `?${params}` : '';
  const list = usePagedAnswer(subscriberKeys.list(q.trim(), status), `${API.admin.subscribers}${query}`, SubscriberListSchema, (body) => body.subscribers, {
    errorTitle: t('subscribers.loadFailed'),
  });
  const mail = useAdminQuery(subscriberKeys.mail, API.admin.mailStatus, MailStatusSchema, { refetchInterval: 10_000 });

  const erase = useDeleteById(API.admin.subscriber, { deleted: t('subscribers.erased'), failed: t('subscribers.eraseFailed'), refresh: [subscriberKeys.all] });

  const askErase = async (s: Subscriber) => {
    if (await confirm({ title: t('subscribers.eraseConfirm'), confirmLabel: t('subscribers.erase'), cancelLabel: t('common.cancel') })) erase.mutate(s.id);
  };

  // The export needs the bearer token, so it is fetched and handed to the browser as a file.
  const exportCsv = async () => {
    try {
      await saveExport(`${API.admin.subscribersCsv}${query}`, 'subscribers.csv', api.baseUrl);
    } catch (error) {
      toastFailure(api.handleError(error), t('subscribers.exportFailed'));
    }
  };

  const counts = list.first?.counts;
  return (
    <>
      <PageHeader
        title={t('subscribers.title')}
        description={counts ? t('subscribers.counts', counts) : t('subscribers.subtitle')}
        actions={
          <Button variant="outline" onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            {t('subscribers.export')}
          </Button>
        }
      />
      <MailStatusPanel status={mail.data} />
      <div className="mb-4 flex flex-wrap gap-3">
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('subscribers.search')} aria-label={t('subscribers.search')} className="max-w-xs" />
        <select value={status} onChange={(e) => setStatus(e.target.value as '' | SubscriberStatus)} aria-label={t('subscribers.status')} className={`${fieldClass} max-w-[12rem]`}>
          <option value="">{t('subscribers.allStatuses')}</option>
          {SUBSCRIBER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`subscribers.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {list.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : list.rows && list.rows.length > 0 ? (
        <>
        <ul className="grid gap-3">
          {list.rows.map((s) => (
            <li key={s.id}>
              <Card className="flex gap-3 p-4" data-testid="subscriber-row">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="min-w-0 break-all font-semibold">{s.email}</span>
                    {s.name ? <span className="text-sm text-muted-foreground">{s.name}</span> : null}
                    <Badge variant={STATUS_BADGE[s.status]} data-testid="subscriber-status">
                      {t(`subscribers.statuses.${s.status}`)}
                    </Badge>
                    <Badge variant="outline">{t(`languages.${s.language}`)}</Badge>
                    <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(s.createdAt)}</span>
                  </div>
                  <details className="mt-1">
                    <summary className="cursor-pointer text-sm text-muted-foreground">{t('subscribers.consent')}</summary>
                    <ConsentDetails s={s} />
                  </details>
                </div>
                <Button variant="ghost" size="icon" aria-label={`${t('subscribers.erase')}: ${s.email}`} onClick={() => void askErase(s)}>
                  <Trash2 className="text-destructive" aria-hidden="true" />
                </Button>
              </Card>
            </li>
          ))}
        </ul>
        <LoadMore shown={list.rows.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onMore={list.loadMore} />
        </>
      ) : list.rows ? (
        <EmptyState icon={<Users />} title={t('subscribers.empty')} hint={t('subscribers.emptyHint')} />
      ) : null}
      {dialog}
    </>
  );
}
