import type { AccountOrderWire, OrderAddressWire, OrderHistoryWire, OrderLineWire } from '@shoreline/domain/wire/order';
import type { PageSeo } from '~/features/seo';
import type { AccountBlock } from './account-blocks';

/** An order as /api/user/order-history and /api/user/orders/{id} answer it: the API's own wire schemas (types only). */
export type OrderAddress = OrderAddressWire;
export type OrderLine = OrderLineWire;
export type Order = AccountOrderWire;
export type OrderHistory = OrderHistoryWire;

export interface AccountPageData {
  block: AccountBlock;
  orderId: number | null;
  seo: PageSeo;
}

/** The e-mailed newsletter links: /newsletter/confirm?token=… and /newsletter/unsubscribe?token=… */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

export interface NewsletterLinkData {
  action: NewsletterLinkAction;
  token: string;
  seo: AccountPageData['seo'];
}

export type NewsletterLinkResult = { status: 'done'; email: string } | { status: 'invalid' } | { status: 'failed' };

/** The e-mailed address confirmation link: /verify-email?token=… */
export interface VerifyEmailData {
  token: string;
  seo: AccountPageData['seo'];
}

export type VerifyEmailResult = { status: 'done'; email: string } | { status: 'invalid' } | { status: 'failed' };
