import type { Cart, CartLine, ShopSettings } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { type CartEntry, formatPrintSize, printSize, vatIncluded } from '@portfolio/shared/shop-rules';
import type { Db } from '../db/db-type';
import { localized } from '../db/mappers';
import type { Env } from '../env';
import { mediaByKey } from '../media/assets';
import { offers, saleItems, saleModeOf } from './offer.service';
import { listProducts, type ProductRow, productText } from './products.service';
import { getShopSettings } from './shop-settings.service';
import { SHOP_TEXT } from './shop-text';
import { stripeConfigured } from './stripe';

type ItemRow = Awaited<ReturnType<typeof saleItems>> extends Map<number, infer R> ? R : never;

/** A line priced from the price list, with what an order line keeps of it. */
export interface PricedLine extends CartLine {
  item: ItemRow;
  product: ProductRow;
}

export interface PricedCart extends Cart {
  priced: PricedLine[];
  /** The entries still for sale, to write the cookie again. */
  entries: CartEntry[];
  settings: ShopSettings;
}

/** A line's words in a language: the print's size and paper, or the licence's type and file size. */
export function lineLabel(product: ProductRow, item: Pick<ItemRow, 'width' | 'height'>, language: Language): string {
  const text = SHOP_TEXT[language];
  const { name } = productText(product, language);
  if (product.kind === 'print') return `${formatPrintSize(printSize(product.longSideCm ?? 30, item.width, item.height), language)} · ${name}`;
  return `${text.licence(name)} · ${text.sizes[product.size ?? 'web']}`;
}

/**
 * The cart of the cookie's entries, priced by the server: each line's photo must still be for sale
 * with that product, or the line is dropped (and counted). A licence is bought once per photo.
 */
export async function pricedCart(db: Db, env: Env, entries: CartEntry[], language: Language): Promise<PricedCart> {
  const [settings, products, items] = await Promise.all([getShopSettings(db), listProducts(db), saleItems(db, entries.map((e) => e.itemId))]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const media = await mediaByKey(db, [...items.values()].map((i) => i.mediaHash));
  const priced: PricedLine[] = [];
  for (const e of entries) {
    const item = items.get(e.itemId);
    const product = byId.get(e.productId);
    if (!item || !product || !offers(saleModeOf(item, settings), product)) continue;
    const quantity = product.kind === 'licence' ? 1 : e.quantity;
    priced.push({
      item,
      product,
      itemId: item.id,
      productId: product.id,
      kind: product.kind,
      title: localized(language, item.title, item.titleEn, item.titleSv),
      titleLang: language !== 'nl' && (language === 'en' ? item.titleEn : item.titleSv)?.trim() ? language : 'nl',
      thumbnailUrl: (item.mediaHash ? media.get(item.mediaHash)?.thumbnailUrl : null) ?? item.thumbnailUrl,
      label: lineLabel(product, item, language),
      quantity,
      unitMinor: product.priceMinor,
      lineMinor: product.priceMinor * quantity,
    });
  }
  const totalMinor = priced.reduce((n, l) => n + l.lineMinor, 0);
  const licences = new Map(priced.filter((l) => l.kind === 'licence').map((l) => [l.product.id, l.product]));
  const general = productText({ nameNl: '', nameEn: '', nameSv: '', termsNl: settings.termsNl, termsEn: settings.termsEn, termsSv: settings.termsSv }, language).terms;
  return {
    priced,
    entries: priced.map((l) => ({ itemId: l.itemId, productId: l.productId, quantity: l.quantity })),
    settings,
    currency: settings.currency,
    vatRateBp: settings.vatRateBp,
    lines: priced.map(({ item: _item, product: _product, ...line }) => line),
    totalMinor,
    vatMinor: vatIncluded(totalMinor, settings.vatRateBp),
    needsShipping: priced.some((l) => l.kind === 'print'),
    dropped: entries.length - priced.length,
    methods: stripeConfigured(env) ? ['invoice', 'card'] : ['invoice'],
    terms: general,
    termsUrl: settings.termsUrl,
    licenceTerms: [...licences.values()].map((p) => ({ name: productText(p, language).name, terms: productText(p, language).terms, termsUrl: p.termsUrl })),
    open: settings.enabled,
  };
}

/** The public answer of a priced cart (what the browser sees). */
export const cartAnswer = ({ priced: _p, entries: _e, settings: _s, ...cart }: PricedCart): Cart => cart;
