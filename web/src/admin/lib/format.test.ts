import { describe, expect, it } from 'vitest';
import { formatCameraSettings, formatExposure, formatLongDateTime, formatShortDate, formatUnreadBadge } from './format';

describe('formatUnreadBadge', () => {
  it('shows nothing without unread messages', () => {
    expect(formatUnreadBadge(0)).toBeNull();
    expect(formatUnreadBadge(undefined)).toBeNull();
  });
  it('shows the count up to 99', () => {
    expect(formatUnreadBadge(1)).toBe('1');
    expect(formatUnreadBadge(99)).toBe('99');
  });
  it("caps at '99+'", () => {
    expect(formatUnreadBadge(100)).toBe('99+');
    expect(formatUnreadBadge(12345)).toBe('99+');
  });
});

describe('camera details', () => {
  it('writes short exposures as fractions', () => {
    expect(formatExposure(0.004)).toBe('1/250');
    expect(formatExposure(1 / 1000)).toBe('1/1000');
    expect(formatExposure(2)).toBe('2');
  });
  it('shows settings only with a focal length', () => {
    expect(formatCameraSettings({ FNumber: 2.8 })).toBeNull();
    expect(formatCameraSettings({ FocalLength: 35, FNumber: 2.8, ExposureTime: 0.004, ISO: 400 })).toBe('35mm · f/2.8 · 1/250s · ISO 400');
  });
  it('formats admin dates in en-US with fallbacks', () => {
    expect(formatLongDateTime('2024-03-12T08:55:00Z', 'Unknown')).toMatch(/^March 12, 2024 at \d{1,2}:55\s?[AP]M$/);
    expect(formatLongDateTime(null, 'Unknown')).toBe('Unknown');
    expect(formatShortDate(null, 'Never')).toBe('Never');
  });
});
