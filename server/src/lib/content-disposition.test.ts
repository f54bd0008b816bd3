import { describe, expect, it } from 'bun:test';
import { attachment, safeFileName } from './content-disposition';

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
});
