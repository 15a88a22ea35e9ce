import { SPEC_DEFAULTS } from '@shoreline/domain/config';
import type { MessageKey } from '~/i18n/translate';
import type { SortOptionView, SortView } from './types';

/**
 * The sort choices of a product listing (category and search pages): the list's own default
 * order first (value "", so the URL carries no `sort`), then the spec's options. Pure.
 */

type SortValue = (typeof SPEC_DEFAULTS.catalog.sortOptions)[number]['value'];

const SORT_LABELS: Record<SortValue, MessageKey> = {
  'updated_at:desc': 'catalog.sort.latest',
  final_price: 'catalog.sort.priceAsc',
  'final_price:desc': 'catalog.sort.priceDesc',
};

/** The options with the default order named by `defaultLabel` ("Featured" for categories, "Relevance" for search). */
export function sortOptions(defaultLabel: MessageKey): SortOptionView[] {
  return [
    { value: '', label: defaultLabel },
    ...SPEC_DEFAULTS.catalog.sortOptions.map((option) => ({ value: option.value, label: SORT_LABELS[option.value] })),
  ];
}

/** Categories default to their merchandised order (position). */
export const CATEGORY_SORT_OPTIONS: readonly SortOptionView[] = sortOptions('catalog.sort.position');
/** Search defaults to the search score order. */
export const SEARCH_SORT_OPTIONS: readonly SortOptionView[] = sortOptions('catalog.sort.relevance');

/**
 * What the sort control needs: the current sort (null → the default), the options, and the rest
 * of the list's query as hidden fields so the no-JavaScript form keeps it.
 */
export function sortView(current: string | null, options: readonly SortOptionView[], hidden: Iterable<[string, string]>): SortView {
  return { current: current ?? '', options: [...options], hidden: [...hidden] };
}
