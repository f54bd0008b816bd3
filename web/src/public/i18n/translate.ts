import type { Messages } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';

export type { Messages };

export type Translate = (key: string, values?: Record<string, string | number>) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The public site's translator, in the message format of i18next (`{{name}}` placeholders; plural
 * forms as `key_one`, `key_other`, chosen by the language's plural rules from `count`). A missing
 * key shows the key itself. It is a few lines instead of i18next's 17 KB, so the public pages'
 * whole script stays small; the back-office keeps i18next.
 */
export function createTranslate(language: Language, messages: Messages): Translate {
  const plurals = new Intl.PluralRules(language);
  return (key, values) => {
    let text: string | undefined;
    if (values && typeof values.count === 'number') {
      text = lookup(messages, `${key}_${plurals.select(values.count)}`) ?? lookup(messages, `${key}_other`);
    }
    text ??= lookup(messages, key) ?? key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
  };
}

/** `messages` with every key it lacks taken from `fallback` (English). */
export function withFallback(messages: Messages, fallback: Messages): Messages {
  const merged: Messages = { ...fallback };
  for (const [key, value] of Object.entries(messages)) {
    const base = fallback[key];
    merged[key] = typeof value === 'object' && typeof base === 'object' ? withFallback(value, base) : value;
  }
  return merged;
}

/** The brand the messages name ("Nordic Light"), replaced by the site name the photographer set. */
const MESSAGES_SITE_NAME = 'Nordic Light';

/** `t` with the site's name from its settings wherever the messages name the brand. */
export function withSiteName(t: Translate, siteName: string | undefined): Translate {
  if (!siteName || siteName === MESSAGES_SITE_NAME) return t;
  return (key, values) => t(key, values).split(MESSAGES_SITE_NAME).join(siteName);
}
