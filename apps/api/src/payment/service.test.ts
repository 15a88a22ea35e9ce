import { describe, expect, it } from 'vitest';
import { canMove, TRANSITIONS } from './service.js';
import { PAYMENT_STATES } from './storage.js';

describe('payment state transitions', () => {
  it('ends in voided, refunded and failed, and never goes back to pending', () => {
    expect(TRANSITIONS.voided).toEqual([]);
    expect(TRANSITIONS.refunded).toEqual([]);
    expect(TRANSITIONS.failed).toEqual([]);
    for (const state of PAYMENT_STATES) expect(canMove(state, 'pending')).toBe(false);
    expect(canMove('pending', 'captured')).toBe(true);
    expect(canMove('captured', 'refunded')).toBe(true);
    expect(canMove('failed', 'captured')).toBe(false);
    expect(canMove('refunded', 'voided')).toBe(false);
  });
});
