import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('counts a swap of two adjacent letters as one edit', () => {
    expect(editDistance('crbas', 'crabs')).toBe(1);
    expect(editDistance('shirmp', 'shrimp')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
  });

  it('counts insertions, deletions and substitutions as before', () => {
    expect(editDistance('crbs', 'crabs')).toBe(1);
    expect(editDistance('steemed', 'steamed')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    // Optimal string alignment: a swapped pair is not edited again.
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('stops past the limit', () => {
    expect(editDistance('abc', 'abcdefgh', 1)).toBe(2);
    expect(editDistance('crbas', 'lobster', 2)).toBe(3);
  });
});
