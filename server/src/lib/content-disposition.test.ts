import { describe, expect, it } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { attachment, attachmentOf, safeFileName } from './content-disposition';

describe('download names', () => {
  it('never name a folder, a control character or a quote', () => {
    expect(attachment('../../etc/evil', 'zip')).toBe(`attachment; filename="etc evil.zip"; filename*=UTF-8''etc%20evil.zip`);
    expect(safeFileName('..\\..\\windows\\system32')).toBe('windows system32');
    expect(safeFileName('Svalbard "final"\r\nX-Evil: 1')).toBe('Svalbard final X-Evil 1');
    expect(safeFileName('....')).toBe('download');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('a'.repeat(300))).toHaveLength(120);
  });

  it('keep letters of every language, spelled out in UTF-8 beside an ASCII name', () => {
    expect(attachment('Fjällräv på Svalbard', 'jpg')).toBe(`attachment; filename="Fj_llr_v p_ Svalbard.jpg"; filename*=UTF-8''Fj%C3%A4llr%C3%A4v%20p%C3%A5%20Svalbard.jpg`);
    expect(attachment('IMG_0042', 'jpg')).toContain('filename="IMG_0042.jpg"');
  });

  it('a whole file name keeps its extension, cleaned like the rest', () => {
    expect(attachmentOf('../../etc/passwd.jpg')).toBe(`attachment; filename="etc passwd.jpg"; filename*=UTF-8''etc%20passwd.jpg`);
    expect(attachmentOf('licence "x".tif')).toContain('filename="licence x.tif"');
    expect(attachmentOf('..')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
    expect(attachmentOf('orders\r\nSet-Cookie: x=1.csv')).toBe(`attachment; filename="orders Set-Cookie x=1.csv"; filename*=UTF-8''orders%20Set-Cookie%20x%3D1.csv`);
  });

  it('every download the server sends is named through these (ZIPs, CSV exports, licences, selections)', () => {
    const root = path.join(import.meta.dir, '..');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('content-disposition.ts'));
    const named: string[] = [];
    for (const f of files) {
      const text = readFileSync(path.join(root, f), 'utf8');
      for (const line of text.split('\n').filter((l) => /content-disposition/i.test(l) && !/^\s*(import|\*|\/\/)/.test(l))) {
        named.push(f);
        expect(line, f).toMatch(/'Content-Disposition': attachment(Of)?\(/);
      }
    }
    // The ZIP and file downloads of client galleries, both CSV exports, the selection list, the licence (API and form).
    expect(named.length).toBeGreaterThanOrEqual(7);
  });
});
