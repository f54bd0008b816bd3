import { describe, expect, it } from 'vitest';
import { categorySlug, slugify, withSlugSuffix } from './slug';

describe('slugify (post slug from the Dutch title)', () => {
  it('lowercases, trims and joins words with hyphens', () => {
    expect(slugify('  Noorderlicht boven Tromsø ')).toBe('noorderlicht-boven-troms');
  });
  it('removes characters other than word characters, spaces and hyphens', () => {
    expect(slugify('IJsberen: 5 dagen (Svalbard)!')).toBe('ijsberen-5-dagen-svalbard');
  });
  it('collapses runs of spaces, underscores and hyphens to one hyphen', () => {
    expect(slugify('a  _ - b__c--d')).toBe('a-b-c-d');
  });
  it('drops leading and trailing hyphens', () => {
    expect(slugify('--- Poolnacht ---')).toBe('poolnacht');
  });
  it('folds accents so letters are kept', () => {
    expect(slugify('Café op IJsland')).toBe('cafe-op-ijsland');
  });
  it('numbers duplicates from 2 on', () => {
    expect(withSlugSuffix('poolnacht', 1)).toBe('poolnacht');
    expect(withSlugSuffix('poolnacht', 2)).toBe('poolnacht-2');
  });
});

describe('categorySlug', () => {
  it('lower-cases the name and turns whitespace runs into hyphens', () => {
    expect(categorySlug('Northern  Lights')).toBe('northern-lights');
  });
});
