// The photographer's own words in a photo file (IPTC and XMP, as Lightroom and Photo Mechanic
// write them) turned into draft fields. Pure: the browser upload and the desktop import read the
// file with exifr and pass its merged output here.

/** The exifr options that read only the IPTC and XMP blocks (fast: no camera data, thumbnails or ICC). */
export const EMBEDDED_TEXT_OPTIONS = {
  tiff: false,
  exif: false,
  gps: false,
  ifd1: false,
  interop: false,
  icc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  iptc: true,
  xmp: true,
  mergeOutput: true,
} as const;

export interface CountryInLanguages {
  /** ISO 3166-1 alpha-2. */
  code: string;
  nl: string;
  en: string;
  sv: string;
}

export interface EmbeddedTexts {
  title: string | null;
  description: string | null;
  /** Sub-location and city, e.g. "Hornøya, Vardø". */
  location: string | null;
  country: CountryInLanguages | null;
  /** Keywords, Lightroom's hierarchy flattened to its levels, without repeats. */
  keywords: string[];
  copyright: string | null;
}

/** exifr gives a language alternative as a string, an array, or `{ lang, value }`: the default text. */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim() || null;
  if (Array.isArray(value)) {
    for (const v of value) {
      const s = textOf(v);
      if (s) return s;
    }
    return null;
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('value' in o) return textOf(o.value);
  }
  return null;
}

function listOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[;,]/) : [value];
  return items.map(textOf).filter((s): s is string => !!s);
}

const first = (meta: Record<string, unknown>, ...keys: string[]) => {
  for (const k of keys) {
    const s = textOf(meta[k]);
    if (s) return s;
  }
  return null;
};

/** For comparing names: lower case, no accents, no punctuation ("Fåglar" = "faglar", "Noorderlicht!" = "noorderlicht"). */
export function nameKey(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let countryIndex: Map<string, string> | null = null;
const displayNames = (lang: string) => new Intl.DisplayNames([lang], { type: 'region' });

/** The country in the site's three languages from its ISO code, or a name in any of them (or German, French). */
export function countryFrom(nameOrCode: string | null): CountryInLanguages | null {
  if (!nameOrCode) return null;
  const names = { nl: displayNames('nl'), en: displayNames('en'), sv: displayNames('sv') };
  const inLanguages = (code: string): CountryInLanguages => ({ code, nl: names.nl.of(code) ?? code, en: names.en.of(code) ?? code, sv: names.sv.of(code) ?? code });
  const raw = nameOrCode.trim();
  if (/^[A-Za-z]{2}$/.test(raw)) {
    const code = raw.toUpperCase();
    if (names.en.of(code) !== code) return inLanguages(code);
  }
  if (!countryIndex) {
    countryIndex = new Map();
    const readers = ['en', 'nl', 'sv', 'de', 'fr'].map(displayNames);
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        for (const r of readers) {
          const name = r.of(code);
          if (name && name !== code && !/^Unknown|^Onbekend|^Okänd|^Unbekannt|inconnue/i.test(name)) countryIndex.set(nameKey(name), code);
        }
      }
    }
    // Names photographers write that the standard names spell otherwise.
    for (const [alias, code] of [['usa', 'US'], ['united states of america', 'US'], ['uk', 'GB'], ['england', 'GB'], ['scotland', 'GB'], ['holland', 'NL'], ['the netherlands', 'NL'], ['czech republic', 'CZ']] as const) countryIndex.set(alias, code);
  }
  const code = countryIndex.get(nameKey(raw));
  return code ? inLanguages(code) : null;
}

/** Title, description, place, country, keywords and copyright the photographer wrote into the file. */
export function embeddedTexts(meta: Record<string, unknown> | null | undefined): EmbeddedTexts {
  const m = meta ?? {};
  const keywords: string[] = [];
  const seen = new Set<string>();
  const add = (k: string) => {
    const key = nameKey(k);
    if (key && !seen.has(key)) {
      seen.add(key);
      keywords.push(k.trim());
    }
  };
  // Lightroom's "Animals|Birds|Puffin" says Animals, Birds and Puffin.
  for (const path of listOf(m.hierarchicalSubject)) for (const level of path.split('|')) add(level);
  for (const k of [...listOf(m.subject), ...listOf(m.Keywords)]) add(k);
  const place = [first(m, 'Location', 'Sublocation', 'SubLocation'), first(m, 'City')].filter((s): s is string => !!s);
  return {
    title: first(m, 'title', 'ObjectName', 'Headline', 'headline'),
    description: first(m, 'description', 'Caption', 'ImageDescription'),
    location: place.length ? [...new Set(place)].join(', ') : null,
    country: countryFrom(first(m, 'CountryCode', 'CountryPrimaryLocationCode')) ?? countryFrom(first(m, 'Country', 'CountryPrimaryLocationName')),
    keywords,
    copyright: first(m, 'rights', 'CopyrightNotice', 'Copyright'),
  };
}

export interface CategoryNames {
  id: number;
  name: string;
  nameEn?: string | null;
  nameSv?: string | null;
}

/**
 * Keywords matched to existing categories by name in any of the three languages, ignoring case and
 * accents. Keywords that match none are returned to be offered, never created silently.
 */
export function matchKeywords(keywords: string[], categories: CategoryNames[]): { categoryIds: number[]; unmatched: string[] } {
  const byName = new Map<string, number>();
  for (const c of categories) for (const n of [c.name, c.nameEn, c.nameSv]) if (n) byName.set(nameKey(n), c.id);
  const categoryIds = new Set<number>();
  const unmatched: string[] = [];
  for (const k of keywords) {
    const id = byName.get(nameKey(k));
    if (id !== undefined) categoryIds.add(id);
    else unmatched.push(k);
  }
  return { categoryIds: [...categoryIds], unmatched };
}
