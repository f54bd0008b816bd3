import type { ShownText as Text } from '@portfolio/shared';
import { useLanguage } from '../lib/language-context';
import { langOf } from '../lib/shown-lang';

/** A site text in its element, with its own `lang` when it is not in the page's language; nothing when empty. */
export function ShownText({ as: Tag = 'p', text, className }: { as?: 'p' | 'h1' | 'dt' | 'li'; text: Text | undefined; className?: string }) {
  const { language } = useLanguage();
  if (!text?.text) return null;
  return (
    <Tag lang={langOf(text, language)} className={className}>
      {text.text}
    </Tag>
  );
}
