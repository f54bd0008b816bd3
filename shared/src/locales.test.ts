import { describe, expect, it } from 'vitest';
import { countryFromBrowserLanguage, languageForCountry, parseLanguage } from './locales';

describe('languageForCountry', () => {
  it.each([
    ['US', 'en'], ['GB', 'en'], ['CA', 'en'], ['AU', 'en'], ['NZ', 'en'], ['IE', 'en'],
    ['SE', 'sv'], ['FI', 'sv'],
    ['NL', 'nl'], ['BE', 'nl'], ['SR', 'nl'],
    ['DE', 'en'], ['NO', 'en'],
  ])('%s gives %s', (country, language) => {
    expect(languageForCountry(country)).toBe(language);
  });
  it('accepts lower case and gives English for nothing', () => {
    expect(languageForCountry('se')).toBe('sv');
    expect(languageForCountry(null)).toBe('en');
  });
});

describe('parseLanguage', () => {
  it('keeps only en, sv and nl', () => {
    expect(parseLanguage('sv')).toBe('sv');
    expect(parseLanguage('de')).toBeNull();
    expect(parseLanguage(undefined)).toBeNull();
  });
});

describe('countryFromBrowserLanguage', () => {
  it('maps sv to SE and nl to NL, anything else to none', () => {
    expect(countryFromBrowserLanguage('sv-SE')).toBe('SE');
    expect(countryFromBrowserLanguage('nl')).toBe('NL');
    expect(countryFromBrowserLanguage('de-DE')).toBeNull();
  });
});
