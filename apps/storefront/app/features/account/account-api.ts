import { callApi, type ApiAnswer } from '~/features/session/api-call';
import { authorizedCall } from '~/features/session/authorized-call';
import type { SavedAddress, SessionApi, SessionUser } from '~/features/session/contract';
import type { Order, OrderHistory } from './types';

export const ORDERS_PAGE_SIZE = 20;

type Session = Pick<SessionApi, 'getToken' | 'refresh'>;

export function fetchOrderHistory(session: Session, page: number): Promise<ApiAnswer<OrderHistory | string | null>> {
  return authorizedCall<OrderHistory>(session, 'GET', `/api/user/order-history?pageSize=${ORDERS_PAGE_SIZE}&currentPage=${page}`);
}

export function fetchOrder(session: Session, orderId: number): Promise<ApiAnswer<Order | string | null>> {
  return authorizedCall<Order>(session, 'GET', `/api/user/orders/${orderId}`);
}

/** A new e-mail address needs the current password (the API refuses the change without it). */
export function updateProfile(session: Session, changes: Pick<SessionUser, 'firstname' | 'lastname' | 'email'>, currentPassword?: string) {
  return authorizedCall(session, 'POST', '/api/user/me', { customer: changes, ...(currentPassword ? { currentPassword } : {}) });
}

export function changePassword(session: Session, currentPassword: string, newPassword: string) {
  return authorizedCall(session, 'POST', '/api/user/change-password', { currentPassword, newPassword });
}

type CustomerRecord = SessionUser & { website_id?: number; store_id?: number };

/** The address book save: the customer with the full list of addresses (spec document 2 §7.6). */
export function saveAddresses(session: Session, user: SessionUser, addresses: SavedAddressInput[]) {
  const { id, email, firstname, lastname, website_id, store_id } = user as CustomerRecord;
  return authorizedCall(session, 'PUT', `/api/ext/address-book/customers/${id}`, {
    customer: { id, email, firstname, lastname, website_id, store_id, addresses },
  });
}

export function deleteAddress(session: Session, addressId: number) {
  return authorizedCall(session, 'DELETE', `/api/ext/address-book/addresses/${addressId}`, { addressId });
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
    default_shipping: address.default_shipping ?? false,
    default_billing: address.default_billing ?? false,
  };
}

export interface StoreCredit {
  balance: number;
  currency: string;
  transactions: Array<{
    id: number;
    amount: number;
    balance: number;
    comment: string;
    order_increment_id: string | null;
    created_at: string;
  }>;
}

/** The balance (customer_reward_points_balance, 0 by default) and the latest transactions; null when either call failed. */
export async function fetchStoreCredit(session: Session): Promise<StoreCredit | null> {
  const [details, transactions] = await Promise.all([
    authorizedCall<{ customer_reward_points_balance: number; currency_code: string }>(session, 'GET', '/api/ext/store-credit/details'),
    authorizedCall<{ items: StoreCredit['transactions'] }>(session, 'GET', '/api/ext/store-credit/transactions?pageSize=50'),
  ]);
  const balance = details.code === 200 && details.result && typeof details.result === 'object' ? details.result : null;
  const list = transactions.code === 200 && transactions.result && typeof transactions.result === 'object' ? transactions.result : null;
  return balance && list
    ? { balance: balance.customer_reward_points_balance ?? 0, currency: balance.currency_code, transactions: list.items }
    : null;
}

export interface GiftCardSummary {
  code: string;
  balance: number;
  initial_value: number;
  currency: string;
  status: string;
  recipient_name: string | null;
  recipient_email: string | null;
  bought: boolean;
}

export interface GiftCardHistory {
  card: Omit<GiftCardSummary, 'recipient_name' | 'recipient_email' | 'bought'>;
  items: Array<{ action: string; amount: number; balance: number; created_at: string }>;
}

/** The gift cards the customer bought or received; null when the call failed. */
export async function fetchGiftCards(session: Session): Promise<GiftCardSummary[] | null> {
  const answer = await authorizedCall<GiftCardSummary[]>(session, 'GET', '/api/ext/gift-cards/list');
  return answer.code === 200 && Array.isArray(answer.result) ? answer.result : null;
}

/** A card's balance and history by its code; the refusal's message when the code is not valid. */
export async function fetchGiftCardHistory(code: string): Promise<GiftCardHistory | { error: string }> {
  const answer = await callApi<GiftCardHistory>('GET', `/api/ext/gift-cards/history/${encodeURIComponent(code)}`);
  if (answer.code === 200 && answer.result && typeof answer.result === 'object' && 'card' in answer.result) return answer.result;
  const message = (answer.result as { errorMessage?: string } | null)?.errorMessage;
  return { error: message ?? '' };
}
