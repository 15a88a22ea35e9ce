import { describe, expect, it } from 'vitest';
import { editDistance, matchCategories, tokens } from './category-match';

const categories = [
  { id: 3, name: 'Crabs' },
  { id: 4, name: 'Steamed Crabs' },
  { id: 6, name: 'Crab Meat' },
  { id: 11, name: 'Lobster' },
  { id: 16, name: 'Seasonings & Sauces' },
  { id: 12, name: 'Fish & Scallops' },
];

const names = (query: string, limit = 10) => matchCategories(categories, query, limit).map((category) => category.name);

describe('matchCategories', () => {
  it('matches words by prefix', () => {
    expect(names('crab')).toEqual(['Crabs', 'Steamed Crabs', 'Crab Meat']);
    expect(names('seas')).toEqual(['Seasonings & Sauces']);
  });

  it('forgives small typos', () => {
    expect(names('steemed crabs')).toEqual(['Steamed Crabs']);
    expect(names('lobstr')).toEqual(['Lobster']);
    expect(names('scalops')).toEqual(['Fish & Scallops']);
  });

  it('needs every word of 3+ letters and respects the limit', () => {
    expect(names('crab xyz')).toEqual([]);
    expect(names('a crab of', 1)).toEqual(['Crabs']);
    expect(names('of')).toEqual([]);
  });
});

describe('helpers', () => {
  it('splits into lower-case words without accents', () => {
    expect(tokens('Crème Brûlée & Crab-Cakes')).toEqual(['creme', 'brulee', 'crab', 'cakes']);
  });

  it('computes edit distance with an early stop', () => {
    expect(editDistance('steemed', 'steamed')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 1)).toBe(2);
  });
});
