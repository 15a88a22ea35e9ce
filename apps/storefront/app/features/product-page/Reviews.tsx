import { useId } from 'react';
import { useT } from '~/i18n/useT';
import type { ReviewsView } from './types';

export const REVIEWS_ID = 'reviews';

/**
 * Summary, the approved reviews and the form to write one. All three are HTML rendered on the server
 * (static, or a plain form that works without JavaScript); `formHtml` is the action's answer after a post.
 */
export function Reviews({ reviews, formHtml }: { reviews: ReviewsView; formHtml: string | null }) {
  const t = useT();
  const headingId = useId();
  return (
    <section id={REVIEWS_ID} aria-labelledby={headingId} className="scroll-mt-4 border-t border-navy-900/10 pt-10">
      <h2 id={headingId} className="text-3xl font-semibold text-navy-900">
        {t('pdp.reviews.title')}
      </h2>
      <div className="mt-4" dangerouslySetInnerHTML={{ __html: reviews.summaryHtml }} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div dangerouslySetInnerHTML={{ __html: reviews.listHtml }} />
        <div dangerouslySetInnerHTML={{ __html: formHtml ?? reviews.formHtml }} />
      </div>
    </section>
  );
}
