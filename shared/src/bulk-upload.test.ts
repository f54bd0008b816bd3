import { describe, expect, it } from 'vitest';
import { titleFromFileName } from './bulk-upload';

describe('titleFromFileName (bulk upload draft title)', () => {
  it('drops the extension and turns dashes and underscores into spaces', () => {
    expect(titleFromFileName('polar-bear_on_ice.JPG')).toBe('polar bear on ice');
  });
  it('keeps dots inside the name and ignores folders', () => {
    expect(titleFromFileName('trips/2024/aurora.over.abisko.jpeg')).toBe('aurora.over.abisko');
  });
  it('keeps a name without extension', () => {
    expect(titleFromFileName('walrus')).toBe('walrus');
  });
});
