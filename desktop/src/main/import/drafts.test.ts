import { describe, expect, it } from 'vitest';
import { applyBulkEdit } from '@portfolio/shared/gallery-fields';
import { buildDraftFields, locationFromPath, placeFromFolderName } from './drafts';

describe('draft fields', () => {
  it('proposes the title from the file name and the country in three languages', () => {
    expect(
      buildDraftFields({
        fileName: 'polar_bear-on-ice.JPG',
        relativePath: 'Svalbard 2024/DCIM/100NIKON/polar_bear-on-ice.JPG',
        country: { code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge', region: 'Svalbard' },
      }),
    ).toMatchObject({ title: 'polar bear on ice', location: 'Svalbard 2024', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge', isPublished: false });
  });

  it('takes the location from the nearest folder that names a place', () => {
    expect(locationFromPath('Trips/2024-06-12 Longyearbyen/Day 3/DSC_1.jpg')).toBe('Longyearbyen');
    expect(locationFromPath('Lofoten_winter/100CANON/IMG_1.jpg')).toBe('Lofoten winter');
    expect(locationFromPath('DCIM/100MSDCF/DSC1.jpg')).toBeNull();
    expect(placeFromFolderName('2024-06-12')).toBeNull();
    expect(placeFromFolderName('export')).toBeNull();
  });

  it('falls back to the GPS region when the folders say nothing', () => {
    const fields = buildDraftFields({ fileName: 'a.jpg', relativePath: 'DCIM/a.jpg', country: { code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge', region: 'Svalbard' } });
    expect(fields.location).toBe('Svalbard');
  });

  it('bulk edit changes only the fields that are filled and adds categories', () => {
    const base = buildDraftFields({ fileName: 'a.jpg', relativePath: 'Abisko/a.jpg', country: null });
    const withCat = { ...base, categoryIds: [1] };
    expect(applyBulkEdit(withCat, { location: '  ', country: 'Zweden', categoryIds: [2, 1], isPublished: false })).toEqual({
      ...base,
      country: 'Zweden',
      categoryIds: [1, 2],
      isPublished: false,
    });
  });
});
