import { useAdminT } from '../i18n';

/**
 * A line for the photographer under a "not set up" notice: who can change it, and where the
 * setup guide (the repository's docs/, for whoever runs the server) explains how.
 */
export function SetupNote({ topic }: { topic: 'mail' | 'backups' }) {
  const t = useAdminT();
  return (
    <span className="mt-1 block text-xs opacity-90" data-testid={`setup-note-${topic}`}>
      {t(`setup.${topic}`, { guide: t(`setup.${topic}Guide`) })}
    </span>
  );
}
