import { useEffect, useRef } from 'react';
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuTrigger } from '../../ui/dropdown-menu';
import { useLanguage } from '../lib/language-context';
import { LanguageTriggerContent, languageTriggerClass } from './language-switcher';

/** The Radix menu behind the language button (its own chunk, loaded on first intent). */
export default function LanguageMenu({ initiallyOpen, focusTrigger, label }: { initiallyOpen: boolean; focusTrigger: boolean; label: string }) {
  const { language, setLanguage, options } = useLanguage();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu modal={false} defaultOpen={initiallyOpen}>
      <DropdownMenuTrigger ref={trigger} className={languageTriggerClass} data-testid="language-switcher">
        <LanguageTriggerContent label={label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="dark">
        {options.map((o) => (
          <DropdownMenuCheckboxItem key={o.code} lang={o.code} checked={o.code === language} onCheckedChange={() => setLanguage(o.code)} data-testid={`language-${o.code}`}>
            <span aria-hidden="true" className="text-base">
              {o.flag}
            </span>
            {o.name}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
