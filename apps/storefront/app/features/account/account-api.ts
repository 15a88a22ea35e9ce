import type { CustomerGiftCardWire, GiftCardHistoryWire } from '@shoreline/domain/wire/gift-cards';
import type { StoreCreditDetailsWire, StoreCreditTransactionWire } from '@shoreline/domain/wire/store-credit';
import { request, type ApiResult } from '@shoreline/sdk/request';
import { authorizedRequest, type TokenSource } from '@shoreline/sdk/transport';
import type { SavedAddress, SessionUser } from '~/features/session';
import type { Order, OrderHistory } from './types';

export const ORDERS_PAGE_SIZE = 20;

type Session = TokenSource;

/** The payload when the call succeeded and answered an object, else null. */
function objectOf<T>(answer: ApiResult<T>): T | null {
  return answer.ok && answer.data && typeof answer.data === 'object' ? answer.data : null;
}

/** The page of the order history; null when it could not be read. */
export async function fetchOrderHistory(session: Session, page: number): Promise<OrderHistory | null> {
  return objectOf(
    await authorizedRequest<OrderHistory>(session, 'GET', `/api/user/order-history?pageSize=${ORDERS_PAGE_SIZE}&currentPage=${page}`),
  );
}

/** One order; 'missing' when the account has no such order, null when it could not be read. */
export async function fetchOrder(session: Session, orderId: number): Promise<Order | 'missing' | null> {
  const answer = await authorizedRequest<Order>(session, 'GET', `/api/user/orders/${orderId}`);
  return !answer.ok && answer.error.code === 404 ? 'missing' : objectOf(answer);
}

/** A new e-mail address needs the current password (the API refuses the change without it). */
export function updateProfile(
  session: Session,
  changes: Pick<SessionUser, 'firstname' | 'lastname' | 'email'>,
  currentPassword?: string,
): Promise<ApiResult<unknown>> {
  return authorizedRequest(session, 'POST', '/api/user/me', {
    body: { customer: changes, ...(currentPassword ? { currentPassword } : {}) },
  });
}

export function changePassword(session: Session, currentPassword: string, newPassword: string): Promise<ApiResult<unknown>> {
  return authorizedRequest(session, 'POST', '/api/user/change-password', { body: { currentPassword, newPassword } });
}

/** Mails the signed-in customer a new link to confirm their e-mail address. */
export function resendVerification(session: Session): Promise<ApiResult<unknown>> {
  return authorizedRequest(session, 'POST', '/api/user/resend-verification');
}

/** Sets a new password with the e-mailed reset token. */
export function createPassword(email: string, newPassword: string, resetToken: string): Promise<ApiResult<unknown>> {
  return request('POST', '/api/user/create-password', { body: { email, newPassword, resetToken } });
}

const NEWSLETTER_ENDPOINT = '/api/ext/vsf-api-klaviyo/subscribe';

export type NewsletterStatus = 'subscribed' | 'pending' | 'unsubscribed';

/**
 * The account's own subscription, or null while unknown. The API tells only
 * the logged-in owner, so the call carries the customer's token.
 */
export async function fetchNewsletterStatus(session: Session, email: string): Promise<NewsletterStatus | null> {
  const answer = await authorizedRequest<unknown>(session, 'GET', `${NEWSLETTER_ENDPOINT}?${new URLSearchParams({ email })}`);
  if (!answer.ok) return null;
  const data = (answer.data as { data?: unknown } | null)?.data;
  if (answer.data === 'subscribed' || (Array.isArray(data) ? data.length > 0 : !!data)) return 'subscribed';
  return answer.data === 'pending' ? 'pending' : 'unsubscribed';
}

export function changeNewsletter(session: Session, subscribe: boolean, email: string, storeCode: string): Promise<ApiResult<unknown>> {
  return authorizedRequest(session, subscribe ? 'POST' : 'DELETE', NEWSLETTER_ENDPOINT, { body: { email, storeCode } });
}

type CustomerRecord = SessionUser & { website_id?: number; store_id?: number };

/** The address book save: the customer with the full list of addresses. */
export function saveAddresses(session: Session, user: SessionUser, addresses: SavedAddressInput[]): Promise<ApiResult<unknown>> {
  const { id, email, firstname, lastname, website_id, store_id } = user as CustomerRecord;
  return authorizedRequest(session, 'PUT', `/api/ext/address-book/customers/${id}`, {
    body: { customer: { id, email, firstname, lastname, website_id, store_id, addresses } },
  });
}

export function deleteAddress(session: Session, addressId: number): Promise<ApiResult<unknown>> {
  return authorizedRequest(session, 'DELETE', `/api/ext/address-book/addresses/${addressId}`, { body: { addressId } });
}

/** An address as the save call takes it: the saved fields, without an id for a new one. */
export type SavedAddressInput = Omit<SavedAddress, 'id' | 'customer_id'> & { id?: number; customer_id?: number };

export function toAddressInput(address: SavedAddress): SavedAddressInput {
  return {
    id: address.id,
    customer_id: address.customer_id,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region: address.region,
    region_id: address.region?.region_id ?? address.region_id,
    telephone: address.telephone,
    // Every address goes back with the save: one left without its tax id would lose it.
    vat_id: address.vat_id ?? '',
    default_shipping: address.default_shipping ?? false,
    default_billing: address.default_billing ?? false,
  };
}

export interface StoreCredit {
  balance: number;
  currency: string;
  transactions: StoreCreditTransactionWire[];
}

/** The balance (customer_reward_points_balance, 0 by default) and the latest transactions; null when either call failed. */
export async function fetchStoreCredit(session: Session): Promise<StoreCredit | null> {
  const [details, transactions] = await Promise.all([
    authorizedRequest<StoreCreditDetailsWire>(session, 'GET', '/api/ext/store-credit/details'),
    authorizedRequest<{ items: StoreCredit['transactions'] }>(session, 'GET', '/api/ext/store-credit/transactions?pageSize=50'),
  ]);
  const balance = objectOf(details);
  const list = objectOf(transactions);
  return balance && list
    ? { balance: balance.customer_reward_points_balance ?? 0, currency: balance.currency_code, transactions: list.items }
    : null;
}

/** A card of the customer's, as /api/ext/gift-cards/list answers it. */
export type GiftCardSummary = CustomerGiftCardWire;

export type GiftCardHistory = GiftCardHistoryWire;

/** The gift cards the customer bought or applied with their code while signed in; null when the call failed. */
export async function fetchGiftCards(session: Session): Promise<GiftCardSummary[] | null> {
  const answer = await authorizedRequest<GiftCardSummary[]>(session, 'GET', '/api/ext/gift-cards/list');
  return answer.ok && Array.isArray(answer.data) ? answer.data : null;
}

/** A card's balance and history by its code; the refusal's message when the code is not valid. */
export async function fetchGiftCardHistory(code: string): Promise<GiftCardHistory | { error: string }> {
  const answer = await request<GiftCardHistory>('GET', `/api/ext/gift-cards/history/${encodeURIComponent(code)}`);
  const history = objectOf(answer);
  if (history && 'card' in history) return history;
  const message = answer.ok ? undefined : (answer.error.result as { errorMessage?: string } | null | undefined)?.errorMessage;
  return { error: message ?? '' };
}
