import { iso1A2Code } from '@rapideditor/country-coder';

export interface CountryNames {
  /** ISO 3166-1 alpha-2 code of the country the photo was taken in. */
  code: string;
  nl: string;
  en: string;
  sv: string;
  /**
   * A place name worth proposing as the location when the folder gives none, for territories whose
   * country is not what a photographer would call the place (Svalbard, Jan Mayen).
   */
  region: string | null;
}

const names = {
  nl: new Intl.DisplayNames(['nl'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  sv: new Intl.DisplayNames(['sv'], { type: 'region' }),
};

/**
 * Country of a GPS position, offline (country-coder's borders ship inside the app), with the
 * names in the site's three languages.
 *
 * Level: territories (Greenland, the Faroe Islands, Åland) count as countries, which is how they
 * are listed on the site. Svalbard and Jan Mayen (ISO 'SJ') are Norway: the site lists Norway as
 * the country and "Svalbard" as a destination, so SJ becomes country NO with region Svalbard (or
 * Jan Mayen, south of 74° N) instead of "Svalbard & Jan Mayen".
 */
export function countryFromGps(latitude: number, longitude: number): CountryNames | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const territory = iso1A2Code([longitude, latitude], { level: 'territory' });
  if (!territory) return null;
  if (territory === 'SJ') return { ...namesOf('NO'), region: latitude >= 74 ? 'Svalbard' : 'Jan Mayen' };
  return { ...namesOf(territory), region: null };
}

export function namesOf(code: string): Omit<CountryNames, 'region'> {
  return { code, nl: names.nl.of(code) ?? code, en: names.en.of(code) ?? code, sv: names.sv.of(code) ?? code };
}
