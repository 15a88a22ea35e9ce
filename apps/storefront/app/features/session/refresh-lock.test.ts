import { describe, expect, it } from 'vitest';
import { heldByOther, parseLock } from './refresh-lock';

describe('the localStorage refresh lock', () => {
  it('reads a stored lock and treats anything else as free', () => {
    expect(parseLock(JSON.stringify({ owner: 'a', until: 5 }))).toEqual({ owner: 'a', until: 5 });
    expect(parseLock('not json')).toBeNull();
    expect(parseLock(JSON.stringify({ owner: 1 }))).toBeNull();
    expect(parseLock(null)).toBeNull();
  });

  it('is held only by another owner until it expires', () => {
    expect(heldByOther({ owner: 'a', until: 100 }, 'b', 50)).toBe(true);
    expect(heldByOther({ owner: 'a', until: 100 }, 'a', 50)).toBe(false);
    expect(heldByOther({ owner: 'a', until: 100 }, 'b', 150)).toBe(false);
    expect(heldByOther(null, 'b', 0)).toBe(false);
  });
});
