import { describe, expect, it } from 'vitest';
import { ENCODES_IMAGES, makeJpeg, sharp } from '../../../test/photos';
import { countryFromGps } from './gps-country';
import { quickTimeCreationDate, readExif } from './read-exif';

describe('readExif', () => {
  it('reads date taken, camera, lens, exposure and GPS from real bytes', async () => {
    const info = await readExif(await makeJpeg({ gps: { lat: 78.2232, lon: 15.6469 } }), 'photo');
    expect(info.dateTaken).toBe('2024-06-12T14:03:00.000Z');
    expect(info.metadata).toMatchObject({
      Make: 'Nikon',
      Model: 'Z 9',
      LensModel: 'NIKKOR Z 100-400mm f/4.5-5.6 VR S',
      FocalLength: 35,
      FNumber: 2.8,
      ExposureTime: 0.004,
      ISO: 400,
    });
    expect(info.latitude).toBeCloseTo(78.2232, 3);
    expect(info.longitude).toBeCloseTo(15.6469, 3);
  }, ENCODES_IMAGES);

  it('gives nulls for a photo without Exif', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).png().toBuffer();
    expect(await readExif(png, 'photo')).toEqual({ dateTaken: null, metadata: null, latitude: null, longitude: null, texts: { title: null, description: null, location: null, country: null, keywords: [], copyright: null } });
  }, ENCODES_IMAGES);

  it('reads the creation date from a QuickTime movie header', () => {
    const mvhd = Buffer.alloc(32);
    mvhd.write('mvhd', 4, 'latin1');
    mvhd.writeUInt32BE(Date.UTC(2023, 2, 1) / 1000 + 2_082_844_800, 12);
    expect(quickTimeCreationDate(Buffer.concat([Buffer.alloc(100), mvhd]))).toBe('2023-03-01T00:00:00.000Z');
  });
});

describe('countryFromGps', () => {
  it('names the country in Dutch, English and Swedish', () => {
    expect(countryFromGps(69.65, 18.96)).toEqual({ code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge', region: null });
    expect(countryFromGps(64.14, -21.94)).toMatchObject({ code: 'IS', nl: 'IJsland', en: 'Iceland', sv: 'Island' });
    expect(countryFromGps(67.85, 20.22)).toMatchObject({ code: 'SE', nl: 'Zweden', en: 'Sweden', sv: 'Sverige' });
  });

  it('treats Svalbard as Norway with Svalbard as the place, and Greenland as Greenland', () => {
    expect(countryFromGps(78.22, 15.65)).toEqual({ code: 'NO', nl: 'Noorwegen', en: 'Norway', sv: 'Norge', region: 'Svalbard' });
    expect(countryFromGps(64.18, -51.72)).toMatchObject({ code: 'GL', en: 'Greenland', nl: 'Groenland', sv: 'Grönland' });
  });

  it('gives null where no country is', () => {
    expect(countryFromGps(0, -140)).toBeNull();
  });
});
