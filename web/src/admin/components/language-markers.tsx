import type { Language } from '@portfolio/shared';
import { cn } from '../../lib/cn';
import { useAdminT } from '../i18n';

const ORDER = ['nl', 'en', 'sv'] as const;

/**
 * NL, EN and SV side by side: filled for a language with its own text, faint and struck through
 * where that language's pages show the Dutch text instead.
 */
export function LanguageMarkers({ has, className }: { has: readonly Language[]; className?: string }) {
  const t = useAdminT();
  const own = new Set(has);
  const label = t('languages.markers', {
    has: ORDER.filter((l) => own.has(l)).map((l) => t(`languages.${l}`)).join(', ') || '—',
    missing: ORDER.filter((l) => !own.has(l)).map((l) => t(`languages.${l}`)).join(', ') || '—',
  });
  return (
    <span className={cn('inline-flex gap-0.5', className)} role="img" aria-label={label} title={label} data-testid="language-markers" data-languages={ORDER.filter((l) => own.has(l)).join(' ')}>
      {ORDER.map((l) => (
        <span
          key={l}
          aria-hidden="true"
          className={cn(
            'rounded px-1 text-[10px] font-semibold leading-4',
            own.has(l) ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100' : 'bg-muted text-muted-foreground line-through',
          )}
        >
          {l.toUpperCase()}
        </span>
      ))}
    </span>
  );
}

/** The languages among `nl`, `en` and `sv` whose text is filled in. */
export function languagesWithText(texts: Record<Language, string | null | undefined>): Language[] {
  return ORDER.filter((l) => !!texts[l]?.trim());
}
