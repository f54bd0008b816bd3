import { DEFAULT_SITE_TEXTS, mergeDeep, SiteTextsSchema, shownText, type Language, type PublicSiteTexts, type SiteTexts, type SiteTextsUpdate } from '@portfolio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteTexts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { imageOfKey } from '../media/assets';
import { mediaRefOf } from '../media/media-ref';
import { writeContent } from '../lib/content-version';

/**
 * The stored texts over the defaults, section by section: a stored section that no longer passes
 * the schema (a field added or tightened since) gives way to its default rather than breaking a page.
 */
function withDefaults(stored: unknown): SiteTexts {
  const data = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_TEXTS };
  for (const key of Object.keys(DEFAULT_SITE_TEXTS) as (keyof SiteTexts)[]) {
    const section = SiteTextsSchema.shape[key].safeParse(data[key]);
    if (section.success) merged[key] = section.data;
  }
  return merged as SiteTexts;
}

export async function getSiteTexts(db: Db): Promise<SiteTexts> {
  const row = await db.select({ data: siteTexts.data }).from(siteTexts).where(eq(siteTexts.id, 1)).get();
  return withDefaults(row?.data);
}

/**
 * Saves what was sent over the saved texts (objects merged field by field, lists replaced whole),
 * checks the merged whole, and bumps the content version with it: every cached page shows the new texts.
 */
export async function saveSiteTexts(db: Db, update: SiteTextsUpdate): Promise<SiteTexts> {
  const merged = SiteTextsSchema.safeParse(mergeDeep(await getSiteTexts(db), update));
  if (!merged.success) {
    const issues = merged.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('bad_request', issues[0]!.message, issues);
  }
  const texts = merged.data;
  if (texts.about.portraitMediaHash) await mediaRefOf(db, { mediaHash: texts.about.portraitMediaHash });
  await writeContent(db, [db.insert(siteTexts).values({ id: 1, data: texts }).onConflictDoUpdate({ target: siteTexts.id, set: { data: texts } })]);
  return texts;
}

const collators = new Map<Language, Intl.Collator>();
const collatorOf = (language: Language) => {
  let c = collators.get(language);
  if (!c) collators.set(language, (c = new Intl.Collator(language, { sensitivity: 'base' })));
  return c;
};

/** The texts of a page in `language`: each its own text or the Dutch one (marked so), destinations in that language's order. */
export async function publicSiteTexts(db: Db, language: Language): Promise<PublicSiteTexts> {
  const texts = await getSiteTexts(db);
  const shown = <K extends string>(o: Record<K, SiteTexts['hero']['kicker']>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, shownText(v as SiteTexts['hero']['kicker'], language)])) as Record<K, ReturnType<typeof shownText>>;
  const { portraitMediaHash, paragraphs, ...about } = texts.about;
  const collator = collatorOf(language);
  return {
    hero: shown(texts.hero),
    about: {
      ...shown(about),
      portrait: portraitMediaHash ? await imageOfKey(db, portraitMediaHash) : null,
      paragraphs: paragraphs.map((p) => shownText(p, language)),
    },
    specialties: texts.specialties.map((s) => ({ icon: s.icon, name: shownText(s.name, language), description: shownText(s.description, language) })),
    destinations: texts.destinations.map((d) => shownText(d, language)).sort((a, b) => collator.compare(a.text, b.text)),
    stats: texts.stats.map((s) => ({ value: s.value, label: shownText(s.label, language) })),
    contact: shown(texts.contact),
    footer: shown(texts.footer),
  };
}
