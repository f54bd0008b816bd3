import { API, ContactMessageSchema, MailStatusSchema, SubscriberListSchema } from '@portfolio/shared';
import { FileText, FolderTree, Images, Mail, Newspaper, type LucideIcon } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { useAdminStats } from '../components/admin-layout';
import { BackupCard } from '../components/backup-card';
import { PageHeader } from '../components/page-header';
import { queryKeys, useAdminQuery, useErrorToast } from '../hooks/use-admin-query';
import { subjectLabel } from './messages';
import { subscriberKeys } from './subscribers';
import { useAdminT } from '../i18n';
import { formatDateTime } from '../lib/format';
import { SetupNote } from '../components/setup-note';

/** How many of the newest messages the dashboard lists. */
const NEWEST_MESSAGES = 5;

/** The newest contact messages, each a link that opens it on the Messages screen. */
function NewestMessages() {
  const t = useAdminT();
  // One page of NEWEST_MESSAGES from the server, never the whole inbox.
  const messages = useAdminQuery([...queryKeys.messages, 'newest'], `${API.admin.messages}?limit=${NEWEST_MESSAGES}`, z.array(ContactMessageSchema), {
    errorTitle: t('messages.loadFailed'),
  });
  const newest = messages.data ?? [];
  return (
    <Card className="mt-6">
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle className="text-base">{t('dashboard.newestMessages')}</CardTitle>
        <Link to="/admin/messages" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          {t('dashboard.allMessages')}
        </Link>
      </CardHeader>
      <CardContent>
        {messages.data && newest.length === 0 ? <p className="text-sm text-muted-foreground">{t('messages.empty')}</p> : null}
        <ul className="divide-y divide-border" data-testid="newest-messages">
          {newest.map((message) => (
            <li key={message.id}>
              <Link
                to={`/admin/messages?open=${message.id}`}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2.5 text-sm hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="font-medium">{subjectLabel(t, message.subject)}</span>
                <span className="text-muted-foreground">{message.name}</span>
                {!message.isRead ? <Badge variant="blue">{t('messages.new')}</Badge> : null}
                <span className="ml-auto text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** The site's own visitor statistics and their chart: a chunk of their own, fetched with the dashboard. */
const SiteStatistics = lazy(() => import('../components/stats/site-statistics'));

function StatCard({ title, value, detail, icon: Icon, to }: { title: string; value: number | undefined; detail?: string; icon: LucideIcon; to: string }) {
  return (
    <Link to={to} className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
      <Card className="h-full transition-shadow hover:shadow-md">
        <CardHeader className="flex-row items-center justify-between pb-2">
          <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        </CardHeader>
        <CardContent>
          <p className="text-3xl font-bold" data-testid={`stat-${to.split('/').pop()}`}>
            {value ?? '–'}
          </p>
          {detail ? <p className="mt-1 text-xs text-muted-foreground">{detail}</p> : null}
        </CardContent>
      </Card>
    </Link>
  );
}

/** Four counters, refreshed every 30 s with the layout's stats poll, and the newest messages. */
export function DashboardScreen() {
  const t = useAdminT();
  const { data, error } = useAdminStats();
  useErrorToast(error, t('dashboard.loadFailed'));
  // Only the counts are shown: one row is asked for, the counts come from COUNT queries.
  const subscribers = useAdminQuery([...subscriberKeys.all, 'dashboard'], `${API.admin.subscribers}?limit=1`, SubscriberListSchema);
  const mail = useAdminQuery(subscriberKeys.mail, API.admin.mailStatus, MailStatusSchema);
  const counts = subscribers.data?.counts;
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.subtitle')} />
      {error && !data ? <p className="mb-4 text-sm text-destructive">{t('dashboard.loadFailed')}</p> : null}
      {mail.data && !mail.data.enabled ? (
        <p className="mb-4 rounded-md border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900" data-testid="mail-off">
          {t('dashboard.mailOff')}
          <SetupNote topic="mail" />
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('dashboard.blogPosts')}
          value={data?.blogPosts}
          detail={data ? t('dashboard.publishedCount', { count: data.publishedPosts }) : undefined}
          icon={FileText}
          to="/admin/blog"
        />
        <StatCard title={t('dashboard.galleryItems')} value={data?.galleryItems} icon={Images} to="/admin/gallery" />
        <StatCard title={t('dashboard.categories')} value={data?.categories} icon={FolderTree} to="/admin/categories" />
        <StatCard
          title={t('dashboard.contactMessages')}
          value={data?.contactMessages}
          detail={data ? t('dashboard.unreadCount', { count: data.unreadMessages }) : undefined}
          icon={Mail}
          to="/admin/messages"
        />
        <StatCard
          title={t('dashboard.subscribers')}
          value={counts?.confirmed}
          detail={counts ? t('dashboard.subscriberDetail', counts) : undefined}
          icon={Newspaper}
          to="/admin/subscribers"
        />
      </div>
      <NewestMessages />
      <Suspense fallback={null}>
        <SiteStatistics />
      </Suspense>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <BackupCard />
      </div>
    </>
  );
}
