import { AdminOrderListSchema, AdminOrderSchema, type AdminOrder, type AdminOrderSummary, API, EraseResultSchema, ORDER_STATUSES, type OrderStatus } from '@portfolio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { toast } from '../../ui/toast';
import { EmptyState, LoadingState, PageHeader } from '../components/page-header';
import { LoadMore } from '../components/load-more';
import { queryKeys, toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { usePagedAnswer } from '../hooks/use-paged-list';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';
import { saveExport } from '../lib/save-file';
import { formatDateTime } from '../lib/format';

const orderKeys = { list: (status: string) => ['admin', 'orders', status], one: (id: string) => ['admin', 'orders', 'one', id] };

const money = (minor: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

const TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900 border-amber-300',
  paid: 'bg-sky-100 text-sky-900 border-sky-300',
  fulfilled: 'bg-emerald-100 text-emerald-900 border-emerald-300',
  cancelled: 'bg-muted text-muted-foreground border-border',
};

function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useAdminT();
  return <span className={cn('inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>{t(`orders.status.${status}`)}</span>;
}

/** The Orders screen: newest first, filtered by status, a page at a time; the CSV export of what is shown. */
export function OrdersScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const [search, setSearch] = useSearchParams();
  const status = (ORDER_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as OrderStatus) : null;
  const list = usePagedAnswer(orderKeys.list(status ?? 'all'), `${API.admin.shopOrders}${status ? `?status=${status}` : ''}`, AdminOrderListSchema, (body) => body.orders, { errorTitle: t('orders.loadFailed') });
  const counts = list.first?.counts;

  const exportCsv = async () => {
    try {
      await saveExport(`${API.admin.shopOrdersCsv}${status ? `?status=${status}` : ''}`, 'orders.csv', api.baseUrl);
    } catch (error) {
      toastFailure(api.handleError(error), t('orders.exportFailed'));
    }
  };

  const tab = (value: OrderStatus | null, label: string, count?: number) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={status === value}
      onClick={() => setSearch(value ? { status: value } : {})}
      className={cn('rounded-full border px-3 py-1 text-sm', status === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-accent')}
    >
      {label}
      {count !== undefined ? <span className="ml-1.5 tabular-nums opacity-70">{count}</span> : null}
    </button>
  );

  return (
    <div>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <Button variant="outline" onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            {t('orders.export')}
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap gap-2" role="group" aria-label={t('orders.filter')}>
        {tab(null, t('orders.all'))}
        {ORDER_STATUSES.map((s) => tab(s, t(`orders.status.${s}`), counts?.[s]))}
      </div>
      {list.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : !list.rows?.length ? (
        <EmptyState icon={<Receipt />} title={t('orders.empty')} hint={t('orders.emptyHint')} />
      ) : (
        <>
          <Card className="divide-y divide-border" data-testid="orders-list">
            {list.rows.map((o: AdminOrderSummary) => (
              <Link key={o.id} to={`/admin/orders/${o.id}`} className="flex flex-wrap items-center gap-3 p-4 hover:bg-accent/50" data-testid="order-row">
                <span className="font-mono font-semibold">{o.number}</span>
                <StatusBadge status={o.status} />
                {!o.seen ? <Badge>{t('orders.new')}</Badge> : null}
                <span className="min-w-0 flex-1 truncate">
                  {o.buyerName} <span className="text-muted-foreground">· {o.buyerEmail}</span>
                </span>
                <span className="text-sm text-muted-foreground">{t(`orders.method.${o.method}`)}</span>
                <span className="text-sm text-muted-foreground">{formatDateTime(o.createdAt)}</span>
                <span className="font-semibold tabular-nums">{money(o.totalMinor, o.currency)}</span>
              </Link>
            ))}
          </Card>
          <LoadMore shown={list.rows.length} total={list.total} hasMore={list.hasMore} loading={list.loadingMore} onMore={list.loadMore} />
        </>
      )}
    </div>
  );
}

/** One order: its lines (what to print at which size), buyer, address and history, and what the photographer does next. */
export function OrderScreen() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const { confirm, dialog } = useConfirm();
  const [tracking, setTracking] = useState('');
  const order = useAdminQuery(orderKeys.one(id), API.admin.shopOrder(id), AdminOrderSchema, { errorTitle: t('orders.loadFailed') });
  const act = useMutation({
    mutationFn: ({ action, body }: { action: 'paid' | 'shipped' | 'cancel' | 'licence-links'; body?: unknown; done: string }) => api.send('POST', API.admin.shopOrderAction(id, action), body ?? {}, AdminOrderSchema),
    onSuccess: (saved, { done }) => {
      queryClient.setQueryData(orderKeys.one(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stats });
      toast({ title: done });
    },
    onError: (error) => toastFailure(error, t('orders.actionFailed'), errorMessage(error, '')),
  });
  const erase = useMutation({
    mutationFn: () => api.send('POST', API.admin.shopOrderAction(id, 'erase'), {}, EraseResultSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      toast({ title: t('orders.erased') });
    },
    onError: (error) => toastFailure(error, t('orders.actionFailed'), errorMessage(error, '')),
  });
  if (!order.data) return <LoadingState label={t('common.loading')} />;
  const o: AdminOrder = order.data;
  const ask = async (title: string, confirmLabel: string) => confirm({ title, confirmLabel, cancelLabel: t('common.cancel') });
  const hasLicences = o.lines.some((l) => l.kind === 'licence');
  return (
    <div className="grid max-w-4xl gap-6" data-testid="order-detail" data-status={o.status}>
      <Link to="/admin/orders" className="text-sm text-muted-foreground hover:text-foreground">
        ← {t('orders.back')}
      </Link>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t('orders.order', { number: o.number })} <StatusBadge status={o.status} />
          </span>
        }
        description={`${formatDateTime(o.createdAt)} · ${t(`orders.method.${o.method}`)} · ${t(`languages.${o.language}`)}`}
      />
      <Card className="flex flex-wrap items-end gap-3 p-4" data-testid="order-actions">
        {o.status === 'awaiting_payment' ? (
          <Button onClick={() => act.mutate({ action: 'paid', done: t('orders.paidDone') })} disabled={act.isPending}>
            {t('orders.markPaid')}
          </Button>
        ) : null}
        {o.status === 'paid' && !o.lines.some((l) => l.kind === 'print') ? (
          <Button variant="outline" onClick={() => act.mutate({ action: 'shipped', body: { tracking: '' }, done: t('orders.fulfilledDone') })} disabled={act.isPending}>
            {t('orders.markFulfilled')}
          </Button>
        ) : null}
        {o.status === 'paid' && o.lines.some((l) => l.kind === 'print') ? (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              act.mutate({ action: 'shipped', body: { tracking }, done: t('orders.shippedDone') });
            }}
          >
            <div className="grid gap-1">
              <Label htmlFor="order-tracking">{t('orders.tracking')}</Label>
              <Input id="order-tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} className="w-72" />
            </div>
            <Button type="submit" disabled={act.isPending}>
              {t('orders.markShipped')}
            </Button>
          </form>
        ) : null}
        {(o.status === 'paid' || o.status === 'fulfilled') && hasLicences ? (
          <Button variant="outline" onClick={() => act.mutate({ action: 'licence-links', done: t('orders.linksDone') })} disabled={act.isPending}>
            {t('orders.renewLinks')}
          </Button>
        ) : null}
        {o.status === 'awaiting_payment' || o.status === 'paid' ? (
          <Button
            variant="outline"
            onClick={async () => {
              if (await ask(t('orders.cancelConfirm'), t('orders.cancel'))) act.mutate({ action: 'cancel', done: t('orders.cancelled') });
            }}
            disabled={act.isPending}
          >
            {t('orders.cancel')}
          </Button>
        ) : null}
        {!o.erased ? (
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={async () => {
              if (await ask(t('orders.eraseConfirm'), t('orders.erase'))) erase.mutate(undefined, { onSuccess: () => void order.refetch() });
            }}
          >
            {t('orders.erase')}
          </Button>
        ) : (
          <Badge variant="secondary">{t('orders.erasedBadge')}</Badge>
        )}
      </Card>
      <Card className="p-6">
        <h2 className="mb-3 text-lg font-semibold">{t('orders.lines')}</h2>
        <ul className="divide-y divide-border">
          {o.lines.map((l) => (
            <li key={l.id} className="flex gap-4 py-3" data-testid="admin-order-line">
              {l.thumbnailUrl ? <img src={l.thumbnailUrl} alt="" className="size-16 shrink-0 rounded object-cover" /> : null}
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {l.quantity} × {l.itemId ? <Link to={`/admin/gallery/${l.itemId}/edit`} className="hover:underline">{l.title}</Link> : l.title}
                </p>
                <p className="text-sm text-muted-foreground">{l.label}</p>
                {l.printSize ? (
                  <p className="text-sm" data-testid="print-size">
                    {t('orders.printThis', { what: l.printSize })}
                  </p>
                ) : null}
                {l.downloadUntil ? <p className="text-xs text-muted-foreground">{t('orders.downloads', { count: l.downloadsLeft ?? 0, date: formatDateTime(l.downloadUntil) })}</p> : null}
              </div>
              <span className="whitespace-nowrap tabular-nums">{money(l.lineMinor, o.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-right font-semibold">
          {t('orders.total')}: {money(o.totalMinor, o.currency)}
        </p>
        <p className="text-right text-xs text-muted-foreground">{t('orders.vat', { rate: o.vatRateBp / 100, amount: money(o.vatMinor, o.currency) })}</p>
      </Card>
      <div className="grid gap-6 sm:grid-cols-2">
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">{t('orders.buyer')}</h2>
          <p>{o.buyerName}</p>
          {!o.erased ? (
            <a href={`mailto:${o.buyerEmail}?subject=${encodeURIComponent(o.number)}`} className={buttonClass('link', 'sm', 'px-0')}>
              {o.buyerEmail}
            </a>
          ) : null}
          {o.address.length ? (
            <>
              <h3 className="mt-4 text-sm font-semibold">{t('orders.address')}</h3>
              <p className="text-sm" data-testid="order-address">
                {o.address.map((line, i) => (
                  <span key={i} className="block">
                    {line}
                  </span>
                ))}
              </p>
            </>
          ) : null}
          {o.tracking ? <p className="mt-3 text-sm">{t('orders.trackingShown', { tracking: o.tracking })}</p> : null}
        </Card>
        <Card className="p-6">
          <h2 className="mb-2 text-lg font-semibold">{t('orders.history')}</h2>
          <ol className="grid gap-2 text-sm" data-testid="order-history">
            {o.history.map((h, i) => (
              <li key={i}>
                <span className="text-muted-foreground">{formatDateTime(h.at)}</span> · {t(`orders.events.${h.kind}`)}
                {h.detail ? <span className="block text-xs text-muted-foreground">{h.detail}</span> : null}
              </li>
            ))}
          </ol>
        </Card>
      </div>
      {dialog}
    </div>
  );
}
