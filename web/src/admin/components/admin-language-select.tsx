import { LANGUAGE_OPTIONS, parseLanguage } from '@portfolio/shared/languages';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { adminI18n, setAdminLanguage, useAdminT } from '../i18n';

/** The back-office's language (in its header; on phones in its menu): each language named in itself. */
export function AdminLanguageSelect({ className }: { className?: string }) {
  const t = useAdminT();
  const id = useId();
  const { i18n } = useTranslation('admin', { i18n: adminI18n });
  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <Languages className="size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => {
          const language = parseLanguage(e.target.value);
          if (language) setAdminLanguage(language);
        }}
        className="h-8 cursor-pointer rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="admin-language"
      >
        {LANGUAGE_OPTIONS.map((o) => (
          <option key={o.code} value={o.code} lang={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
