import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, parseSavedSkus, serialiseSavedSkus, wishlistMergeBody } from './saved-lists';

describe('saved lists', () => {
  it('reads a cookie value back as it was written', () => {
    expect(parseSavedSkus(serialiseSavedSkus(['CRAB-STEAM', 'OYS_12']), 10)).toEqual(['CRAB-STEAM', 'OYS_12']);
  });

  it('drops unreadable, foreign and repeated entries and keeps the maximum', () => {
    expect(parseSavedSkus('A,A,<script>,,B%2CC,OYS.12', 10)).toEqual(['A', 'B', 'C']);
    expect(parseSavedSkus('%E0%A4%A', 10)).toEqual([]);
    expect(parseSavedSkus('A,B,C,D,E,F', COMPARE_MAX)).toEqual(['A', 'B', 'C', 'D']);
    expect(parseSavedSkus(null, 4)).toEqual([]);
  });

  it('refuses a merge with a bad sku', () => {
    expect(wishlistMergeBody.safeParse({ skus: ['OK-1', 'bad sku'] }).success).toBe(false);
    expect(wishlistMergeBody.safeParse({ skus: ['OK-1'] }).success).toBe(true);
  });
});
