import { describe, expect, it } from 'vitest';
import { EVERYTHING, NOTHING, allSelected, isSelected, selectedCount, toRequest, toggle } from './draft-selection';

describe('the Import screen selection', () => {
  it('ticks rows one by one and sends their ids', () => {
    const s = toggle(toggle(NOTHING, 'f1', true), 'f2', true);
    expect(selectedCount(s, 10_000)).toBe(2);
    expect(isSelected(s, 'f2')).toBe(true);
    expect(toRequest(toggle(s, 'f1', false))).toEqual({ ids: ['f2'] });
  });

  it('selects all of 10,000 drafts without a list, and remembers the rows then left out', () => {
    expect(allSelected(EVERYTHING, 10_000)).toBe(true);
    const s = toggle(EVERYTHING, 'f7', false);
    expect(selectedCount(s, 10_000)).toBe(9_999);
    expect(isSelected(s, 'f7')).toBe(false);
    expect(isSelected(s, 'f8')).toBe(true);
    expect(toRequest(s)).toEqual({ all: true, except: ['f7'] });
    expect(allSelected(toggle(s, 'f7', true), 10_000)).toBe(true);
  });
});
