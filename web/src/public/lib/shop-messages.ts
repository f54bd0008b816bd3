import type { Language } from '@portfolio/shared/languages';
import type { PageLink } from '@portfolio/shared/page-paths';
import { formatPrice, type ShopCurrency } from '@portfolio/shared/shop-rules';
import { useMemo } from 'react';
import { createTranslate, type Translate } from '../i18n/translate';
import en from '../messages/shop/en.json';
import nl from '../messages/shop/nl.json';
import sv from '../messages/shop/sv.json';
import { useLanguage } from './language-context';

// The shop's words travel with its parts only (the buy section, the cart, the checkout, an order): the rest of the site never loads them.
const MESSAGES = { en, sv, nl } satisfies Record<Language, typeof en>;

/** The shop's translator: its own words first, the site's for the rest; and prices in the page's language. */
export function useShopT(): { t: Translate; language: Language; href: PageLink; price: (minor: number, currency: ShopCurrency) => string } {
  const { t: site, language, href } = useLanguage();
  return useMemo(() => {
    const own = createTranslate(language, MESSAGES[language]);
    return {
      language,
      href,
      t: (key, values) => (key.startsWith('shop.') ? own(key, values) : site(key, values)),
      price: (minor, currency) => formatPrice(minor, currency, language),
    };
  }, [language, site, href]);
}
