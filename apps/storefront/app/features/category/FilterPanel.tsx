import { useId, type ReactNode } from 'react';
import { Form, useNavigate } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { toggleQueryParam, toSearch } from './query-string';
import { useLocalText } from './local-text';
import { usePendingSearchParams } from './pending-search';
import type { FilterGroupView, FilterOptionView } from './types';
import { useHydrated } from '~/lib/use-hydrated';

interface FilterPanelProps {
  /** The listing's path ("/c/crabs"); the form submits to it. */
  path: string;
  groups: readonly FilterGroupView[];
  /** The current sort, kept when filters change ("" for the default). */
  sort: string;
}

/**
 * The filter groups as a GET form of checkboxes (price: radio buttons, one range at a time).
 * Without JavaScript the "Apply filters" button submits it; with JavaScript every change
 * navigates at once to the query with that option toggled (spec: toggle in the route query).
 */
export function FilterPanel({ path, groups, sort }: FilterPanelProps) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <Form method="get" action={path} preventScrollReset className="divide-y divide-navy-900/10">
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {groups.map((group) => (
        <FilterGroup key={group.code} path={path} group={group} />
      ))}
      {hydrated ? null : (
        <div className="py-4">
          <button type="submit" className={buttonClass('secondary', 'w-full')}>
            {t('catalog.filters.apply')}
          </button>
        </div>
      )}
    </Form>
  );
}

function FilterGroup({ path, group }: { path: string; group: FilterGroupView }) {
  const t = useT();
  const text = useLocalText();
  const navigate = useNavigate();
  const pending = usePendingSearchParams();
  const legendId = useId();
  const chosen = pending.getAll(group.code);
  const isChecked = (option: FilterOptionView) => chosen.includes(option.value);
  const toggle = (value: string) =>
    navigate(`${path}${toSearch(toggleQueryParam(pending, group.code, value, group.single))}`, { preventScrollReset: true });

  return (
    <fieldset className="py-4 first:pt-0" aria-labelledby={legendId}>
      <legend id={legendId} className="float-left w-full pb-2 font-sans text-base font-semibold text-navy-900">
        {text(group.title)}
      </legend>
      <ul className="clear-left grid gap-0.5">
        {group.single ? (
          <li>
            <OptionLabel>
              <input
                type="radio"
                name={group.code}
                value=""
                checked={chosen.length === 0}
                onChange={() => (chosen[0] ? toggle(chosen[0]) : undefined)}
                className={inputClass}
              />
              <span>{t('catalog.filters.anyPrice')}</span>
            </OptionLabel>
          </li>
        ) : null}
        {group.options.map((option) => (
          <li key={option.value}>
            <OptionLabel>
              <input
                type={group.single ? 'radio' : 'checkbox'}
                name={group.code}
                value={option.value}
                checked={isChecked(option)}
                onChange={() => toggle(option.value)}
                className={inputClass}
              />
              <span className="flex-1">{text(option.label)}</span>
              <span className="text-sm text-muted tabular-nums">
                <span aria-hidden="true">{option.count}</span>
                <span className="sr-only">
                  (
                  {t(option.count === 1 ? 'catalog.filters.optionCount.one' : 'catalog.filters.optionCount.other', { count: option.count })}
                  )
                </span>
              </span>
            </OptionLabel>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const inputClass = 'size-5 shrink-0 accent-navy-900';

function OptionLabel({ children }: { children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-navy-900 hover:bg-sand-100">{children}</label>
  );
}
