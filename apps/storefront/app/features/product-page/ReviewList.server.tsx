import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';
import { Stars } from './Stars';

/** An approved review, with its date formatted for the store locale. */
export interface ReviewItemData {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  rating: number;
  createdAt: string;
  dateText: string;
}

interface SummaryData {
  count: number;
  average: number;
}

function Summary({ summary, t }: { summary: SummaryData; t: Translate }) {
  if (summary.count === 0) return <p className="text-muted">{t('pdp.reviews.none')}</p>;
  const key = summary.count === 1 ? 'pdp.reviews.summary.one' : 'pdp.reviews.summary.other';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Stars rating={summary.average} label={t('pdp.reviews.rated', { rating: summary.average })} className="text-2xl" />
      <p className="text-lg font-semibold text-navy-900">{t(key, { rating: summary.average, count: summary.count })}</p>
    </div>
  );
}

function ReviewItem({ review, t }: { review: ReviewItemData; t: Translate }) {
  return (
    <article className="flex flex-col gap-2 rounded-xl bg-white p-4 ring-1 ring-navy-900/10">
      <h3 className="text-lg font-semibold text-navy-900">{review.title}</h3>
      <Stars rating={review.rating} label={t('pdp.reviews.rated', { rating: review.rating })} className="text-base" />
      <p className="whitespace-pre-line">{review.detail}</p>
      <p className="text-sm text-muted">
        {t('pdp.reviews.by', { nickname: review.nickname })} · <time dateTime={review.createdAt}>{review.dateText}</time>
      </p>
    </article>
  );
}

/**
 * The review summary and list never change in the browser, so they are rendered to HTML here and the
 * page shows that HTML (React escapes the shoppers' text); none of this code ships to the browser.
 */
export function renderReviewsHtml(summary: SummaryData, items: ReviewItemData[], t: Translate): { summaryHtml: string; listHtml: string } {
  const list =
    items.length === 0 ? null : (
      <ul className="flex flex-col gap-4">
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} t={t} />
          </li>
        ))}
      </ul>
    );
  return { summaryHtml: renderToStaticMarkup(<Summary summary={summary} t={t} />), listHtml: list ? renderToStaticMarkup(list) : '' };
}
