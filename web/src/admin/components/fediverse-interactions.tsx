import { API, FediInteractionCountsSchema } from '@portfolio/shared';
import { useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';

/** A photo's or post's replies, likes and boosts on the fediverse (counted only; never shown publicly). */
export function FediverseInteractions({ kind, id }: { kind: 'photo' | 'post'; id: number }) {
  const t = useAdminT();
  const counts = useAdminQuery(['admin', 'fediverse', 'interactions', kind, id], API.admin.fediInteractions(kind, id), FediInteractionCountsSchema);
  if (!counts.data) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="fedi-interactions">
      {t('fediverse.interactions', {
        replies: t('fediverse.replies', { count: counts.data.replies }),
        likes: t('fediverse.likes', { count: counts.data.likes }),
        boosts: t('fediverse.boosts', { count: counts.data.boosts }),
      })}
    </p>
  );
}
