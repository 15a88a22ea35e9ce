import { useId } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Translate } from '~/i18n/translate';
import { buttonClass } from '~/ui/button';
import type { ReviewField } from './types';

export const REVIEW_FORM_ID = 'write-review';
const RATINGS = [5, 4, 3, 2, 1] as const;

/** What the form shows after a submission: the thank-you, or the problems with what was entered. */
export type ReviewFormState =
  | { ok: true }
  | { ok: false; fieldErrors: Partial<Record<ReviewField, string>>; message: string | null; values: Record<ReviewField, string> };

interface FieldProps {
  name: Exclude<ReviewField, 'rating'>;
  label: string;
  error: string | undefined;
  defaultValue: string;
  multiline?: boolean;
  autoComplete?: string;
}

function Field({ name, label, error, defaultValue, multiline = false, autoComplete }: FieldProps) {
  const id = useId();
  const errorId = useId();
  const common = {
    id,
    name,
    required: true,
    defaultValue,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `mt-1 block w-full rounded-lg border bg-white px-3 py-2 ${error ? 'border-accent-text' : 'border-navy-900/30'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {multiline ? <textarea {...common} rows={5} /> : <input type="text" {...common} />}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-accent-text">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** No rating is chosen for the shopper: a preselected five stars would be counted as theirs when they skip it. */
function RatingField({ error, defaultValue, t }: { error: string | undefined; defaultValue: number | undefined; t: Translate }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-navy-900">{t('pdp.reviewForm.rating')}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-navy-900/30 bg-white px-3 text-sm has-checked:border-navy-900 has-checked:font-semibold"
          >
            <input
              type="radio"
              name="rating"
              value={rating}
              defaultChecked={rating === defaultValue}
              className="size-4 accent-[var(--color-navy-900)]"
            />
            {t(rating === 1 ? 'pdp.reviewForm.stars.one' : 'pdp.reviewForm.stars.other', { count: rating })}
          </label>
        ))}
      </div>
      {error ? <p className="mt-1 text-sm font-medium text-accent-text">{error}</p> : null}
    </fieldset>
  );
}

/**
 * A plain HTML form: posting reloads the page at the form (#write-review) with the action's answer,
 * with or without JavaScript.
 */
function ReviewForm({ productId, result, t }: { productId: number; result: ReviewFormState | null; t: Translate }) {
  const failed = result && !result.ok ? result : null;
  return (
    <div className="scroll-mt-4 rounded-xl bg-white p-4 ring-1 ring-navy-900/10 sm:p-6" id={REVIEW_FORM_ID}>
      <h3 className="text-xl font-semibold text-navy-900">{t('pdp.reviewForm.title')}</h3>
      <p className="mt-1 text-sm text-muted">{t('pdp.reviewForm.intro')}</p>
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-4 rounded-lg px-4 py-3 text-sm font-medium ${result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
        >
          {failed ? (failed.message ?? t('pdp.reviewForm.fix')) : t('pdp.reviewForm.thanks')}
        </p>
      ) : null}
      <form method="post" action={`#${REVIEW_FORM_ID}`} className="mt-4 flex flex-col gap-4" noValidate>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="product_id" value={productId} />
        <RatingField t={t} error={failed?.fieldErrors.rating} defaultValue={Number(failed?.values.rating) || undefined} />
        <Field
          name="nickname"
          label={t('pdp.reviewForm.nickname')}
          error={failed?.fieldErrors.nickname}
          defaultValue={failed?.values.nickname ?? ''}
          autoComplete="nickname"
        />
        <Field
          name="title"
          label={t('pdp.reviewForm.summary')}
          error={failed?.fieldErrors.title}
          defaultValue={failed?.values.title ?? ''}
        />
        <Field
          name="detail"
          label={t('pdp.reviewForm.detail')}
          error={failed?.fieldErrors.detail}
          defaultValue={failed?.values.detail ?? ''}
          multiline
        />
        <div>
          <button type="submit" className={buttonClass('secondary')}>
            {t('pdp.reviewForm.submit')}
          </button>
        </div>
      </form>
    </div>
  );
}

/**
 * The review form as HTML: a plain form (it posts and the page reloads at #write-review with the answer,
 * with or without JavaScript), so its code stays on the server. The action renders it again with its answer.
 */
export function renderReviewFormHtml(productId: number, result: ReviewFormState | null, t: Translate): string {
  return renderToStaticMarkup(<ReviewForm productId={productId} result={result} t={t} />, { identifierPrefix: 'review-' });
}
