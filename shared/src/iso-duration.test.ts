import { describe, expect, it } from 'vitest';
import { isoDuration } from './iso-duration';

describe('isoDuration', () => {
  it('writes minutes and seconds, and hours only when there are any', () => {
    expect(isoDuration(63)).toBe('PT1M3S');
    expect(isoDuration(9.6)).toBe('PT10S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
