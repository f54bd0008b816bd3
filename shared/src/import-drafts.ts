// What the import screen does to drafts, shared by the desktop's main process and its screen (pure).
import type { DraftFields, ImportDraft } from './contracts/ipc';
import { matchKeywords, type CategoryNames } from './photo-metadata';

/** Fields that apply to many rows at once: only the keys that are set change. */
export function applyBulkEdit(fields: DraftFields, patch: Partial<DraftFields>, mode: { addCategories: boolean } = { addCategories: true }): DraftFields {
  const next = { ...fields };
  for (const key of ['title', 'description', 'location', 'country', 'countryEn', 'countrySv'] as const) {
    const v = patch[key];
    if (typeof v === 'string' && v.trim() !== '') next[key] = v.trim();
  }
  if (patch.categoryIds) next.categoryIds = mode.addCategories ? [...new Set([...fields.categoryIds, ...patch.categoryIds])] : [...patch.categoryIds];
  if (typeof patch.isPublished === 'boolean') next.isPublished = patch.isPublished;
  return next;
}

/**
 * Adds to each draft the categories its keywords name (in any language, ignoring case and accents);
 * returns the keywords no category is named after, to be offered, never created silently.
 */
export function matchDraftKeywords(drafts: ImportDraft[], categories: CategoryNames[]): { drafts: ImportDraft[]; unmatched: string[] } {
  const unmatched = new Map<string, string>();
  const matched = drafts.map((d) => {
    if (!d.keywords.length) return d;
    const m = matchKeywords(d.keywords, categories);
    for (const k of m.unmatched) if (!unmatched.has(k.toLowerCase())) unmatched.set(k.toLowerCase(), k);
    const categoryIds = [...new Set([...d.fields.categoryIds, ...m.categoryIds])];
    return categoryIds.length === d.fields.categoryIds.length ? d : { ...d, fields: { ...d.fields, categoryIds } };
  });
  return { drafts: matched, unmatched: [...unmatched.values()] };
}
