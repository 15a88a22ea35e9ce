import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { CloseIcon } from '~/ui/icons';
import { useLocalText } from './local-text';
import type { ChosenFilterView } from './types';

interface ActiveFiltersProps {
  path: string;
  chosen: readonly ChosenFilterView[];
}

/** The chosen filters as removable chips, and a reset that clears the whole query. */
export function ActiveFilters({ path, chosen }: ActiveFiltersProps) {
  const t = useT();
  const text = useLocalText();
  if (chosen.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="sr-only">{t('catalog.filters.chosen')}</h3>
      <ul className="flex flex-wrap items-center gap-2">
        {chosen.map((chip) => (
          <li key={`${chip.code}-${chip.value}`}>
            <Link
              to={`${path}${chip.removeSearch}`}
              preventScrollReset
              aria-label={t('catalog.filters.remove', { group: text(chip.group), label: text(chip.label) })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-navy-900 py-1 pr-2.5 pl-3.5 text-sm font-medium text-white hover:bg-navy-800"
            >
              {text(chip.label)}
              <CloseIcon className="size-4" />
            </Link>
          </li>
        ))}
        <li>
          <Link
            to={path}
            preventScrollReset
            className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-navy-900 underline underline-offset-4 hover:bg-navy-900/8"
          >
            {t('catalog.filters.reset')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
