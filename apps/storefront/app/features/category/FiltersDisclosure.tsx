import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useT } from '~/i18n/useT';

interface FiltersDisclosureProps {
  chosenCount: number;
  /** The id of the results heading ("Show results" moves focus there). */
  resultsId: string;
  children: ReactNode;
}

/**
 * Phones: the filters collapse into a native disclosure ("Filters (2)"), which opens and
 * closes with the keyboard and without JavaScript. "Show results" closes it and moves focus
 * to the results heading.
 */
export function FiltersDisclosure({ chosenCount, resultsId, children }: FiltersDisclosureProps) {
  const t = useT();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  function showResults(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (detailsRef.current) detailsRef.current.open = false;
    const heading = document.getElementById(resultsId);
    heading?.focus();
    heading?.scrollIntoView({ block: 'start' });
  }

  return (
    <details ref={detailsRef} className="group mt-4 rounded-2xl bg-white ring-1 ring-navy-900/15 lg:hidden">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
        {chosenCount > 0 ? t('catalog.filters.toggleCount', { count: chosenCount }) : t('catalog.filters.toggle')}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 transition-transform group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <div className="border-t border-navy-900/10 px-4 pt-4">
        {children}
        <p className="py-4">
          <a
            href={`#${resultsId}`}
            onClick={showResults}
            className="inline-flex min-h-11 items-center font-semibold text-navy-900 underline underline-offset-4"
          >
            {t('catalog.filters.showResults')}
          </a>
        </p>
      </div>
    </details>
  );
}
