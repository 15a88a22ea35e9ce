import { describe, expect, it } from 'vitest';
import { readQuantity } from '@shoreline/domain/forms/quantity-rules';
import { typedQuantity as typedBy } from './typed-quantity';

const typedQuantity = (draft: string) => typedBy(readQuantity, draft);

describe('a typed quantity', () => {
  it('takes whole numbers from 1', () => {
    expect(typedQuantity('3')).toEqual({ qty: 3 });
    expect(typedQuantity(' 12 ')).toEqual({ qty: 12 });
  });

  it('refuses a fraction with the spec message instead of cutting it', () => {
    for (const draft of ['1.5', '0.5', '2,5', 'two', '', '1e-1']) expect(typedQuantity(draft)).toEqual({ problem: 'cart.line.qtyInteger' });
  });

  it('refuses 0 and below as "above 0"', () => {
    expect(typedQuantity('0')).toEqual({ problem: 'cart.edit.qtyAboveZero' });
    expect(typedQuantity('-2')).toEqual({ problem: 'cart.edit.qtyAboveZero' });
  });
});

describe('the quantity rule shared with the API', () => {
  it('refuses more than 10,000 in its own words', () => {
    expect(typedQuantity('10000')).toEqual({ qty: 10_000 });
    expect(typedQuantity('10001')).toEqual({ problem: 'Quantity must be below 10000' });
  });
});
