import { describe, expect, it } from 'vitest';
import { filterOfSearch, filterSearch } from './gallery-filter';

describe('a gallery filter as an address', () => {
  it('writes one spelling per filter: fixed order, empty fields left out', () => {
    expect(filterSearch({ category: 3, q: 'polar bear', country: 'Norway' })).toBe('q=polar+bear&country=Norway&category=3');
    expect(filterSearch({ q: '', type: undefined })).toBe('');
  });

  it('reads back what it wrote, and what a form sent without scripts', () => {
    expect(filterOfSearch('q=polar+bear&country=Norway&category=3')).toEqual({ q: 'polar bear', country: 'Norway', category: 3 });
    // A form sends every field; "all" and empty mean no filter.
    expect(filterOfSearch('?q=&type=all&country=all&category=all')).toEqual({});
    expect(filterOfSearch('type=video&country=%C3%96land')).toEqual({ type: 'video', country: 'Öland' });
  });

  it('drops what does not parse instead of failing the page', () => {
    expect(filterOfSearch('type=sculpture&category=-2&q=' + 'x'.repeat(201))).toEqual({});
    expect(filterOfSearch('category=1.5&utm_source=mail')).toEqual({});
  });

  it('carries a square of the map (a cluster) as west,south,east,north in degrees', () => {
    expect(filterSearch({ cell: '15.6,78,16,78.4', type: 'photo' })).toBe('type=photo&cell=15.6%2C78%2C16%2C78.4');
    expect(filterOfSearch('cell=15.6%2C78%2C16%2C78.4')).toEqual({ cell: '15.6,78,16,78.4' });
    expect(filterOfSearch('cell=-21.9,-64.1,-21.8,-64')).toEqual({ cell: '-21.9,-64.1,-21.8,-64' });
    for (const bad of ['15,78', '15,78,16,x', '1e3,0,1,1', '15.123456,78,16,79']) expect(filterOfSearch(`cell=${bad}`)).toEqual({});
  });
});
