/**
 * Post slug from the Dutch title: lowercased and trimmed; anything but word characters,
 * spaces and hyphens removed; runs of spaces, underscores and hyphens collapsed to one hyphen;
 * leading and trailing hyphens removed. Accents are folded first so "Ísland" keeps its letters.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Slug with a numeric suffix for uniqueness: base, base-2, base-3 ... */
export function withSlugSuffix(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/** Category slug used by the home gallery filter: lower-cased name, whitespace runs to hyphens. */
export function categorySlug(name: string): string {
  return name.toLowerCase().trim().replace(/\s+/g, '-');
}
