import { describe, expect, it } from 'vitest';
import { escapeAction, moveActive, NO_OPTION, optionId, suggestionHrefs } from './combobox';

describe('moveActive', () => {
  it('goes from the input to the first option with ArrowDown and to the last with ArrowUp', () => {
    expect(moveActive(NO_OPTION, 5, 'next')).toBe(0);
    expect(moveActive(NO_OPTION, 5, 'previous')).toBe(4);
  });

  it('moves one option at a time and wraps at both ends', () => {
    expect(moveActive(0, 5, 'next')).toBe(1);
    expect(moveActive(3, 5, 'previous')).toBe(2);
    expect(moveActive(4, 5, 'next')).toBe(0);
    expect(moveActive(0, 5, 'previous')).toBe(4);
    expect(moveActive(0, 1, 'next')).toBe(0);
  });

  it('has nothing to move to without options, and recovers from a stale index', () => {
    expect(moveActive(NO_OPTION, 0, 'next')).toBe(NO_OPTION);
    expect(moveActive(2, 0, 'previous')).toBe(NO_OPTION);
    expect(moveActive(7, 3, 'next')).toBe(0);
    expect(moveActive(7, 3, 'previous')).toBe(2);
  });
});

describe('escapeAction', () => {
  it('closes the popup first, then the dialog', () => {
    expect(escapeAction(true)).toBe('collapse');
    expect(escapeAction(false)).toBe('close');
  });
});

describe('options', () => {
  it('lists products before categories', () => {
    const results = {
      listing: { items: [{ href: '/maine-lobster-tails' }, { href: '/lobster-bisque' }] },
      categories: [{ href: '/c/lobster' }],
    };
    expect(suggestionHrefs(results)).toEqual(['/maine-lobster-tails', '/lobster-bisque', '/c/lobster']);
    expect(suggestionHrefs({ listing: { items: [] }, categories: [] })).toEqual([]);
  });

  it('derives option ids from the listbox id', () => {
    expect(optionId('r1', 0)).toBe('r1-option-0');
    expect(optionId('r1', 12)).toBe('r1-option-12');
  });
});
