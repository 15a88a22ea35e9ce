import type { AppLoadContext } from 'react-router';
import { routeMessages } from '~/i18n/messages.server';
import type { FeatureNamespace } from '~/i18n/namespaces';
import { requestOrigin } from '~/lib/seo';

/** The checkout and its thank-you page are for one visitor: never stored. */
export const CHECKOUT_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * What the checkout's pages load: the store's price format and locale and their texts. The cart and the
 * order live in the browser, so the page is the same for everyone.
 */
export async function loadCheckoutPage(request: Request, context: AppLoadContext, namespaces: readonly FeatureNamespace[]) {
  return {
    origin: requestOrigin(request),
    priceFormat: context.store.priceFormat,
    locale: context.store.i18n.defaultLocale,
    messages: await routeMessages(context, namespaces),
  };
}
