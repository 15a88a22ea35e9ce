import { describe, expect, it } from 'vitest';
import { cartImage, configurableOptionsOf, variantFor, variantLabels, type LineEditor } from './line-extras';

const editor: LineEditor = {
  parentSku: 'CRAB',
  options: [
    {
      id: '201',
      code: 'size',
      label: 'Size',
      values: [
        { value: '1', label: 'Large' },
        { value: '2', label: 'Jumbo' },
      ],
    },
    { id: '202', code: 'count', label: 'Count', values: [{ value: '7', label: 'Dozen' }] },
  ],
  variants: [
    { sku: 'CRAB-L', name: 'Large', attributes: { size: '1', count: '7' }, price: 50, image: null, inStock: true },
    { sku: 'CRAB-J', name: 'Jumbo', attributes: { size: '2', count: '7' }, price: 70, image: null, inStock: false },
  ],
};

describe('line extras', () => {
  it('builds the 150x150 cart image path', () => {
    expect(cartImage('/product/crab.svg')).toBe('/media/150/150/resize/product/crab.svg');
    expect(cartImage('/media/product/crab.svg')).toBe('/media/150/150/resize/product/crab.svg');
    expect(cartImage(null)).toBeNull();
  });

  it('finds the variant of a choice and names its values', () => {
    expect(variantFor(editor, { size: '2', count: '7' })?.sku).toBe('CRAB-J');
    expect(variantFor(editor, { size: '3', count: '7' })).toBeNull();
    expect(variantLabels(editor, { size: '1', count: '7' })).toEqual([
      { label: 'Size', value: 'Large' },
      { label: 'Count', value: 'Dozen' },
    ]);
    expect(configurableOptionsOf(editor, { size: '1', count: '7' })).toEqual([
      { option_id: '201', option_value: '1' },
      { option_id: '202', option_value: '7' },
    ]);
  });
});
