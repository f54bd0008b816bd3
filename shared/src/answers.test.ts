import { describe, expect, it } from 'vitest';
import { answerPath, answerUrl, isPaged } from './answers';

describe('answerUrl', () => {
  it('puts the parameters a path names in the path and the rest in the query, in the order of their names', () => {
    expect(answerUrl('galleryNeighbours', { id: 7, language: 'sv', type: 'photo', q: 'ren' })).toBe('/api/gallery/items/7/neighbours?language=sv&q=ren&type=photo');
    expect(answerUrl('galleryPage', { type: 'video', language: 'en', limit: 12 })).toBe(answerUrl('galleryPage', { limit: 12, language: 'en', type: 'video' }));
  });

  it('leaves out empty values and encodes the rest', () => {
    expect(answerUrl('galleryPage', { language: 'en', limit: 12, cursor: undefined, q: '' })).toBe('/api/gallery/items?language=en&limit=12');
    expect(answerUrl('post', { slug: 'å & ö', language: 'nl' })).toBe('/api/blog/posts/%C3%A5%20%26%20%C3%B6?language=nl');
    expect(answerUrl('collections', { language: 'en', cursor: 'a/b+c' })).toBe('/api/collections?cursor=a%2Fb%2Bc&language=en');
    expect(answerUrl('siteSettings', {})).toBe('/api/site-settings');
  });

  it('names the paths of the specification and its lists that come a page at a time', () => {
    expect(answerPath('galleryItem', { id: 3 })).toBe('/api/gallery/items/3');
    expect(['galleryPage', 'postsPage', 'collections'].map((n) => isPaged(n as 'galleryPage'))).toEqual([true, true, false]);
  });
});
