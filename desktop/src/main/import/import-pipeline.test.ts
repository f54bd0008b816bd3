import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reads = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const fsp = await importOriginal<typeof import('node:fs/promises')>();
  const readFile = ((file: string, ...rest: unknown[]) => {
    reads.push(String(file));
    return (fsp.readFile as (...a: unknown[]) => unknown)(file, ...rest);
  }) as typeof fsp.readFile;
  return { ...fsp, default: { ...fsp, readFile }, readFile };
});
import { ENCODES_IMAGES, makeJpeg, sharp, writeFiles } from '../../../test/photos';
import { matchDraftKeywords } from '@portfolio/shared/gallery-fields';
import { ImportSession, toQueueItem } from './import-pipeline';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pipeline-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function card() {
  const bear = await makeJpeg({ seed: 1, gps: { lat: 78.22, lon: 15.65 } });
  const fox = await makeJpeg({ seed: 2, gps: { lat: 64.14, lon: -21.94 }, date: '2023:02:01 09:00:00' });
  const plain = await makeJpeg({ seed: 3 });
  await writeFiles(path.join(dir, 'Arctic'), {
    'Svalbard/DCIM/100NIKON/polar_bear.jpg': bear,
    'Iceland/arctic-fox.jpg': fox,
    'misc/no_gps.jpg': plain,
    'Tromso/copy of bear.jpg': bear,
    'misc/broken.jpg': Buffer.from('these bytes are not a JPEG at all, the copy broke'),
    'misc/notes.txt': 'shopping list',
    'misc/polar_bear.NEF': Buffer.from('II*\0raw sensor data'),
    'misc/.DS_Store': 'x',
    'misc/Thumbs.db': 'x',
  });
  return { bear, fox, plain };
}

describe('ImportSession.addPaths', () => {
  it('turns a nested folder into drafts: Exif, GPS country in three languages, hashes, broken and duplicate files', async () => {
    const { bear, fox } = await card();
    const session = new ImportSession({ thumbnails: true });
    const result = await session.addPaths([path.join(dir, 'Arctic')]);
    expect(result).toMatchObject({ added: 5, new: 3, duplicates: 1, broken: 1, onServer: 0 });
    const byName = Object.fromEntries(session.drafts().map((d) => [d.fileName, d]));
    expect(Object.keys(byName).sort()).toEqual(['arctic-fox.jpg', 'broken.jpg', 'copy of bear.jpg', 'no_gps.jpg', 'polar_bear.jpg']);
    // notes.txt and the raw file are not for the site; .DS_Store and Thumbs.db are system files.
    expect(result.skipped).toBe(4);

    const bearDraft = byName['polar_bear.jpg'];
    expect(bearDraft).toMatchObject({
      status: 'new',
      kind: 'photo',
      mime: 'image/jpeg',
      hash: createHash('sha256').update(bear).digest('hex'),
      relativePath: 'Arctic/Svalbard/DCIM/100NIKON/polar_bear.jpg',
      countryCode: 'NO',
      dateTaken: '2024-06-12T14:03:00.000Z',
      fields: { title: 'polar bear', location: 'Svalbard', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge', isPublished: false },
    });
    expect(bearDraft.metadata).toMatchObject({ Make: 'Nikon', Model: 'Z 9', FNumber: 2.8, ISO: 400 });
    expect(bearDraft.metadata?.latitude).toBeCloseTo(78.22, 2);

    expect(byName['arctic-fox.jpg']).toMatchObject({
      hash: createHash('sha256').update(fox).digest('hex'),
      dateTaken: '2023-02-01T09:00:00.000Z',
      fields: { title: 'arctic fox', location: 'Iceland', country: 'IJsland', countryEn: 'Iceland', countrySv: 'Island' },
    });
    expect(byName['no_gps.jpg']).toMatchObject({ status: 'new', countryCode: null, fields: { country: null, countryEn: null, countrySv: null, location: 'Arctic' } });
    expect(byName['broken.jpg']).toMatchObject({ status: 'broken', hash: null });
    expect(byName['broken.jpg'].message).toMatch(/Not a photo or video/);
    expect(byName['copy of bear.jpg']).toMatchObject({ status: 'duplicate', hash: bearDraft.hash });
    expect(byName['copy of bear.jpg'].message).toContain('polar_bear.jpg');
  }, ENCODES_IMAGES);

  it("fills the draft from a Lightroom export's own texts: title, caption, place, country in three languages, keywords", async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:lr="http://ns.adobe.com/lightroom/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/">' +
      '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Walrus on the ice</rdf:li></rdf:Alt></dc:title>' +
      '<dc:description><rdf:Alt><rdf:li xml:lang="x-default">An old bull resting.</rdf:li></rdf:Alt></dc:description>' +
      '<dc:subject><rdf:Bag><rdf:li>Walrus</rdf:li><rdf:li>pack ice</rdf:li></rdf:Bag></dc:subject>' +
      '<lr:hierarchicalSubject><rdf:Bag><rdf:li>Zoogdieren|Walrus</rdf:li></rdf:Bag></lr:hierarchicalSubject>' +
      '<photoshop:City>Ny-Ålesund</photoshop:City><Iptc4xmpCore:Location>Kongsfjorden</Iptc4xmpCore:Location><Iptc4xmpCore:CountryCode>NO</Iptc4xmpCore:CountryCode>' +
      '</rdf:Description></rdf:RDF></x:xmpmeta>';
    const walrus = await sharp(await makeJpeg({ seed: 9 })).withXmp(xmp).jpeg().toBuffer();
    await writeFiles(path.join(dir, 'Trip'), { 'DCIM/IMG_0042.jpg': walrus });
    const session = new ImportSession();
    await session.addPaths([path.join(dir, 'Trip')]);
    const drafts = session.drafts();
    expect(drafts[0]).toMatchObject({
      status: 'new',
      countryCode: 'NO',
      keywords: ['Zoogdieren', 'Walrus', 'pack ice'],
      fields: { title: 'Walrus on the ice', description: 'An old bull resting.', location: 'Kongsfjorden, Ny-Ålesund', country: 'Noorwegen', countryEn: 'Norway', countrySv: 'Norge', categoryIds: [] },
    });
    // The import screen matches the keywords to categories named in any language, and offers the rest.
    const categories = [
      { id: 7, name: 'Walrussen', nameEn: 'Walrus', nameSv: 'Valross' },
      { id: 8, name: 'Zoogdieren', nameEn: 'Mammals', nameSv: 'Däggdjur' },
    ];
    const matched = matchDraftKeywords(drafts, categories);
    expect(matched.drafts[0]!.fields.categoryIds).toEqual([8, 7]);
    expect(matched.unmatched).toEqual(['pack ice']);
  }, ENCODES_IMAGES);

  it('reads every file once', async () => {
    await card();
    reads.length = 0;
    await new ImportSession({ thumbnails: true }).addPaths([path.join(dir, 'Arctic')]);
    // The five media files, each exactly once; notes.txt only has its header looked at.
    expect(reads).toHaveLength(5);
    expect(new Set(reads).size).toBe(5);
  }, ENCODES_IMAGES);

  it('marks photos the server already has and skips files already in this session', async () => {
    const { plain } = await card();
    const plainHash = createHash('sha256').update(plain).digest('hex');
    const lookup = vi.fn(async (hashes: string[]) =>
      hashes.filter((h) => h === plainHash).map((hash) => ({ hash, url: '/media/x.jpg', galleryItemIds: [7] })),
    );
    const session = new ImportSession();
    const first = await session.addPaths([path.join(dir, 'Arctic')], lookup);
    expect(lookup).toHaveBeenCalledTimes(1);
    // Only new, non-duplicate, non-broken files are asked about.
    expect(lookup.mock.calls[0][0]).toHaveLength(3);
    expect(first.onServer).toBe(1);
    const plainDraft = session.drafts().find((d) => d.fileName === 'no_gps.jpg')!;
    expect(plainDraft).toMatchObject({ status: 'on-server', serverUrl: '/media/x.jpg', message: 'Already in the gallery' });

    // Dropping the same folder again adds nothing; a copy elsewhere is a duplicate.
    await writeFiles(dir, { 'again/bear.jpg': await readFile(path.join(dir, 'Arctic/Svalbard/DCIM/100NIKON/polar_bear.jpg')) });
    const second = await session.addPaths([path.join(dir, 'Arctic'), path.join(dir, 'again')], lookup);
    expect(second).toMatchObject({ added: 1, duplicates: 1 });
    expect(session.drafts().at(-1)).toMatchObject({ fileName: 'bear.jpg', status: 'duplicate' });
    expect(session.drafts()).toHaveLength(6);
  }, ENCODES_IMAGES);

  it('keeps drafts usable when the server cannot be asked', async () => {
    await card();
    const session = new ImportSession();
    const result = await session.addPaths([path.join(dir, 'Arctic')], async () => {
      throw new Error('fetch failed');
    });
    expect(result.lookupError).toMatch(/Could not ask the server/);
    expect(result.new).toBe(3);
  }, ENCODES_IMAGES);

  it('makes queue items only from uploadable drafts, with the path kept in main', async () => {
    await card();
    const session = new ImportSession();
    await session.addPaths([path.join(dir, 'Arctic')]);
    const items = session.drafts().map((d) => toQueueItem(session.get(d.id)!, d.fields)).filter(Boolean);
    expect(items).toHaveLength(3);
    expect(items[0]!.path).toBe(path.join(dir, 'Arctic/Iceland/arctic-fox.jpg'));
  }, ENCODES_IMAGES);
});
