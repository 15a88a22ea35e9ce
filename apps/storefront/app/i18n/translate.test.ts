import { describe, expect, it } from 'vitest';
import { translate, type Messages } from './translate';

const messages = { 'catalog.filters.optionCount': '{count} products', 'catalog.filters.optionCount_one': '{count} product' } as Messages;

describe('translate', () => {
  it('says "1 product" and "2 products" where the catalogue has a one-form', () => {
    expect(translate(messages, 'catalog.filters.optionCount', { count: 1 })).toBe('1 product');
    expect(translate(messages, 'catalog.filters.optionCount', { count: 2 })).toBe('2 products');
    expect(translate(messages, 'catalog.filters.optionCount', { count: 0 })).toBe('0 products');
  });

  it('falls back to the key’s own text when there is no one-form', () => {
    const plain = { 'catalog.filters.optionCount': '{count} products' } as Messages;
    expect(translate(plain, 'catalog.filters.optionCount', { count: 1 })).toBe('1 products');
  });
});
