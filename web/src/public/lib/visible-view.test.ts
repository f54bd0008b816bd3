import { describe, expect, it } from 'vitest';
import { visibleView } from './visible-view';

describe('visibleView', () => {
  it('widens the shown bounds to whole degrees', () => {
    expect(visibleView({ west: 17.62, south: 59.11, east: 18.74, north: 59.58 })).toEqual({ west: 17, south: 59, east: 19, north: 60 });
  });

  it('keeps a zoomed-out map inside the one world and short of the poles', () => {
    expect(visibleView({ west: -400.5, south: -88, east: 410.2, north: 88 })).toEqual({ west: -180, south: -85, east: 180, north: 85 });
  });

  it('brings a repeated world back to its place', () => {
    expect(visibleView({ west: 377.6, south: 59.1, east: 378.7, north: 59.6 })).toEqual({ west: 17, south: 59, east: 19, north: 60 });
  });

  it('asks at least a degree at the edge of the world', () => {
    expect(visibleView({ west: 179.2, south: 84.4, east: 179.9, north: 85.05 })).toEqual({ west: 179, south: 84, east: 180, north: 85 });
  });
});
