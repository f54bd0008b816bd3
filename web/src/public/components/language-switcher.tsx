import { ChevronDown, Globe } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/language-context';

const LanguageMenu = lazy(() => import('./language-menu'));

export const languageTriggerClass =
  'inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold cursor-pointer';

/** Globe, flag and code; the accessible name is "Language: English" and includes the visible code. */
export function LanguageTriggerContent({ label }: { label: string }) {
  const { language, options } = useLanguage();
  const current = options.find((o) => o.code === language) ?? options[0]!;
  return (
    <>
      <span className="sr-only">{label} </span>
      <Globe className="size-4" aria-hidden="true" />
      <span aria-hidden="true">{current.flag}</span>
      <span className="uppercase">{current.code}</span>
      <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
    </>
  );
}

/**
 * English / Svenska / Nederlands with flags and a check on the current one (Radix DropdownMenu).
 * The menu code loads on the first hover, focus or press, so it is not part of the first paint.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, options } = useLanguage();
  const [state, setState] = useState<{ load: boolean; open: boolean; focus: boolean }>({ load: false, open: false, focus: false });
  const current = options.find((o) => o.code === language) ?? options[0]!;
  const label = `${t('nav.language')}: ${current.name},`;
  const shell = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={languageTriggerClass}
      data-testid="language-switcher"
      onPointerDown={(e) => {
        // Radix opens on pointerdown: the chunk may arrive before the click ends.
        if (e.button === 0) setState({ load: true, open: true, focus: true });
      }}
      onPointerEnter={() => setState((s) => ({ ...s, load: true }))}
      onFocus={() => setState((s) => ({ ...s, load: true, focus: true }))}
      onClick={() => setState({ load: true, open: true, focus: true })}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
          e.preventDefault();
          setState({ load: true, open: true, focus: true });
        }
      }}
    >
      <LanguageTriggerContent label={label} />
    </button>
  );
  if (!state.load) return shell;
  return (
    <Suspense fallback={shell}>
      <LanguageMenu key={state.open ? 'open' : 'closed'} initiallyOpen={state.open} focusTrigger={state.focus} label={label} />
    </Suspense>
  );
}
