import type { ShopOffer, ShopSettings } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { printSize, type SaleMode } from '@portfolio/shared/shop-rules';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { galleryItems } from '../db/schema';
import { isPublicItem } from '../gallery/public-item';
import { listProducts, type ProductRow, productText } from './products.service';
import { getShopSettings } from './shop-settings.service';

type ItemRow = typeof galleryItems.$inferSelect;

/**
 * What may be sold: a public photo (published, never a client gallery's private one) stored on
 * this site (the file a licence hands over and a print is made from). Videos are never for sale.
 */
const forSale = () => and(isPublicItem(), eq(galleryItems.type, 'photo'), isNotNull(galleryItems.mediaHash))!;

/** The photos of `ids` that may be sold, by id. */
export async function saleItems(db: Db, ids: number[]): Promise<Map<number, ItemRow>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(galleryItems).where(and(inArray(galleryItems.id, [...new Set(ids)].slice(0, 500)), forSale()));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What a photo is sold as: its own choice, else the price list's default. */
export const saleModeOf = (item: Pick<ItemRow, 'saleMode'>, settings: ShopSettings): SaleMode => item.saleMode ?? settings.defaultSaleMode;

/** Whether the product may be bought for the photo (active, and of a kind the photo is sold as). */
export function offers(mode: SaleMode, product: Pick<ProductRow, 'kind' | 'active'>): boolean {
  if (!product.active || mode === 'none') return false;
  return mode === 'both' || (mode === 'prints' ? product.kind === 'print' : product.kind === 'licence');
}

/** A photo's offer in a language: its prints (in its proportions) and licences with their prices; null when not for sale. */
export async function shopOffer(db: Db, id: number, language: Language): Promise<ShopOffer | null> {
  const [settings, items] = await Promise.all([getShopSettings(db), saleItems(db, [id])]);
  const item = items.get(id);
  if (!settings.enabled || !item) return null;
  const mode = saleModeOf(item, settings);
  const products = (await listProducts(db)).filter((p) => offers(mode, p));
  if (!products.length) return null;
  return {
    itemId: id,
    currency: settings.currency,
    vatRateBp: settings.vatRateBp,
    prints: products
      .filter((p) => p.kind === 'print' && p.longSideCm)
      .map((p) => ({ productId: p.id, ...printSize(p.longSideCm!, item.width, item.height), finish: productText(p, language).name, priceMinor: p.priceMinor })),
    licences: products
      .filter((p) => p.kind === 'licence' && p.size)
      .map((p) => ({ productId: p.id, name: productText(p, language).name, size: p.size!, terms: productText(p, language).terms, termsUrl: p.termsUrl, priceMinor: p.priceMinor })),
  };
}
