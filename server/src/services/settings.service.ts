import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema, type SiteSettings, type SiteSettingsUpdate } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { writeContent } from './content-version';

/**
 * The stored settings over the defaults. A stored value that no longer passes the schema (a field
 * renamed or tightened since) gives way to its default rather than breaking every page.
 */
function withDefaults(stored: unknown): SiteSettings {
  const data = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const key of Object.keys(DEFAULT_SITE_SETTINGS) as (keyof SiteSettings)[]) {
    if (!(key in data)) continue;
    const value = key === 'social' ? { ...DEFAULT_SITE_SETTINGS.social, ...(data.social as object) } : data[key];
    if (SiteSettingsSchema.shape[key].safeParse(value).success) merged[key] = value;
  }
  return merged as SiteSettings;
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
  const next = SiteSettingsSchema.parse({ ...current, ...update, social: { ...current.social, ...update.social } });
  await writeContent(db, [
    db.insert(siteSettings).values({ id: 1, data: next }).onConflictDoUpdate({ target: siteSettings.id, set: { data: next } }),
  ]);
  return next;
}
