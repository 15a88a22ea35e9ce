import { describe, expect, it } from 'vitest';
import { parseLots } from './PackingLots';

describe('the packing list’s lots as typed', () => {
  it('reads CODE:units parts, one unit when none is given, and the ×2 the slip prints', () => {
    expect(parseLots('CB-1204-A:2, CB-1207-B')).toEqual([
      { code: 'CB-1204-A', qty: 2 },
      { code: 'CB-1207-B', qty: 1 },
    ]);
    expect(parseLots('CB-1 ×3')).toEqual([{ code: 'CB-1', qty: 3 }]);
    expect(parseLots('')).toEqual([]);
  });

  it('refuses a part that is not a code with whole units', () => {
    expect(parseLots('CB-1:0')).toBeNull();
    expect(parseLots('CB-1:2.5')).toBeNull();
    expect(parseLots(':2')).toBeNull();
  });
});
