import { FileText, FolderTree, Images, Mail, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { useAdminStats } from '../components/admin-layout';
import { BackupCard } from '../components/backup-card';
import { PageHeader } from '../components/page-header';
import { useErrorToast } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';

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

/** Four counters, refreshed every 30 s with the layout's stats poll (spec 2). */
export function DashboardScreen() {
  const t = useAdminT();
  const { data, error } = useAdminStats();
  useErrorToast(error, t('dashboard.loadFailed'));
  return (
    <>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.subtitle')} />
      {error && !data ? <p className="mb-4 text-sm text-destructive">{t('dashboard.loadFailed')}</p> : null}
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
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <BackupCard />
      </div>
    </>
  );
}
