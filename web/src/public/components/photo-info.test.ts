import { describe, expect, it } from 'vitest';
import { photoFrameSizes, photoTileSizes } from '@portfolio/shared/constants';
import { formatCamera, formatTaken } from './photo-info';

describe('formatCamera', () => {
  const camera = { focalLength: 14, fNumber: 1.8, exposureTime: 15, iso: 3200 };
  it('writes the settings with the numbers of each language', () => {
    expect(formatCamera(camera, 'en')).toEqual({ focal: '14 mm', aperture: 'f/1.8', shutter: '15 s', iso: 'ISO 3,200' });
    expect(formatCamera(camera, 'sv')).toEqual({ focal: '14 mm', aperture: 'f/1,8', shutter: '15 s', iso: 'ISO 3\u00a0200' });
    expect(formatCamera(camera, 'nl')).toEqual({ focal: '14 mm', aperture: 'f/1,8', shutter: '15 s', iso: 'ISO 3.200' });
  });
  it('writes short exposures as the fraction cameras use and leaves out what is missing', () => {
    expect(formatCamera({ exposureTime: 0.0005 }, 'en')).toEqual({ focal: undefined, aperture: undefined, shutter: '1/2000 s', iso: undefined });
    expect(formatCamera({ exposureTime: 1 / 3 }, 'nl').shutter).toBe('1/3 s');
  });
});

describe('formatTaken', () => {
  it('writes the camera clock (stored as UTC) in the language', () => {
    const d = new Date('2023-09-18T23:22:51Z');
    expect(formatTaken(d, 'en')).toContain('September 18, 2023');
    expect(formatTaken(d, 'sv')).toContain('18 september 2023');
    expect(formatTaken(d, 'nl')).toContain('18 september 2023');
    expect(formatTaken(d, 'sv')).toContain('23:22');
  });
});

describe('image sizes', () => {
  it('asks for a tile as wide as its row height times its ratio, at most the screen', () => {
    expect(photoTileSizes(3000, 1000)).toContain('(min-width: 1536px) min(1248px, 100vw)');
    expect(photoTileSizes(null, null).endsWith(', 100vw')).toBe(true);
    expect(photoFrameSizes(2000, 1000)).toBe('min(100vw, calc((100vh - 9.5rem) * 2.000))');
  });
});
