import { useId } from 'react';
import { useT } from '~/i18n/useT';
import { useDocumentHtml } from '~/lib/document-html';
import type { ReviewsView } from './types';

export const REVIEWS_ID = 'reviews';
/** The ids of the server HTML parts (their HTML travels in the document only, see ~/lib/document-html.ts). */
export const REVIEW_PARTS = { summary: 'reviews-summary', list: 'reviews-list', form: 'reviews-form' } as const;

/**
 * Summary, the approved reviews and the form to write one. All three are HTML rendered on the server
 * (static, or a plain form that works without JavaScript); `formHtml` is the action's answer after a post.
 */
export function Reviews({ reviews, formHtml }: { reviews: ReviewsView; formHtml: string | null }) {
  const t = useT();
  const headingId = useId();
  const summaryHtml = useDocumentHtml(REVIEW_PARTS.summary, reviews.summaryHtml);
  const listHtml = useDocumentHtml(REVIEW_PARTS.list, reviews.listHtml);
  const emptyFormHtml = useDocumentHtml(REVIEW_PARTS.form, reviews.formHtml);
  return (
    <section id={REVIEWS_ID} aria-labelledby={headingId} className="scroll-mt-4 border-t border-navy-900/10 pt-10">
      <h2 id={headingId} className="text-3xl font-semibold text-navy-900">
        {t('pdp.reviews.title')}
      </h2>
      <div id={REVIEW_PARTS.summary} className="mt-4" dangerouslySetInnerHTML={{ __html: summaryHtml }} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div id={REVIEW_PARTS.list} dangerouslySetInnerHTML={{ __html: listHtml }} />
        <div id={REVIEW_PARTS.form} dangerouslySetInnerHTML={{ __html: formHtml ?? emptyFormHtml }} />
      </div>
    </section>
  );
}
