import { DEFAULT_SITE_SETTINGS, fediverseAccountOf, SiteSettingsSchema, type SiteSettings, type SiteSettingsUpdate } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { siteSettings } from '../db/schema';
import { AppError } from '../lib/app-error';
import { writeContent } from '../lib/content-version';

/**
 * The stored settings over the defaults. A stored value that no longer passes the schema (a field
 * renamed or tightened since) gives way to its default rather than breaking every page.
 */
function withDefaults(stored: unknown): SiteSettings {
  const data = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[]) {
    if (!(key in data)) continue;
    const value = key === 'social' || key === 'watermark' ? { ...DEFAULT_SITE_SETTINGS[key], ...(data[key] as object) } : data[key];
    if (SiteSettingsSchema.shape[key].safeParse(value).success) merged[key] = value;
  }
  return merged as SiteSettings;
}

/** The settings as answers give them: with the fediverse account's whole address, made from the handle and the site's address. */
export function publicSettings(settings: SiteSettings, publicUrl: string | null): SiteSettings {
  return publicUrl ? { ...settings, fediverseAccount: fediverseAccountOf(settings.fediverseHandle, publicUrl) } : settings;
}

export async function getSettings(db: Db): Promise<SiteSettings> {
  const row = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, 1)).get();
  return withDefaults(row?.data);
}

/**
 * Saves a change and bumps the content version in the same batch: every cached public answer and
 * page (footer, contact, structured data) is rendered again with the new settings.
 */
export async function updateSettings(db: Db, update: SiteSettingsUpdate): Promise<SiteSettings> {
  const current = await getSettings(db);
  // Rules across fields (a logo watermark needs a logo) hold only for the merged whole.
  const merged = SiteSettingsSchema.safeParse({ ...current, ...update, social: { ...current.social, ...update.social }, watermark: { ...current.watermark, ...update.watermark } });
  if (!merged.success) {
    const issues = merged.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('bad_request', issues[0]!.message, issues);
  }
  const next = merged.data;
  await writeContent(db, [
    db.insert(siteSettings).values({ id: 1, data: next }).onConflictDoUpdate({ target: siteSettings.id, set: { data: next } }),
  ]);
  return next;
}

/** The settings row holding the watermark logo (row 1 holds the settings): kept out of the settings every page carries. */
const LOGO_ROW = 2;

/** The uploaded watermark logo (PNG) and its content hash, or null. */
export async function getWatermarkLogo(db: Db): Promise<{ hash: string; png: Buffer } | null> {
  const row = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.id, LOGO_ROW)).get();
  const data = row?.data as { hash?: string; png?: string } | undefined;
  return data?.hash && data.png ? { hash: data.hash, png: Buffer.from(data.png, 'base64') } : null;
}

/** Stores a logo (already checked and made a PNG); the watermark refers to it by `hash`. */
export async function saveWatermarkLogo(db: Db, png: Buffer): Promise<string> {
  const hash = new Bun.CryptoHasher('sha256').update(png).digest('hex');
  const data = { hash, png: png.toString('base64') };
  await db.insert(siteSettings).values({ id: LOGO_ROW, data }).onConflictDoUpdate({ target: siteSettings.id, set: { data } });
  return hash;
}
