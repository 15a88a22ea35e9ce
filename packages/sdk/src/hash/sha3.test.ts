import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha3_224Hex } from './sha3.js';

describe('sha3_224Hex', () => {
  it('matches the FIPS-202 test vectors', () => {
    expect(sha3_224Hex('')).toBe('6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7');
    expect(sha3_224Hex('abc')).toBe('e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf');
  });

  it('matches the reference digest of null', () => {
    expect(sha3_224Hex('null')).toBe('d766ca7cf2167ba1bd6a1263080ff36ff2fb21d96b15ab943891df44');
  });

  it('agrees with node:crypto around the block boundary and for non-ASCII text', () => {
    for (const length of [1, 55, 142, 143, 144, 145, 287, 288, 289, 1000]) {
      const text = 'crab'.repeat(length).slice(0, length);
      expect(sha3_224Hex(text)).toBe(createHash('sha3-224').update(text).digest('hex'));
    }
    const unicode = 'Krabben für 12 € — 蟹 🦀';
    expect(sha3_224Hex(unicode)).toBe(createHash('sha3-224').update(unicode, 'utf8').digest('hex'));
  });
});
