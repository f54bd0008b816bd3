/*
 * The shop's rules that the public pages need as well as the server: money in integer minor units,
 * prices as each language writes them, VAT inside a price, the cart cookie, and the reasons a
 * checkout field is refused. No zod here: the photo page's first script may import this file.
 */
import { DATE_LOCALES, type Language } from './languages';

export const SHOP_CURRENCIES = ['EUR', 'SEK'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/** What a photo is sold as; a photo's own `null` means the price list's default. */
export const SALE_MODES = ['both', 'prints', 'licences', 'none'] as const;
export type SaleMode = (typeof SALE_MODES)[number];

export const PRODUCT_KINDS = ['print', 'licence'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A licence's file: the web size (the largest public JPEG) or the full-size original. */
export const LICENCE_SIZES = ['web', 'full'] as const;
export type LicenceSize = (typeof LICENCE_SIZES)[number];

export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['invoice', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The cart cookie: functional (it holds what the visitor chose), so it needs no consent. */
export const CART_COOKIE = 'shop_cart';
/** Lines a cart holds at most, and copies of one print at most. */
export const CART_MAX_LINES = 20;
export const CART_MAX_QUANTITY = 20;

/** One line of the cart as the cookie keeps it: a photo, a product of the price list, how many. */
export interface CartEntry {
  itemId: number;
  productId: number;
  quantity: number;
}

const positive = (s: string | undefined) => (s && /^\d{1,9}$/.test(s) ? Number(s) : 0);

/**
 * The cookie's value read leniently: `item.product.quantity` lines joined by `_`; a part that is
 * not such a line is dropped (the cookie is the visitor's, anything may be in it), and so is a
 * second line of the same photo and product.
 */
export function decodeCart(value: string | null | undefined): CartEntry[] {
  const out: CartEntry[] = [];
  for (const part of (value ?? '').split('_').slice(0, CART_MAX_LINES * 2)) {
    const [item, product, quantity] = part.split('.');
    const entry = { itemId: positive(item), productId: positive(product), quantity: Math.min(positive(quantity), CART_MAX_QUANTITY) };
    if (!entry.itemId || !entry.productId || !entry.quantity) continue;
    if (out.some((e) => e.itemId === entry.itemId && e.productId === entry.productId)) continue;
    out.push(entry);
    if (out.length === CART_MAX_LINES) break;
  }
  return out;
}

export function encodeCart(entries: readonly CartEntry[]): string {
  return entries.map((e) => `${e.itemId}.${e.productId}.${e.quantity}`).join('_');
}

/** A price as the page's language writes it in the shop's currency ("€12.50", "12,50 €", "€ 12,50"; "120,00 kr"). */
export function formatPrice(minor: number, currency: ShopCurrency, language: Language): string {
  return new Intl.NumberFormat(DATE_LOCALES[language], { style: 'currency', currency }).format(minor / 100);
}

/** The VAT inside a price that includes it, in minor units (rate in basis points: 2500 is 25 %). */
export function vatIncluded(grossMinor: number, rateBp: number): number {
  return Math.round((grossMinor * rateBp) / (10_000 + rateBp));
}

/** A VAT rate as the page's language writes a percentage ("25%", "12,5 %"). */
export function formatVatRate(rateBp: number, language: Language): string {
  return new Intl.NumberFormat(DATE_LOCALES[language], { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10_000);
}

/**
 * A print's size: the product's long side, the short side from the photo's own proportions
 * (rounded to half a centimetre), landscape or portrait as the photo is.
 */
export function printSize(longSideCm: number, width: number | null | undefined, height: number | null | undefined): { widthCm: number; heightCm: number } {
  const w = width && width > 0 ? width : 3;
  const h = height && height > 0 ? height : 2;
  const short = Math.max(1, Math.round(((longSideCm * Math.min(w, h)) / Math.max(w, h)) * 2) / 2);
  return w >= h ? { widthCm: longSideCm, heightCm: short } : { widthCm: short, heightCm: longSideCm };
}

/** "45 × 30 cm" in the page's language's numbers. */
export function formatPrintSize(size: { widthCm: number; heightCm: number }, language: Language): string {
  const n = new Intl.NumberFormat(DATE_LOCALES[language], { maximumFractionDigits: 1 });
  return `${n.format(size.widthCm)} × ${n.format(size.heightCm)} cm`;
}

/** Why a shop form (checkout, cart, download) is refused: keys of the shop messages' `problems` section. */
export type CheckoutProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'addressRequired'
  | 'postalCodeRequired'
  | 'cityRequired'
  | 'countryRequired'
  | 'termsRequired'
  | 'methodUnavailable'
  | 'cartEmpty'
  | 'tooLong'
  | 'tooMany'
  | 'notForSale'
  | 'shopClosed'
  | 'downloadsUsed'
  | 'notPaid'
  | 'fileMissing'
  | 'cardFailed';

/** The fields of the checkout form, in the order it shows them. */
export const CHECKOUT_FIELDS = ['name', 'email', 'address', 'postalCode', 'city', 'country', 'terms', 'method'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** The countries a print is sent to (ISO 3166-1 alpha-2): the EU and EEA, Switzerland and the United Kingdom. */
export const SHIPPING_COUNTRIES = [
  'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const;

/** A country's name in the page's language (from the browser's or the server's own Intl data). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([DATE_LOCALES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
