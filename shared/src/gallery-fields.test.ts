import { uploadResultFixture } from './test-fixtures';
import { describe, expect, it } from 'vitest';
import { GalleryItemCreateSchema } from './contracts/gallery';
import { DraftFieldsSchema } from './contracts/ipc';
import { applyBulkEdit, galleryItemPayload, proposedFields, titleFromPattern } from './gallery-fields';

const upload = uploadResultFixture;

const puffin = {
  title: 'Puffin at dusk',
  description: 'Back from the sea.',
  location: 'Hornøya, Vardø',
  country: { code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge' },
  keywords: [],
  copyright: null,
};

describe('gallery item fields on their way in', () => {
  it('titles a new item from the file name and shares what the run typed', () => {
    const fields = applyBulkEdit(proposedFields({ fileName: 'polar_bear-on-ice.JPG' }), { country: ' Noorwegen ', location: '', categoryIds: [3, 4] });
    const payload = galleryItemPayload({ ...upload('p'), type: 'video' }, fields);
    expect(payload).toEqual({
      type: 'video',
      mediaHash: 'a'.repeat(64),
      thumbnailUrl: '/media/p-480.webp',
      title: 'polar bear on ice',
      titleEn: null,
      titleSv: null,
      description: null,
      descriptionEn: null,
      descriptionSv: null,
      alt: null,
      altEn: null,
      altSv: null,
      location: null,
      country: 'Noorwegen',
      countryEn: null,
      countrySv: null,
      categoryIds: [3, 4],
      isPublished: false,
      sensitiveLocation: false,
    });
    expect(GalleryItemCreateSchema.safeParse(payload).success).toBe(true);
    // An answer without a key (media outside this site) names its URL.
    expect(galleryItemPayload({ ...upload('p'), hash: null }, fields)).toMatchObject({ url: '/media/p.jpg' });
  });

  it("fills what the run leaves empty from the file's own texts; what the photographer typed wins", () => {
    const fields = applyBulkEdit(proposedFields({ fileName: 'IMG_0001.jpg', texts: puffin }), { location: 'Vardø', descriptionSv: 'Tillbaka från havet.' });
    expect(galleryItemPayload(upload('q'), fields)).toMatchObject({
      title: 'Puffin at dusk',
      description: 'Back from the sea.',
      descriptionSv: 'Tillbaka från havet.',
      location: 'Vardø',
      country: 'Noorwegen',
      countryEn: 'Norway',
      countrySv: 'Norge',
    });
  });

  it("uses the file's surroundings only where its texts say nothing", () => {
    const gps = { nl: 'Zweden', en: 'Sweden', sv: 'Sverige' };
    expect(proposedFields({ fileName: 'a.jpg', location: 'Abisko', country: gps })).toMatchObject({ location: 'Abisko', country: 'Zweden', countrySv: 'Sverige' });
    expect(proposedFields({ fileName: 'a.jpg', texts: puffin, location: 'Abisko', country: gps })).toMatchObject({ location: 'Hornøya, Vardø', country: 'Noorwegen' });
  });

  it('bulk edit sets the texts of every language that are filled, flags that are given, and adds or sets categories', () => {
    const base = { ...proposedFields({ fileName: 'a.jpg' }), categoryIds: [1] };
    expect(applyBulkEdit(base, { titleSv: ' Lunnefågel ', altEn: '', sensitiveLocation: true, categoryIds: [2, 1] })).toEqual({
      ...base,
      titleSv: 'Lunnefågel',
      sensitiveLocation: true,
      categoryIds: [1, 2],
    });
    expect(applyBulkEdit(base, { categoryIds: [2] }, { addCategories: false }).categoryIds).toEqual([2]);
  });

  it('lets a draft go with its title emptied, as create does: the server then names the item after its file', () => {
    const draft = DraftFieldsSchema.parse({ ...proposedFields({ fileName: 'a.jpg' }), title: ' ' });
    expect(draft.title).toBe('');
    expect(GalleryItemCreateSchema.parse(galleryItemPayload(upload('a'), draft)).title).toBe('');
  });
});

describe('titleFromPattern', () => {
  it('numbers the selection and names each item after its file', () => {
    expect(titleFromPattern('Lofoten {n}', 12, 'DSC_0042.NEF.jpg')).toBe('Lofoten 12');
    expect(titleFromPattern('{name} – Lofoten', 1, 'DSC_0042.jpg')).toBe('DSC_0042 – Lofoten');
    expect(titleFromPattern('Sea eagle', 3, 'a.jpg')).toBe('Sea eagle');
  });
});
