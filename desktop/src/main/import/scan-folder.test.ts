import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFiles } from '../../../test/photos';
import { isIgnoredName, scanPaths } from './scan-folder';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'scan-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('scanPaths', () => {
  it('walks nested folders and keeps the dropped folder name in the relative path', async () => {
    await writeFiles(path.join(dir, 'Svalbard'), {
      'DCIM/100NIKON/DSC_0001.jpg': 'a',
      'DCIM/100NIKON/DSC_0002.jpg': 'b',
      'Longyearbyen/day 2/deep/DSC_0100.jpg': 'c',
    });
    const result = await scanPaths([path.join(dir, 'Svalbard')]);
    expect(result.files.map((f) => f.relativePath)).toEqual([
      'Svalbard/DCIM/100NIKON/DSC_0001.jpg',
      'Svalbard/DCIM/100NIKON/DSC_0002.jpg',
      'Svalbard/Longyearbyen/day 2/deep/DSC_0100.jpg',
    ]);
    expect(result.files[0].size).toBe(1);
  });

  it('skips hidden files and the system files of Windows, macOS and NAS boxes', async () => {
    await writeFiles(dir, {
      'trip/a.jpg': 'x',
      'trip/.hidden.jpg': 'x',
      'trip/._a.jpg': 'x',
      'trip/.DS_Store': 'x',
      'trip/Thumbs.db': 'x',
      'trip/desktop.ini': 'x',
      'trip/__MACOSX/a.jpg': 'x',
      'trip/@eaDir/a.jpg/SYNOFILE_THUMB_M.jpg': 'x',
      'trip/$RECYCLE.BIN/old.jpg': 'x',
      'trip/.git/objects/x.jpg': 'x',
    });
    const result = await scanPaths([path.join(dir, 'trip')]);
    expect(result.files.map((f) => f.relativePath)).toEqual(['trip/a.jpg']);
    expect(result.ignored).toBe(9);
  });

  it('takes single dropped files and reports paths that vanished', async () => {
    await writeFiles(dir, { 'one.jpg': 'x' });
    const result = await scanPaths([path.join(dir, 'one.jpg'), path.join(dir, 'gone.jpg')]);
    expect(result.files.map((f) => f.relativePath)).toEqual(['one.jpg']);
    expect(result.unreadable).toEqual([{ path: path.join(dir, 'gone.jpg'), message: 'The file is gone' }]);
  });

  it('knows system names case-insensitively', () => {
    expect(isIgnoredName('THUMBS.DB')).toBe(true);
    expect(isIgnoredName('System Volume Information')).toBe(true);
    expect(isIgnoredName('DSC_0001.JPG')).toBe(false);
  });
});
