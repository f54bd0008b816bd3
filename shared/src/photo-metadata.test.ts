import { describe, expect, it } from 'vitest';
import { countryFrom, embeddedTexts, matchKeywords } from './photo-metadata';

/** What exifr reads from a Lightroom export (XMP), merged. */
const LIGHTROOM = {
  title: { lang: 'x-default', value: 'Puffin with sand eels' },
  description: { lang: 'x-default', value: 'A puffin returns to its burrow at dusk.' },
  subject: ['Puffin', 'Fåglar', 'seabird colony'],
  rights: { lang: 'x-default', value: '© 2024 Anna Berg' },
  hierarchicalSubject: 'Animals|Vogels|Puffin',
  City: 'Vardø',
  Country: 'Norway',
  Location: 'Hornøya',
  CountryCode: 'NO',
};

/** What exifr reads from a Photo Mechanic export (IPTC IIM). */
const PHOTO_MECHANIC = {
  ObjectName: 'Reindeer at first light',
  Headline: 'Reindeer',
  Caption: 'Svalbard reindeer grazing near Longyearbyen.',
  Keywords: ['reindeer', 'Svalbard'],
  City: 'Longyearbyen',
  Sublocation: 'Adventdalen',
  Country: 'Noorwegen',
  CopyrightNotice: '© Anna Berg',
};

const CATEGORIES = [
  { id: 1, name: 'Vogels', nameEn: 'Birds', nameSv: 'Fåglar' },
  { id: 2, name: 'Papegaaiduiker', nameEn: 'Puffin', nameSv: 'Lunnefågel' },
  { id: 3, name: 'Rendieren', nameEn: 'Reindeer', nameSv: 'Ren' },
];

describe('embeddedTexts', () => {
  it('reads a Lightroom export: title, description, place, country in three languages, flattened keywords, copyright', () => {
    expect(embeddedTexts(LIGHTROOM)).toEqual({
      title: 'Puffin with sand eels',
      description: 'A puffin returns to its burrow at dusk.',
      location: 'Hornøya, Vardø',
      country: { code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge' },
      keywords: ['Animals', 'Vogels', 'Puffin', 'Fåglar', 'seabird colony'],
      copyright: '© 2024 Anna Berg',
    });
  });

  it('reads a Photo Mechanic export (IPTC): the object name is the title, a Dutch country name is understood', () => {
    const texts = embeddedTexts(PHOTO_MECHANIC);
    expect(texts).toMatchObject({ title: 'Reindeer at first light', description: 'Svalbard reindeer grazing near Longyearbyen.', location: 'Adventdalen, Longyearbyen', keywords: ['reindeer', 'Svalbard'] });
    expect(texts.country).toEqual({ code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge' });
  });

  it('gives nothing for a file without IPTC or XMP', () => {
    expect(embeddedTexts(undefined)).toEqual({ title: null, description: null, location: null, country: null, keywords: [], copyright: null });
  });
});

describe('countryFrom', () => {
  it('matches an ISO code or a name in Swedish, Dutch or English, whatever the case and accents', () => {
    expect(countryFrom('is')?.en).toBe('Iceland');
    expect(countryFrom('Sverige')?.code).toBe('SE');
    expect(countryFrom('ijsland')?.sv).toBe('Island');
    expect(countryFrom('FINLAND')?.nl).toBe('Finland');
    expect(countryFrom('Atlantis')).toBeNull();
  });
});

describe('matchKeywords', () => {
  it('maps keywords to categories by name in any language, ignoring case and accents, and offers the rest', () => {
    expect(matchKeywords(['faglar', 'PUFFIN', 'Ren', 'seabird colony', 'Animals'], CATEGORIES)).toEqual({ categoryIds: [1, 2, 3], unmatched: ['seabird colony', 'Animals'] });
  });
});
