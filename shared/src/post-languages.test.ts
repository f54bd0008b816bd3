import { describe, expect, it } from 'vitest';
import { hasOwnText, postLanguages } from './post-languages';

describe('post languages', () => {
  it('counts text and photos, not empty markup or an empty editor document', () => {
    expect(hasOwnText('<p>Hej</p>')).toBe(true);
    expect(hasOwnText('<p><img src="/media/a.jpg" alt=""></p>')).toBe(true);
    expect(hasOwnText('<p> &nbsp;</p><p></p>')).toBe(false);
    expect(hasOwnText('{"type":"doc","content":[{"type":"paragraph"}]}')).toBe(false);
    expect(hasOwnText('{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Hallo"}]}]}')).toBe(true);
    expect(hasOwnText(null)).toBe(false);
    expect(hasOwnText('   ')).toBe(false);
  });

  it('lists the languages with their own text, Dutch first', () => {
    expect(postLanguages({ contentNl: '<p>Hallo</p>', contentEn: null, contentSv: '<p>Hej</p>' })).toEqual(['nl', 'sv']);
    expect(postLanguages({ contentNl: '<p>Hallo</p>', contentEn: '<p></p>', contentSv: '' })).toEqual(['nl']);
  });
});
