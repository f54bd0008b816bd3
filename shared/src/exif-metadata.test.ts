import { describe, expect, it } from 'vitest';
import { cameraFactsFromExif } from './exif-metadata';

describe('cameraFactsFromExif', () => {
  it('keeps camera settings and GPS, and stores the wall clock as UTC', () => {
    const facts = cameraFactsFromExif({
      Make: 'NIKON ', Model: 'Z 9', LensModel: 'NIKKOR Z 600mm', FocalLength: 600, FNumber: 6.3, ExposureTime: 0.002, ISO: 800,
      latitude: 78.22, longitude: 15.65, DateTimeOriginal: new Date(2024, 2, 15, 14, 30, 5),
    });
    expect(facts.dateTaken).toBe('2024-03-15T14:30:05.000Z');
    expect(facts.metadata).toEqual({ Make: 'NIKON', Model: 'Z 9', LensModel: 'NIKKOR Z 600mm', FocalLength: 600, FNumber: 6.3, ExposureTime: 0.002, ISO: 800, latitude: 78.22, longitude: 15.65 });
  });
  it('drops a 0,0 position and reads ISO from the older tag and dates from strings', () => {
    const facts = cameraFactsFromExif({ latitude: 0, longitude: 0, ISOSpeedRatings: [400], CreateDate: '2023:12:31 23:59:59' });
    expect(facts.metadata).toEqual({ ISO: 400 });
    expect(facts.dateTaken).toBe('2023-12-31T23:59:59.000Z');
  });
  it('gives nulls for no Exif', () => {
    expect(cameraFactsFromExif(undefined)).toEqual({ dateTaken: null, metadata: null });
    expect(cameraFactsFromExif({})).toEqual({ dateTaken: null, metadata: null });
  });
});
