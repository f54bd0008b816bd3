import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation } from '../router';
import { useLanguage } from '../lib/language-context';
import { pageLocation } from '../lib/page-location';
import { localePath, splitLanguage } from '../routing';
import { Flag } from './flag';

/**
 * English / Svenska / Nederlands, each with its flag, each a link to this page in that language, so the menu also
 * works without JavaScript and search engines follow it. A click saves the choice.
 */
export function LanguageSwitcher() {
  const { t, language, options, setLanguage } = useLanguage();
  const location = pageLocation(useLocation());
  const menu = useRef<HTMLDetailsElement>(null);
  const current = options.find((o) => o.code === language) ?? options[0]!;
  const path = splitLanguage(location.pathname).path;

  useEffect(() => {
    const closeOutside = (e: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(e.target as Node)) menu.current.open = false;
    };
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && menu.current?.open) {
        menu.current.open = false;
        menu.current.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return (
    <details ref={menu} className="relative" data-testid="language-switcher">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 text-sm font-medium transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold [&::-webkit-details-marker]:hidden">
        <span className="sr-only">{`${t('nav.language')}: ${current.name}`}</span>
        <Flag language={current.code} />
        <span className="hidden lg:inline" aria-hidden="true">{current.name}</span>
        <span className="uppercase lg:hidden" aria-hidden="true">{current.code}</span>
        <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
      </summary>
      <ul className="absolute right-0 top-full z-50 mt-1 min-w-44 rounded-md border border-white/15 bg-[#0b1422] p-1 text-foreground shadow-xl shadow-black/40">
        {options.map((o) => (
          <li key={o.code}>
            <a
              href={localePath(o.code, path) + location.search + location.hash}
              lang={o.code}
              hrefLang={o.code}
              aria-current={o.code === language ? 'true' : undefined}
              data-testid={`language-${o.code}`}
              onClick={(e) => {
                e.preventDefault();
                if (menu.current) menu.current.open = false;
                setLanguage(o.code);
              }}
              className="flex items-center gap-2 rounded px-3 py-2 text-sm hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
            >
              <Flag language={o.code} />
              <span className="flex-1">{o.name}</span>
              {o.code === language ? <Check className="size-4 text-gold" aria-hidden="true" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
