import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP, isOfferedSlot, pickupSlots } from './pickup.js';

describe('pickup slots', () => {
  it('starts today one lead time after now, in opening hours, every half hour', () => {
    // Tuesday 2026-12-01, 15:10 in Maryland (20:10 UTC): the first slot is 16:30.
    const slots = pickupSlots(new Date('2026-12-01T20:10:00Z'), DEFAULT_PICKUP);
    expect(slots[0]).toMatchObject({ date: '2026-12-01' });
    expect(slots[0].times[0]).toBe('16:30');
    expect(slots[0].times.at(-1)).toBe('20:30');
  });

  it('skips the closed day and offers the whole day from tomorrow on', () => {
    // Sunday evening after the last slot: Monday is closed, Tuesday opens at 11.
    const slots = pickupSlots(new Date('2026-11-30T02:30:00Z'), DEFAULT_PICKUP);
    expect(slots.map((slot) => slot.date)).not.toContain('2026-11-30');
    expect(slots[0]).toMatchObject({ date: '2026-12-01' });
    expect(slots[0].times[0]).toBe('11:00');
  });

  it('takes only a date and time on offer', () => {
    const slots = [{ date: '2026-12-01', times: ['11:00', '11:30'] }];
    expect(isOfferedSlot(slots, '2026-12-01', '11:30')).toBe(true);
    expect(isOfferedSlot(slots, '2026-12-01', '12:00')).toBe(false);
    expect(isOfferedSlot(slots, '2026-12-02', '11:00')).toBe(false);
    expect(isOfferedSlot(slots, '2026-12-01', null)).toBe(false);
  });
});
