import { Link } from 'react-router';
import { useT } from '~/i18n/useT';
import { CategoryChips } from './CategoryChips';
import type { SearchSuggestionsView } from './types';

/** After a search that found nothing: "Did you mean …" (the catalogue's nearest wording) and popular categories. */
export function SearchSuggestions({ suggestions }: { suggestions: SearchSuggestionsView }) {
  const t = useT();
  const { didYouMean, categories } = suggestions;
  return (
    <div className="mt-6 space-y-6">
      {didYouMean ? (
        <p className="text-lg text-navy-900">
          {t('search.didYouMean')}{' '}
          <Link to={didYouMean.href} className="font-semibold underline underline-offset-4 hover:text-accent-text">
            {didYouMean.query}
          </Link>
          ?
        </p>
      ) : null}
      {categories.length > 0 ? (
        <CategoryChips id="search-popular-categories" title={t('search.popularCategories')} categories={categories} level={3} />
      ) : null}
    </div>
  );
}
