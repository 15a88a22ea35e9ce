import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineLots, parseLots } from './PackingLots';

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

describe('a line’s lots on the packing slip', () => {
  const LOT = { order_id: 7, item_id: 70, sku: 'CRAB', code: 'CB-1204-A', qty: 1, use_by: '2026-12-07' };
  /** The cell's words as a reader gets them (tags dropped; the override form, screen only, left out: its item id is null). */
  const cellText = (props: { lots: (typeof LOT)[]; uncovered: number }) =>
    renderToString(createElement(LineLots, { orderId: 7, itemId: null, sku: 'CRAB', onSaved: () => {}, ...props })).replace(/<[^>]+>/g, '');

  it('says how many units have no lot, without a dash before it, when no lot covers the line', () => {
    expect(cellText({ lots: [], uncovered: 2 })).toBe('2 units without a lot');
  });

  it('names the lots, then the units they leave uncovered', () => {
    expect(cellText({ lots: [LOT], uncovered: 1 })).toBe('CB-1204-A ×1 (use by 2026-12-07); 1 unit without a lot');
  });

  it('shows a dash only when there is nothing to say, and the lots alone when they cover every unit', () => {
    expect(cellText({ lots: [], uncovered: 0 })).toBe('—');
    expect(cellText({ lots: [LOT], uncovered: 0 })).toBe('CB-1204-A ×1 (use by 2026-12-07)');
  });
});
