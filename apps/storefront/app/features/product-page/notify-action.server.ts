import { data, type AppLoadContext } from 'react-router';
import { backInStockForm } from '@shoreline/domain/forms/back-in-stock';
import { isApiError } from '@shoreline/sdk';
import { loadMessages } from '~/i18n/messages.server';
import { createTranslator, type MessageKey } from '~/i18n/translate';
import { renderNotifyFormHtml, type NotifyFormState } from './NotifyForm.server';
import type { ReviewActionResult } from './types';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The API's refusals, in the store's language. */
const REFUSALS: Partial<Record<number, MessageKey>> = {
  409: 'pdp.notify.inStock',
  429: 'pdp.notify.tooMany',
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * "Notify me" posts: the shared form schema checks the address first (same rule and message as the API),
 * then the API starts the watch. Its refusals (in stock meanwhile, too many requests) show in the form.
 */
export async function handleNotifyAction(form: FormData, context: AppLoadContext) {
  const t = createTranslator(await loadMessages(context.store.i18n.defaultLocale));
  const sku = text(form, 'variant');
  const newsletter = text(form, 'subscribe_for_newsletter') === 'true';
  const reply = (state: NotifyFormState, status = 200) =>
    data<ReviewActionResult>({ form: 'notify', ok: state.ok, html: renderNotifyFormHtml(sku, state, t) }, { status, headers: NO_STORE });

  const parsed = backInStockForm.safeParse({ email: text(form, 'email'), variant: sku, subscribe_for_newsletter: newsletter });
  if (!parsed.success) return reply({ ok: false, message: t('pdp.notify.invalidEmail'), email: text(form, 'email'), newsletter });
  try {
    await context.api.watchStock({ email: parsed.data.email, variant: parsed.data.sku, subscribe_for_newsletter: newsletter });
    return reply({ ok: true, email: parsed.data.email });
  } catch (error) {
    if (!isApiError(error) || error.code >= 500) throw error;
    return reply({ ok: false, message: t(REFUSALS[error.code] ?? 'pdp.notify.unavailable'), email: parsed.data.email, newsletter });
  }
}
