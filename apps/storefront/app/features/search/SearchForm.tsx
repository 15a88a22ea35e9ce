import { useId } from 'react';
import { Form } from 'react-router';
import { useT } from '~/i18n/useT';
import { buttonClass } from '~/ui/button';
import { SearchIcon } from '~/ui/icons';

/** The search page's GET form (works without JavaScript). */
export function SearchForm({ query }: { query: string }) {
  const t = useT();
  const id = useId();
  return (
    <Form method="get" action="/search" role="search" className="mt-6 max-w-2xl">
      <label htmlFor={id} className="block font-semibold text-navy-900">
        {t('search.label')}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          key={query}
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full min-w-0 flex-1 rounded-full border border-navy-900/30 bg-white px-5 text-base text-navy-900 placeholder:text-muted"
        />
        <button type="submit" className={buttonClass('secondary', 'shrink-0 px-5')}>
          <SearchIcon className="size-5" />
          <span className="max-sm:sr-only">{t('search.submit')}</span>
        </button>
      </div>
    </Form>
  );
}
