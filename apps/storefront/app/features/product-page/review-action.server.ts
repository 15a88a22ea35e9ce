import { data, type AppLoadContext } from 'react-router';
import { reviewInput } from '@shoreline/domain';
import { isApiError } from '@shoreline/sdk';
import { addToServerCart } from '~/features/cart/index.server';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator, type MessageKey, type Translate } from '~/i18n/translate';
import { renderReviewFormHtml, type ReviewFormState } from './ReviewForm.server';
import { handleNotifyAction } from './notify-action.server';
import type { ReviewActionResult, ReviewField } from './types';
import { FIELD_REQUIRED, NAME_TOO_SHORT, DETAIL_TOO_SHORT } from '@shoreline/domain/messages';

const REVIEW_FIELDS: readonly ReviewField[] = ['nickname', 'title', 'detail', 'rating'];
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The review schema's messages as catalogue keys, so they show in the store's language. */
const SCHEMA_MESSAGES: Record<string, MessageKey> = {
  [FIELD_REQUIRED]: 'pdp.reviewForm.error.required',
  [DETAIL_TOO_SHORT]: 'pdp.reviewForm.error.detail',
  [NAME_TOO_SHORT]: 'pdp.reviewForm.error.nickname',
};

const FALLBACK_MESSAGES: Record<ReviewField, MessageKey> = {
  nickname: 'pdp.reviewForm.error.tooLong',
  title: 'pdp.reviewForm.error.tooLong',
  detail: 'pdp.reviewForm.error.tooLong',
  rating: 'pdp.reviewForm.error.rating',
};

function isReviewField(value: unknown): value is ReviewField {
  return typeof value === 'string' && (REVIEW_FIELDS as readonly string[]).includes(value);
}

function formValues(form: FormData): Record<ReviewField, string> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { nickname: text('nickname'), title: text('title'), detail: text('detail'), rating: text('rating') };
}

function fieldErrors(values: Record<ReviewField, string>, productId: number, t: Translate): Partial<Record<ReviewField, string>> {
  const parsed = reviewInput.safeParse({ ...values, product_id: productId, rating: Number(values.rating) });
  const errors: Partial<Record<ReviewField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isReviewField(field) || errors[field]) continue;
    const key = SCHEMA_MESSAGES[issue.message] ?? FALLBACK_MESSAGES[field];
    errors[field] = t(key);
  }
  return errors;
}

function reply(result: ReviewActionResult, status = 200) {
  return data(result, { status, headers: NO_STORE });
}

/** The form comes back as the page (200 also with problems: they are shown in the form, like any HTML form answer). */
function replyWithForm(productId: number, state: ReviewFormState, t: Translate) {
  return reply({ form: 'review', ok: state.ok, html: renderReviewFormHtml(productId, state, t) });
}

/**
 * The product page's form posts: a review goes to the API (pending approval) after the same checks the
 * API makes, with messages in the store's language; add-to-cart (without JavaScript) fills a server cart.
 */
export async function handleProductAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  if (form.get('intent') === 'add-to-cart') return addToServerCart(form, context);
  if (form.get('intent') === 'notify') return handleNotifyAction(form, context);
  if (form.get('intent') !== 'review') return reply({ form: 'cart', ok: false }, 400);

  const t = createTranslator(await loadMessages(context.store.i18n.defaultLocale));
  const values = formValues(form);
  const productId = Number(form.get('product_id'));
  const errors = fieldErrors(values, productId, t);
  if (Object.keys(errors).length > 0) {
    return replyWithForm(productId, { ok: false, fieldErrors: errors, message: t('pdp.reviewForm.fix'), values }, t);
  }
  try {
    await context.api.createReview({
      product_id: productId,
      nickname: values.nickname.trim(),
      title: values.title.trim(),
      detail: values.detail.trim(),
      rating: Number(values.rating),
    });
    return replyWithForm(productId, { ok: true }, t);
  } catch (error) {
    if (!isApiError(error) || error.code >= 500) throw error;
    return replyWithForm(productId, { ok: false, fieldErrors: {}, message: error.message, values }, t);
  }
}
