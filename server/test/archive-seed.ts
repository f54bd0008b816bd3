/**
 * A large published archive in a few SQL statements (a recursive CTE, not one request per item),
 * for tests and the archive bench. Item i (1-based, in insertion order) is titled "Photo i"; only
 * item MARKED_ITEM carries the word MARKED_WORD; every tenth is a video; countries and the three
 * categories go round. Taken dates fall one day apart, so item 1 is the oldest.
 */
export const MARKED_ITEM = 2777;
export const MARKED_WORD = 'Lumiwing';

export const SEED_COUNTRIES = [
  { nl: 'Zweden', en: 'Sweden', sv: 'Sverige' },
  { nl: 'Noorwegen', en: 'Norway', sv: 'Norge' },
  { nl: 'IJsland', en: 'Iceland', sv: 'Island' },
  { nl: 'Finland', en: 'Finland', sv: 'Finland' },
] as const;

export const SEED_CATEGORIES = [
  { nl: 'Vogels', en: 'Birds', sv: 'Fåglar' },
  { nl: 'Zoogdieren', en: 'Mammals', sv: 'Däggdjur' },
  { nl: 'Landschap', en: 'Landscape', sv: 'Landskap' },
] as const;

const DAY = 86_400_000;
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

export interface SeedOptions {
  /** Media keys of stored photos to reuse (round robin); without them each item points at an outside URL. */
  mediaHashes?: string[];
  /** Taken date of item 1 (ms); later items one day apart. */
  start?: number;
}

/** The id the next item gets (AUTOINCREMENT: past the largest ever used). */
const BASE = `(SELECT max(ifnull((SELECT seq FROM sqlite_sequence WHERE name = 'gallery_items'), 0), ifnull((SELECT max(id) FROM gallery_items), 0)))`;

/**
 * The statements, to run as one batch (one transaction): categories (when missing), the category
 * links, then the items. Links go first (foreign keys checked at commit) so the search index's
 * triggers index each item once, with its categories.
 */
export function archiveSeedStatements(n: number, { mediaHashes = [], start = Date.UTC(2000, 0, 1) }: SeedOptions = {}): string[] {
  const pick = (list: readonly { nl: string; en: string; sv: string }[], lang: 'nl' | 'en' | 'sv') =>
    `CASE (seq.i % ${list.length}) ${list.map((c, i) => `WHEN ${i} THEN ${q(c[lang])}`).join(' ')} END`;
  const media = mediaHashes.length
    ? `NULL, CASE (seq.i % ${mediaHashes.length}) ${mediaHashes.map((h, i) => `WHEN ${i} THEN ${q(h)}`).join(' ')} END`
    : `'https://archive.example/photo-' || seq.i || '.jpg', NULL`;
  const seq = `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n})`;
  return [
    ...SEED_CATEGORIES.map(
      (c) => `INSERT INTO categories (name, name_en, name_sv, type) SELECT ${q(c.nl)}, ${q(c.en)}, ${q(c.sv)}, 'animal' WHERE NOT EXISTS (SELECT 1 FROM categories WHERE name = ${q(c.nl)})`,
    ),
    'PRAGMA defer_foreign_keys = ON',
    `${seq} INSERT INTO gallery_item_categories (item_id, category_id)
     SELECT ${BASE} + seq.i, CASE (seq.i % ${SEED_CATEGORIES.length}) ${SEED_CATEGORIES.map((c, k) => `WHEN ${k} THEN (SELECT id FROM categories WHERE name = ${q(c.nl)})`).join(' ')} END FROM seq`,
    `${seq} INSERT INTO gallery_items (id, type, url, media_hash, title, title_en, title_sv, description_en, location, country, country_en, country_sv, date_taken, created_at, is_published, width, height)
     SELECT ${BASE} + seq.i, CASE WHEN seq.i % 10 = 0 THEN 'video' ELSE 'photo' END, ${media},
       'Foto ' || seq.i, 'Photo ' || seq.i, 'Bild ' || seq.i,
       CASE WHEN seq.i = ${MARKED_ITEM} THEN 'The ${MARKED_WORD} at dawn' ELSE 'A quiet morning, number ' || seq.i END,
       'Place ' || (seq.i % 50), ${pick(SEED_COUNTRIES, 'nl')}, ${pick(SEED_COUNTRIES, 'en')}, ${pick(SEED_COUNTRIES, 'sv')},
       ${start} + seq.i * ${DAY}, ${start} + seq.i * ${DAY}, 1, 1200, 800
     FROM seq`,
    `INSERT INTO content_version (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = version + 1`,
  ];
}
