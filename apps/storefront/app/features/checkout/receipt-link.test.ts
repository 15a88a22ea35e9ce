import { describe, expect, it } from 'vitest';
import { receiptQueryOf } from './receipt-link';

describe('the thank-you page’s receipt query', () => {
  it('asks in the page’s store view, so the receipt names the shipping method in its language', () => {
    expect(receiptQueryOf('?order=12&expires=99&sig=abc', 'de')).toBe('order=12&expires=99&sig=abc&storeCode=de');
    expect(receiptQueryOf('?order=12&expires=99&sig=abc')).toBe('order=12&expires=99&sig=abc');
    expect(receiptQueryOf('?order=12', 'de')).toBeNull();
  });
});
