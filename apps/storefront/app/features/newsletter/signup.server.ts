import { data, type AppLoadContext } from 'react-router';
import { email as emailSchema } from '@shoreline/domain/forms/customer';
import { isApiError } from '@shoreline/sdk';
import { pageSeo } from '~/features/seo/index.server';
import { NEWSLETTER_PATH } from './SignUpForm.server';

export type SignUpResult = { status: 'sent'; email: string } | { status: 'invalid'; email: string } | { status: 'failed'; email: string };

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function loadSignUpPage(request: Request, context: AppLoadContext) {
  return { seo: pageSeo(request, context, NEWSLETTER_PATH) };
}

/** Starts the double opt-in: the API e-mails a confirmation link; the 10% code follows the confirmation. */
export async function submitSignUp(request: Request, context: AppLoadContext) {
  const typed = (await request.formData()).get('email');
  const raw = typeof typed === 'string' ? typed : '';
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) return data<SignUpResult>({ status: 'invalid', email: raw.slice(0, 254) }, { status: 400, headers: NO_STORE });
  try {
    await context.api.call('POST', '/api/ext/vsf-api-klaviyo/subscribe', { email: parsed.data, storeCode: context.store.storeCode });
    return data<SignUpResult>({ status: 'sent', email: parsed.data }, { headers: NO_STORE });
  } catch (error) {
    if (isApiError(error) && error.code === 400)
      return data<SignUpResult>({ status: 'invalid', email: parsed.data }, { status: 400, headers: NO_STORE });
    if (!isApiError(error) || error.code >= 500) console.error(`[storefront ${context.requestId}] newsletter sign-up failed:`, error);
    return data<SignUpResult>(
      { status: 'failed', email: parsed.data },
      { status: isApiError(error) ? error.code : 502, headers: NO_STORE },
    );
  }
}
