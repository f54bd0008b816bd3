import { API, STATS_RANGES, SiteStatsSchema, StatsPhotoRowSchema, StatsPostRowSchema, StatsRowSchema, type StatsItemList, type StatsList } from '@portfolio/shared';
import { Film } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import type { z } from 'zod';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { cn } from '../../../lib/cn';
import { useAdminQuery } from '../../hooks/use-admin-query';
import { usePagedList } from '../../hooks/use-paged-list';
import { adminI18n, useAdminT } from '../../i18n';
import { LoadMore } from '../load-more';
import { LoadingState } from '../page-header';

const VisitorChart = lazy(() => import('./visitor-chart'));

type Range = (typeof STATS_RANGES)[number];

const languageNames: Record<string, string> = { en: 'English', sv: 'Svenska', nl: 'Nederlands' };

/** A country's name in the back-office's language. */
function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([adminI18n.language, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function Total({ id, label, value }: { id: string; label: string; value: number }) {
  return (
    <div className="rounded-md border border-border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums" data-testid={`site-stat-${id}`}>
        {value.toLocaleString('en-US')}
      </p>
    </div>
  );
}

/** The rows a ranked list shows first, and adds with each "Load more". */
const LIST_PAGE = 10;

/** What a ranked list's card needs of its paged answer (usePagedList). */
interface RankedPage {
  rows: unknown[] | undefined;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  isPending: boolean;
}

/** A ranked list's card: its title, the rows (`children`) once the first page is in, and "Load more" while the server has more. */
function RankedCard({ title, page, children }: { title: string; page: RankedPage; children: ReactNode }) {
  const t = useAdminT();
  const shown = page.rows?.length ?? 0;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {page.isPending ? (
          <LoadingState label={t('common.loading')} />
        ) : shown === 0 ? (
          <p className="text-sm text-muted-foreground">{t('siteStats.none')}</p>
        ) : (
          <>
            {children}
            {page.hasMore ? <LoadMore shown={shown} total={page.total} hasMore loading={page.loadingMore} onMore={page.loadMore} onScroll={false} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A ranked list of the last `days` days, asked of the server a page at a time. */
function useRankedList<S extends z.ZodType>(list: StatsList | StatsItemList, days: Range, schema: S, pageSize = LIST_PAGE) {
  const t = useAdminT();
  return usePagedList(['admin', 'site-stats-list', list, days], `${API.admin.siteStatsList(list)}?days=${days}`, schema, { pageSize, errorTitle: t('siteStats.loadFailed') });
}

/**
 * A ranked list of keys in a table: the name (headed `column`), then views and visitors in their
 * own aligned columns, the first rows at once and more on request.
 */
function Breakdown({ list, days, title, column, name = (k) => k }: { list: StatsList; days: Range; title: string; column: string; name?: (key: string) => string }) {
  const t = useAdminT();
  const page = useRankedList(list, days, StatsRowSchema);
  const rows = page.rows ?? [];
  // Bars are relative to the top key, the first row of the first page.
  const max = Math.max(1, rows[0]?.views ?? 0);
  return (
    <RankedCard title={title} page={page}>
      <table className="w-full text-sm" data-testid={`site-stats-${list}`}>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th scope="col" className="pb-1 pl-1 text-left font-medium">
              {column}
            </th>
            <th scope="col" className="whitespace-nowrap pb-1 pl-3 text-right font-medium">
              {t('siteStats.views')}
            </th>
            <th scope="col" className="whitespace-nowrap pb-1 pl-3 text-right font-medium">
              {t('siteStats.visitors')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="relative">
              <th scope="row" className="relative w-full max-w-0 py-1 text-left font-normal" title={r.key}>
                <span className="absolute inset-y-0.5 left-0 rounded bg-primary/10" style={{ width: `${(r.views / max) * 100}%` }} aria-hidden="true" />
                <span className="relative block truncate px-1">{r.key === '(other)' ? t('siteStats.other') : name(r.key)}</span>
              </th>
              <td className="whitespace-nowrap pl-3 text-right tabular-nums">{r.views}</td>
              <td className="whitespace-nowrap pl-3 text-right tabular-nums text-muted-foreground">{r.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </RankedCard>
  );
}

/** The photos viewed most: the first 12, and 12 more on request. */
function TopPhotos({ days }: { days: Range }) {
  const t = useAdminT();
  const page = useRankedList('photos', days, StatsPhotoRowSchema, 12);
  return (
    <RankedCard title={t('siteStats.topPhotos')} page={page}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="site-stats-photos">
        {(page.rows ?? []).map((p) => (
          <li key={p.id}>
            <Link to={`/admin/gallery/${p.id}/edit`} className="block rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span className="block aspect-square overflow-hidden rounded bg-muted">
                {p.thumbnailUrl ? (
                  <img src={p.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
                ) : (
                  <span className="flex size-full items-center justify-center text-muted-foreground">
                    <Film className="size-6" aria-hidden="true" />
                  </span>
                )}
              </span>
              <span className="mt-1 block truncate text-xs font-medium">{p.title || '—'}</span>
              <span className="block text-xs text-muted-foreground">{t('siteStats.photoCounts', { views: p.views, navigations: p.navigations })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </RankedCard>
  );
}

/** The posts read most: the first 10, and 10 more on request. */
function TopPosts({ days }: { days: Range }) {
  const t = useAdminT();
  const page = useRankedList('posts', days, StatsPostRowSchema);
  return (
    <RankedCard title={t('siteStats.topPosts')} page={page}>
      <ul className="divide-y divide-border text-sm" data-testid="site-stats-posts">
        {(page.rows ?? []).map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 py-2">
            <Link to={`/admin/blog/${p.id}`} className="min-w-0 truncate font-medium hover:underline">
              {p.title}
            </Link>
            <span className="shrink-0 text-xs text-muted-foreground">{t('siteStats.postCounts', { reads: p.reads, clicks: p.clicks })}</span>
          </li>
        ))}
      </ul>
    </RankedCard>
  );
}

/**
 * The dashboard's Statistics: the site's own, cookieless visitor counts. This module and
 * the chart it loads are a chunk of their own, fetched when the dashboard shows.
 */
export default function SiteStatistics() {
  const t = useAdminT();
  const [days, setDays] = useState<Range>(30);
  const stats = useAdminQuery(['admin', 'site-stats', days], `${API.admin.siteStats}?days=${days}`, SiteStatsSchema, {
    errorTitle: t('siteStats.loadFailed'),
  });
  const data = stats.data;

  return (
    <section className="mt-10" aria-labelledby="site-stats-title" data-testid="site-stats">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="site-stats-title" className="text-xl font-bold tracking-tight">
            {t('siteStats.title')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('siteStats.subtitle')}</p>
        </div>
        <div role="group" aria-label={t('siteStats.range')} className="inline-flex rounded-md bg-muted p-1">
          {STATS_RANGES.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={days === d}
              onClick={() => setDays(d)}
              className={cn('rounded-sm px-3 py-1.5 text-sm font-medium cursor-pointer', days === d ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground')}
            >
              {t('siteStats.days', { count: d })}
            </button>
          ))}
        </div>
      </div>

      {!data ? (
        stats.isPending ? <LoadingState label={t('common.loading')} /> : <p className="text-sm text-destructive">{t('siteStats.loadFailed')}</p>
      ) : (
        <div className="grid gap-4">
          <Card>
            <CardContent className="grid gap-4 pt-6">
              <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
                <Total id="visitors" label={t('siteStats.visitors')} value={data.totals.visitors} />
                <Total id="page-views" label={t('siteStats.pageViews')} value={data.totals.pageViews} />
                <Total id="image-views" label={t('siteStats.imageViews')} value={data.totals.imageViews} />
                <Total id="image-navigations" label={t('siteStats.imageNavigations')} value={data.totals.imageNavigations} />
                <Total id="post-reads" label={t('siteStats.postReads')} value={data.totals.postReads} />
                <Total id="post-clicks" label={t('siteStats.postClicks')} value={data.totals.postClicks} />
                <Total id="contact-submits" label={t('siteStats.contactSubmits')} value={data.totals.contactSubmits} />
                <Total id="newsletter-signups" label={t('siteStats.newsletterSignups')} value={data.totals.newsletterSignups} />
              </div>
              <Suspense fallback={<div style={{ height: 220 }} />}>
                <VisitorChart
                  series={data.series}
                  labels={{ visitors: t('siteStats.visitors'), pageViews: t('siteStats.pageViews'), day: t('siteStats.day'), caption: t('siteStats.chartCaption', { from: data.from, to: data.to }) }}
                />
              </Suspense>
            </CardContent>
          </Card>

          <div className="grid gap-4 lg:grid-cols-2">
            <TopPhotos days={days} />
            <TopPosts days={days} />
          </div>

          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <Breakdown list="pages" days={days} title={t('siteStats.pages')} column={t('siteStats.page')} name={(k) => t(`siteStats.pageNames.${k}`, { defaultValue: k })} />
            <Breakdown list="languages" days={days} title={t('siteStats.languages')} column={t('siteStats.language')} name={(k) => languageNames[k] ?? k} />
            <Breakdown list="referrers" days={days} title={t('siteStats.referrers')} column={t('siteStats.referrer')} />
            <Breakdown list="countries" days={days} title={t('siteStats.countries')} column={t('siteStats.country')} name={countryName} />
          </div>
        </div>
      )}
    </section>
  );
}
