import { useTranslation } from '../lib/language-context';
import { useSiteSettings } from '../lib/queries';

/** "Follow on the fediverse: @photos@host": the site's own account (none when the photographer switched it off). */
export function FediverseFollow({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const account = useSiteSettings().fediverseAccount;
  if (!account) return null;
  return (
    <p className={`text-sm text-muted-foreground ${className}`} data-testid="fediverse-follow">
      {t('fediverse.follow')} <span className="select-all font-medium text-foreground [overflow-wrap:anywhere]">{account}</span>
    </p>
  );
}
