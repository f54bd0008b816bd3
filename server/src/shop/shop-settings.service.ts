import { type ShopSettings, ShopSettingsSchema } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { shopSettings } from '../db/schema';
import { AppError } from '../lib/app-error';
import { writeContent } from '../lib/content-version';

/** A new site sells at once with these (and the starter price list of migration 0026); the photographer edits both. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  enabled: true,
  currency: 'EUR',
  vatRateBp: 2500,
  defaultSaleMode: 'both',
  bankDetails: '',
  referenceTemplate: '{order}',
  paymentDays: 14,
  senderName: '',
  replyTo: '',
  ordersEmail: '',
  ownerLanguage: 'en',
  termsNl: '',
  termsEn: '',
  termsSv: '',
  termsUrl: '',
};

/** The stored settings over the defaults; a stored value that no longer passes gives way to its default. */
function withDefaults(stored: unknown): ShopSettings {
  const data = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
  for (const key of Object.keys(DEFAULT_SHOP_SETTINGS) as (keyof ShopSettings)[]) {
    if (key in data && ShopSettingsSchema.shape[key].safeParse(data[key]).success) merged[key] = data[key];
  }
  return merged as ShopSettings;
}

export async function getShopSettings(db: Db): Promise<ShopSettings> {
  const row = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, 1)).get();
  return withDefaults(row?.data);
}

/**
 * Saves the fields sent over the stored ones (an update changes only what it names) and bumps the
 * content version: the photo pages show the prices and the currency.
 */
export async function updateShopSettings(db: Db, update: Partial<ShopSettings>): Promise<ShopSettings> {
  const merged = ShopSettingsSchema.safeParse({ ...(await getShopSettings(db)), ...update });
  if (!merged.success) {
    const issues = merged.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('bad_request', issues[0]!.message, issues);
  }
  const next = merged.data;
  await writeContent(db, [db.insert(shopSettings).values({ id: 1, data: next }).onConflictDoUpdate({ target: shopSettings.id, set: { data: next } })]);
  return next;
}
