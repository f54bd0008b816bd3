import { API, PhotoStatsSchema, PostStatsSchema } from '@portfolio/shared';
import { BarChart3 } from 'lucide-react';
import { useAdminQuery } from '../../hooks/use-admin-query';
import { useAdminT } from '../../i18n';

const line = 'mb-4 flex items-center gap-2 text-sm text-muted-foreground';

/** A photo's views and viewer moves to it (site statistics), on its edit page. */
export function PhotoStatsLine({ id }: { id: number }) {
  const t = useAdminT();
  const { data } = useAdminQuery(['admin', 'site-stats', 'photo', id], API.admin.photoStats(id), PhotoStatsSchema);
  if (!data) return null;
  return (
    <p className={line} data-testid="photo-stats">
      <BarChart3 className="size-4" aria-hidden="true" />
      {t('siteStats.photoLine', { last30: data.views.last30, total: data.views.total, navigations: data.navigations.last30 })}
    </p>
  );
}

/** A post's reads and card clicks (site statistics), on its edit page. */
export function PostStatsLine({ id }: { id: number }) {
  const t = useAdminT();
  const { data } = useAdminQuery(['admin', 'site-stats', 'post', id], API.admin.postStats(id), PostStatsSchema);
  if (!data) return null;
  return (
    <p className={line} data-testid="post-stats">
      <BarChart3 className="size-4" aria-hidden="true" />
      {t('siteStats.postLine', { last30: data.reads.last30, total: data.reads.total, clicks: data.clicks.last30 })}
    </p>
  );
}
