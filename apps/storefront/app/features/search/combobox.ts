/**
 * The keyboard logic of the search panel's combobox (WAI-ARIA 1.2 combobox with a listbox
 * popup, list autocomplete without automatic selection). Pure, so it is tested on its own;
 * SearchPanel wires it to the input. An active index of -1 means no option is active (the
 * editing caret is in the input).
 */

export const NO_OPTION = -1;

export type ActiveMove = 'next' | 'previous';

/**
 * The option that becomes active after ArrowDown ("next") or ArrowUp ("previous"): from the
 * input, ArrowDown goes to the first option and ArrowUp to the last; past either end it wraps.
 */
export function moveActive(current: number, count: number, move: ActiveMove): number {
  if (count <= 0) return NO_OPTION;
  if (current < 0 || current >= count) return move === 'next' ? 0 : count - 1;
  return move === 'next' ? (current + 1) % count : (current - 1 + count) % count;
}

export type EscapeAction = 'collapse' | 'close';

/**
 * What Escape in the input does: an open popup closes first (the text stays, as the pattern
 * asks); the next Escape closes the search dialog, which is what a shopper pressing it expects.
 */
export function escapeAction(expanded: boolean): EscapeAction {
  return expanded ? 'collapse' : 'close';
}

interface SuggestionSource {
  listing: { items: ReadonlyArray<{ href: string }> };
  categories: ReadonlyArray<{ href: string }>;
}

/** The popup's options in order (products, then categories): the targets Enter opens. */
export function suggestionHrefs(results: SuggestionSource): string[] {
  return [...results.listing.items.map((product) => product.href), ...results.categories.map((category) => category.href)];
}

/** The DOM id of an option, derived from the listbox's id (aria-activedescendant points at it). */
export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
