import { describe, expect, it } from 'vitest';
import { maxZoomForPrecision } from './basemap-zoom';

describe('maxZoomForPrecision', () => {
  it('stops where a square of the precision is about 128 px wide', () => {
    expect(maxZoomForPrecision(0.1)).toBe(10);
    expect(maxZoomForPrecision(0.01)).toBe(13);
    expect(maxZoomForPrecision(1)).toBe(6);
    expect(maxZoomForPrecision(0.5)).toBe(7);
  });

  it('stays within the zooms a map has, whatever the setting', () => {
    expect(maxZoomForPrecision(0.000001)).toBe(18);
    expect(maxZoomForPrecision(90)).toBe(1);
    expect(maxZoomForPrecision(0)).toBe(0);
  });

  it('never lets a finer precision zoom out further than a coarser one', () => {
    const precisions = [5, 1, 0.5, 0.25, 0.1, 0.05, 0.01, 0.001];
    const zooms = precisions.map(maxZoomForPrecision);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
  });
});
