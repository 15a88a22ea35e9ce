import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { toSearch, withSortParam } from './query-string';
import { usePendingSearchParams } from './pending-search';
import type { SortView } from './types';
import { useHydrated } from '~/lib/use-hydrated';

interface SortControlProps {
  /** The listing's path ("/c/crabs", "/search"); the form submits to it. */
  path: string;
  sort: SortView;
}

/** A labelled select in a GET form (with a submit button until JavaScript runs; then a change applies at once). */
export function SortControl({ path, sort }: SortControlProps) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const pending = usePendingSearchParams();
  const requested = pending.get('sort') ?? '';
  const current = sort.options.some((option) => option.value === requested) ? requested : '';

  function apply(value: string) {
    navigate(`${path}${toSearch(withSortParam(pending, value))}`, { preventScrollReset: true });
  }

  return (
    <Form method="get" action={path} preventScrollReset className="flex items-center gap-2">
      {sort.hidden.map(([name, value], index) => (
        <input key={`${name}-${value}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-navy-900">
        {t('catalog.sort.label')}
      </label>
      <select
        id={id}
        name="sort"
        value={current}
        onChange={(event) => apply(event.target.value)}
        className="min-h-11 rounded-lg border border-navy-900/25 bg-white py-2 pr-8 pl-3 text-sm font-medium text-navy-900"
      >
        {sort.options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={buttonClass('secondary', 'min-h-11 px-4 text-sm')}>
          {t('catalog.sort.apply')}
        </button>
      )}
    </Form>
  );
}
